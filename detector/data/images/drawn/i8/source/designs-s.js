'use strict';
// Suspected designs (at least one group). Labels follow /work/shared/notes/labelling-guide.md.
const { F } = require('./lib');

module.exports = [
  // s01: shop FB post, buy-2-get-1 + free delivery for stage 1 -> promotion_public
  { key: 's01', kind: 'fbpost', w: 720, lang: 'lo', variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', hard: ['jpeg'],
    c: { page: 'ຮ້ານ ແມ່ແລະເດັກ ບ້ານໂພນໄຊ', meta: '2 ຊົ່ວໂມງ · ສາທາລະນະ',
      caption: ['ໂປໂມຊັ່ນ ເດືອນນີ້ ສຳລັບແມ່ໆ', 'ນົມຜົງ NutriBaby ສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ', 'ໂທສັ່ງ 020 5566 7788'],
      img: { bg: 'pink', head: ['ຊື້ 2 ແຖມ 1'], headCol: '#c1121f', sub: ['NutriBaby ສູດ 1', 'ກະປ໋ອງ 800 ກຣາມ'],
        badge: { lines: ['ສົ່ງຟຣີ', 'ທົ່ວວຽງຈັນ'], size: 130, bg: '#ffd60a', shape: 'burst', fs: 30 },
        vis: { type: 'can', w: 190, h: 250, col: '#ff8fab', brand: 'NutriBaby', top: ['ນົມຜົງເດັກອ່ອນ'], stage: '1', age: '0-6 ເດືອນ', brandFont: F.sans } },
      stats: 'ມັກ 245 · 38 ຄຳເຫັນ · 12 ແບ່ງປັນ', actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'] } },

  // s02: can front, Lao label, idealising + health claims -> prohibited_text
  { key: 's02', kind: 'pack', w: 640, lang: 'lo', variant: 'laos', groups: ['prohibited_text'], product: 'follow_on_formula', hard: ['photo'],
    c: { bg: 'table', vis: { type: 'can', w: 300, h: 380, col: '#d4a017', col2: '#fffaf0', brand: 'MamaGold', brandFont: F.libserif, brandCol: '#7a4b00',
      top: ['ນົມຜົງສູດຕໍ່ເນື່ອງ'], stage: '2', stageCol: '#b8860b', age: 'ສຳລັບເດັກ 6-12 ເດືອນ',
      claims: ['ໃກ້ຄຽງນົມແມ່ທີ່ສຸດ', 'DHA ບຳລຸງສະໝອງ', 'ເສີມພູມຄຸ້ມກັນ'], claimCol: '#8b0000', weight: 'ນ້ຳໜັກສຸດທິ 900 ກຣາມ' } } },

  // s03: English-only growing-up milk can with HMO/brain claims, laos variant -> prohibited_text + labeling_required
  { key: 's03', kind: 'pack', w: 700, lang: 'en', variant: 'laos', groups: ['prohibited_text', 'labeling_required'], product: 'growing_up_milk', hard: ['rotate', 'noise'],
    c: { bg: 'checks', bgc: '#e9f5db', vis: { type: 'can', w: 310, h: 450, col: '#2b9348', col2: '#f1faee', brand: 'GrowPlus', font: F.sans, brandCol: '#1b4332',
      top: ['Growing-up Milk'], stage: '3', age: '1-3 years', claims: ['HMO structure like breast milk', 'Brain & Immunity support', 'Tall & strong'], claimSize: 18, weight: 'Net wt 800 g' } } },

  // s04: pharmacy poster, 15% off stage 1 with urgency (unbranded, identified by stage + age) -> promotion_public
  { key: 's04', kind: 'poster', w: 900, lang: 'lo', variant: 'international', groups: ['promotion_public'], product: 'infant_formula', hard: ['dim'],
    c: { bg: 'stripes', bgc: '#ffd166', top: 'ຮ້ານຂາຍຢາ ສຸກສະບາຍ', topBg: '#118ab2', head: ['ຫຼຸດລາຄາ 15%'], headSize: 78, headCol: '#d62828',
      sub: ['ນົມຜົງ ສູດ 1', 'ສຳລັບເດັກ 0-6 ເດືອນ'], subSize: 34,
      list: ['ມື້ນີ້ ຫາ ວັນອາທິດ ເທົ່ານັ້ນ', 'ຈຳນວນຈຳກັດ ໝົດແລ້ວໝົດເລີຍ'], listSize: 24,
      vis: { type: 'can', w: 200, h: 260, col: '#ffffff', col2: '#e0f4ff', stage: '1', stageBg: '#118ab2', stageCol: '#fff', age: '0-6 ເດືອນ' },
      foot: ['ໂທ 021 412 345 · ເປີດທຸກມື້ 8:00-21:00'], footSize: 20 } },

  // s05: live-sale overlay, buy 3 get 1 + lucky draw for growing-up milk -> promotion_public
  { key: 's05', kind: 'live', w: 640, lang: 'mixed', variant: 'laos', groups: ['promotion_public'], product: 'growing_up_milk', hard: ['jpeg'],
    c: { host: 'Noy Mom Shop', viewers: '1.2K', banner: ['ຊື້ 3 ແຖມ 1', 'Dugro 3 ສຳລັບເດັກ 1-3 ປີ'], bannerSize: 44,
      vis: { type: 'can', w: 150, h: 200, col: '#f9c74f', col2: '#fff', brand: 'Dugro', brandFont: F.sans, top: ['ນົມສຳລັບເດັກ'], stage: '3', age: '1-3 ປີ' },
      comments: [['Keo', 'CF 2 ກະປ໋ອງ'], ['Mali', 'ສົ່ງປາກເຊໄດ້ບໍ່?'], ['Bee', 'F 1 ຈ້າ'], ['Tui', 'Free ship ບໍ່?']],
      pinned: ['ຈັບສະຫຼາກ ລຸ້ນຮັບ ລົດເຂັນເດັກ', 'Comment CF + ເບີໂທ · Free ship ທົ່ວປະເທດ'], input: 'Comment...' } },

  // s06: sales rep contacting a mother by chat with a coupon -> promotion_public
  { key: 's06', kind: 'chat', w: 600, lang: 'lo', variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', hard: ['blur'],
    c: { app: 'messenger', contact: 'ນ້ອງແກ້ວ NutriBaby', status: 'ອອນລາຍ', size: 17, msgs: [
      { day: 'ມື້ນີ້ 10:24' },
      { from: 'them', text: ['ສະບາຍດີ ຄຸນແມ່', 'ຂ້ອຍເປັນຕົວແທນຂາຍ NutriBaby', 'ໄດ້ເບີຈາກກຸ່ມແມ່ລູກອ່ອນ'] },
      { from: 'them', img: { bg: 'gold', w: 330, head: ['ຄູປອງ ຫຼຸດ 50.000 ກີບ'], headSize: 22, sub: ['NutriBaby ສູດ 1', 'ໃຊ້ໄດ້ຮອດທ້າຍເດືອນ'] } },
      { from: 'them', text: ['ສົນໃຈ ສົ່ງຮອດເຮືອນໄດ້ເລີຍ'], time: '10:25' },
      { from: 'me', text: ['ລູກຍັງກິນນົມແມ່ຢູ່ເດີ'], time: '10:31' },
      { from: 'them', text: ['ລອງໃຊ້ເບິ່ງກ່ອນກໍໄດ້ ຄຸນແມ່'], time: '10:32' }], input: 'ພິມຂໍ້ຄວາມ...' } },

  // s07: repacked formula sold in plain bags -> labeling_required (no label at all; both variants)
  { key: 's07', kind: 'priceboard', w: 820, lang: 'lo', variant: 'international', groups: ['labeling_required'], product: 'infant_formula', hard: ['rotate'],
    c: { style: 'white', outer: 'wall', font: F.looped, title: ['ນົມຜົງແບ່ງຂາຍ'], sub: ['ໃສ່ຖົງ ບໍ່ມີກ່ອງ'],
      rows: [['ສູດ 1 (0-6 ເດືອນ)', 'ຖົງ 500 ກຣາມ', '60.000 ກີບ'], ['ສູດ 2 (6-12 ເດືອນ)', 'ຖົງ 500 ກຣາມ', '55.000 ກີບ'], ['ສູດ 3 (1-3 ປີ)', 'ຖົງ 1 ກິໂລ', '95.000 ກີບ']],
      cols: ['flex:1.4', 'flex:1', 'flex:.9;text-align:right'], rowSize: 22, vis: { type: 'bags', n: 4 },
      foot: ['ເປີດ 7:00 - 19:00 ທຸກມື້'] } },

  // s08: side panel of a stage-2 can: expiry date field left blank -> labeling_required
  { key: 's08', kind: 'packpanel', w: 700, lang: 'lo', variant: 'laos', groups: ['labeling_required'], product: 'follow_on_formula', hard: ['photo'],
    c: { band: '#9ad1d4', title: ['ນົມຜົງສູດຕໍ່ເນື່ອງ ສູດ 2', 'ສຳລັບເດັກອາຍຸ 6-12 ເດືອນ'], titleSize: 24,
      warn: ['ນົມແມ່ ແມ່ນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກ'],
      sections: [{ h: 'ສ່ວນປະກອບ:', lines: ['ນົມງົວພ່ອງມັນເນີຍ, ນ້ຳມັນພືດ, ແລັກໂຕສ,', 'ວິຕາມິນ ແລະ ແຮ່ທາດ'] },
        { h: 'ວິທີກຽມ:', lines: ['ລ້າງມືໃຫ້ສະອາດ ຕົ້ມນ້ຳໃຫ້ເດືອດ 5 ນາທີ', 'ປະສົມຕາມຕາຕະລາງຂ້າງລຸ່ມ'] }],
      table: [['ອາຍຸ', 'ນ້ຳ (ມລ)', 'ບ່ວງ'], ['6-9 ເດືອນ', '180', '6'], ['9-12 ເດືອນ', '210', '7']], cols: ['flex:1.3', 'flex:1', 'flex:.6'],
      dates: [['ວັນຜະລິດ:', '15/03/2024'], ['ວັນໝົດອາຍຸ:', null], ['ເລກລອດ:', 'L2403B']],
      foot: ['ປະລິມານສຸດທິ 400 ກຣາມ'] } },

  // s09: doctor endorsement poster for a stage-1 formula -> health_workers + promotion_public
  { key: 's09', kind: 'poster', w: 960, lang: 'lo', variant: 'laos', groups: ['health_workers', 'promotion_public'], product: 'infant_formula', hard: ['noise'],
    c: { bg: 'blue', font: F.lao, top: 'ທ່ານໝໍເດັກແນະນຳ', topBg: '#1d3557', topSize: 28, visPos: 'left',
      vis: [{ type: 'doctor', h: 280 }],
      pre: ['ທ່ານ ດຣ. ສົມພອນ', 'ກຸມານແພດ ໂຮງໝໍເອກະຊົນ'], preSize: 20,
      head: ['"ຂ້ອຍແນະນຳ BeeMilk ສູດ 1', 'ໃຫ້ລູກຄົນເຈັບຂອງຂ້ອຍ"'], headSize: 36, headCol: '#0b2545',
      after: { type: 'can', w: 170, h: 220, col: '#ffd166', col2: '#fff', brand: 'BeeMilk', brandFont: F.sans, top: ['ນົມຜົງເດັກອ່ອນ'], stage: '1', age: '0-6 ເດືອນ' },
      foot: ['ມີຂາຍຢູ່ຮ້ານຂາຍຢາທົ່ວໄປ'], footBg: '#1d3557' } },

  // s10: maternity-ward notice: free gift kit with formula samples at the nurses' counter -> health_workers + promotion_public
  { key: 's10', kind: 'notice', w: 760, lang: 'lo', variant: 'international', groups: ['health_workers', 'promotion_public'], product: 'infant_formula', hard: ['dim', 'jpeg'],
    c: { outer: 'wall', pin: true, accent: '#c2185b', org: ['ພະແນກເກີດລູກ - ຕຶກ B'], title: ['ແຈ້ງການ', 'ສຳລັບແມ່ທີ່ຫາກໍເກີດລູກ'], titleSize: 28,
      body: ['ຮັບຊຸດຂອງຂວັນຟຣີ ຈາກ LacMom', 'ໃນຊຸດມີ: ນົມຜົງ ສູດ 1 ຂະໜາດທົດລອງ 2 ກ່ອງ,', 'ຂວດນົມ 1 ໜ່ວຍ ແລະ ຜ້າເຊັດໜ້າ'],
      boxed: ['ຮັບໄດ້ທີ່ ເຄົາເຕີພະຍາບານ ຊັ້ນ 2', 'ກະລຸນາສະແດງໃບອອກໂຮງໝໍ'], sig: ['ຫົວໜ້າພະຍາບານ'] } },

  // s11: paediatric clinic selling growing-up milk to its patients (plain price notice, no inducement) -> health_workers
  { key: 's11', kind: 'notice', w: 700, lang: 'lo', variant: 'laos', groups: ['health_workers'], product: 'growing_up_milk', hard: ['blur'],
    c: { accent: '#2a9d8f', paper: '#fbfff9', org: ['ຄລີນິກ ເດັກນ້ອຍ ດຣ. ວັນນາ'], orgSize: 22, title: ['ແຈ້ງຄົນເຈັບ'],
      body: ['ທາງຄລີນິກ ມີນົມ ສູດ 3 ຈຳໜ່າຍ', 'ສຳລັບເດັກອາຍຸ 1-3 ປີ', 'ຍີ່ຫໍ້ KiddyPro ກະປ໋ອງ 800 ກຣາມ', 'ລາຄາ 320.000 ກີບ'], size: 22,
      boxed: ['ຕິດຕໍ່ຊື້ໄດ້ທີ່ ເຄົາເຕີຈ່າຍຢາ'], sig: ['ເປີດ ຈັນ-ເສົາ 17:00-20:00'], sigAlign: 'center' } },

  // s12: conference for health workers sponsored by a formula company -> health_workers + sponsorship_coi
  { key: 's12', kind: 'invite', w: 860, lang: 'en', variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'none', hard: ['photo'],
    c: { org: ['LAO PAEDIATRIC NUTRITION FORUM'], title: ['3rd Annual Paediatric', 'Nutrition Update 2024'],
      details: ['Date: 14 September 2024', 'Venue: Crowne Hotel, Vientiane', 'For paediatricians, nurses and midwives', 'CME credits: 6 points'],
      sponsor: ['Proudly sponsored by', 'NutriMax Infant Nutrition'], rsvp: ['Free registration: 020 9988 1122'] } },

  // s13: CME dinner invitation sponsored by a formula company -> health_workers + sponsorship_coi
  { key: 's13', kind: 'invite', w: 780, lang: 'mixed', variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', hard: ['jpeg'],
    c: { outer: 'purple', font: F.laoserif, org: ['ບັດເຊີນ'], orgSize: 24, title: ['ຂໍເຊີນ ທ່ານໝໍ ແລະ ພະຍາບານ', 'ເຂົ້າຮ່ວມ CME Dinner'], titleSize: 32,
      details: ['Topic: Gut health in early life', 'ວັນສຸກ 20/09/2024 ເວລາ 18:30', 'ຮ້ານອາຫານ Riverside, ວຽງຈັນ', 'ມີອາຫານຄ່ຳ ແລະ ຂອງທີ່ລະລຶກ'],
      sponsor: ['ສະໜັບສະໜູນໂດຍ', 'BabyPro Infant Nutrition'], rsvp: ['RSVP: 020 7766 5544'] } },

  // s14: formula company donates branded incubators to a neonatal ward -> sponsorship_coi + health_workers
  { key: 's14', kind: 'fbpost', w: 760, lang: 'lo', variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', hard: ['rotate'],
    c: { page: 'GoldenKid ນົມສຳລັບເດັກ', meta: '3 ມື້ · ສາທາລະນະ', avatar: 'linear-gradient(135deg,#ffd166,#f4a261)',
      caption: ['GoldenKid ມອບເຄື່ອງອົບເດັກ 2 ໜ່ວຍ', 'ໃຫ້ພະແນກເດັກເກີດໃໝ່ ໂຮງໝໍແຂວງ', 'ເພື່ອສະໜັບສະໜູນທີມແພດ ແລະ ພະຍາບານ'],
      img: { bg: 'busy', col: true, align: 'center', color: '#fff', pad: 30,
        pre: ['ພິທີມອບເຄື່ອງອຸປະກອນການແພດ'], preSize: 24, head: ['GoldenKid x ໂຮງໝໍແຂວງ'], headSize: 40, headStyle: 'text-shadow:0 2px 6px rgba(0,0,0,.6)',
        vis: [{ type: 'person', h: 170, coat: '#f4f4f4' }, { type: 'person', h: 180, coat: '#e9c46a', skin: '#d9a47a' }, { type: 'person', h: 165, coat: '#f4f4f4', hair: '#3a2a1a' }] },
      stats: 'ມັກ 1.1K · 96 ຄຳເຫັນ', actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'] } },

  // s15: study tour for paediatricians paid by a formula company -> health_workers + sponsorship_coi
  { key: 's15', kind: 'poster', w: 1100, lang: 'en', variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', hard: ['small'],
    c: { bg: 'teal', font: F.sans, head: ['Study Tour 2024'], headSize: 76, headCol: '#005f73',
      sub: ['Visit our nutrition research centre', 'and factory in Singapore'], subSize: 36,
      list: ['For 20 selected paediatricians', 'and hospital nutrition staff', 'Flights, hotel and meals covered'], listSize: 30, bullet: '#0a9396',
      vis: { type: 'html', html: '<div style="width:260px;height:260px;border-radius:50%;background:radial-gradient(circle at 30% 30%,#94d2bd,#0a9396);box-shadow:0 0 0 14px rgba(255,255,255,.5)"></div>' },
      foot: ['Organised by Bright Start Formula', 'Apply before 30 Aug: studytour@brightstart.la'], footSize: 28, footBg: '#005f73' } },

  // s16: webinar for nurses/midwives paid by a bottle & teat brand -> health_workers + sponsorship_coi
  { key: 's16', kind: 'fbpost', w: 700, lang: 'mixed', variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'bottles_teats', hard: ['noise'],
    c: { page: 'PiggyFlow Laos', meta: 'Sponsored', avatar: 'linear-gradient(135deg,#a8dadc,#457b9d)',
      caption: ['Webinar ສຳລັບພະຍາບານ ແລະ ຜະດຸງຄັນ', 'ຫົວຂໍ້: ການປ່ຽນຈາກເຕົ້ານົມ ມາໃຊ້ຂວດນົມ', 'ລົງທະບຽນຟຣີ ຮັບໃບຢັ້ງຢືນ'],
      img: { bg: 'navy', color: '#fff', font: F.sans, head: ['FREE WEBINAR'], headSize: 46, headCol: '#ffd166',
        sub: ['Bottle feeding for health workers'], subSize: 24, body: ['Sat 12 Oct · 19:00 · Zoom'], bodySize: 20,
        vis: [{ type: 'bottle', h: 200, col: '#ff9f1c' }, { type: 'bottle', h: 170, col: '#2ec4b6' }],
        strip: ['Sponsored by PiggyFlow Bottles & Teats'], stripBg: '#e63946' },
      stats: '84 reactions · 21 comments', actions: ['Like', 'Comment', 'Share'] } },

  // s17: formula brand's "is my milk enough?" e-book -> information_education
  { key: 's17', kind: 'fbpost', w: 680, lang: 'lo', variant: 'laos', groups: ['information_education'], product: 'none', hard: ['jpeg'],
    c: { page: 'MamaGold ນົມສຳລັບເດັກ', meta: 'ໄດ້ຮັບການສະໜັບສະໜູນ', avatar: 'linear-gradient(135deg,#d4a017,#7a4b00)',
      caption: ['ນົມແມ່ຂອງທ່ານພຽງພໍບໍ?', 'ດາວໂຫຼດ e-book ຟຣີ "ຄູ່ມືແມ່ລູກອ່ອນ"', 'ວິທີສັງເກດວ່າລູກອີ່ມ ແລະ ການປັ໊ມນົມ'],
      img: { bg: 'dots', bgc: '#ffe5ec', align: 'center', col: true,
        vis: { type: 'book', w: 230, h: 300, lines: ['ຄູ່ມືແມ່ລູກອ່ອນ', 'ນົມແມ່ພຽງພໍບໍ?'], foot: ['MamaGold'], size: 26 } },
      link: ['MAMAGOLD-CLUB.LA', 'ດາວໂຫຼດຟຣີ'],
      stats: 'ມັກ 532 · 47 ຄຳເຫັນ', actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'] } },

  // s18: "is my milk enough?" quiz that pushes a stage-1 formula coupon -> information_education + promotion_public
  { key: 's18', kind: 'poster', w: 880, lang: 'en', variant: 'international', groups: ['information_education', 'promotion_public'], product: 'infant_formula', hard: ['dim'],
    c: { bg: 'dots', bgc: '#cdb4db', font: F.lib, head: ['Is my breast milk enough?'], headSize: 46, headCol: '#3c096c',
      sub: ['Take our 5-question quiz'], subSize: 26,
      body: ['Q1. Does your baby cry after feeds?', 'Q2. Does your baby wake often at night?', 'Q3. Are your breasts soft by evening?'], bodySize: 22,
      boxed: ['Not sure? Try LittleStar 1 Infant Formula', 'Scan to get a 20% coupon'], boxedCol: '#3c096c', boxedSize: 22,
      vis: [{ type: 'qr', n: 21, cell: 6 }],
      foot: ['LittleStar Nutrition · Mums Club'], footBg: '#3c096c' } },

  // s19: neutral breastfeeding tips "brought to you by" a formula brand -> information_education
  { key: 's19', kind: 'leaflet', w: 1000, lang: 'mixed', variant: 'laos', groups: ['information_education'], product: 'none', hard: ['photo'],
    c: { title: ['Breastfeeding Tips'], subtitle: ['10 ຄຳແນະນຳ ການລ້ຽງລູກດ້ວຍນົມແມ່'],
      panels: [{ h: 'ເລີ່ມຕົ້ນໃຫ້ດີ', lines: ['ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງ', 'ນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'ໃຫ້ນົມທຸກຄັ້ງທີ່ລູກຕ້ອງການ', 'ອຸ້ມລູກໃຫ້ແນບເນື້ອ', 'ກວດເບິ່ງທ່າດູດໃຫ້ຖືກ'] },
        { h: 'ສືບຕໍ່ໃຫ້ນົມແມ່', lines: ['ແມ່ກິນອາຫານໃຫ້ຄົບ 5 ໝູ່', 'ດື່ມນ້ຳໃຫ້ພຽງພໍ', 'ພັກຜ່ອນໃຫ້ພຽງພໍ', 'ຂໍຄວາມຊ່ວຍເຫຼືອຈາກຄອບຄົວ', 'ສືບຕໍ່ໃຫ້ນົມແມ່ຮອດ 2 ປີ'] }],
      foot: ['Brought to you by NutriBaby Infant Nutrition', 'www.nutribaby-care.la'], footFont: F.sans, size: 19, hSize: 23, footSize: 19 } },

  // s20: free class for pregnant mothers run by a formula company, with free stage-1 samples -> information_education + promotion_public
  { key: 's20', kind: 'poster', w: 820, lang: 'lo', variant: 'international', groups: ['information_education', 'promotion_public'], product: 'infant_formula', hard: ['rotate', 'jpeg'],
    c: { bg: 'purple', font: F.phet, align: 'center', visPos: 'bottom', head: ['ຫ້ອງຮຽນແມ່ຖືພາ ຟຣີ'], headSize: 52, headCol: '#4a148c',
      sub: ['ຫົວຂໍ້: ກຽມຕົວເປັນແມ່ ແລະ ການລ້ຽງລູກ'], subSize: 26,
      body: ['ວັນເສົາ 5 ຕຸລາ 2024 ເວລາ 9:00', 'ໂຮງແຮມ ລາວພລາຊ່າ ຫ້ອງປະຊຸມ 2'], bodySize: 22,
      boxed: ['ຜູ້ເຂົ້າຮ່ວມ ຮັບຕົວຢ່າງ ນົມ ສູດ 1 ຟຣີ'], boxedCol: '#c2185b', boxedSize: 24,
      vis: [{ type: 'mother', h: 190, col: '#7b2cbf' }],
      foot: ['ຈັດໂດຍ BabyCare Nutrition · ລົງທະບຽນ 020 2233 4455'], footBg: '#4a148c' } },

  // s21: formula company's parent blog + parent webinar -> information_education
  { key: 's21', kind: 'article', w: 820, lang: 'en', variant: 'laos', groups: ['information_education'], product: 'none', hard: ['blur'],
    c: { site: 'GrowPlus Parents Club', section: 'Feeding guide', siteBg: '#2b9348', font: F.serif,
      headline: ['When should my baby start solids?'], byline: 'GrowPlus Infant & Toddler Nutrition team · 5 min read', imgBg: 'green', imgH: 180,
      vis: [{ type: 'bowl', d: 110 }],
      body: ['Most babies are ready for first foods around', '6 months of age. Watch for signs such as', 'sitting with support and showing interest', 'in food. Keep offering breast milk too.'],
      sub: ['Join our free parent webinar', 'Thursday 8 pm · Register on our page'] } },

  // s22: cereal box "from 4 months" -> complementary_foods
  { key: 's22', kind: 'pack', w: 620, lang: 'lo', variant: 'laos', groups: ['complementary_foods'], product: 'complementary_food', hard: ['noise'],
    c: { bg: 'dots-dark', bgc: '#fff1d6', vis: { type: 'box', w: 300, h: 380, col: '#f77f00', brand: 'BabyRice Plus', brandFont: F.sans,
      top: ['ອາຫານເສີມ ເຂົ້າບົດປະສົມນົມ'], bowl: true, age: 'ສຳລັບເດັກ 4 ເດືອນຂຶ້ນໄປ', claims: ['ລົດຊາດກ້ວຍ'], weight: '200 ກຣາມ' } } },

  // s23: shop FB post telling parents to mix cereal into the feeding bottle -> complementary_foods
  { key: 's23', kind: 'fbpost', w: 700, lang: 'lo', variant: 'international', groups: ['complementary_foods'], product: 'complementary_food', hard: ['jpeg'],
    c: { page: 'ຮ້ານ ໜູນ້ອຍ ເບບີ້ຊັອບ', meta: 'ມື້ວານນີ້ ເວລາ 20:15', avatar: 'linear-gradient(135deg,#90be6d,#43aa8b)',
      caption: ['ເຂົ້າບົດ YumYum ສຳລັບນ້ອງ', 'ປົນໃສ່ຂວດນົມໄດ້ເລີຍ ກິນງ່າຍ ອີ່ມດົນ', 'ລາຄາ 35.000 ກີບ/ກ່ອງ'],
      img: { bg: 'green', head: ['ປົນໃສ່ຂວດນົມ'], headSize: 44, headCol: '#1b4332', sub: ['ໃຫ້ລູກດູດໄດ້ເລີຍ'],
        vis: [{ type: 'box', w: 150, h: 190, col: '#43aa8b', brand: 'YumYum', brandFont: F.sans, top: ['ເຂົ້າບົດ'], age: '6 ເດືອນ+' }, { type: 'bottle', h: 190 }] },
      stats: 'ມັກ 88 · 14 ຄຳເຫັນ', actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'] } },

  // s24: cereal cross-branded with a formula ("same family as MamaGold 3") -> complementary_foods + promotion_public
  { key: 's24', kind: 'poster', w: 1000, lang: 'mixed', variant: 'laos', groups: ['complementary_foods', 'promotion_public'], product: 'complementary_food', hard: ['dim'],
    c: { bg: 'gold', font: F.lao, head: ['MamaGold Cereal'], headFont: F.libserif, headSize: 60, headCol: '#7a4b00',
      sub: ['ອາຫານເສີມ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 'ຄອບຄົວດຽວກັນກັບ MamaGold 3'], subSize: 28,
      body: ['From the makers of MamaGold formula'], bodyFont: F.libserif, bodySize: 22,
      vis: [{ type: 'box', w: 190, h: 240, col: '#d4a017', brand: 'MamaGold', brandFont: F.libserif, top: ['Cereal'], bowl: true, age: '6 ເດືອນ+' },
        { type: 'can', w: 170, h: 220, col: '#d4a017', col2: '#fffaf0', brand: 'MamaGold', brandFont: F.libserif, top: ['ນົມສຳລັບເດັກ'], stage: '3', age: '1-3 ປີ' }],
      foot: ['ມີຂາຍແລ້ວ ທີ່ຊຸບເປີມາເກັດ ແລະ ຮ້ານຂາຍຢາ'] } },

  // s25: puree pouch with immunity/brain claims -> complementary_foods + prohibited_text (international: English label is fine)
  { key: 's25', kind: 'pack', w: 620, lang: 'en', variant: 'international', groups: ['complementary_foods', 'prohibited_text'], product: 'complementary_food', hard: ['rotate'],
    c: { bg: 'checks', bgc: '#ffe8d6', vis: { type: 'pouch', w: 280, h: 380, col: '#ffb703', brand: 'TinyBites', top: ['Apple & Pumpkin Puree'], fruit: true, age: '6m+',
      claims: ['Boosts immunity', 'Supports brain development', 'Organic · No added sugar'], claimSize: 17, weight: 'Net 120 g' } } },

  // s26: cereal endorsed by paediatricians -> complementary_foods + health_workers
  { key: 's26', kind: 'poster', w: 940, lang: 'lo', variant: 'laos', groups: ['complementary_foods', 'health_workers'], product: 'complementary_food', hard: ['photo'],
    c: { bg: 'teal', font: F.lao, visPos: 'left', vis: [{ type: 'doctor', h: 260 }],
      pre: ['ກຸມານແພດ 9 ໃນ 10 ຄົນ ແນະນຳ'], preSize: 24, preCol: '#005f73',
      head: ['ເຂົ້າບົດ NutriRice'], headSize: 50, headCol: '#0b3954',
      sub: ['ອາຫານເສີມ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'], subSize: 26,
      after: { type: 'box', w: 160, h: 200, col: '#48cae4', brand: 'NutriRice', brandFont: F.sans, top: ['ເຂົ້າບົດ'], bowl: true, age: '6 ເດືອນ+' },
      foot: ['ທ່ານໝໍເລືອກ ແມ່ໝັ້ນໃຈ'], footBg: '#0b3954' } },

  // s27: bottle promo "teat like mother's breast" + 20% off -> prohibited_text + promotion_public
  { key: 's27', kind: 'sticker', w: 1050, lang: 'mixed', variant: 'laos', groups: ['prohibited_text', 'promotion_public'], product: 'bottles_teats', hard: ['small'],
    c: { bg: 'blue', badges: [{ lines: ['SALE', '-20%'], size: 200, shape: 'burst', bg: '#e63946', color: '#fff', fs: 54, font: F.sans }],
      vis: [{ type: 'bottle', h: 300, col: '#ff8fab' }, { type: 'bottle', h: 260, col: '#8ecae6' }],
      lines: ['ຂວດນົມ SoftTouch', 'ຈຸກນົມ ນຸ່ມຄືເຕົ້ານົມແມ່', "Natural feel like mom's breast", 'ລາຄາ 89.000 ກີບ ເຫຼືອ 71.000 ກີບ'], size1: 46, size: 32 } },

  // s28: shelf talker for teats with colic/sleep claims -> prohibited_text + promotion_public
  { key: 's28', kind: 'shelf', w: 900, lang: 'lo', variant: 'international', groups: ['prohibited_text', 'promotion_public'], product: 'bottles_teats', hard: ['blur', 'jpeg'],
    c: { sign: ['ເຄື່ອງໃຊ້ແມ່ ແລະ ເດັກ'], rows: [
      { items: [{ type: 'bottle', h: 150, col: '#ffafcc' }, { type: 'bottle', h: 150, col: '#bde0fe' }, { type: 'bottle', h: 150, col: '#ffafcc' }, { type: 'bottle', h: 150, col: '#cdb4db' }, { type: 'bottle', h: 150, col: '#bde0fe' }] },
      { items: [{ type: 'box', w: 110, h: 130, col: '#bde0fe' }, { type: 'box', w: 110, h: 130, col: '#bde0fe' }, { type: 'box', w: 110, h: 130, col: '#ffafcc' }, { type: 'box', w: 110, h: 130, col: '#ffafcc' }],
        tags: [{ lines: ['ຈຸກນົມ ກັນທ້ອງອືດ', 'ລູກນອນຫຼັບສະບາຍ ບໍ່ຮ້ອງໄຫ້', 'ແພັກ 2 ອັນ 45.000 ກີບ'], size: 25, rot: -2 }] }] } },

  // s29: maternal milk that gives a coupon for the brand's stage-1 formula (cross-promotion) -> promotion_public
  { key: 's29', kind: 'fbpost', w: 720, lang: 'mixed', variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', hard: ['noise'],
    c: { page: 'MomCare Materna Laos', meta: 'Sponsored · ໄດ້ຮັບການສະໜັບສະໜູນ', avatar: 'linear-gradient(135deg,#b5e48c,#52b69a)',
      caption: ['ນົມສຳລັບແມ່ຖືພາ MomCare Materna', 'Buy 1 can, get a coupon for baby!'],
      img: { bg: 'green', pre: ['ຊື້ MomCare Materna 1 ກະປ໋ອງ'], preSize: 24, head: ['ຮັບຄູປອງ ຫຼຸດ 30%'], headSize: 42, headCol: '#1b4332',
        sub: ['ສຳລັບ MomCare Baby ສູດ 1', 'ເມື່ອລູກນ້ອຍເກີດມາ'], subSize: 22,
        vis: [{ type: 'coupon', lines: ['-30%', 'MomCare Baby 1'], size: 40, edge: '#2d6a4f' }] },
      stats: 'ມັກ 310 · 22 ຄຳເຫັນ', actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'] } },

  // s30: growing-up milk can with a baby picture and height/smart claims -> prohibited_text
  { key: 's30', kind: 'pack', w: 640, lang: 'lo', variant: 'laos', groups: ['prohibited_text'], product: 'growing_up_milk', hard: ['jpeg'],
    c: { bg: 'wood', sticker: { lines: ['ລາຄາ', '265.000 ກີບ'], size: 20 }, vis: { type: 'can', w: 300, h: 450, col: '#4361ee', col2: '#eef4ff', brand: 'KiddyStar', brandFont: F.sans, brandCol: '#fff',
      stage: 'ສູດ 3', stageBg: '#ffd60a', stageCol: '#3a0ca3', face: true, age: 'ສຳລັບເດັກ 1-3 ປີ', claims: ['ສູງໄວ ສະຫຼາດ', 'ເສີມສ້າງສະໝອງ ແລະ ຄວາມຈຳ'], claimCol: '#3a0ca3', weight: '800 ກຣາມ' } } },

  // s32: price list of imported formula whose label is Thai (laos variant) -> labeling_required
  { key: 's32', kind: 'priceboard', w: 880, lang: 'mixed', variant: 'laos', groups: ['labeling_required'], product: 'infant_formula', hard: ['rotate'],
    c: { style: 'print', outer: 'cork', header: ['Imported Formula / ນົມຜົງນຳເຂົ້າ'], headerBg: '#264653', title: ['Price list · ລາຄາ'], titleSize: 28,
      thead: ['ສິນຄ້າ', 'Size', 'ລາຄາ'], cols: ['flex:1.6', 'flex:.6', 'flex:.9;text-align:right'],
      rows: [['Hi-Q 1 (0-6 ເດືອນ)', '400g', '98.000 ກີບ'], ['Hi-Q 2 (6-12 ເດືອນ)', '400g', '92.000 ກີບ'], ['Hi-Q 3 (1-3 ປີ)', '600g', '120.000 ກີບ']],
      note: ['ໝາຍເຫດ: ສິນຄ້ານຳເຂົ້າຈາກໄທ ສະຫຼາກເປັນພາສາໄທ'], foot: ['Open 8:00-20:00 · Tel 030 5123 456'] } },

  // s33: influencer paid partnership: "smart" claim + discount code -> promotion_public + prohibited_text
  { key: 's33', kind: 'fbpost', w: 700, lang: 'mixed', variant: 'international', groups: ['promotion_public', 'prohibited_text'], product: 'growing_up_milk', hard: ['photo'],
    c: { page: 'Mommy Noy Vlog', meta: 'Paid partnership with SmartKid', avatar: 'linear-gradient(135deg,#ffafcc,#cdb4db)',
      caption: ['ລູກສາວກິນ SmartKid 3 ມາ 2 ເດືອນ', 'ສະຫຼາດ ເວົ້າໄວ ບໍ່ຄ່ອຍບໍ່ສະບາຍ', 'Use code NOY10 for 10% off'],
      img: { bg: 'busy', color: '#fff', font: F.sans, head: ['SmartKid 3'], headSize: 50, headStyle: 'text-shadow:0 2px 8px rgba(0,0,0,.7)',
        sub: ['1-3 years', 'Brain + Immunity'], subSize: 28,
        vis: [{ type: 'person', h: 200, coat: '#ffafcc' }, { type: 'can', w: 140, h: 180, col: '#ff006e', col2: '#fff', brand: 'SmartKid', font: F.sans, stage: '3', age: '1-3 yrs' }] },
      stats: '2.4K reactions · 310 comments', actions: ['Like', 'Comment', 'Share'] } },

  // s35: ad: "breast milk alone is not enough" + growth/digestion claims for follow-on formula -> prohibited_text + promotion_public
  { key: 's35', kind: 'poster', w: 900, lang: 'en', variant: 'international', groups: ['prohibited_text', 'promotion_public'], product: 'follow_on_formula', hard: ['dim'],
    c: { bg: 'navy', color: '#fff', font: F.serif, pre: ['After 6 months,'], preSize: 30, head: ['breast milk alone', 'is not enough.'], headSize: 52, headCol: '#ffd166',
      sub: ['FollowMax 2 Follow-on Formula'], subSize: 28, body: ['With iron, DHA and prebiotics', 'for growth and digestion'], bodySize: 22,
      vis: { type: 'can', w: 200, h: 270, col: '#1d3557', col2: '#f1faee', brand: 'FollowMax', font: F.sans, stage: '2', age: '6-12 months' },
      foot: ['Available at all pharmacies'], footBg: '#ffd166', footCol: '#14213d' } },

  // s36: English-only stage-1 box, no brand (laos variant: no Lao label) -> labeling_required
  { key: 's36', kind: 'pack', w: 600, lang: 'en', variant: 'laos', groups: ['labeling_required'], product: 'infant_formula', hard: ['blur'],
    c: { bg: 'plain', bgc: '#dfe7ec', vis: { type: 'box', w: 290, h: 390, col: '#90e0ef', font: F.sans, top: ['Infant Formula'], topSize: 26, stage: 'Stage 1', stageCol: '#0077b6', age: '0-6 months', ageBg: '#0077b6',
      claims: ['Breast milk is best for babies', 'Made in New Zealand', 'EXP 12/2026'], claimSize: 16, weight: 'Net wt 400 g' } } },

  // s37: English-only cereal pouch, otherwise compliant (laos variant) -> labeling_required only
  { key: 's37', kind: 'pack', w: 620, lang: 'en', variant: 'laos', groups: ['labeling_required'], product: 'complementary_food', hard: ['jpeg'],
    c: { bg: 'table', vis: { type: 'pouch', w: 290, h: 390, col: '#e9edc9', brand: 'First Grains', brandCol: '#606c38', top: ['Organic Baby Rice'], fruit: false, age: 'From 6 months', ageBg: '#606c38',
      claims: ['Not suitable before 6 months', 'Continue breastfeeding', 'up to 2 years and beyond', 'Best before 03/2026'], claimSize: 16, weight: 'Net 200 g' } } },
];
