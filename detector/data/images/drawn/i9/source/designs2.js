'use strict';
const { F, baby, bowlIcon, bottleIcon, mark, motherBaby, heart } = require('./lib');
const t = require('./templates');
const t2 = require('./templates2');

module.exports = [
{ n: 21, variant: 'international', groups: ['complementary_foods'], product: 'complementary_food', lang: 'en', template: 'i9-t015', hard: 'jpeg',
  html: t2.cerealBack({ panel: '#fffaf0', c: '#c75b12', brand: 'Cerelino Baby Cereal — Rice & Milk', age: 'From 4 months', tt: 'Feeding guide',
    table: [['Age', 'Cereal', 'Warm milk or water', 'Feeds per day'], ['4-6 months', '2 scoops', '120 ml', '2'], ['6-9 months', '3 scoops', '150 ml', '2-3'], ['9-12 months', '4 scoops', '180 ml', '3']],
    tip: ['Easy bottle feeding', "Mix 2 scoops into baby's bottle and use a wide-hole teat."],
    body: ['Ingredients: rice flour, skimmed milk powder, sugar, vitamins and minerals.', 'Net wt 250 g · Best before 03/2026'] }) },

{ n: 22, variant: 'laos', groups: ['complementary_foods', 'promotion_public'], product: 'complementary_food', lang: 'mixed', template: 'i9-t014', hard: 'rotate',
  html: t2.boxFront({ box: 'linear-gradient(160deg,#ede7f6,#b39ddb)', c: '#4a148c', brand: ['Lactamil Cereal', 'From the makers of Lactamil Gold 1-2-3'], badge: ['Coupon', 'inside!'], badgeBg: '#d81b60',
    lines: [['ອາຫານເສີມ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 'font-weight:bold'], ['ເຂົ້າສາລີ ແລະ ນົມ'], ['Net 200 g']],
    bottom: ['ຄູປອງສ່ວນຫຼຸດ 30.000 ກີບ ເມື່ອຊື້ Lactamil Gold 2', 'ວັນໝົດອາຍຸ: 08/2026'], font: F.lib }) },

{ n: 23, variant: 'laos', groups: ['promotion_public'], product: 'growing_up_milk', lang: 'lo', template: 'i9-t016', hard: 'photo',
  html: t2.shelfTag({ canC: '#1e88e5', c: '#d50000', tagBg: '#ffeb3b', lines: [['ໂປໂມຊັ່ນ!', 'font-size:30px;font-weight:bold;color:#d50000'], ['ຊື້ 2 ແຖມ 1', 'font-size:54px;font-weight:bold'],
    ['Dugro 3 (1-3 ປີ) 800 ກຣາມ', 'font-size:22px'], ['ລາຄາປົກກະຕິ 298.000 ກີບ', 'font-size:18px'], ['ເຖິງ 31/08 ເທົ່ານັ້ນ', 'font-size:18px;color:#d50000']] }) },

{ n: 24, variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', lang: 'mixed', template: 'i9-t017', hard: 'small',
  html: t2.endCap({ c: '#e53935', header: 'linear-gradient(90deg,#e53935,#ff7043)', top: ['MEGA SALE ນົມເດັກ', 'ຫຼຸດສູງສຸດ 25%'], side: '#6a1b9a',
    shelves: [{ n: 6, w: 80, h: 110, r: '12px 12px 6px 6px', c: '#f9a825', strip: ['Mamilac 1', '0-6 ເດືອນ', '189.000 ກີບ'] },
      { n: 6, w: 80, h: 110, r: '12px 12px 6px 6px', c: '#43a047', strip: ['Mamilac 2', '6-12 ເດືອນ', '179.000 ກີບ'] },
      { n: 5, w: 95, h: 120, r: '12px 12px 6px 6px', c: '#1e88e5', strip: ['Mamilac 3', '1-3 ປີ', '165.000 ກີບ'] }],
    sideLines: [['ຊື້ຄົບ 500.000 ກີບ'], ['ຮັບຟຣີ', 'font-size:40px;color:#ffeb3b'], ['ຂວດນົມ 1 ໜ່ວຍ'], ['Limited stock!', 'font-size:26px;color:#ffeb3b'], ['1-31 ສິງຫາ', 'font-size:18px']] }) },

{ n: 25, variant: 'laos', groups: [], product: 'other_baby_product', lang: 'lo', template: 'i9-t017', hard: 'photo',
  html: t2.endCap({ c: '#00897b', header: 'linear-gradient(90deg,#00897b,#26c6da)', top: ['ໂປໂມຊັ່ນ ຜ້າອ້ອມ', 'ຊື້ 1 ແຖມ 1'], side: '#ef6c00', tf: F.sans,
    shelves: [{ n: 5, w: 110, h: 90, r: '6px', c: '#80deea', strip: ['ຜ້າອ້ອມ SoftBum ໄຊ M', '48 ຜືນ', '119.000 ກີບ'] },
      { n: 5, w: 110, h: 90, r: '6px', c: '#4dd0e1', strip: ['ຜ້າອ້ອມ SoftBum ໄຊ L', '42 ຜືນ', '125.000 ກີບ'] },
      { n: 7, w: 80, h: 60, r: '10px', c: '#b2dfdb', strip: ['ຜ້າເຊັດຕົວເດັກ', '80 ແຜ່ນ', '25.000 ກີບ'] }],
    sideLines: [['ແຖມຟຣີ'], ['ຂອງຫຼິ້ນເດັກ', 'font-size:30px'], ['ເມື່ອຊື້ຄົບ 300.000 ກີບ', 'font-size:18px'], ['ໝົດເຂດ 31/08', 'font-size:18px']] }) },

{ n: 26, variant: 'laos', groups: ['promotion_public', 'prohibited_text'], product: 'bottles_teats', lang: 'lo', template: 'i9-t016', hard: 'noise',
  html: t2.shelfTag({ canC: '#81d4fa', n: 6, cw: 70, ch: 150, icon: bottleIcon(130, '#0288d1'), c: '#0277bd', tagBg: '#ffffff', rot: 2, font: F.serifsans,
    lines: [['BabyFlow', 'font-size:30px;font-weight:bold;color:#0277bd'], ['ຂວດນົມ ຄໍກວ້າງ 260 ມລ', 'font-size:22px'], ['ຫົວນົມນຸ້ມ ຄືເຕົ້ານົມແມ່', 'font-size:26px;font-weight:bold'],
      ['ຫຼຸດ 30%', 'font-size:48px;font-weight:bold;color:#d50000'], ['ຈາກ 120.000 ເຫຼືອ 84.000 ກີບ', 'font-size:20px']] }) },

{ n: 27, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t004', hard: 'jpeg',
  html: t.invitation({ bg: '#e3f2fd', card: '#ffffff', c: '#0d47a1', title: 'ໜັງສືເຊີນ', ts: 34, top: ['ກະຊວງສາທາລະນະສຸກ', 'ສູນແມ່ ແລະ ເດັກ'], align: 'left',
    lines: [['ຝຶກອົບຮົມ ການໃຫ້ຄຳປຶກສາ ການລ້ຽງລູກດ້ວຍນົມແມ່', 'font-size:22px;font-weight:bold'], ['ສຳລັບ ພະຍາບານຜະດຸງຄັນ ໂຮງໝໍເມືອງ 5 ແຂວງພາກເໜືອ'],
      ['ວັນທີ 8-10 ຕຸລາ 2025, ຫ້ອງປະຊຸມ ໂຮງໝໍແຂວງ ອຸດົມໄຊ'], ['ຫົວຂໍ້: ການໃຫ້ນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງ, ການແກ້ໄຂບັນຫາເຕົ້ານົມ,'], ['ລະບຽບການ ຕາມດຳລັດ 472/ນຍ'],
      ['ຜູ້ປະສານງານ: 021 216 000']],
    sponsor: ['ໄດ້ຮັບການສະໜັບສະໜູນຈາກ UNICEF ແລະ WHO', 'ບໍ່ມີການສະໜັບສະໜູນຈາກບໍລິສັດນົມ'], font: F.phet }) },

{ n: 28, variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'none', lang: 'mixed', template: 'i9-t004', hard: 'dim',
  html: t.invitation({ bg: '#2b1d0e', card: '#fbf3e0', c: '#7a4b12', title: 'You are cordially invited', tf: F.libserif, ts: 36, top: ['Evening Scientific Dinner Symposium'],
    lines: [['Advances in Infant Gut Health', 'font-size:24px;font-weight:bold'], ['Speaker: Prof. A. Tan, Paediatric Gastroenterology'], ['Friday 19 September 2025, 18:30'],
      ['Riverside Grand Hotel, Ballroom, Vientiane'], ['ຂໍເຊີນ ທ່ານໝໍເດັກ ແລະ ພະຍາບານ ຮ່ວມງານລ້ຽງອາຫານຄ່ຳ'], ['ມີຂອງທີ່ລະນຶກ ແລະ 2 ຄະແນນ CME'], ['RSVP: 020 7788 1100']],
    sponsor: ['Hosted by Vitalac Infant Nutrition'], font: F.libserif }) },

{ n: 29, variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', lang: 'mixed', template: 'i9-t018', hard: 'rotate',
  html: t2.plaque({ c: '#c2185b', brand: 'Mamilac', lines: [['ເຄື່ອງອົບເດັກ', 'font-size:24px;font-weight:bold'], ['ມອບໃຫ້ ພະແນກເດັກເກີດໃໝ່ ໂຮງໝໍແຂວງ ສະຫວັນນະເຂດ'],
    ['Infant incubator donated to the Neonatal Unit', 'font-size:16px'], ['by Mamilac Nutrition Laos', 'font-size:16px'], ['ດ້ວຍຄວາມຫ່ວງໃຍຈາກ ນົມ Mamilac', 'font-weight:bold'], ['15/03/2025', 'font-size:15px']] }) },

{ n: 30, variant: 'laos', groups: ['health_workers', 'information_education'], product: 'none', lang: 'lo', template: 'i9-t019', hard: 'blur',
  html: t2.growthChart({ bg: '#eaf6ff', c: '#1565c0', band: '#9ccc65', logo: mark(60, '#1565c0'), titles: ['ຕາຕະລາງຕິດຕາມການເຕີບໂຕ ເດັກ 0-2 ປີ', 'BebeGrow Growth Tracker'],
    yLabel: 'ນ້ຳໜັກ (ກິໂລ)', xLabel: 'ອາຍຸ (ເດືອນ)',
    tips: ['ຄຳແນະນຳການໃຫ້ອາຫານ', '0-6 ເດືອນ: ນົມແມ່ຢ່າງດຽວ', '6-12 ເດືອນ: ເລີ່ມອາຫານເສີມ', 'ແລະ ສືບຕໍ່ໃຫ້ນົມແມ່', '1-2 ປີ: ອາຫານຄົບ 5 ໝູ່', 'ຊັ່ງນ້ຳໜັກລູກທຸກເດືອນ'],
    foot: ['ມອບໃຫ້ ຫ້ອງກວດເດັກ ໂຮງໝໍເມືອງ ຈັນທະບູລີ ດ້ວຍຄວາມປາຖະໜາດີຈາກ BebeGrow'], footSt: 'font-weight:bold;color:#1565c0' }) },

{ n: 31, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t019', hard: 'photo',
  html: t2.growthChart({ bg: '#fdeef4', c: '#ad1457', band: '#f8bbd0', titles: ['ປຶ້ມບັນທຶກສຸຂະພາບ ແມ່ ແລະ ເດັກ', 'ກຣາຟການເຕີບໂຕ ເດັກຍິງ 0-2 ປີ'],
    yLabel: 'ນ້ຳໜັກ (ກິໂລ)', xLabel: 'ອາຍຸ (ເດືອນ)',
    tips: ['ຂໍ້ຄວນຈື່', 'ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ', '6 ເດືອນທຳອິດ', 'ເລີ່ມອາຫານເສີມ ເມື່ອອາຍຸຄົບ 6 ເດືອນ', 'ພາລູກມາຊັ່ງນ້ຳໜັກ ທຸກເດືອນ'],
    foot: ['ກະຊວງສາທາລະນະສຸກ'], font: F.serif }) },

{ n: 32, variant: 'international', groups: ['promotion_public', 'health_workers'], product: 'growing_up_milk', lang: 'lo', template: 'i9-t003', hard: 'jpeg',
  html: t.leaflet({ c: '#ef6c00', brand: 'ເບເບໂກຣ 3', bf: F.serif, sub: 'ນົມສຳລັບເດັກ 1-3 ປີ', head: 'ຮັບຕົວຢ່າງຟຣີ!', hs: 40, font: F.sans,
    intro: ['ສອບຖາມທ່ານໝໍ ຫຼື ພະຍາບານ ທີ່ຄລີນິກໃກ້ບ້ານ', 'ເພື່ອຮັບຊອງທົດລອງ ເບເບໂກຣ 3 ຂະໜາດ 150 ກຣາມ ຟຣີ'],
    howTitle: 'ວິທີຮັບ:', steps: ['1. ສະແດງໃບປິວນີ້ ໃຫ້ພະນັກງານສາທາລະນະສຸກ', '2. ທ່ານໝໍ ຫຼື ພະຍາບານ ເຊັນຊື່', '3. ຮັບຊອງທົດລອງຟຣີ ທີ່ຄລີນິກ'],
    vTitle: 'ບັດຮັບຕົວຢ່າງຟຣີ', vLines: ['ລາຍເຊັນ:', 'ຕາປະທັບຄລີນິກ:'], valid: 'ຈຳນວນຈຳກັດ 1 ຊອງ ຕໍ່ 1 ຄອບຄົວ · ສອບຖາມ: 1800 2323',
    small: 'ນົມແມ່ເປັນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກ' }) },

{ n: 33, variant: 'laos', groups: ['information_education', 'health_workers', 'prohibited_text', 'promotion_public'], product: 'infant_formula', lang: 'lo', template: 'i9-t020', hard: 'rotate',
  html: t2.feedGuide({ bg: '#fff8e1', c: '#c2185b', titles: ['ຄູ່ມືການລ້ຽງລູກ ສຳລັບແມ່ຫຼັງເກີດລູກ', 'ສຳລັບຕິດໃນຫ້ອງພັກຟື້ນ ພະແນກເກີດລູກ'],
    steps: ['1. ໃຫ້ລູກດູດນົມແມ່ໄວທີ່ສຸດ ຫຼັງເກີດ', '2. ໃຫ້ນົມທຸກ 2-3 ຊົ່ວໂມງ', '3. ຖ້ານົມແມ່ບໍ່ພໍ ລູກຈະຮ້ອງໄຫ້ຫຼັງກິນນົມ'],
    push: ['ເສີມດ້ວຍ Mamilac 1 ສູດໃກ້ຄຽງນົມແມ່', 'Mamilac 1 (0-6 ເດືອນ)'], foot: 'ຈັດພິມໂດຍ Mamilac Nutrition Laos' }) },

{ n: 34, variant: 'international', groups: [], product: 'none', lang: 'mixed', template: 'i9-t002', hard: 'noise',
  html: t.poster({ bg: '#e6f4fb', fg: '#0b3954', accent: '#1ca3ec', top: ['unicef · World Health Organization', 'ກະຊວງສາທາລະນະສຸກ'], tf: F.lib, ts: 40,
    titles: ['Breastmilk is a baby\'s first vaccine', 'ນົມແມ່ ຄືວັກຊີນທຳອິດຂອງລູກ'],
    points: ['Protects against diarrhoea and pneumonia', 'ປົກປ້ອງລູກຈາກພະຍາດຖອກທ້ອງ ແລະ ປອດອັກເສບ', 'Boosts immunity and brain development', 'ສ້າງພູມຕ້ານທານ ແລະ ພັດທະນາສະໝອງ'],
    ps: 20, foot: ['#WorldBreastfeedingWeek 2025'], w: 940 }) },

{ n: 35, variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', lang: 'lo', template: 'i9-t021', hard: 'blur',
  html: t2.chat({ c: '#00897b', me: '#dcf8c6', wall: '#ece5dd', name: 'ນ້ອງ ແອນ - Mamilac', status: 'ອອນລາຍ', input: 'ພິມຂໍ້ຄວາມ...',
    msgs: [{ t: ['ສະບາຍດີ ຄຸນແມ່ ຍິນດີນຳລູກນ້ອຍເກີດໃໝ່ເດີ້'], time: '10:41' },
      { t: ['ນ້ອງແມ່ນຕົວແທນຂາຍ Mamilac', 'ປະຈຳເມືອງ ໄຊເສດຖາ ເດີ້'], time: '10:41' },
      { me: true, t: ['ສະບາຍດີ ມີຫຍັງບໍ?'], time: '10:45' },
      { t: ['ເດືອນນີ້ Mamilac 1 ຊື້ 2 ກະປ໋ອງ', 'ສົ່ງຟຣີຮອດບ້ານ ແຖມຜ້າຫົ່ມເດັກ 1 ຜືນ', 'ຮັບອໍເດີໄດ້ເລີຍເດີ້'], time: '10:46' },
      { me: true, t: ['ຂໍຄິດເບິ່ງກ່ອນ'], time: '10:52' }] }) },

{ n: 36, variant: 'international', groups: [], product: 'none', lang: 'lo', template: 'i9-t021', hard: 'jpeg',
  html: t2.chat({ c: '#3b5998', me: '#d6e4ff', wall: '#f5f6f8', name: 'ກຸ່ມ ແມ່ມືໃໝ່ ວຽງຈັນ', status: '1.245 ສະມາຊິກ', input: 'ພິມຂໍ້ຄວາມ...', font: F.serifsans,
    msgs: [{ who: 'ແມ່ນ້ອງໃບເຕີຍ', t: ['ລູກຂ້ອຍອາຍຸ 2 ເດືອນ ບໍ່ຍອມດູດເຕົ້າ', 'ຈະເຮັດແນວໃດດີ?'], time: '21:03' },
      { who: 'ແມ່ນ້ອງຕົ້ນກ້າ', t: ['ລອງໃຫ້ລູກແນບເນື້ອແມ່ ແລະ ໃຫ້ດູດເລື້ອຍໆ ເດີ້'], time: '21:10' },
      { who: 'ແມ່ນ້ອງມີນາ', t: ['ໄປປຶກສາພະຍາບານ ທີ່ສູນແມ່ ແລະ ເດັກ', 'ໄດ້ຟຣີ ເຂົາເຈົ້າຊ່ວຍດີຫຼາຍ'], time: '21:15' },
      { me: true, t: ['ຂອບໃຈຫຼາຍໆ ເດີ້'], time: '21:20' }] }) },

{ n: 37, variant: 'laos', groups: ['health_workers'], product: 'growing_up_milk', lang: 'lo', template: 'i9-t005', hard: 'dim',
  html: t.notice({ wall: '#cfe3e0', c: '#1565c0', head: ['ຄລີນິກ ກຸມານເວດ ດຣ. ສີສຸວັນ', 'ບ້ານ ສີສະຫວາດ, ເມືອງ ຈັນທະບູລີ'], title: 'ແຈ້ງຄົນເຈັບ', w: 860,
    lines: [['ຄລີນິກມີນົມ ສູດ 3 (ສຳລັບເດັກ 1-3 ປີ) ຈຳໜ່າຍ', 'font-weight:bold;font-size:22px'], ['ສອບຖາມ ແລະ ຊື້ໄດ້ທີ່ ເຄົາເຕີຈ່າຍຢາ'], ['ຂະໜາດ 900 ກຣາມ 260.000 ກີບ'],
      ['ເວລາກວດ: ຈັນ - ສຸກ 17:00 - 20:00', 'color:#555;font-size:17px']] }) },

{ n: 38, variant: 'international', groups: ['health_workers', 'promotion_public'], product: 'infant_formula', lang: 'en', template: 'i9-t022', hard: 'photo',
  html: t2.giftCard({ c: '#6a4c93', c2: '#f7a1c4', titles: ['Welcome, little one!', 'A gift for you from the Maternity Ward', "Riverside Women's Hospital"],
    listTitle: 'Your NutriStart New Mum Kit includes:', items: ['NutriStart 1 infant formula, 2 x 50 g sample sachets', 'Baby bottle 150 ml and soft teat', 'Feeding diary and discount card (20% off your first can)'],
    sign: 'With best wishes from your midwife team and NutriStart' }) },

{ n: 39, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t014', hard: 'rotate',
  html: t2.boxFront({ box: 'linear-gradient(160deg,#fff,#ffe0b2)', c: '#e65100', brand: ['KidoMax School', 'ນົມສຳລັບເດັກໄວຮຽນ'], badge: ['ຫຼຸດ 20%', 'ເດືອນນີ້'], badgeBg: '#d50000',
    pic: `<div style="width:170px;height:200px;border-radius:12px;background:linear-gradient(90deg,#ef6c00,#ffa726);display:flex;align-items:center;justify-content:center">${mark(80, '#fff', '#ef6c00')}</div>`,
    lines: [['ສຳລັບເດັກອາຍຸ 4 ປີຂຶ້ນໄປ', 'font-size:24px;font-weight:bold'], ['DHA ຊ່ວຍພັດທະນາສະໝອງ ແລະ ເພີ່ມຄວາມສູງ'], ['ຊື້ 2 ກ່ອງ ແຖມກະເປົານັກຮຽນ'], ['ນ້ຳໜັກສຸດທິ 800 ກຣາມ']], font: F.phet }) },

{ n: 40, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t023', hard: 'jpeg',
  html: t2.promoAd({ bg: 'linear-gradient(135deg,#fce4ec,#f8bbd0)', c: '#ad1457', brand: 'MamaCare', subs: ['ນົມສຳລັບແມ່ຖືພາ ແລະ ແມ່ໃຫ້ນົມລູກ'],
    pic: t2.productBox(['MamaCare', 'ນົມແມ່ຖືພາ', '400 ກຣາມ'], '#ad1457'),
    lines: [['ມີ ໂຟລິກ ແອັດຊິດ, ທາດເຫຼັກ ແລະ DHA'], ['ຊື້ 2 ກ່ອງ ແຖມ ກະເປົາແມ່ ຟຣີ', 'font-weight:bold;color:#ad1457;font-size:26px'], ['ລາຄາພິເສດ 185.000 ກີບ']],
    foot: ['ສົ່ງຟຣີ ທົ່ວນະຄອນຫຼວງ · ໂທ 020 7654 3210'] }) },
];
