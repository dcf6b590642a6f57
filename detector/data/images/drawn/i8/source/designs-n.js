'use strict';
// NOT suspected designs: hard negatives per the labelling guide.
const { F } = require('./lib');

module.exports = [
  // n01: neutral pharmacy price list (sizes, prices, hours, phone, stock) -> not suspected
  { key: 'n01', kind: 'priceboard', w: 860, lang: 'lo', variant: 'laos', groups: [], product: 'infant_formula', hard: ['rotate'],
    c: { style: 'print', outer: 'wall', header: ['ຮ້ານຂາຍຢາ ວັດຕະນາ'], headerBg: '#2a9d8f', title: ['ລາຍການລາຄານົມຜົງ'], titleSize: 30,
      thead: ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ (ກີບ)'], cols: ['flex:1.6', 'flex:.7', 'flex:.8;text-align:right'],
      rows: [['Lactogen 1', '400 ກຣາມ', '89.000'], ['NAN Optipro 1', '800 ກຣາມ', '245.000'], ['S-26 Gold 1', '600 ກຣາມ', '198.000'], ['Lactogen 2', '400 ກຣາມ', '85.000'], ['Dumex Dugro 3', '800 ກຣາມ', '175.000']],
      foot: ['ມີສິນຄ້າພ້ອມ · ເປີດ 8:00 - 20:00', 'ໂທ 021 215 678'] } },

  // n02: plain stock notice on a shop door -> not suspected
  { key: 'n02', kind: 'notice', w: 640, lang: 'lo', variant: 'international', groups: [], product: 'follow_on_formula', hard: ['blur'],
    c: { outer: 'wood', emblem: false, accent: '#444', paper: '#fffef7', org: ['ຮ້ານ ຄຳພອນ ມິນິມາດ'], title: ['ແຈ້ງການ'], titleSize: 34,
      body: ['ນົມຜົງ ສູດ 2 (6-12 ເດືອນ)', 'ມີສິນຄ້າເຂົ້າແລ້ວ', 'ກະປ໋ອງ 800 ກຣາມ ລາຄາ 210.000 ກີບ'], size: 24, align: 'center',
      sig: ['ສອບຖາມ 020 5432 1098'], sigAlign: 'center', font: F.looped } },

  // n03: imported-formula price list with English labels, international variant -> not suspected (pair of s32)
  { key: 'n03', kind: 'priceboard', w: 900, lang: 'mixed', variant: 'international', groups: [], product: 'infant_formula', hard: ['jpeg'],
    c: { style: 'yellow', outer: 'wall', font: F.lib, title: ['Imported formula price list'], sub: ['ລາຄານົມຜົງນຳເຂົ້າ'], titleSize: 30,
      cols: ['flex:1.6', 'flex:.6', 'flex:.9;text-align:right'],
      rows: [['Aptamil 1 (0-6 ເດືອນ)', '800g', '310.000 ກີບ'], ['Aptamil 2 (6-12 ເດືອນ)', '800g', '295.000 ກີບ'], ['Similac 3 (1-3 ປີ)', '850g', '270.000 ກີບ']],
      note: ['ສະຫຼາກພາສາອັງກິດ / English label'], noteCol: '#264653', foot: ['Tel 020 7788 9900 · Open daily'] } },

  // n04: adult milk with bone/immunity claims and a gift -> out of scope, not suspected
  { key: 'n04', kind: 'poster', w: 920, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['dim'],
    c: { bg: 'blue', font: F.lao, head: ['CalciMax Gold'], headFont: F.sans, headSize: 60, headCol: '#023e8a',
      sub: ['ນົມຜົງສຳລັບຜູ້ໃຫຍ່', 'ອາຍຸ 40 ປີຂຶ້ນໄປ'], subSize: 30, list: ['ກະດູກແຂງແຮງ', 'ພູມຄຸ້ມກັນດີ'], listSize: 26,
      badge: { lines: ['ຊື້ 2', 'ແຖມ 1'], size: 130, fs: 34 },
      vis: { type: 'can', w: 200, h: 260, col: '#0077b6', col2: '#fff', brand: 'CalciMax', brandFont: F.sans, top: ['ນົມຜູ້ໃຫຍ່'], weight: '800 ກຣາມ' },
      foot: ['ໂທສັ່ງ 020 9911 2233'] } },

  // n05: maternal milk ad with "brain" claim for the fetus, buy-2-get-1 -> out of scope, not suspected
  { key: 'n05', kind: 'fbpost', w: 700, lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: ['noise'],
    c: { page: 'Anmum Materna Laos', meta: 'Sponsored', avatar: 'linear-gradient(135deg,#ffc8dd,#bde0fe)',
      caption: ['ນົມສຳລັບແມ່ຖືພາ ແລະ ແມ່ໃຫ້ນົມລູກ', "DHA for your baby's brain development"],
      img: { bg: 'pink', font: F.lao, head: ['Buy 2 get 1 free'], headFont: F.sans, headSize: 42, headCol: '#9d0208', sub: ['Free delivery in Vientiane', 'ສຳລັບແມ່ຖືພາເທົ່ານັ້ນ'], subSize: 22,
        vis: { type: 'can', w: 160, h: 210, col: '#ffafcc', col2: '#fff', brand: 'Anmum', brandFont: F.sans, top: ['Materna'], weight: '400 g' } },
      stats: '156 reactions · 12 comments', actions: ['Like', 'Comment', 'Share'] } },

  // n06: milk replacer for puppies and kittens, with a pet feeding bottle gift -> animals, not suspected
  { key: 'n06', kind: 'poster', w: 880, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['photo'],
    c: { bg: 'plain', bgc: '#fff4e6', top: 'ຮ້ານສັດລ້ຽງ ໂຊກດີ', topBg: '#6d4c41', head: ['ນົມສຳລັບລູກໝາ', 'ແລະ ລູກແມວ'], headSize: 48, headCol: '#6d4c41',
      sub: ['PetLac ອາຍຸ 0-6 ອາທິດ'], subSize: 28, list: ['ແຖມຂວດນົມ ສຳລັບສັດລ້ຽງ', 'ຫຼຸດ 10% ທຸກກະປ໋ອງ'], listSize: 24, bullet: '#6d4c41',
      vis: [{ type: 'can', w: 170, h: 220, col: '#8d6e63', col2: '#fff', brand: 'PetLac', brandFont: F.sans, top: ['ນົມລູກໝາ'], weight: '300 ກຣາມ' }, { type: 'bottle', h: 160, col: '#8d6e63' }],
      deco: 'PAWS', foot: ['ໂທ 030 222 4455'], footBg: '#6d4c41' } },

  // n07: diaper promo -> other_baby_product, not suspected
  { key: 'n07', kind: 'sticker', w: 900, lang: 'mixed', variant: 'international', groups: [], product: 'other_baby_product', hard: ['jpeg'],
    c: { bg: 'dots', bgc: '#8ecae6', badges: [{ lines: ['SALE'], size: 150, shape: 'burst', bg: '#fb8500', color: '#fff', fs: 42, font: F.sans }],
      vis: [{ type: 'box', w: 200, h: 180, col: '#219ebc', brand: 'BabySoft', brandFont: F.sans, top: ['Size M'] }, { type: 'box', w: 200, h: 180, col: '#219ebc', brand: 'BabySoft', brandFont: F.sans, top: ['Size L'] }],
      lines: ['ຜ້າອ້ອມ BabySoft', 'ຊື້ 2 ແພັກ ແຖມ 1', 'Free delivery ໃນເມືອງ'], size1: 38, size: 26 } },

  // n08: toy shop sale for babies 0-12 months -> other_baby_product, not suspected
  { key: 'n08', kind: 'poster', w: 1080, lang: 'en', variant: 'laos', groups: [], product: 'other_baby_product', hard: ['small'],
    c: { bg: 'stripes', bgc: '#ffc8dd', font: F.dejavu, top: 'Toy Land Vientiane', topBg: '#7209b7', topSize: 32, head: ['Mid-year sale', 'up to 50% off'], headSize: 72, headCol: '#7209b7',
      sub: ['Stacking rings · Rattles · Soft books'], subSize: 32, body: ['For babies 0-12 months', 'Free gift wrapping'], bodySize: 30,
      vis: { type: 'html', html: '<div style="display:flex;flex-direction:column;align-items:center;gap:0"><div style="width:60px;height:30px;border-radius:30px 30px 0 0;background:#ffbe0b"></div><div style="width:110px;height:34px;border-radius:20px;background:#fb5607"></div><div style="width:150px;height:38px;border-radius:20px;background:#ff006e"></div><div style="width:190px;height:42px;border-radius:20px;background:#8338ec"></div><div style="width:220px;height:24px;background:#3a86ff;border-radius:4px"></div></div>' },
      foot: ['Open 9am-9pm · Nongbone Road'], footBg: '#7209b7', footSize: 28 } },

  // n09: Ministry of Health World Breastfeeding Week poster (immunity/brain said of breast milk) -> not suspected
  { key: 'n09', kind: 'notice', w: 820, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['rotate'],
    c: { accent: '#2a9d8f', paper: '#f4fffb', org: ['ສາທາລະນະລັດ ປະຊາທິປະໄຕ ປະຊາຊົນລາວ', 'ກະຊວງສາທາລະນະສຸກ'], orgFont: F.laoserif,
      title: ['ອາທິດນົມແມ່ໂລກ 2024'], titleSize: 40, titleCol: '#1b4332', vis: [{ type: 'mother', h: 200, col: '#2a9d8f' }], align: 'center',
      body: ['ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'ນົມແມ່ ສ້າງພູມຄຸ້ມກັນ ແລະ ບຳລຸງສະໝອງ', 'ສືບຕໍ່ໃຫ້ນົມແມ່ຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່າ'], size: 24,
      sig: ['ຮ່ວມກັບ UNICEF ແລະ WHO'], sigAlign: 'center' } },

  // n10: UNICEF breastfeeding poster -> not suspected
  { key: 'n10', kind: 'poster', w: 900, lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: ['blur'],
    c: { bg: 'plain', bgc: '#1cabe2', color: '#fff', font: F.sans, align: 'center', visPos: 'bottom', head: ['Breastfeeding:', 'a gift for life'], headSize: 56,
      sub: ['ນົມແມ່ ເປັນຂອງຂວັນຕະຫຼອດຊີວິດ'], subFont: F.lao, subSize: 32,
      body: ['Breast milk protects against infections', 'and supports brain development'], bodySize: 24,
      vis: [{ type: 'mother', h: 220, col: '#ffffff' }],
      foot: ['unicef · ກະຊວງສາທາລະນະສຸກ'], footBg: '#005a8c', footSize: 22 } },

  // n11: baby-friendly hospital "no formula or bottles" notice -> not suspected
  { key: 'n11', kind: 'notice', w: 760, lang: 'mixed', variant: 'laos', groups: [], product: 'none', hard: ['photo'],
    c: { outer: 'wall', accent: '#0077b6', org: ['ໂຮງໝໍແມ່ ແລະ ເດັກ', "Mother and Child Hospital"], title: ['ໂຮງໝໍທີ່ເປັນມິດກັບເດັກ', 'Baby-Friendly Hospital'], titleSize: 30,
      body: ['ບໍ່ອະນຸຍາດໃຫ້ນຳ ນົມຜົງ ແລະ ຂວດນົມ ເຂົ້າຫ້ອງຄົນເຈັບ', 'No formula, bottles or teats on this ward'], size: 19, align: 'center',
      boxed: ['ຖ້າມີບັນຫາການໃຫ້ນົມລູກ ກະລຸນາຖາມພະຍາບານ'], boxSize: 19, sig: ['ຄະນະອຳນວຍການໂຮງໝໍ'] } },

  // n12: recall alert for a stage-1 formula -> not suspected
  { key: 'n12', kind: 'notice', w: 760, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['jpeg'],
    c: { accent: '#d00000', org: ['ກົມອາຫານ ແລະ ຢາ', 'ກະຊວງສາທາລະນະສຸກ'], title: ['ແຈ້ງເຕືອນ! ເອີ້ນຄືນສິນຄ້າ'], titleCol: '#d00000', titleSize: 34,
      body: ['ນົມຜົງເດັກ BabyFirst ສູດ 1 ກະປ໋ອງ 400 ກຣາມ', 'ເລກລອດ: BF2404A, BF2404C', 'ອາດປົນເປື້ອນເຊື້ອແບັກທີເຣຍ'], size: 21,
      boxed: ['ໃຫ້ຢຸດໃຊ້ທັນທີ ແລະ ສົ່ງຄືນຮ້ານທີ່ຊື້'], boxBg: '#fff0f0', sig: ['ນະຄອນຫຼວງວຽງຈັນ, ວັນທີ 12/06/2024'] } },

  // n13: news about fines for formula promotion -> not suspected
  { key: 'n13', kind: 'article', w: 800, lang: 'lo', variant: 'international', groups: [], product: 'none', hard: ['dim'],
    c: { site: 'ຂ່າວສານ ລາວ', section: 'ສັງຄົມ', headline: ['ປັບໃໝ 3 ຮ້ານ ຂາຍນົມຜົງເດັກ', 'ຍ້ອນໂຄສະນາ ຫຼຸດລາຄາ ແລະ ແຖມຂອງ'], hSize: 30,
      byline: 'ໂດຍ ກອງບັນນາທິການ · 18/07/2024', imgBg: 'busy', imgH: 200, imgCap: 'ພາບ: ເຈົ້າໜ້າທີ່ກວດກາຮ້ານຄ້າ',
      body: ['ເຈົ້າໜ້າທີ່ກວດກາ ໄດ້ປັບໃໝຮ້ານຄ້າ 3 ແຫ່ງ', 'ທີ່ໂຄສະນາ ນົມຜົງສຳລັບເດັກ ຫຼຸດລາຄາ', 'ແລະ ແຖມຂອງຂວັນ ຊຶ່ງລະເມີດ ດຳລັດ 472/ນຍ.'], size: 19 } },

  // n14: 6 m+ cereal, no claims, keeps the 6-month / continued-breastfeeding message, with price -> not suspected
  { key: 'n14', kind: 'pack', w: 640, lang: 'lo', variant: 'laos', groups: [], product: 'complementary_food', hard: ['noise'],
    c: { bg: 'wood', sticker: { lines: ['28.000 ກີບ'], size: 22 }, vis: { type: 'box', w: 300, h: 400, col: '#80b918', brand: 'ນ້ອຍອີ່ມ', top: ['ເຂົ້າບົດ ຜັກລວມ'], bowl: true,
      age: 'ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', ageBg: '#2b9348', claims: ['ບໍ່ຄວນໃຫ້ເດັກອາຍຸຕ່ຳກວ່າ 6 ເດືອນ', 'ສືບຕໍ່ໃຫ້ນົມແມ່ຮອດ 2 ປີ', 'ວັນໝົດອາຍຸ 05/2026'], claimSize: 15, weight: '250 ກຣາມ' } } },

  // n15: district health office home recipe for 6 m+ -> not suspected
  { key: 'n15', kind: 'leaflet', w: 960, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['blur'],
    c: { headBg: '#2a9d8f', accent: '#2a9d8f', title: ['ສູດອາຫານເສີມ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'], titleSize: 30, subtitle: ['ຫ້ອງການສາທາລະນະສຸກເມືອງ ໄຊທານີ'],
      panels: [{ h: 'ເຂົ້າປຽກ ໃສ່ໄຂ່ ແລະ ຜັກ', vis: [{ type: 'bowl', d: 90 }], lines: ['ເຂົ້າສານ 2 ບ່ວງ', 'ໄຂ່ໄກ່ 1 ໜ່ວຍ', 'ຜັກບົ້ງ ຫຼື ຜັກກາດ ຟອຍ', 'ນ້ຳມັນພືດ 1 ບ່ວງນ້ອຍ'] },
        { h: 'ວິທີເຮັດ', lines: ['ຕົ້ມເຂົ້າໃຫ້ເປື່ອຍ', 'ໃສ່ໄຂ່ ແລະ ຜັກ ຕົ້ມຕໍ່ 5 ນາທີ', 'ໃສ່ນ້ຳມັນພືດ ປັ່ນໃຫ້ລະອຽດ', 'ປ້ອນດ້ວຍບ່ວງ ບໍ່ໃສ່ຂວດນົມ', 'ສືບຕໍ່ໃຫ້ນົມແມ່ ຮອດ 2 ປີ'] }] } },

  // n16: 4+ school-age milk with brain/height claims and discount -> out of scope, not suspected
  { key: 'n16', kind: 'poster', w: 940, lang: 'mixed', variant: 'laos', groups: [], product: 'none', hard: ['rotate'],
    c: { bg: 'red', color: '#fff', font: F.lao, head: ['KidsGrow 4+'], headFont: F.sans, headSize: 70, sub: ['ນົມສຳລັບເດັກ 4 ປີຂຶ້ນໄປ', 'School-age milk'], subSize: 30,
      list: ['Brain & Height', 'ຫຼຸດ 20% ເປີດພາກຮຽນ'], listSize: 28, bullet: '#ffd60a',
      vis: { type: 'box', w: 200, h: 260, col: '#ffd60a', brand: 'KidsGrow', brandFont: F.sans, stage: '4+', stageCol: '#d90429', top: ['ນົມເດັກນັກຮຽນ'], age: '4-12 ປີ' },
      foot: ['ມີຂາຍທີ່ ຊຸບເປີມາເກັດ ທົ່ວປະເທດ'], footBg: '#8d0801' } },

  // n17: maths tutoring, "formula" = multiplication table -> not suspected
  { key: 'n17', kind: 'poster', w: 860, lang: 'lo', variant: 'international', groups: [], product: 'none', hard: ['jpeg'],
    c: { bg: 'chalk', color: '#f1f1e6', font: F.looped, head: ['ສອນພິເສດ ຄະນິດສາດ'], headSize: 46, headCol: '#ffd166',
      sub: ['ທ່ອງສູດຄູນ 2-12 ງ່າຍໆ', 'ສູດຄິດໄລ່ ເນື້ອທີ່ ແລະ ບໍລິມາດ'], subSize: 26, body: ['ສຳລັບນັກຮຽນ ປ.3 - ມ.4', 'ສະໝັກມື້ນີ້ ຫຼຸດ 20%'], bodySize: 22,
      boxed: ['2 x 3 = 6', '3 x 4 = 12', '4 x 5 = 20'], boxedBg: 'rgba(255,255,255,.12)', boxedCol: '#fff', boxedSize: 26,
      foot: ['ໂທ 020 5858 1212 · ບ້ານສີສະຫວາດ'], footBg: '#7a4d22' } },

  // n18: Formula 1 watch party with buy-1-get-1 drinks -> not suspected
  { key: 'n18', kind: 'poster', w: 960, lang: 'en', variant: 'international', groups: [], product: 'none', hard: ['dim'],
    c: { bg: 'checks', bgc: '#222', color: '#111', font: F.narrow, head: ['FORMULA 1', 'WATCH PARTY'], headSize: 70, headCol: '#d00000', headStyle: 'background:#fff;width:fit-content;padding:0 12px;margin:4px 0',
      sub: ['Singapore Grand Prix · Live on big screen'], subSize: 30, subStyle: 'background:#fff;width:fit-content;padding:0 10px;margin:6px 0',
      boxed: ['Sunday 22 Sept · 7 pm', 'Bar 99, Vientiane', 'Happy hour: buy 1 get 1 free'], boxedSize: 28,
      foot: ['Book a table: 020 9090 1234'], footBg: '#d00000', footSize: 24 } },

  // n19: baby shampoo "gentle formula" -> other_baby_product, not suspected
  { key: 'n19', kind: 'pack', w: 620, lang: 'lo', variant: 'laos', groups: [], product: 'other_baby_product', hard: ['photo'],
    c: { bg: 'teal', vis: { type: 'box', w: 240, h: 400, col: '#ffcad4', col2: '#fff7f9', brand: 'Mild Bubbles', brandFont: F.sans, brandCol: '#b5179e',
      top: ['ແຊມພູເດັກ', 'ສູດອ່ອນໂຍນ'], topSize: 22, age: 'ບໍ່ແສບຕາ', ageBg: '#b5179e', claims: ['ສຳລັບເດັກແຮກເກີດຂຶ້ນໄປ'], claimSize: 16, weight: '200 ມລ' } } },

  // n20: parent's own question in a mothers' FB group -> not suspected
  { key: 'n20', kind: 'fbpost', w: 680, lang: 'lo', variant: 'international', groups: [], product: 'none', hard: ['jpeg'],
    c: { page: 'ແມ່ນ້ອງມິນ', meta: 'ກຸ່ມ ແມ່ລູກອ່ອນ ວຽງຈັນ · 5 ຊົ່ວໂມງ', avatar: 'linear-gradient(135deg,#ffd6a5,#ffadad)', caption: [],
      status: { bg: 'purple', lines: ['ລູກ 5 ເດືອນ ກິນນົມແມ່ຢ່າງດຽວ', 'ແຕ່ນ້ຳໜັກຂຶ້ນຊ້າ', 'ຕ້ອງໃຫ້ນົມຜົງຕື່ມບໍ່?', 'ມີໃຜເຄີຍເປັນແບບນີ້ບໍ່ ແນະນຳແດ່'], size: 28 },
      stats: 'ມັກ 21 · 34 ຄຳເຫັນ', actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'],
      comments: [['ແມ່ຈອຍ', 'ລອງປຶກສາທ່ານໝໍ ຫຼື ພະຍາບານກ່ອນເດີ'], ['Phone Mom', 'ລູກຂ້ອຍກໍຂຶ້ນຊ້າ ແຕ່ທ່ານໝໍວ່າປົກກະຕິ']] } },

  // n21: lactation cookies with "milk supply" claim and discount -> out of scope, not suspected
  { key: 'n21', kind: 'poster', w: 860, lang: 'en', variant: 'international', groups: [], product: 'none', hard: ['noise'],
    c: { bg: 'gold', font: F.libserif, head: ['Lacta Bites'], headSize: 64, headCol: '#6f1d1b', sub: ['Lactation cookies for nursing mums'], subSize: 28,
      list: ['Oats, flaxseed & brewer\'s yeast', 'Support your milk supply', '10% off this week'], listSize: 24, bullet: '#6f1d1b',
      vis: { type: 'html', html: '<div style="display:flex;flex-wrap:wrap;width:230px;gap:10px">' + Array.from({ length: 6 }, () => '<div style="width:100px;height:100px;border-radius:50%;background:radial-gradient(circle at 30% 30%,#e0a96d,#a0522d);box-shadow:inset 0 0 0 6px rgba(0,0,0,.08)"></div>').join('') + '</div>' },
      foot: ['Order: lactabites.la · 020 5656 7878'], footBg: '#6f1d1b' } },

  // n22: yoghurt "immunity for the whole family" -> out of scope, not suspected
  { key: 'n22', kind: 'sticker', w: 820, lang: 'lo', variant: 'international', groups: [], product: 'none', hard: ['blur'],
    c: { bg: 'pink', badges: [{ lines: ['4 ຈອກ', '20.000 ກີບ'], size: 160, shape: 'circle', bg: '#ffffff', color: '#c9184a', fs: 34 }],
      vis: [{ type: 'html', html: '<div style="display:flex;gap:10px">' + Array.from({ length: 4 }, () => '<div style="width:70px;height:100px;border-radius:6px 6px 18px 18px;background:linear-gradient(180deg,#fff 0 20%,#ff8fa3 20%);box-shadow:2px 3px 6px rgba(0,0,0,.25)"></div>').join('') + '</div>' }],
      lines: ['ໂຍເກີດ ລົດຊາດສະຕໍເບີຣີ', 'ເສີມພູມຄຸ້ມກັນ ສຳລັບທຸກຄົນໃນຄອບຄົວ', 'ຊື້ 4 ຈອກ 20.000 ກີບ'], size1: 34, size: 24 } },

  // n23: explainer of Decree 472 (Code explainer) -> not suspected
  { key: 'n23', kind: 'leaflet', w: 980, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['dim'],
    c: { headBg: '#1d3557', accent: '#1d3557', title: ['ຮູ້ຈັກ ດຳລັດ 472/ນຍ'], subtitle: ['ກ່ຽວກັບອາຫານ ແລະ ອຸປະກອນ ສຳລັບເດັກອ່ອນ ແລະ ເດັກນ້ອຍ'],
      panels: [{ h: 'ສິ່ງທີ່ຫ້າມ', lines: ['ຫ້າມໂຄສະນາ ນົມຜົງສຳລັບເດັກ 0-36 ເດືອນ', 'ຫ້າມແຈກຕົວຢ່າງ ແລະ ຂອງຂວັນ', 'ຫ້າມຮູບເດັກ ເທິງກະປ໋ອງນົມ'] },
        { h: 'ສິ່ງທີ່ຕ້ອງມີ', lines: ['ສະຫຼາກຕ້ອງເປັນພາສາລາວ', 'ຕ້ອງມີວັນໝົດອາຍຸ', 'ຖ້າພົບການລະເມີດ ແຈ້ງໄດ້ທີ່', 'ຫ້ອງການສາທາລະນະສຸກໃກ້ບ້ານ'] }],
      foot: ['ເອກະສານເຜີຍແຜ່ ເພື່ອປົກປ້ອງການລ້ຽງລູກດ້ວຍນົມແມ່'], footBg: '#e9eef5', size: 19, hSize: 23, footSize: 18 } },

  // n24: breastfeeding counselling training supported by WHO/UNICEF/MOH -> not suspected
  { key: 'n24', kind: 'invite', w: 880, lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: ['jpeg'],
    c: { outer: 'teal', paper: '#ffffff', gold: '#0a9396', gold2: '#005f73', font: F.lao, org: ['ກະຊວງສາທາລະນະສຸກ'], orgSize: 20,
      title: ['ຝຶກອົບຮົມ ການໃຫ້ຄຳປຶກສາ', 'ການລ້ຽງລູກດ້ວຍນົມແມ່', 'Breastfeeding Counselling Training'], titleSize: 30,
      details: ['ສຳລັບພະຍາບານ ແລະ ຜະດຸງຄັນ', 'ວັນທີ 7-11 ຕຸລາ 2024, ຫຼວງພະບາງ'], detailFont: F.lao,
      sponsor: ['Supported by', 'WHO · UNICEF · Ministry of Health'], spSize: 22, spFont: F.sans, spCol: '#005f73' } },

  // n25: sweetened condensed milk promo -> out of scope, not suspected
  { key: 'n25', kind: 'poster', w: 1040, lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: ['small'],
    c: { bg: 'red', color: '#fff', font: F.phet, head: ['ນົມຂົ້ນຫວານ Cow Star'], headSize: 62, sub: ['ສຳລັບຊົງກາເຟ ແລະ ເຮັດເຂົ້າໜົມ'], subSize: 34,
      badge: { lines: ['ຫຼຸດ', '10%'], size: 150, bg: '#ffd60a', color: '#d90429', fs: 44 },
      boxed: ['ແພັກ 6 ກະປ໋ອງ 54.000 ກີບ'], boxedCol: '#d90429', boxedSize: 34,
      vis: { type: 'can', w: 190, h: 200, col: '#d90429', col2: '#fff', brand: 'Cow Star', brandFont: F.sans, top: ['ນົມຂົ້ນຫວານ'], weight: '380 ກຣາມ' },
      foot: ['ມີຂາຍທຸກຮ້ານ ທົ່ວປະເທດ'], footSize: 28 } },
];
