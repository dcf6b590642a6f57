// The 60 designs: labels + content. Text here is exactly what is drawn; the renderer
// reads it back from the DOM for ocr_truth.
'use strict';
const { fs: f } = require('./lib');

const PP = 'promotion_public', PT = 'prohibited_text', LR = 'labeling_required', HW = 'health_workers',
  SC = 'sponsorship_coi', IE = 'information_education', CF = 'complementary_foods';
const D = [];
const add = (n, tpl, lang, variant, groups, product, data) => D.push(Object.assign({ n, tpl, lang, variant, groups, product }, data));

// 1 ---- TikTok influencer, stage 2, brain claim + discount code
add(1, 'tiktok', 'en', 'international', [PP, PT], 'follow_on_formula', {
  font: f('DejaVu Sans', 'Noto Sans Lao'),
  tabs: ['Following', 'For You'],
  caps: [{ x: "MY BABY'S BRAIN", s: 58 }, { x: 'BOOSTER!', s: 74, fill: '#ffeb3b' }, { x: 'Stage 2 from 6 months', s: 36, sw: 6 }, { x: 'code MAMA15 = -15%', s: 40, bg: '#e91e63', sw: 0 }],
  pack: { kind: 'can', w: 250, h: 340, c1: '#ff7043', c2: '#fffdf5', lines: [{ x: 'BrightStart', s: 26, w: 800, c: '#d84315' }, { x: 'Stage 2', s: 22, w: 700 }, { x: '6-12 months', s: 16 }, { x: 'DHA + ARA', s: 16, c: '#d84315' }] },
  packX: 220, packY: 560,
  likes: '48.2K', comments: '1,204', shares: '3,310',
  user: '@mommy.vte',
  desc: ['Since we switched to BrightStart 2 he sleeps', 'all night and his brain is growing so fast', '#ad #BrightStart #stage2 #smartbaby'],
  music: 'original sound - mommy.vte',
});

// 2 ---- Ministry World Breastfeeding Week poster (not suspected)
add(2, 'poster', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'),
  theme: { bg: 'linear-gradient(160deg,#00897b,#26a69a 55%,#80cbc4)', t1: '#fff', t2: '#fff59d', c1: '#b2dfdb', c2: '#ef6c00', card: 'rgba(255,255,255,.93)', ban: '#bf360c', logo: '#fff' },
  logos: ['ກະຊວງສາທາລະນະສຸກ', 'ສູນໂພຊະນາການແຫ່ງຊາດ'],
  title: ['ອາທິດນົມແມ່ໂລກ', '1 - 7 ສິງຫາ 2025'], titleSizes: [62, 40],
  points: [['ນົມແມ່ ແມ່ນອາຫານທີ່ດີທີ່ສຸດ', 'ສຳລັບລູກນ້ອຍ 6 ເດືອນທຳອິດ'], ['ນົມແມ່ສ້າງພູມຕ້ານທານ', 'ປ້ອງກັນພະຍາດຖອກທ້ອງ ແລະ ປອດບວມ'], ['ຊ່ວຍພັດທະນາສະໝອງ', 'ແລະ ການເຕີບໂຕຂອງລູກ'], ['ໃຫ້ນົມແມ່ຕໍ່ເນື່ອງ', 'ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ']],
  banner: ['ບໍ່ຕ້ອງໃຫ້ນ້ຳ ຫຼື ນົມສູດ', 'ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ'],
  foot: ['ສາຍດ່ວນສຸຂະພາບ 165', 'ຮ່ວມກັນປົກປ້ອງ ການລ້ຽງລູກດ້ວຍນົມແມ່'],
});

// 3 ---- shelf, imported stage-1 cans, label in Chinese (laos -> labeling_required)
add(3, 'shelf', 'lo', 'laos', [LR], 'infant_formula', {
  font: f('Noto Sans', 'Phetsarath OT'),
  sign: ['ນົມຜົງເດັກນ້ອຍ', 'ມີສິນຄ້າພ້ອມຂາຍ'],
  packH: 290,
  slots: [
    { pack: { kind: 'can', w: 170, h: 250, c1: '#c62828', c2: '#fff3e0', lines: [{ x: '1', s: 60, w: 900, c: '#c62828' }] }, tag: ['ນົມຜົງເດັກ ສູດ 1', '0-6 ເດືອນ 800 ກຣາມ', '285.000 ກີບ'] },
    { pack: { kind: 'can', w: 170, h: 250, c1: '#1565c0', c2: '#e3f2fd', lines: [{ x: '2', s: 60, w: 900, c: '#1565c0' }] }, tag: ['ນົມຜົງເດັກ ສູດ 2', '6-12 ເດືອນ 800 ກຣາມ', '270.000 ກີບ'] },
    { pack: { kind: 'box', w: 150, h: 210, c1: '#6a1b9a', c2: '#f3e5f5', lines: [{ x: '1', s: 54, w: 900, c: '#6a1b9a' }] }, tag: ['ນົມຜົງເດັກ ສູດ 1', 'ກ່ອງ 400 ກຣາມ', '150.000 ກີບ'] },
    { pack: { kind: 'can', w: 170, h: 250, c1: '#2e7d32', c2: '#e8f5e9', lines: [{ x: '3', s: 60, w: 900, c: '#2e7d32' }] }, tag: ['ນົມຜົງເດັກ ສູດ 3', '1-3 ປີ 900 ກຣາມ', '245.000 ກີບ'] },
  ],
  note: { pos: 'left:60px;bottom:30px', lines: ['ໝາຍເຫດ: ສິນຄ້ານຳເຂົ້າ ສະຫຼາກເປັນພາສາຈີນ', 'ບໍ່ມີສະຫຼາກພາສາລາວ  ເປີດ 7:00 - 21:00'] },
});

// 4 ---- puppy milk replacer, e-commerce (not suspected: animal milk)
add(4, 'ecom', 'en', 'international', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), theme: { main: '#ff5722', img: 'radial-gradient(circle at 70% 30%,#fff8e1,#ffe0b2 60%,#ffcc80)', badge: '#fff' },
  time: '14:05', search: 'puppy milk replacer',
  badge: ['-20%', 'SALE'],
  pack: { kind: 'can', w: 230, h: 330, c1: '#8d6e63', c2: '#fff', lines: [{ x: 'PawMilk', s: 30, w: 900, c: '#5d4037' }, { x: 'Puppy Milk', s: 20, w: 700 }, { x: 'Replacer', s: 20, w: 700 }, { x: '0-6 weeks', s: 16, c: '#e65100' }] },
  price: '89,000 LAK', old: '112,000 LAK', off: '-20%',
  title: ['PawMilk Puppy Milk Replacer 400 g - as close to', "mother's milk as it gets, boosts immunity"],
  rating: '4.9 rating', sold: '1.2k sold',
  ship: ['Free Shipping', 'Vientiane Capital, 1-2 days'],
  chipLabel: 'Size', chips: ['400 g', '800 g', 'Kitten formula 300 g'],
  shop: 'Happy Paws Pet Shop', shopSub: 'Online 3 minutes ago',
  buttons: ['Chat now', 'Add to cart', 'Buy now'],
});

// 5 ---- paediatric conference sponsored by formula companies
add(5, 'invite', 'en', 'international', [HW, SC], 'none', {
  font: f('Noto Serif', 'Noto Serif Lao'), kindFont: "'DejaVu Serif'", italic: true,
  theme: { bgCss: 'linear-gradient(135deg,#0d1b3e,#1a2f5e 60%,#2c4a86)', gold: '#d4af37', t1: '#f5f5f5', t2: '#ffe082', logoBg: '#fff', logoC: '#0d47a1' },
  org: 'LAO PAEDIATRIC SOCIETY', kind: 'Invitation',
  title: ['Annual Paediatric Nutrition', 'Conference 2025'],
  sub: ['Continuing medical education - 6 CME credits'],
  details: ['Saturday 15 November 2025, 8:30 - 17:00', 'Grand Hall, Vientiane Capital', 'Gala dinner and lucky draw for participants', 'Registration free for doctors and nurses'],
  sponsor: { label: 'Proudly sponsored by', logos: ['LactoPrime Nutrition', 'BrightStart'] },
});

// 6 ---- mothers' group chat: a parent's question (not suspected)
add(6, 'chat', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), app: 'ms', clock: '20:22', avatar: '#f48fb1',
  name: 'ກຸ່ມແມ່ມືໃໝ່ ນະຄອນຫຼວງ', status: 'ສະມາຊິກ 128 ຄົນ',
  msgs: [
    { day: 'ມື້ນີ້ 20:14' },
    { side: 'in', name: 'ແມ່ນ້ອງມິນ', lines: ['ແມ່ໆ ຂໍຖາມແດ່ ລູກ 3 ເດືອນ', 'ກິນນົມສູດ 1 ແລ້ວທ້ອງຜູກ', 'ຄວນປ່ຽນຍີ່ຫໍ້ບໍ່?'], time: '20:14' },
    { side: 'in', name: 'ແມ່ນ້ອງໂບ', nc: '#1565c0', lines: ['ລອງປຶກສາທ່ານໝໍເດັກກ່ອນເດີ', 'ຢ່າປ່ຽນເອງ'], time: '20:16' },
    { side: 'out', lines: ['ຂອງລູກຂ້ອຍກໍເປັນຄືກັນ', 'ໝໍບອກໃຫ້ກັບມາໃຫ້ນົມແມ່ຫຼາຍຂຶ້ນ'], time: '20:19' },
    { side: 'in', name: 'ແມ່ນ້ອງມິນ', lines: ['ຂອບໃຈຫຼາຍໆ ເດີ'], time: '20:21' },
  ],
  input: 'ພິມຂໍ້ຄວາມ...',
});

// 7 ---- carousel: formula-branded cereal, cross-promotion
add(7, 'carousel', 'mixed', 'laos', [CF, PP], 'complementary_food', {
  font: f('Noto Sans', 'Noto Sans Lao'), h: 940, cardH: 560,
  page: 'LactoPrime Laos', sub: 'Sponsored · ໂຄສະນາ',
  cards: [
    { bg: 'linear-gradient(#ff8f00,#ffb300)', pack: { kind: 'box', w: 170, h: 220, c1: '#e65100', c2: '#fff', lines: [{ x: 'LactoPrime', s: 20, w: 800, c: '#e65100' }, { x: 'Baby Cereal', s: 16, w: 700 }, { x: '6m+', s: 16 }] }, lines: [{ x: 'ໃໝ່!', s: 34, w: 900 }, 'LactoPrime', 'Baby Cereal'] },
    { bg: 'linear-gradient(#4a148c,#7b1fa2)', lines: [{ x: 'ຈາກຄອບຄົວດຽວກັນ', s: 24, w: 800 }, { x: 'LactoPrime', s: 30, w: 900, c: '#ffd54f' }, { x: '1  2  3', s: 54, w: 900 }, 'ນົມສູດ ສຳລັບລູກນ້ອຍ', 'ທີ່ແມ່ໄວ້ວາງໃຈ'], gap: 14 },
    { bg: 'linear-gradient(#00695c,#26a69a)', lines: [{ x: 'ຊື້ເຂົ້າເດັກ 2 ກ່ອງ', s: 23, w: 800 }, 'ຮັບສ່ວນຫຼຸດ', { x: '20%', s: 70, w: 900, c: '#fff59d' }, 'ນົມ LactoPrime 3', { x: 'ທັນທີ!', bg: '#d50000', s: 26, w: 900 }], gap: 12 },
  ],
  likes: '2,381 likes',
  caption: ['LactoPrime Baby Cereal ເຂົ້າເດັກ ຈາກຜູ້ຜະລິດ LactoPrime 1 2 3', 'ສັ່ງໄດ້ທາງ inbox ມື້ນີ້'],
});

// 8 ---- condensed milk promo, "new formula" (not suspected)
add(8, 'banner', 'mixed', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1200, h: 680,
  theme: { a: '#0d47a1', a2: '#1565c0', b: '#ffca28', c: '#29b6f6', text: '#fff' },
  ribbon: { x: 'NEW FORMULA!', bg: '#d50000', pos: 'left:-70px;top:40px', w: 440, rot: -12, s: 26 },
  mainPos: 'left:70px;top:120px',
  pre: [{ x: 'ນົມຂົ້ນຫວານ Sweet Cow', s: 40, c: '#ffeb3b' }],
  big: ['3+1', 'FREE'],
  lines: ['ຊື້ 3 ກະປ໋ອງ ແຖມ 1 ກະປ໋ອງ', 'Creamier taste for coffee and desserts', { x: 'ສູດໃໝ່ ຫວານມັນກວ່າເກົ່າ', bg: '#d50000', s: 26 }],
  packs: [{ pos: 'right:150px;top:150px', kind: 'can', w: 230, h: 300, c1: '#1e88e5', c2: '#fffde7', lines: [{ x: 'Sweet Cow', s: 24, w: 900, c: '#0d47a1' }, { x: 'ນົມຂົ້ນຫວານ', s: 18, w: 700 }, { x: 'Sweetened', s: 15 }, { x: 'Condensed Milk', s: 15 }] }],
  star: { pos: 'right:40px;top:26px', lines: ['ສູດໃໝ່', 'NEW'], size: 170 },
  foot: ['ໂທ 020 5555 8811', 'ມີຂາຍທຸກຮ້ານສະດວກຊື້'],
});

// 9 ---- WhatsApp: company rep contacts a mother, free samples + gift
add(9, 'chat', 'lo', 'laos', [PP], 'infant_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), app: 'wa', clock: '09:17', avatar: '#ec407a', fsz: 18,
  name: 'ນ້ອງແກ້ວ ຕົວແທນ ມິລາໂກລ', status: 'ອອນລາຍ',
  msgs: [
    { day: 'ມື້ນີ້' },
    { side: 'in', lines: ['ສະບາຍດີ ຄຸນແມ່ ຂ້ອຍແມ່ນຕົວແທນນົມ ມິລາໂກລ', 'ໄດ້ເບີໂທຈາກງານວາງສະແດງແມ່ ແລະ ເດັກ', 'ລູກຄຸນແມ່ຈັກເດືອນແລ້ວຄະ?'], time: '09:02' },
    { side: 'out', lines: ['ລູກ 2 ເດືອນແລ້ວ'], time: '09:10' },
    { side: 'in', card: { bg: 'linear-gradient(135deg,#d81b60,#f06292)', lines: ['ມິລາໂກລ ສູດ 1', 'ຕົວຢ່າງຟຣີ 2 ຊອງ + ຂວດນົມ'] }, lines: ['ພວກເຮົາມີຂອງຂວັນໃຫ້ລູກນ້ອຍ', 'ສົ່ງຮອດເຮືອນຟຣີ ບໍ່ມີຄ່າໃຊ້ຈ່າຍ', 'ຂໍທີ່ຢູ່ແດ່ຄະ'], time: '09:11' },
    { side: 'out', lines: ['ລໍຖ້າປຶກສາພໍ່ລາວກ່ອນເດີ'], time: '09:15' },
    { side: 'in', lines: ['ໂປໂມຊັ່ນໝົດທ້າຍເດືອນນີ້ເດີ້ ຄຸນແມ່'], time: '09:16' },
  ],
  input: 'ຂໍ້ຄວາມ',
});

// 10 ---- recall notice (not suspected)
add(10, 'notice', 'en', 'international', [], 'none', {
  font: f('Liberation Sans', 'Noto Sans Lao'),
  theme: { a: '#b71c1c', bg: '#fff', border: '3px solid #b71c1c', titleBg: '#b71c1c' },
  org: ['FOOD AND DRUG DEPARTMENT', 'Product safety alert - public notice'],
  ref: ['Ref: FDD-RC/2025/117', 'Date: 04 March 2025'],
  title: ['PRODUCT RECALL', 'BrightStart Stage 2 Follow-on Formula 800 g'], titleSizes: [44, 28],
  body: [
    { x: 'Batch numbers 24B11 and 24B12, best before 11/2026', bullet: 1 },
    { x: 'Reason: possible contamination with Cronobacter', bullet: 1 },
    { x: 'Do not feed this product to infants.', bullet: 1 },
    { x: 'Return it to the shop for a full refund.', bullet: 1 },
    { x: 'Other batches and products are not affected.', bullet: 1 },
    { x: 'If your baby has fever or poor feeding, see a doctor.', box: '#ffebee', s: 21 },
    { x: 'Hotline 1516 (24 hours)', w: 700, s: 24 },
  ],
  sign: ['Director General', '(signed and stamped)'],
});

// 11 ---- can front: baby picture, HMO "like breast milk", immunity/brain (pack only, no ad copy)
add(11, 'packshot', 'en', 'international', [PT], 'infant_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 900, h: 1000,
  theme: { bgCss: 'radial-gradient(circle at 50% 35%,#fff 0,#e3f2fd 45%,#90caf9 100%)', table: '#eceff1', tableH: 130 },
  packX: 250, packY: 110,
  packs: [{ kind: 'can', w: 400, h: 700, c1: '#1565c0', c2: '#fff', baby: true, babyAt: 1, babySize: 130, gap: 6, lines: [{ x: 'NeoCare', s: 46, w: 900, c: '#1565c0' }, { x: 'HMO Gold 1', s: 32, w: 800, c: '#e65100' }, { x: 'Infant formula 0-6 months', s: 19 }, { x: 'Structure like breast milk', s: 20, w: 700, c: '#1565c0' }, { x: 'Immunity + Brain', s: 22, w: 700 }, { x: 'Net wt 900 g', s: 16 }] }],
  sticker: { pos: 'right:80px;top:120px', bg: '#e53935', lines: ['CLOSEST', 'TO BREAST', 'MILK'], sizes: [24, 22, 24] },
});

// 12 ---- maths tutoring flyer with ສູດ 1/2/3 (not suspected)
add(12, 'flyer', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1000, h: 1240,
  theme: { a: '#283593', bg: 'repeating-linear-gradient(0deg,#fff 0 31px,#e3e8f8 31px 32px),#fff', head: 'linear-gradient(120deg,#283593,#5c6bc0)', band: '#ef6c00' },
  kicker: 'ສອນພິເສດ ມ.4 - ມ.7',
  title: ['ຄະນິດສາດ', 'ຈື່ສູດໄດ້ ໃນ 30 ວັນ'],
  sub: ['ຮຽນວັນເສົາ ແລະ ວັນອາທິດ'],
  cols: [
    { head: 'ສູດ 1 ພຶດຊະຄະນິດ', hs: 22, lines: ['(ກ + ຂ)² = ກ² + 2ກຂ + ຂ²', 'ສົມຜົນຂັ້ນສອງ', 'ລຳດັບເລກ'] },
    { head: 'ສູດ 2 ເລຂາຄະນິດ', hs: 22, lines: ['ເນື້ອທີ່ວົງມົນ = π × ລ²', 'ທິດສະດີບົດ ປີທາກໍ', 'ມຸມ ແລະ ຮູບສາມແຈ'] },
    { head: 'ສູດ 3 ສະຖິຕິ', hs: 22, lines: ['ຄ່າສະເລ່ຍ', 'ຄວາມເປັນໄປໄດ້', 'ກຽມສອບເສັງ'] },
  ],
  band: ['ຮຽນຟຣີ ຊົ່ວໂມງທຳອິດ', 'ຫ້ອງຮຽນນ້ອຍ 10 ຄົນ  ຄູມີປະສົບການ 12 ປີ'],
  stamp: { pos: 'right:70px;top:640px', c: '#c62828', lines: ['ຮັບປະກັນ', 'ເສັງຜ່ານ'] },
  foot: ['ໂທ 020 9988 1234', 'ບ້ານໂພນໄຊ ນະຄອນຫຼວງວຽງຈັນ'],
});

// 13 ---- formula brand e-book "is my milk enough?" (information_education)
add(13, 'social', 'lo', 'laos', [IE], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), theme: { av: '#ffb300' },
  page: 'ຄິດໂດ ໂພຊະນາການ', time: '2 ຊົ່ວໂມງ',
  text: ['ແມ່ໆ ເຄີຍສົງໄສບໍ່ວ່າ ນົມແມ່ພໍສຳລັບລູກບໍ່?', 'ດາວໂຫຼດ ປຶ້ມຄູ່ມືແມ່ມືໃໝ່ ຟຣີ ຈາກ ຄິດໂດ', 'ກົດລິ້ງໃນຄອມເມັ້ນ'],
  img: {
    bgCss: 'radial-gradient(circle at 20% 20%,#fff59d 0 12%,transparent 13%),radial-gradient(circle at 85% 75%,#ffcc80 0 18%,transparent 19%),linear-gradient(135deg,#ff7043,#ffa726)', h: 520,
    lines: [{ x: 'ປຶ້ມຄູ່ມື ຟຣີ', s: 34, bg: '#bf360c' }, { x: 'ນົມແມ່ ພໍບໍ່?', s: 64, out: '#6d1b00' }, { x: '10 ສັນຍານ ວ່າລູກກິນບໍ່ອີ່ມ', s: 30 }, { x: 'ໂດຍ ທີມໂພຊະນາການ ຄິດໂດ', s: 22, c: '#bf360c', bg: '#fff' }],
  },
  react: ['ມັກ 845', 'ຄຳເຫັນ 62  ແບ່ງປັນ 130'],
  actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'],
});

// 14 ---- neutral pharmacy price list / stock notice (not suspected)
add(14, 'pricelist', 'mixed', 'international', [], 'follow_on_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 960, h: 1000,
  theme: { a: '#00695c', bgCss: '#fbfbf8', text: '#263238', line: '#cfd8dc', alt: '#eef5f3' },
  head: ['ຮ້ານຂາຍຢາ ສຸກສົມບູນ', 'Suksomboun Pharmacy - ລາຍການລາຄາ / Price list'],
  cols: ['ສິນຄ້າ / Product', 'ຂະໜາດ / Size', 'ລາຄາ / Price'],
  rows: [
    ['ນົມສູດ 2 (6-12 ເດືອນ) Stage 2', '400 g', '135,000 ₭'],
    ['ນົມສູດ 2 Stage 2', '800 g', '262,000 ₭'],
    ['Follow-on formula 2 (goat milk)', '800 g', '298,000 ₭'],
    ['ນົມສູດ 3 (1-3 ປີ) Stage 3', '900 g', '240,000 ₭'],
    ['ຂວດນົມ / Feeding bottle', '240 ml', '65,000 ₭'],
  ],
  foot: ['ມີສິນຄ້າ / In stock: 12 March 2025', 'ເປີດ / Open: 08:00 - 20:00 ທຸກມື້', 'ໂທ / Tel: 021 216 555'],
});

// 15 ---- cereal in the bottle from 3 months, sleep claim
add(15, 'tiktok', 'en', 'international', [CF, PT], 'complementary_food', {
  font: f('Liberation Sans', 'Noto Sans Lao'), pal: ['#81d4fa', '#b39ddb', '#fff59d', '#f48fb1', '#80cbc4', '#ffcc80'],
  tabs: ['Following', 'For You'],
  caps: [{ x: 'RICE CEREAL', s: 66 }, { x: 'IN THE BOTTLE =', s: 56, fill: '#fff59d' }, { x: 'SLEEPS ALL NIGHT', s: 60 }, { x: 'from 3 months', s: 38, bg: '#ff1744', sw: 0 }],
  pack: { kind: 'pouch', w: 230, h: 320, c1: '#43a047', c2: '#fff', lines: [{ x: 'SunnyTum', s: 28, w: 900, c: '#2e7d32' }, { x: 'Rice Cereal', s: 20, w: 700 }, { x: 'First food 3m+', s: 16, c: '#e65100' }] },
  pack2: null, packX: 120, packY: 590,
  likes: '96.1K', comments: '2,877', shares: '12.5K',
  user: '@sunnytum_official',
  desc: ['Add 2 spoons of SunnyTum to the evening bottle', 'and baby stays full and sleeps 8 hours', '#SunnyTum #babysleep #ricecereal'],
  music: 'SunnyTum - sleepy time song',
});

// 16 ---- meme against formula marketing (opinion, not suspected)
add(16, 'meme', 'en', 'international', [], 'none', {
  font: f('DejaVu Sans Condensed', 'Noto Sans Lao'), memeFont: "'DejaVu Sans Condensed'", w: 900, h: 900, ts: 50, bs: 54,
  top: ['FORMULA ADS:', '"CLOSEST TO BREAST MILK"'],
  bottom: ['SCIENCE:', 'NOTHING IS CLOSE'],
  scene: `<div style="position:absolute;left:260px;top:280px;width:380px;height:380px;border-radius:50%;background:radial-gradient(circle at 40% 35%,#ffe0b2,#d7a86e);box-shadow:0 0 0 16px rgba(255,255,255,.5)"></div><div style="position:absolute;left:350px;top:400px;width:60px;height:30px;border-radius:50%;background:#4e342e"></div><div style="position:absolute;left:490px;top:400px;width:60px;height:30px;border-radius:50%;background:#4e342e"></div><div style="position:absolute;left:390px;top:520px;width:120px;height:40px;border-top:8px solid #4e342e;border-radius:50% 50% 0 0"></div>`,
  wm: 'made by a tired dad',
});

// 17 ---- CME dinner for doctors and nurses, sponsored by formula company
add(17, 'invite', 'lo', 'laos', [HW, SC], 'none', {
  font: f('Noto Serif', 'Noto Serif Lao'), kindSize: 58,
  theme: { bgCss: 'radial-gradient(circle at 50% 0,#fff8e1,#f5e6c8 60%,#e8d2a6)', gold: '#a67c00', t1: '#3e2723', t2: '#6d4c41', logoBg: '#6d4c41', logoC: '#fff' },
  org: 'ບໍລິສັດ ມິລາ ໂພຊະນາການ ຈຳກັດ', kind: 'ບັດເຊີນ', ts: 30,
  title: ['ຂໍຮຽນເຊີນ ທ່ານໝໍ ແລະ ພະຍາບານ', 'ຮ່ວມງານລ້ຽງອາຫານຄ່ຳ ແລະ ຟັງບັນຍາຍ', 'ໂພຊະນາການເດັກອ່ອນ'],
  sub: ['ຜູ້ເຂົ້າຮ່ວມຈະໄດ້ຮັບໃບຢັ້ງຢືນ ແລະ ຂອງທີ່ລະລຶກ'],
  details: ['ວັນສຸກ ທີ 21 ພະຈິກ 2025 ເວລາ 18:00', 'ຫ້ອງປະຊຸມ ໂຮງແຮມ ລ້ານຊ້າງ', 'ລົງທະບຽນ: 020 5678 4321'],
  sponsor: { label: 'ສະໜັບສະໜູນໂດຍ', logos: ['ມິລາໂກລ', 'ມິລາ ໂພຊະນາການ'] },
});

// 18 ---- 4+ milk with claims and discount (not suspected: over 36 months)
add(18, 'ecom', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), theme: { main: '#7b1fa2', img: 'linear-gradient(135deg,#f3e5f5,#e1bee7)', badge: '#ffeb3b' },
  time: '11:30', search: 'ນົມເດັກ 4 ປີ',
  badge: ['-25%', 'ຫຼຸດ'],
  pack: { kind: 'box', w: 220, h: 280, c1: '#8e24aa', c2: '#fff', lines: [{ x: 'ຄິດໂດ ຈູເນຍ', s: 24, w: 800, c: '#6a1b9a' }, { x: '4+', s: 56, w: 900, c: '#e65100' }, { x: 'ນົມສຳລັບເດັກ', s: 16 }, { x: '4 ປີຂຶ້ນໄປ', s: 16 }] },
  price: '179.000 ກີບ', old: '239.000 ກີບ', off: 'ຫຼຸດ 25%',
  title: ['ນົມຜົງ ຄິດໂດ ຈູເນຍ 4+ ສຳລັບເດັກ 4 ປີຂຶ້ນໄປ', 'ເສີມສະໝອງ ພູມຕ້ານທານ ສູງໄວ ກ່ອງ 800 ກຣາມ'],
  rating: '4,8 ດາວ', sold: 'ຂາຍແລ້ວ 2,3 ພັນ',
  ship: ['ສົ່ງຟຣີ', 'ທົ່ວນະຄອນຫຼວງ ພາຍໃນ 24 ຊົ່ວໂມງ'],
  chipLabel: 'ເລືອກຂະໜາດ', chips: ['800 ກຣາມ', '1,6 ກິໂລ', 'ຊຸດ 2 ກ່ອງ'],
  shop: 'ຮ້ານແມ່ ແລະ ເດັກ ຮັກລູກ', shopSub: 'ອອນລາຍ 5 ນາທີກ່ອນ',
  buttons: ['ແຊັດ', 'ເພີ່ມໃສ່ກະຕ່າ', 'ຊື້ເລີຍ'],
});

// 19 ---- imported Japanese stage-1 formula, Japanese label, free delivery, urgency
add(19, 'ecom', 'mixed', 'laos', [PP, LR], 'infant_formula', {
  font: f('Noto Sans', 'Phetsarath OT'), theme: { main: '#0097a7', img: 'radial-gradient(circle at 30% 30%,#fff,#e0f7fa 60%,#b2ebf2)', badge: '#ff4081', badgeText: '#fff' },
  time: '21:48', search: 'ນົມຍີ່ປຸ່ນ stage 1',
  badge: ['SALE', 'ສົ່ງຟຣີ'], mall: 'Japan Import',
  pack: { kind: 'can', w: 220, h: 320, c1: '#fbc02d', c2: '#fff', lines: [{ x: 'HIKARI', s: 30, w: 900, c: '#f57f17' }, { x: '1', s: 58, w: 900, c: '#0097a7' }, { x: '800 g', s: 16 }] },
  price: '315,000 ກີບ', old: '350,000 ກີບ', off: '-10%',
  title: ['ນົມຜົງເດັກ Hikari Step 1 (0-6 ເດືອນ) ນຳເຂົ້າຈາກຍີ່ປຸ່ນ', 'ຂອງແທ້ 100% ສະຫຼາກພາສາຍີ່ປຸ່ນ ບໍ່ມີສະຫຼາກລາວ'],
  rating: '4.9', sold: 'ຂາຍແລ້ວ 1.2k',
  ship: ['ສົ່ງຟີ', 'Free delivery ທົ່ວປະເທດ'],
  chipLabel: 'ຕົວເລືອກ / Option', chips: ['800g', '2 ກະປ໋ອງ -15%'],
  desc: ['ສິນຄ້າມີຈຳນວນຈຳກັດ ສັ່ງດ່ວນ!', 'Limited stock - order today'],
  shop: 'Japan Mom Shop ລາວ', shopSub: 'Online · ຕອບໄວ',
  buttons: ['Chat', 'ໃສ່ກະຕ່າ', 'ຊື້ເລີຍ'],
});

// 20 ---- baby-friendly hospital notice (not suspected)
add(20, 'notice', 'mixed', 'international', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), bodySize: 19,
  theme: { a: '#2e7d32', a2: '#66bb6a', bg: '#f1f8e9', border: '4px double #2e7d32', inner: '#fff' },
  org: ['ໂຮງໝໍແມ່ ແລະ ເດັກ', 'Mother and Child Hospital'],
  title: ['ໂຮງໝໍເປັນມິດກັບເດັກ', 'BABY-FRIENDLY HOSPITAL'], titleSizes: [42, 34],
  body: [
    { x: 'ບໍ່ອະນຸຍາດໃຫ້ນຳນົມສູດ, ຂວດນົມ ແລະ ຫົວນົມຢາງ ເຂົ້າຫ້ອງເກີດລູກ', bullet: 1, round: 1 },
    { x: 'No formula, bottles or teats in the maternity ward', bullet: 1, round: 1 },
    { x: 'ພວກເຮົາບໍ່ຮັບຕົວຢ່າງຟຣີ ຫຼື ຂອງຂວັນ ຈາກບໍລິສັດນົມ', bullet: 1, round: 1 },
    { x: 'We accept no free samples or gifts from formula companies', bullet: 1, round: 1 },
    { x: 'ນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ - Breast milk only for 6 months', box: '#e8f5e9', s: 20, c: '#1b5e20' },
    'ຖ້າຕ້ອງການຄວາມຊ່ວຍເຫຼືອ ກະລຸນາຖາມພະຍາບານ',
    'Ask any midwife for breastfeeding support',
  ],
  sign: ['ຜູ້ອຳນວຍການໂຮງໝໍ'],
});


// 21 ---- feeding bottle: "teat like mother's breast", 30 % off
add(21, 'banner', 'lo', 'international', [PT, PP], 'bottles_teats', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1200, h: 700,
  theme: { a: '#ec407a', a2: '#f06292', b: '#fff176', c: '#81d4fa', text: '#fff', bigFill: '#fff59d', bigStroke: '#880e4f', shadow: '#880e4f' },
  ribbon: { x: 'ສິນຄ້າຂາຍດີ', bg: '#311b92', pos: 'left:-60px;top:36px', w: 380, rot: -11, s: 24 },
  mainPos: 'left:64px;top:110px',
  pre: [{ x: 'ຂວດນົມ ນີໂອແຄຣ໌', s: 44 }],
  big: ['30%', 'ຫຼຸດ'],
  lines: ['ຫົວນົມນຸ້ມ ຄືເຕົ້ານົມແມ່', 'ລູກດູດງ່າຍ ບໍ່ປະຕິເສດເຕົ້າ', { x: 'ປ້ອງກັນທ້ອງອືດ ນອນຫຼັບສະບາຍ', bg: '#ad1457', s: 26 }],
  packs: [{ pos: 'right:260px;top:140px', kind: 'bottle', w: 190, h: 380, c1: '#ec407a', lines: [{ x: 'ນີໂອແຄຣ໌', s: 22, w: 800, c: '#ad1457' }, { x: '240 ມລ', s: 16 }] }],
  vert: { pos: 'right:60px;top:110px', bg: '#311b92', words: ['ຊື້', '2', 'ແຖມ', '1'], s: 30 },
  foot: ['ສັ່ງຊື້ 020 7777 2424', 'ສົ່ງທົ່ວປະເທດ'],
});

// 22 ---- news: shops fined for formula promotions (not suspected)
add(22, 'news', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Serif Lao'), headFont: "'Noto Serif Lao','Noto Serif'", w: 1000,
  theme: { a: '#0d47a1', img: 'linear-gradient(120deg,#90a4ae,#cfd8dc 40%,#b0bec5 70%,#78909c)', tag: '#c62828' },
  site: 'ຂ່າວສານ ລາວ ວັນນີ້', date: '12 ມີນາ 2025',
  nav: ['ໜ້າຫຼັກ', 'ສັງຄົມ', 'ສຸຂະພາບ', 'ເສດຖະກິດ', 'ກິລາ'],
  tag: 'ສຸຂະພາບ', hs: 38,
  headline: ['ປັບໃໝ 5 ຮ້ານຄ້າ ທີ່ໂຄສະນາຫຼຸດລາຄາ', 'ນົມຜົງເດັກອ່ອນ ຜ່ານສື່ອອນລາຍ'],
  byline: 'ໂດຍ ກອງບັນນາທິການ  ອ່ານ 3 ນາທີ',
  imgH: 280, imgText: { pos: 'left:40px;top:70px', lines: ['ຫ້າມໂຄສະນາ', 'ນົມສູດ ສຳລັບເດັກອາຍຸຕ່ຳກວ່າ 3 ປີ'] },
  imgCap: 'ພາບປະກອບ: ເຈົ້າໜ້າທີ່ກວດກາຮ້ານຄ້າ',
  paras: ['ເຈົ້າໜ້າທີ່ກວດກາ ພົບວ່າ ຮ້ານຄ້າ 5 ແຫ່ງ ໄດ້ໂຄສະນາ ຊື້ 2 ແຖມ 1', 'ແລະ ສົ່ງຟຣີ ສຳລັບນົມສູດ 1 ແລະ ສູດ 2 ເຊິ່ງຂັດກັບດຳລັດ', 'ວ່າດ້ວຍອາຫານ ແລະ ອຸປະກອນ ສຳລັບເດັກອ່ອນ ແລະ ເດັກນ້ອຍ', 'ພໍ່ແມ່ທີ່ພົບເຫັນການໂຄສະນາແບບນີ້ ສາມາດແຈ້ງໄດ້ທີ່ສາຍດ່ວນ'],
});

// 23 ---- repacked formula in plain bags (labeling_required under both variants)
add(23, 'social', 'lo', 'international', [LR], 'infant_formula', {
  font: f('Noto Sans', 'Noto Looped Lao'), theme: { av: '#8d6e63' },
  page: 'ຮ້ານ ແມ່ນ້ອຍ ຂາຍສົ່ງ', time: 'ມື້ວານນີ້ ເວລາ 19:40',
  text: ['ນົມຜົງເດັກ ແບ່ງຂາຍ ໃສ່ຖົງ 500 ກຣາມ', 'ສຳລັບເດັກ 0-12 ເດືອນ ນົມຊະນິດດຽວກັນກັບກະປ໋ອງ', 'ຖົງລະ 95.000 ກີບ ສົນໃຈທັກມາ'],
  img: {
    bgCss: 'repeating-linear-gradient(90deg,#a1887f 0 40px,#8d6e63 40px 44px,#a1887f 44px 90px),#a1887f', h: 470,
    packs: [
      { kind: 'bag', w: 250, h: 340, c2: '#fffde7', lines: [{ x: 'ສູດ 1', s: 30, w: 800, c: '#1a237e', f: "'Noto Looped Lao'" }, { x: '500 ກຣາມ', s: 20, c: '#1a237e' }] },
      { kind: 'bag', w: 250, h: 340, c2: '#fffde7', lines: [{ x: 'ສູດ 2', s: 30, w: 800, c: '#b71c1c', f: "'Noto Looped Lao'" }, { x: '95.000', s: 20, c: '#b71c1c' }] },
    ],
  },
  react: ['ມັກ 37', 'ຄຳເຫັນ 12'],
  actions: ['ມັກ', 'ສະແດງຄວາມຄິດເຫັນ', 'ແບ່ງປັນ'],
});

// 24 ---- same kind of shelf as 3, Chinese label, judged under international (not suspected)
add(24, 'shelf', 'mixed', 'international', [], 'infant_formula', {
  font: f('Liberation Sans', 'Noto Sans Lao'), w: 1100, h: 780,
  theme: { wall: 'linear-gradient(#f5f5f5,#e0e0e0)', sign: '#004d40', tag: '#fff' },
  sign: ['Imported Baby Milk', 'ນົມເດັກນຳເຂົ້າ ມີສິນຄ້າ'], signW: 640,
  shelfY: 470, packH: 290,
  slots: [
    { pack: { kind: 'can', w: 180, h: 260, c1: '#f9a825', c2: '#fffde7', lines: [{ x: '1', s: 66, w: 900, c: '#f57f17' }] }, tag: ['Stage 1 (0-6m) 800g', 'ນົມສູດ 1', '289,000 ₭'], tagBorder: '#004d40' },
    { pack: { kind: 'can', w: 180, h: 260, c1: '#00838f', c2: '#e0f7fa', lines: [{ x: '2', s: 66, w: 900, c: '#006064' }] }, tag: ['Stage 2 (6-12m) 800g', 'ນົມສູດ 2', '276,000 ₭'], tagBorder: '#004d40' },
    { pack: { kind: 'can', w: 180, h: 260, c1: '#5d4037', c2: '#efebe9', lines: [{ x: '3', s: 66, w: 900, c: '#3e2723' }] }, tag: ['Stage 3 (1-3y) 900g', 'ນົມສູດ 3', '251,000 ₭'], tagBorder: '#004d40' },
  ],
  note: { pos: 'left:50px;bottom:26px', lines: ['Chinese label / ສະຫຼາກພາສາຈີນ', 'Tel 020 2345 6789'], rot: 2 },
});

// 25 ---- "Is my milk enough?" quiz from a formula brand (information_education)
add(25, 'carousel', 'en', 'international', [IE], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), h: 1000, cardH: 520, theme: { av: '#f8bbd0' },
  page: 'NeoCare Mums', sub: 'Sponsored',
  cards: [
    { bg: 'linear-gradient(#c2185b,#f06292)', num: '?', numC: '#c2185b', lines: [{ x: 'QUIZ', s: 48, w: 900 }, 'Is my breast milk', 'enough for baby?', { x: 'Take the test', bg: '#880e4f', s: 22 }], gap: 12 },
    { bg: 'linear-gradient(#6a1b9a,#ab47bc)', num: '1', numC: '#6a1b9a', lines: ['Does baby cry', 'after feeding?', { x: 'YES / NO', s: 30, w: 800 }], gap: 14 },
    { bg: 'linear-gradient(#283593,#5c6bc0)', num: '5', numC: '#283593', lines: ['Score 3 or more?', 'Read our guide', { x: '"Signs of low milk"', s: 22, w: 800 }, 'at NeoCare Mums'], gap: 12 },
  ],
  likes: '1,045 likes',
  caption: ['Every mum wonders about this. Take the 5-question quiz', 'brought to you by NeoCare Mums. #breastfeeding #newmum'],
});

// 26 ---- diapers buy-1-get-1, "0-6 months" (not suspected)
add(26, 'banner', 'lo', 'laos', [], 'other_baby_product', {
  font: f('Noto Sans', 'Phetsarath OT'), w: 1200, h: 720,
  theme: { a: '#00acc1', a2: '#26c6da', b: '#ffeb3b', c: '#ff80ab', text: '#fff', bigFill: '#ffeb3b', bigStroke: '#006064', shadow: '#004d40' },
  ribbon: { x: 'ຂາຍດີອັນດັບ 1', bg: '#d81b60', pos: 'right:-70px;top:40px', w: 420, rot: 12, s: 24 },
  mainPos: 'left:60px;top:60px',
  pre: [{ x: 'ຜ້າອ້ອມເດັກ ຊັນນີ', s: 46 }],
  big: ['1+1', 'ແຖມ'],
  lines: ['ຊື້ 1 ຫໍ່ ແຖມ 1 ຫໍ່', 'ມີທຸກໄຊ ນ້ອຍ ກາງ ໃຫຍ່', 'ສຳລັບເດັກ 0-6 ເດືອນ ແລະ ໃຫຍ່ກວ່າ', { x: 'ແຫ້ງສະບາຍ 12 ຊົ່ວໂມງ', bg: '#d81b60', s: 26 }],
  packs: [{ pos: 'right:200px;top:170px', kind: 'box', w: 240, h: 280, c1: '#29b6f6', c2: '#fff', lines: [{ x: 'ຊັນນີ', s: 36, w: 900, c: '#0277bd' }, { x: 'ຜ້າອ້ອມ', s: 22 }, { x: '64 ຜືນ', s: 18 }] }],
  star: { pos: 'right:40px;top:420px', lines: ['ແຖມ', 'ຟຣີ'], size: 180, bg: '#ffeb3b' },
  foot: ['ສົ່ງຟຣີ ທົ່ວນະຄອນຫຼວງ', 'ໂທ 020 2222 3344'],
});

// 27 ---- midwifery scholarship from a formula company
add(27, 'flyer', 'mixed', 'international', [HW, SC], 'none', {
  font: f('Noto Sans Display', 'Noto Sans Lao'), w: 1100, h: 1100, titleSize: 54,
  theme: { a: '#8e24aa', bg: 'radial-gradient(circle at 90% 90%,#f3e5f5,#fff 60%)', head: 'linear-gradient(110deg,#4a148c,#8e24aa 60%,#d81b60)', band: '#4a148c', box: '#fff', foot: '#4a148c' },
  kicker: 'MILA GOLD FOUNDATION',
  title: ['Scholarships for', 'Midwifery Students'],
  sub: ['ທຶນການສຶກສາ ສຳລັບນັກສຶກສາ ພະຍາບານຜະດຸງຄັນ'],
  cols: [
    { head: 'Who can apply', hs: 24, lines: ['Year 2-3 midwifery students', 'ນັກສຶກສາ ປີ 2-3', 'GPA 3.0 or higher'] },
    { head: 'What you get', hs: 24, lines: ['USD 1,200 per year', 'Laptop + study tour', 'ທັດສະນະສຶກສາ ໂຮງງານ'] },
    { head: 'How to apply', hs: 24, lines: ['Letter from your college', 'Deadline 30 June 2025', 'ສົ່ງເອກະສານທາງອີເມວ'] },
  ],
  band: ['Apply now / ສະໝັກດຽວນີ້', 'Supported by Mila Gold infant nutrition'],
  foot: ['scholar@milagold.la', 'Tel 021 123 456'],
});

// 28 ---- maternal milk influencer (not suspected: maternal milk)
add(28, 'tiktok', 'mixed', 'international', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), pal: ['#f48fb1', '#ce93d8', '#fff59d', '#80deea', '#ffab91', '#a5d6a7'],
  tabs: ['Following', 'For You'],
  caps: [{ x: 'ນົມແມ່ຖືພາ', s: 66 }, { x: 'MamaMila', s: 74, fill: '#f8bbd0', stroke: '#880e4f' }, { x: 'DHA ບຳລຸງສະໝອງລູກໃນທ້ອງ', s: 38, sw: 6 }, { x: '-20% ມື້ນີ້', bg: '#c2185b', s: 46, sw: 0 }],
  pack: { kind: 'can', w: 240, h: 330, c1: '#ec407a', c2: '#fff', lines: [{ x: 'MamaMila', s: 28, w: 900, c: '#ad1457' }, { x: 'Maternal milk', s: 18, w: 700 }, { x: 'ສຳລັບແມ່ຖືພາ', s: 16 }, { x: 'ແລະ ໃຫ້ນົມລູກ', s: 16 }] },
  packX: 230, packY: 600,
  likes: '15.7K', comments: '402', shares: '988',
  user: '@pregnant.diary.la',
  desc: ['ກິນທຸກມື້ ຕັ້ງແຕ່ຖືພາ 3 ເດືອນ', 'for pregnant and breastfeeding mums', '#MamaMila #ແມ່ຖືພາ #DHA'],
  music: 'original sound - pregnant.diary.la',
});

// 29 ---- brand "parenting" article: breast milk not enough -> Stage 2, discount
add(29, 'news', 'en', 'laos', [IE, PP, PT], 'follow_on_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), headFont: "'Noto Serif'", siteFont: "'Noto Serif Display'", w: 1000, ps: 19,
  theme: { a: '#ef6c00', img: 'radial-gradient(circle at 70% 40%,#fff3e0 0 20%,transparent 21%),linear-gradient(135deg,#ffcc80,#ffb74d)', tag: '#ef6c00' },
  site: 'BrightStart Parenting', date: 'Parenting tips',
  nav: ['Pregnancy', 'Newborn', 'Feeding', 'Growth', 'Shop'],
  tag: 'FEEDING', hs: 36,
  headline: ['When breast milk alone is not enough:', '5 signs it is time for Stage 2'],
  byline: 'By the BrightStart Nutrition Team - 4 min read',
  imgH: 260, imgText: { pos: 'left:60px;top:70px', lines: ['BrightStart 2', 'Follow-on formula 6-12 months'], c: '#e65100' },
  imgCap: 'BrightStart 2 with MFGM for brain and immunity',
  paras: ['After 6 months, many mothers find their milk is no longer enough.', 'If your baby wakes at night or gains weight slowly, it may be time', 'to add BrightStart 2. Order this week and get 15% off your first can.', 'Our nutrition team will call you back for free advice.'],
});

// 30 ---- health office home recipes "ສູດ 1/2/3" (not suspected)
add(30, 'flyer', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1100, h: 1200, titleSize: 48,
  theme: { a: '#558b2f', bg: 'radial-gradient(circle at 10% 95%,#dcedc8 0 18%,transparent 19%),#fbfdf6', head: 'linear-gradient(110deg,#33691e,#7cb342)', band: '#e65100', foot: '#33691e', kick: '#f0f4c3' },
  kicker: 'ຫ້ອງການສາທາລະນະສຸກເມືອງ ໄຊເສດຖາ',
  title: ['ສູດອາຫານເສີມ ເຮັດເອງ', 'ສຳລັບລູກ 6 ເດືອນຂຶ້ນໄປ'],
  sub: ['ໃຫ້ນົມແມ່ຕໍ່ເນື່ອງ ຄຽງຄູ່ກັບອາຫານເສີມ'],
  cols: [
    { head: 'ສູດ 1 ເຂົ້າປຽກໄຂ່', hs: 23, lines: ['ເຂົ້າຈ້າວ 2 ບ່ວງ', 'ໄຂ່ແດງ 1 ໜ່ວຍ', 'ຜັກບົ້ງ ຈັກໜ້ອຍ', 'ຕົ້ມໃຫ້ເປື່ອຍ ບົດໃຫ້ລະອຽດ'] },
    { head: 'ສູດ 2 ເຂົ້າປຽກປາ', hs: 23, lines: ['ເຂົ້າຈ້າວ 2 ບ່ວງ', 'ປາແກະກ້າງອອກ', 'ຟັກທອງ 1 ຕ່ອນ', 'ນ້ຳມັນພືດ 3 ຢອດ'] },
    { head: 'ສູດ 3 ໝາກກ້ວຍບົດ', hs: 23, lines: ['ໝາກກ້ວຍນ້ຳວ້າສຸກ', 'ບົດໃຫ້ລະອຽດ', 'ປ້ອນດ້ວຍບ່ວງ', 'ບໍ່ຕ້ອງໃສ່ນ້ຳຕານ'] },
  ],
  band: ['ຢ່າໃສ່ອາຫານໃນຂວດນົມ', 'ລ້າງມືໃຫ້ສະອາດ ກ່ອນກຽມອາຫານ'],
  foot: ['ສຸກສາລາ ບ້ານໂພນສະຫວ່າງ', 'ໂທ 021 412 000'],
});

// 31 ---- doctor endorses growing-up milk, special price
add(31, 'tiktok', 'lo', 'laos', [HW, PP], 'growing_up_milk', {
  font: f('Noto Sans', 'Noto Sans Lao'), pal: ['#4db6ac', '#81c784', '#fff176', '#64b5f6', '#e0e0e0', '#ffb74d'],
  tabs: ['ຕິດຕາມ', 'ສຳລັບທ່ານ'],
  caps: [{ x: 'ທ່ານໝໍເດັກ ແນະນຳ', s: 56 }, { x: 'ນົມ ນູວີຕາ ສູດ 3', s: 60, fill: '#b9f6ca', stroke: '#004d40' }, { x: 'ສຳລັບເດັກ 1-3 ປີ', s: 40, sw: 6 }, { x: 'ສັ່ງຊື້ ລາຄາພິເສດ', bg: '#00838f', s: 40, sw: 0 }],
  pack: { kind: 'can', w: 240, h: 320, c1: '#00897b', c2: '#fff', lines: [{ x: 'ນູວີຕາ', s: 30, w: 900, c: '#00695c' }, { x: '3', s: 54, w: 900, c: '#ef6c00' }, { x: '1-3 ປີ', s: 18 }] },
  packX: 230, packY: 610,
  likes: '22,4 ພັນ', comments: '980', shares: '1,1 ພັນ',
  user: '@ທ່ານໝໍ.ສົມພອນ',
  desc: ['ໃນຖານະທ່ານໝໍເດັກ ຂ້ອຍໃຫ້ລູກກິນ ນູວີຕາ 3', 'ຄົນເຈັບຂອງຂ້ອຍ ກໍໃຊ້ທຸກຄົນ', '#ນູວີຕາ #ທ່ານໝໍແນະນຳ'],
  music: 'ສຽງຕົ້ນສະບັບ',
});

// 32 ---- UNICEF / WHO breastfeeding poster (not suspected)
add(32, 'poster', 'en', 'international', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1000, h: 1300,
  theme: { bg: 'radial-gradient(circle at 85% 10%,#4fc3f7 0 12%,transparent 13%),linear-gradient(180deg,#0277bd,#01579b)', t1: '#fff', t2: '#b3e5fc', c1: '#81d4fa', c2: '#fff176', skin: '#6d4c41', skin2: '#a1887f', card: '#e1f5fe', ban: '#ffb300', banText: '#01579b', logo: '#fff' },
  logos: ['UNICEF', 'World Health Organization', 'Ministry of Health'],
  title: ['Breast milk:', "baby's first vaccine"], titleSizes: [64, 52],
  points: [['Breastfeed within 1 hour of birth', 'Colostrum protects against infection'], ['Only breast milk for 6 months', 'No water, no formula, no other food'], ['Continue up to 2 years and beyond', 'Add safe complementary foods at 6 months'], ['Builds immunity and brain development', 'for every child, rich or poor']],
  banner: ['World Breastfeeding Week 2025', 'Protect, promote and support breastfeeding'],
  foot: ['#WorldBreastfeedingWeek', 'Free counselling at your health centre'],
});

// 33 ---- complementary food "from 4 months" (complementary_foods)
add(33, 'packshot', 'lo', 'laos', [CF], 'complementary_food', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 900, h: 1050,
  theme: { bgCss: 'radial-gradient(circle at 30% 40%,#fffde7,#fff59d 50%,#ffe082)', table: '#a1887f', tableH: 160, capBg: '#f57f17', capC: '#fff' },
  cap: ['ອາຫານເສີມລູກນ້ອຍ ຊັນນີທັມ', 'ລາຄາ 45.000 ກີບ ມີຂາຍທີ່ຮ້ານ'],
  packX: 230, packY: 200,
  packs: [{ kind: 'box', w: 380, h: 560, c1: '#fbc02d', c2: '#fff', gap: 8, lines: [{ x: 'ຊັນນີທັມ', s: 44, w: 900, c: '#f57f17' }, { x: 'ເຂົ້າປຽກສຳເລັດຮູບ', s: 26, w: 700 }, { x: 'ລົດໝາກກ້ວຍ', s: 22 }, { x: 'ສຳລັບເດັກ 4 ເດືອນຂຶ້ນໄປ', s: 20, w: 700, c: '#d84315' }, { x: 'ສຸດທິ 200 ກຣາມ', s: 16 }] }],
  sticker: { pos: 'left:60px;top:170px', bg: '#43a047', lines: ['ເລີ່ມກິນໄດ້', '4 ເດືອນ'], sizes: [20, 34], size: 180 },
});

// 34 ---- baby shampoo "new formula" (not suspected)
add(34, 'ecom', 'en', 'international', [], 'other_baby_product', {
  font: f('Liberation Sans', 'Noto Sans Lao'), theme: { main: '#f9a825', img: 'radial-gradient(circle at 50% 40%,#fff,#fff8e1 60%,#ffecb3)', badge: '#e53935', badgeText: '#fff' },
  time: '08:12', search: 'baby shampoo tear free',
  badge: ['NEW', 'formula'],
  pack: { kind: 'jar', w: 210, h: 320, c1: '#ffca28', c2: '#fff', lines: [{ x: 'BubbleBee', s: 26, w: 900, c: '#f57f17' }, { x: 'Baby Shampoo', s: 18, w: 700 }, { x: 'Tear-free', s: 15 }, { x: 'New formula', s: 15, c: '#e53935' }] },
  price: '39,000 LAK', old: '52,000 LAK', off: '-25%',
  title: ['BubbleBee Baby Shampoo 300 ml - new gentle formula,', 'tear-free, for newborns 0+ months'],
  rating: '4.7 rating', sold: '3.4k sold',
  ship: ['Free delivery', 'Orders over 100,000 LAK'],
  chipLabel: 'Size', chips: ['300 ml', '500 ml', 'Shampoo + lotion set'],
  shop: 'Little Bee Baby Store', shopSub: 'Online now',
  buttons: ['Chat now', 'Add to cart', 'Buy now'],
});

// 35 ---- equipment donation to a provincial hospital by a formula company
add(35, 'social', 'mixed', 'laos', [HW, SC], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), theme: { av: '#1e88e5' },
  page: 'BrightStart Lao', time: '3 ມື້ກ່ອນ',
  text: ['BrightStart ມອບເຄື່ອງອົບເດັກ 2 ເຄື່ອງ ແລະ ເຄື່ອງໃຫ້ແສງ', 'ໃຫ້ພະແນກເກີດລູກ ໂຮງໝໍແຂວງ', 'Together for healthy babies - BrightStart cares'],
  img: {
    bgCss: 'radial-gradient(circle at 80% 20%,#bbdefb 0 15%,transparent 16%),radial-gradient(circle at 15% 85%,#90caf9 0 20%,transparent 21%),linear-gradient(135deg,#1565c0,#42a5f5)', h: 500, gap: 16,
    lines: [{ x: 'ພິທີມອບ-ຮັບ ອຸປະກອນການແພດ', s: 34, c: '#0d47a1', bg: '#fff' }, { x: 'Equipment donation ceremony', s: 30 }, { x: 'BrightStart x ໂຮງໝໍແຂວງ', s: 44, out: '#0d47a1' }, { x: 'ມູນຄ່າ 150 ລ້ານກີບ', s: 32, c: '#ffeb3b' }],
  },
  react: ['ມັກ 512', 'ຄຳເຫັນ 40'],
  actions: ['Like', 'Comment', 'Share'],
});

// 36 ---- MOH training supported by UNICEF and WHO (not suspected)
add(36, 'notice', 'mixed', 'laos', [], 'none', {
  font: f('Noto Sans', 'Phetsarath OT'), bodySize: 20, w: 940,
  theme: { a: '#1565c0', a2: '#e53935', bg: '#eef3fb', border: '3px solid #1565c0', inner: '#fff' },
  org: ['ກະຊວງສາທາລະນະສຸກ', 'ກົມແມ່ ແລະ ເດັກ'],
  ref: ['ແຈ້ງການ', 'ວັນທີ 10 ກຸມພາ 2025'],
  title: ['ແຈ້ງການ ຝຶກອົບຮົມ', 'ການໃຫ້ຄຳປຶກສາ ການລ້ຽງລູກດ້ວຍນົມແມ່'], titleSizes: [40, 30],
  body: [
    'ເປົ້າໝາຍ: ພະຍາບານ ແລະ ໝໍຕຳແຍ ຈາກ 6 ແຂວງ',
    { x: 'ວັນທີ 3 - 7 ມີນາ 2025 ທີ່ ສູນຝຶກອົບຮົມ ນະຄອນຫຼວງ', bullet: 1 },
    { x: 'ຫຼັກສູດ WHO/UNICEF 40 ຊົ່ວໂມງ', bullet: 1 },
    { x: 'ໄດ້ຮັບການສະໜັບສະໜູນຈາກ UNICEF ແລະ WHO', bullet: 1 },
    { x: 'ບໍ່ມີການສະໜັບສະໜູນ ຈາກບໍລິສັດນົມສູດ', bullet: 1 },
    { x: 'Training supported by UNICEF and WHO', box: '#e3f2fd', s: 22, c: '#0d47a1' },
  ],
  sign: ['ຫົວໜ້າກົມ'],
});

// 37 ---- toddler milk box, English-only label, brain/height claims (laos: + labeling_required)
add(37, 'packshot', 'en', 'laos', [PT, LR], 'growing_up_milk', {
  font: f('Noto Sans Display', 'Noto Sans Lao'), w: 1000, h: 1000,
  theme: { bgCss: 'repeating-linear-gradient(45deg,#e8f5e9 0 30px,#f1f8e9 30px 60px)', table: '#6d4c41', tableH: 150 },
  packX: 120, packY: 150,
  packs: [{ kind: 'box', w: 380, h: 560, c1: '#2e7d32', c2: '#fff', gap: 8, lines: [{ x: 'GrowUp Max', s: 42, w: 900, c: '#1b5e20' }, { x: '3', s: 80, w: 900, c: '#f9a825' }, { x: 'Toddler milk 1-3 years', s: 20 }, { x: 'Smart brain DHA', s: 22, w: 700, c: '#1b5e20' }, { x: 'Grow taller formula', s: 22, w: 700, c: '#e65100' }, { x: '800 g', s: 16 }] }],
  sticker: { pos: 'left:70px;top:90px', bg: '#f9a825', c: '#1b5e20', lines: ['TALLER', '+SMARTER'], sizes: [26, 22], size: 180, rot: -16 },
  note: { pos: 'right:60px;top:300px', lines: ['Imported product', 'Original English label', 'no Lao sticker'], rot: 4, bg: '#fff' },
});

// 38 ---- prenatal vitamins + lactation cookies promo (not suspected)
add(38, 'banner', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Serif Lao'), w: 1200, h: 720,
  theme: { a: '#6a1b9a', a2: '#7b1fa2', b: '#f8bbd0', c: '#ce93d8', text: '#fff', bigFill: '#f8bbd0', bigStroke: '#4a148c', shadow: '#311b92' },
  mainPos: 'left:60px;top:50px',
  pre: [{ x: 'ວິຕາມິນແມ່ຖືພາ', s: 48 }],
  big: ['20%', 'ຫຼຸດ'],
  lines: ['ໂຟລິກ ແລະ ທາດເຫຼັກ ຊ່ວຍພັດທະນາສະໝອງລູກ', 'ຄຸກກີ້ເພີ່ມນ້ຳນົມ ສຳລັບແມ່ໃຫ້ນົມລູກ', { x: 'ຊື້ຄູ່ ແຖມກະເປົາ', bg: '#d81b60', s: 28 }],
  circle: { pos: 'right:260px;top:70px', bg: '#d81b60', lines: ['ສົ່ງຟຣີ', 'ທົ່ວປະເທດ'], sizes: [30, 18], size: 180 },
  vert: { pos: 'right:60px;top:60px', bg: 'rgba(0,0,0,.35)', words: ['ແມ່', 'ແຂງແຮງ', 'ລູກ', 'ສະຫຼາດ'], s: 28 },
  packs: [{ pos: 'right:230px;top:320px', kind: 'jar', w: 170, h: 230, c1: '#ab47bc', c2: '#fff', lines: [{ x: 'ແມ່ດີ', s: 24, w: 900, c: '#6a1b9a' }, { x: 'ວິຕາມິນ', s: 16 }] }],
  foot: ['ຮ້ານຂາຍຢາ ແມ່ດີ', 'ໂທ 030 5432 100'],
});

// 39 ---- maternity ward gift bag with formula samples (health facility + public)
add(39, 'poster', 'en', 'international', [HW, PP], 'infant_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1000, h: 1300, figure: false,
  theme: { bg: 'radial-gradient(circle at 90% 5%,#fff9c4 0 14%,transparent 15%),linear-gradient(180deg,#ff8a65,#ffab91 45%,#ffe0b2)', t1: '#fff', t2: '#4e342e', card: '#fff', ban: '#bf360c', logo: '#4e342e', footc: '#4e342e' },
  logos: ['City Maternity Hospital', 'BrightStart'],
  title: ['Welcome, little one!', 'Your free baby gift bag'], titleSizes: [64, 48],
  points: [['Ask at the maternity ward counter', 'after delivery - one bag per mother'], ['Inside: BrightStart 1 samples (2 x 200 g)', 'feeding bottle, bib and baby towel'], ['Recommended by our midwives', 'a gift from BrightStart and our ward'], ['Register at the counter', 'to join the BrightStart Mum Club']],
  banner: ['Collect at Ward 3 counter', 'Every day 8:00 - 17:00'],
  foot: ['City Maternity Hospital, Ward 3', 'Sponsored by BrightStart'],
});

// 40 ---- parents chatting about stage 2 at 5 months (not suspected)
add(40, 'chat', 'en', 'international', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), app: 'ms', clock: '21:09', avatar: '#90caf9',
  name: 'Noy', status: 'Active now',
  msgs: [
    { day: 'TODAY 21:02' },
    { side: 'out', lines: ['hey, quick question', 'is Stage 2 ok for a 5 month old?', 'my baby wakes up every 2 hours at night'], time: '21:02' },
    { side: 'in', lines: ['I asked our paediatrician about that', 'she said stay with stage 1 until 6 mnths', 'and the waking is normal at that age'], time: '21:05' },
    { side: 'out', lines: ['ok thanks! so tired lol'], time: '21:06' },
    { side: 'in', lines: ['hang in there mama', 'the health centre has a free feeding', 'class on Fridays, no brands, just nurses'], time: '21:08' },
  ],
  input: 'Aa',
});

// 41 ---- breastfeeding tips "brought to you by" a formula brand (information_education)
add(41, 'carousel', 'mixed', 'international', [IE], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), h: 900, cardH: 480, theme: { av: '#b2dfdb' },
  page: 'LactoPrime Mom & Baby', sub: 'Sponsored',
  cards: [
    { bg: 'linear-gradient(160deg,#26a69a,#80cbc4)', num: '1', numC: '#00796b', lines: [{ x: 'ໃຫ້ນົມແມ່ພາຍໃນ', s: 24, w: 800 }, { x: '1 ຊົ່ວໂມງ ຫຼັງເກີດ', s: 24, w: 800 }, { x: 'Breastfeed in the first hour', s: 17, w: 500 }] },
    { bg: 'linear-gradient(160deg,#ef6c00,#ffb74d)', num: '2', numC: '#e65100', lines: [{ x: 'ໃຫ້ລູກດູດເລື້ອຍໆ', s: 24, w: 800 }, { x: '8-12 ເທື່ອ ຕໍ່ມື້', s: 24, w: 800 }, { x: 'Feed on demand', s: 17, w: 500 }] },
    { bg: 'linear-gradient(160deg,#5e35b1,#9575cd)', num: '3', numC: '#4527a0', lines: [{ x: 'ດື່ມນ້ຳໃຫ້ພຽງພໍ', s: 24, w: 800 }, { x: 'ພັກຜ່ອນໃຫ້ຫຼາຍ', s: 24, w: 800 }, { x: 'Rest and drink water', s: 17, w: 500 }] },
  ],
  likes: '3,870 likes',
  caption: ['5 breastfeeding tips for new mums / ເຄັດລັບໃຫ້ນົມລູກ', 'brought to you by LactoPrime Mom & Baby'],
});

// 42 ---- neutral pharmacy price list in Lao (not suspected)
add(42, 'pricelist', 'lo', 'laos', [], 'infant_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 940, h: 1000,
  theme: { a: '#ffd54f', headC: '#263238', bgCss: 'radial-gradient(circle at 30% 20%,#37474f,#263238 70%)', text: '#eceff1', line: '#546e7a', alt: 'rgba(255,255,255,.06)' },
  head: ['ຮ້ານຂາຍຢາ ວຽງຄຳ', 'ລາຍການລາຄາ ນົມເດັກ ປະຈຳເດືອນ ມີນາ'],
  cols: ['ລາຍການ', 'ຂະໜາດ', 'ລາຄາ'],
  rows: [
    ['ນົມສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ', '400 ກຣາມ', '145.000 ກີບ'],
    ['ນົມສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ', '800 ກຣາມ', '279.000 ກີບ'],
    ['ນົມສູດ 2 ສຳລັບເດັກ 6-12 ເດືອນ', '800 ກຣາມ', '265.000 ກີບ'],
    ['ນົມສູດ 3 ສຳລັບເດັກ 1-3 ປີ', '900 ກຣາມ', '238.000 ກີບ'],
    ['ຫົວນົມຢາງ', '2 ອັນ', '35.000 ກີບ'],
  ],
  foot: ['ເປີດທຸກມື້ 7:30 - 21:00', 'ໂທ 021 250 777', 'ສິນຄ້າມີພ້ອມ ທຸກລາຍການ'],
});

// 43 ---- 6 m+ cereal on shelf, good messages, Thai label only (laos -> labeling_required alone)
add(43, 'shelf', 'lo', 'laos', [LR], 'complementary_food', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1100, h: 800,
  theme: { wall: 'linear-gradient(#fff8e1,#ffecb3)', sign: '#2e7d32', tag: '#fff' },
  sign: ['ອາຫານເສີມ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 'ໃຫ້ນົມແມ່ຕໍ່ເນື່ອງ ຈົນຮອດ 2 ປີ'], signW: 700,
  shelfY: 470, packH: 270,
  slots: [
    { pack: { kind: 'box', w: 160, h: 220, c1: '#fb8c00', c2: '#fff', lines: [{ x: '6+', s: 44, w: 900, c: '#e65100' }] }, tag: ['ເຂົ້າເດັກ ລົດຟັກທອງ', '6 ເດືອນຂຶ້ນໄປ 200 ກຣາມ', '42.000 ກີບ'], tagBorder: '#2e7d32' },
    { pack: { kind: 'box', w: 160, h: 220, c1: '#43a047', c2: '#fff', lines: [{ x: '6+', s: 44, w: 900, c: '#1b5e20' }] }, tag: ['ເຂົ້າເດັກ ລົດຜັກລວມ', '6 ເດືອນຂຶ້ນໄປ 200 ກຣາມ', '42.000 ກີບ'], tagBorder: '#2e7d32' },
    { pack: { kind: 'box', w: 160, h: 220, c1: '#fdd835', c2: '#fff', lines: [{ x: '6+', s: 44, w: 900, c: '#f57f17' }] }, tag: ['ເຂົ້າເດັກ ລົດໝາກກ້ວຍ', '6 ເດືອນຂຶ້ນໄປ 200 ກຣາມ', '45.000 ກີບ'], tagBorder: '#2e7d32' },
  ],
  note: { pos: 'right:50px;bottom:24px', lines: ['ສິນຄ້ານຳເຂົ້າຈາກໄທ', 'ສະຫຼາກເປັນພາສາໄທ ບໍ່ມີພາສາລາວ'], rot: -2 },
});

// 44 ---- the same kind of 6 m+ cereal, Thai label, judged under international (not suspected)
add(44, 'ecom', 'mixed', 'international', [], 'complementary_food', {
  font: f('DejaVu Sans', 'Noto Sans Lao'), theme: { main: '#43a047', img: 'radial-gradient(circle at 50% 40%,#fff,#e8f5e9 60%,#c8e6c9)' },
  time: '16:40', search: 'baby cereal 6m+',
  pack: { kind: 'box', w: 210, h: 270, c1: '#66bb6a', c2: '#fff', lines: [{ x: 'Kao Noi', s: 28, w: 800, c: '#2e7d32' }, { x: 'Baby Rice', s: 18, w: 700 }, { x: '6m+', s: 30, w: 900, c: '#ef6c00' }] },
  price: '42,000 ກີບ', priceSize: 32,
  title: ['ເຂົ້າເດັກ Kao Noi Baby Rice 6 ເດືອນຂຶ້ນໄປ 200 g', 'Imported from Thailand - Thai label'],
  rating: '4.6', sold: 'ຂາຍແລ້ວ 310',
  chipLabel: 'Flavour', chips: ['Pumpkin', 'Mixed veg', 'Banana'],
  desc: ['ເລີ່ມອາຫານເສີມ ເມື່ອລູກອາຍຸຄົບ 6 ເດືອນ', 'Keep breastfeeding up to 2 years and beyond', 'ບໍ່ແນະນຳໃຫ້ໃສ່ໃນຂວດນົມ'],
  shop: 'Kao Noi Lao', shopSub: 'Online 1 hour ago',
  buttons: ['Chat', 'ໃສ່ກະຕ່າ', 'ຊື້'],
});

// 45 ---- fruit puree pouch "as nourishing as breast milk", from 4 months
add(45, 'banner', 'en', 'international', [CF, PT], 'complementary_food', {
  font: f('Noto Sans Display', 'Noto Sans Lao'), w: 1300, h: 700,
  theme: { a: '#7cb342', a2: '#8bc34a', b: '#fff59d', c: '#ffcc80', text: '#fff', bigFill: '#fff', bigStroke: '#33691e', shadow: '#33691e' },
  mainPos: 'left:70px;top:60px',
  pre: [{ x: 'TinyTum Fruit Puree', s: 44 }],
  big: ['4', 'months+'],
  lines: [{ x: 'As nourishing as breast milk', s: 34, w: 800 }, 'Replace one milk feed a day', { x: 'Easy squeeze pouch, no spoon needed', bg: '#33691e', s: 24 }],
  packs: [{ pos: 'right:280px;top:150px', kind: 'pouch', w: 230, h: 340, c1: '#ff7043', c2: '#fff', lines: [{ x: 'TinyTum', s: 30, w: 900, c: '#d84315' }, { x: 'Apple & Pear', s: 18, w: 700 }, { x: 'from 4 months', s: 16, c: '#33691e' }] }],
  star: { pos: 'right:50px;top:60px', lines: ['NEW', 'pouch'], size: 190, color: '#d84315' },
  foot: ['tinytum.la', 'Available in all minimarts'],
});

// 46 ---- engine tuning "Stage 1 / Stage 2", F1 (not suspected)
add(46, 'banner', 'mixed', 'laos', [], 'none', {
  font: f('Liberation Sans', 'Noto Sans Lao'), bigFont: "'Liberation Sans Narrow','Noto Sans Lao'", w: 1200, h: 680,
  theme: { a: '#111111', a2: '#2a2a2a', b: '#d50000', c: '#ff6d00', text: '#fff', bigFill: '#ff1744', bigStroke: '#fff', shadow: '#000', foot: '#d50000' },
  ribbon: { x: 'FORMULA RACING', bg: '#d50000', pos: 'right:-80px;top:50px', w: 460, rot: 14, s: 26 },
  mainPos: 'left:60px;top:50px',
  pre: [{ x: 'ຮ້ານຈູນເຄື່ອງ ເທີໂບ ສະປີດ', s: 42 }],
  big: ['STAGE 2', 'ສູດ 2'],
  lines: ['ຈູນເຄື່ອງ Stage 1 ແລະ Stage 2', 'ເພີ່ມແຮງມ້າ 30% ປະຢັດນ້ຳມັນ', { x: 'ຫຼຸດ 15% ເດືອນນີ້ເທົ່ານັ້ນ', bg: '#d50000', s: 28 }],
  circle: { pos: 'right:120px;top:250px', bg: '#212121', lines: ['ເບິ່ງ F1', 'ສົດ ທຸກອາທິດ'], sizes: [36, 18], size: 200 },
  foot: ['ໂທ 020 9191 9191', 'ບ້ານດົງປ່າລານ ນະຄອນຫຼວງ'],
});

// 47 ---- clinic sells growing-up milk to its patients
add(47, 'notice', 'lo', 'laos', [HW, PP], 'growing_up_milk', {
  font: f('Noto Sans', 'Noto Sans Lao'), bodySize: 21, w: 900,
  theme: { a: '#00897b', a2: '#ffb300', bg: '#e0f2f1', border: '2px solid #00897b', inner: '#fff', titleBg: '#00897b' },
  org: ['ຄລີນິກເດັກ ສຸຂະພາບດີ', 'ກວດ ແລະ ປິ່ນປົວ ເດັກນ້ອຍ'],
  title: ['ແຈ້ງການ ສຳລັບຄົນເຈັບ'], titleSizes: [38],
  body: [
    'ຄລີນິກຂອງພວກເຮົາ ມີນົມ ນູວີຕາ ສູດ 3 ສຳລັບເດັກ 1-3 ປີ',
    { x: 'ຂາຍໃຫ້ຄົນເຈັບຂອງຄລີນິກ ລາຄາພິເສດ 199.000 ກີບ', bullet: 1 },
    { x: 'ທ່ານໝໍຂອງພວກເຮົາ ແນະນຳສຳລັບເດັກຫຼັງປິ່ນປົວ', bullet: 1 },
    { x: 'ຕິດຕໍ່ຊື້ໄດ້ທີ່ເຄົາເຕີ ຈ່າຍຢາ', bullet: 1 },
    { x: 'ສະສົມໃບບິນ 5 ໃບ ຮັບ 1 ກະປ໋ອງ ຟຣີ', box: '#fff3e0', s: 24, c: '#e65100' },
  ],
  sign: ['ທ່ານໝໍ ຜູ້ອຳນວຍການຄລີນິກ'],
});

// 48 ---- recall notice in Lao (not suspected)
add(48, 'notice', 'lo', 'laos', [], 'none', {
  font: f('Noto Sans', 'Noto Serif Lao'), bodySize: 20, w: 900,
  theme: { a: '#c62828', a2: '#ffca28', bg: '#fafafa', border: '6px solid #212121', inner: '#fffdf5', titleBg: '#c62828' },
  org: ['ກົມອາຫານ ແລະ ຢາ', 'ກະຊວງສາທາລະນະສຸກ'],
  ref: ['ແຈ້ງເຕືອນ', 'ວັນທີ 18 ເມສາ 2025'],
  title: ['ແຈ້ງການຮຽກຄືນສິນຄ້າ', 'ນົມຜົງເດັກ ສູດ 1 ຂະໜາດ 400 ກຣາມ'], titleSizes: [42, 30],
  body: [
    { x: 'ລັອດການຜະລິດ 2501 ແລະ 2502', bullet: 1 },
    { x: 'ສາເຫດ: ກວດພົບເຊື້ອແບັກທີເຣຍ ເກີນມາດຕະຖານ', bullet: 1 },
    { x: 'ໃຫ້ຢຸດໃຊ້ທັນທີ ແລະ ສົ່ງຄືນຮ້ານທີ່ຊື້', bullet: 1 },
    { x: 'ຮ້ານຄ້າ ຕ້ອງເກັບສິນຄ້າອອກຈາກຊັ້ນວາງ', bullet: 1 },
    { x: 'ຖ້າລູກມີອາການຖອກທ້ອງ ຫຼື ເປັນໄຂ້ ໃຫ້ໄປໂຮງໝໍ', box: '#ffebee', s: 22 },
    { x: 'ສາຍດ່ວນ 1516', w: 700, s: 24 },
  ],
  sign: ['ຫົວໜ້າກົມ'],
});

// 49 ---- brand's online class for parents + coupon for stage 3
add(49, 'social', 'mixed', 'international', [IE, PP], 'growing_up_milk', {
  font: f('Noto Sans', 'Noto Sans Lao'), theme: { av: '#3949ab' },
  page: 'Kiddo Grow Laos', time: 'Sponsored',
  text: ['Free online class for parents: "From milk to meals"', 'ຫ້ອງຮຽນອອນລາຍ ຟຣີ ສຳລັບພໍ່ແມ່ ວັນເສົາ 20:00', 'Join and get a 30,000 kip coupon for Kiddo Grow 3'],
  img: {
    bgCss: 'radial-gradient(circle at 85% 20%,#ffcc80 0 14%,transparent 15%),radial-gradient(circle at 10% 80%,#9fa8da 0 20%,transparent 21%),linear-gradient(135deg,#283593,#5c6bc0)', h: 480, gap: 12,
    lines: [{ x: 'LIVE CLASS', bg: '#d50000', s: 28 }, { x: 'From milk to meals', s: 54, out: '#1a237e' }, { x: 'ຈາກນົມ ສູ່ອາຫານ', s: 44 }, { x: 'with Kiddo Grow 3 toddler milk', s: 26, c: '#fff59d' }],
    after: [{ x: 'Coupon 30,000 ກີບ', bg: '#ff6f00', s: 28 }],
  },
  react: ['1.1K', '230 comments'],
  actions: ['Like', 'Comment', 'Share'],
});

// 50 ---- explainer of the Code from a parents' network (not suspected)
add(50, 'flyer', 'mixed', 'international', [], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1100, h: 1150, titleSize: 50,
  theme: { a: '#00838f', bg: 'repeating-linear-gradient(135deg,#e0f7fa 0 20px,#f5fdfe 20px 40px)', head: 'linear-gradient(110deg,#006064,#00acc1)', band: '#006064', foot: '#004d40' },
  kicker: 'ຮູ້ສິດຂອງທ່ານ / KNOW THE CODE',
  title: ['What the Code says', 'ກົດລະບຽບ ວ່າແນວໃດ?'],
  sub: ['International Code of Marketing of Breast-milk Substitutes'],
  cols: [
    { head: 'Not allowed', lines: ['Discounts on formula', 'Free samples to mothers', 'Gifts from formula brands', 'ບໍ່ໃຫ້ຫຼຸດລາຄາ ຫຼື ແຖມ'] },
    { head: 'Covered', lines: ['Infant formula 0-6 m', 'Follow-on, growing-up milk', 'Bottles and teats', 'ຂວດນົມ ແລະ ຫົວນົມ'] },
    { head: 'Report it', lines: ['Take a screenshot', 'Note the shop and date', 'Send it to the ministry', 'ແຈ້ງ ສາຍດ່ວນ 165'] },
  ],
  band: ['Protect breastfeeding / ປົກປ້ອງນົມແມ່', 'A public explainer from the Lao Parents Network'],
  foot: ['Lao Parents Network', 'Not sponsored by any company'],
});

// 51 ---- webinar for nurses with CPD points and e-voucher, educational grant from formula company
add(51, 'invite', 'en', 'laos', [HW, SC], 'none', {
  font: f('Noto Sans', 'Noto Sans Lao'), kindFont: "'Noto Sans Display'", kindSize: 56, ts: 36,
  theme: { bgCss: 'radial-gradient(circle at 0 0,#b2ebf2 0 20%,transparent 21%),linear-gradient(160deg,#e0f7fa,#ffffff 50%,#e0f2f1)', gold: '#00838f', t1: '#263238', t2: '#006064', logoBg: '#00838f', logoC: '#fff' },
  org: 'NEOCARE SCIENTIFIC ACADEMY', kind: 'Webinar',
  title: ['Managing infant colic', 'and reflux in primary care'],
  sub: ['For nurses, midwives and paediatricians'],
  details: ['Thursday 9 October 2025, 19:30 Vientiane time', 'Online - link sent after registration', '2 CPD points + e-voucher 100,000 LAK', 'Speaker: Dr. K. Phommachanh, paediatrician'],
  sponsor: { label: 'Educational grant from', logos: ['NeoCare Infant Nutrition'] },
});

// 52 ---- 6 m+ jar with continued-breastfeeding message and price (not suspected)
add(52, 'packshot', 'lo', 'laos', [], 'complementary_food', {
  font: f('Noto Sans', 'Noto Looped Lao'), w: 900, h: 1000,
  theme: { bgCss: 'radial-gradient(circle at 70% 30%,#fff,#ffe0b2 60%,#ffcc80)', table: '#795548', tableH: 170, capBg: 'rgba(255,255,255,.9)', capC: '#4e342e' },
  cap: ['ອາຫານເສີມ ນ້ອຍນ້ອຍ ຟັກທອງບົດ', 'ມີຂາຍແລ້ວທີ່ຮ້ານ ຕະຫຼາດເຊົ້າ'],
  packX: 110,
  packs: [
    { kind: 'jar', w: 260, h: 380, c1: '#ffb74d', c2: '#fff', lines: [{ x: 'ນ້ອຍນ້ອຍ', s: 32, w: 800, c: '#e65100' }, { x: 'ຟັກທອງບົດ', s: 22, w: 700 }, { x: 'ເດັກ 6 ເດືອນຂຶ້ນໄປ', s: 16 }, { x: 'ບໍ່ໃສ່ນ້ຳຕານ ແລະ ເກືອ', s: 15 }] },
    { kind: 'jar', w: 200, h: 300, c1: '#aed581', c2: '#fff', lines: [{ x: 'ນ້ອຍນ້ອຍ', s: 26, w: 800, c: '#33691e' }, { x: 'ຜັກລວມ', s: 18 }, { x: '6 ເດືອນຂຶ້ນໄປ', s: 15 }] },
  ],
  note: { pos: 'right:40px;top:170px', lines: ['ລາຄາ 28.000 ກີບ', 'ໃຫ້ນົມແມ່ຕໍ່ເນື່ອງ ຮອດ 2 ປີ', 'ບໍ່ແນະນຳ ສຳລັບເດັກ', 'ອາຍຸຕ່ຳກວ່າ 6 ເດືອນ'], rot: 3, s: 20 },
});

// 53 ---- growing-up milk carousel: taller, smarter, buy 2
add(53, 'carousel', 'en', 'international', [PT, PP], 'growing_up_milk', {
  font: f('Liberation Sans', 'Noto Sans Lao'), h: 1000, cardH: 560, theme: { av: '#ffe082' },
  page: 'Kiddo Grow', sub: 'Sponsored',
  cards: [
    { bg: 'linear-gradient(#1565c0,#42a5f5)', pack: { kind: 'can', w: 170, h: 230, c1: '#ffb300', c2: '#fff', lines: [{ x: 'Kiddo Grow', s: 20, w: 800, c: '#1565c0' }, { x: '3', s: 44, w: 900, c: '#ef6c00' }, { x: '1-3 years', s: 15 }] }, lines: [{ x: 'GROW TALLER', s: 32, w: 900 }, 'by 3 cm in 6 months*'], gap: 14 },
    { bg: 'linear-gradient(#6a1b9a,#ba68c8)', lines: [{ x: 'SMART', s: 54, w: 900, c: '#fff59d' }, 'DHA + Omega 3', 'for a sharper brain', 'and better sleep'], gap: 14 },
    { bg: 'linear-gradient(#c62828,#ef5350)', lines: [{ x: 'BUY 2', s: 50, w: 900 }, 'get a free', 'growth chart', 'and height ruler', { x: 'This week only', bg: '#212121', s: 22, w: 800 }], gap: 12 },
  ],
  likes: '5,602 likes',
  caption: ['Kiddo Grow 3 growing-up milk for 1-3 year olds.', '*Based on our internal study. Tap to shop.'],
});

// 54 ---- baby expo: strollers, car seats, water bottles (not suspected)
add(54, 'banner', 'en', 'international', [], 'other_baby_product', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1280, h: 720,
  theme: { a: '#3949ab', a2: '#5c6bc0', b: '#ffca28', c: '#ff7043', text: '#fff', bigFill: '#ffca28', bigStroke: '#1a237e', shadow: '#1a237e' },
  ribbon: { x: 'BABY EXPO 2025', bg: '#ff7043', pos: 'left:-60px;top:40px', w: 430, rot: -12, s: 26 },
  mainPos: 'left:80px;top:120px',
  pre: [{ x: 'Strollers, car seats & cribs', s: 40 }],
  big: ['50%', 'OFF'],
  lines: ['Kids water bottles 500 ml - buy 1 get 1', 'Free teddy bear with every stroller', { x: '3 days only: 14-16 March', bg: '#1a237e', s: 26 }],
  star: { pos: 'right:290px;top:80px', lines: ['SALE', 'today'], size: 200, color: '#1a237e' },
  vert: { pos: 'right:70px;top:120px', bg: '#ff7043', words: ['M', 'E', 'G', 'A', 'SALE'], s: 34 },
  foot: ['ITECC Hall B', '10:00 - 21:00'],
});

// 55 ---- stage 2 cans without expiry date, wholesale (labeling_required under both variants)
add(55, 'packshot', 'mixed', 'international', [LR], 'follow_on_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), w: 1000, h: 1000,
  theme: { bgCss: 'linear-gradient(180deg,#cfd8dc,#eceff1)', table: '#8d6e63', tableH: 160, capBg: '#263238', capC: '#fff' },
  cap: ['ນົມສູດ 2 ລາຄາສົ່ງ ລັງລະ 12 ກະປ໋ອງ', 'Stage 2 follow-on 6-12m, wholesale, tel 020 5656 7878'],
  packX: 120,
  packs: [
    { kind: 'can', w: 300, h: 450, c1: '#7e57c2', c2: '#fff', lines: [{ x: 'Lacto+', s: 40, w: 900, c: '#4527a0' }, { x: '2', s: 70, w: 900, c: '#ff7043' }, { x: 'Follow-on formula', s: 18 }, { x: '6-12 months', s: 18 }] },
    { kind: 'can', w: 300, h: 450, c1: '#7e57c2', c2: '#f5f5f5', lines: [{ x: 'MFG: 02/2025', s: 22, w: 700 }, { x: 'EXP:', s: 22, w: 700 }, { x: 'Batch:', s: 22, w: 700 }, { x: 'Net wt 800 g', s: 18 }] },
  ],
  note: { pos: 'right:60px;top:150px', lines: ['ວັນໝົດອາຍຸ ບໍ່ໄດ້ພິມ', 'ແຕ່ຂອງໃໝ່ ຮັບປະກັນ'], rot: -4 },
});

// 56 ---- office meme about Excel formulas (not suspected)
add(56, 'meme', 'mixed', 'international', [], 'none', {
  font: f('DejaVu Sans', 'Noto Sans Lao'), memeFont: "'DejaVu Sans','Noto Sans Lao'", w: 900, h: 900, ts: 44, bs: 44,
  pal: ['#90a4ae', '#b0bec5', '#cfd8dc', '#78909c', '#a5d6a7'],
  top: ['ເມື່ອເຈົ້ານາຍບອກວ່າ', 'ໃຫ້ໃສ່ FORMULA ໃນ EXCEL'],
  bottom: ['=VLOOKUP(A2,B:C,2)', 'ແລ້ວມັນຂຶ້ນ #N/A'],
  scene: `<div style="position:absolute;left:170px;top:250px;width:560px;height:380px;background:#fff;border:4px solid #2e7d32;display:grid;grid-template-columns:repeat(5,1fr);grid-template-rows:repeat(8,1fr)">${Array.from({ length: 40 }, (_, i) => `<div style="border:1px solid #c8e6c9;background:${i % 7 === 3 ? '#e8f5e9' : '#fff'}"></div>`).join('')}</div>`,
  mid: { pos: 'left:300px;top:400px', lines: ['#N/A', '#REF!'], s: 30, bg: 'rgba(255,235,238,.95)' },
  wm: 'meme.office.la',
});

// 57 ---- company-paid study tour for paediatricians and pharmacists
add(57, 'flyer', 'lo', 'international', [HW, SC], 'none', {
  font: f('Noto Sans', 'Noto Serif Lao'), w: 1100, h: 1150, titleSize: 50,
  theme: { a: '#d84315', bg: 'radial-gradient(circle at 100% 100%,#ffccbc,#fff 55%)', head: 'linear-gradient(120deg,#bf360c,#ff7043)', band: '#bf360c', foot: '#3e2723' },
  kicker: 'ໂຄງການ ບຣາຍສະຕາດ',
  title: ['ທັດສະນະສຶກສາ ສິງກະໂປ', 'ສຳລັບ ທ່ານໝໍເດັກ ແລະ ເພສັດ'],
  sub: ['ຮ່ວມເບິ່ງໂຮງງານຜະລິດ ແລະ ສູນຄົ້ນຄວ້າ'],
  cols: [
    { head: 'ກຳນົດການ', lines: ['5 ວັນ 4 ຄືນ', 'ວັນທີ 12 - 16 ພຶດສະພາ', 'ໂຮງແຮມ 5 ດາວ'] },
    { head: 'ຜູ້ມີສິດ', lines: ['ທ່ານໝໍເດັກ ໂຮງໝໍແຂວງ', 'ເພສັດ ຮ້ານຂາຍຢາ', 'ຄູ່ຄ້າ ບຣາຍສະຕາດ'] },
    { head: 'ຄ່າໃຊ້ຈ່າຍ', lines: ['ປີ້ຍົນ ໄປ-ກັບ', 'ທີ່ພັກ ແລະ ອາຫານ', 'ບໍລິສັດ ຮັບຜິດຊອບ'] },
  ],
  band: ['ສະໝັກກັບຕົວແທນ ບຣາຍສະຕາດ', 'ຈຳກັດ 20 ທ່ານ ເທົ່ານັ້ນ'],
  foot: ['ໂທ 021 333 222', 'ບໍລິສັດ ບຣາຍສະຕາດ ລາວ'],
});

// 58 ---- free pregnancy class by formula brand + stage-1 coupon
add(58, 'tiktok', 'lo', 'laos', [IE, PP], 'infant_formula', {
  font: f('Noto Sans', 'Noto Sans Lao'), pal: ['#ce93d8', '#f48fb1', '#fff59d', '#b39ddb', '#80cbc4', '#ffccbc'],
  tabs: ['ຕິດຕາມ', 'ສຳລັບທ່ານ'],
  caps: [{ x: 'ຫ້ອງຮຽນແມ່ຖືພາ', s: 58 }, { x: 'ຟຣີ!', s: 80, fill: '#ffee58', stroke: '#4a148c' }, { x: 'ໂດຍ ມິລາໂກລ', s: 46 }, { x: 'ຮັບຄູປອງ ສູດ 1 ທັນທີ', bg: '#6a1b9a', s: 40, sw: 0 }],
  pack: { kind: 'can', w: 220, h: 300, c1: '#d81b60', c2: '#fff', lines: [{ x: 'ມິລາໂກລ', s: 28, w: 900, c: '#ad1457' }, { x: '1', s: 54, w: 900, c: '#6a1b9a' }, { x: '0-6 ເດືອນ', s: 16 }] },
  packX: 240, packY: 640,
  likes: '8.730', comments: '412', shares: '1.024',
  user: '@ມິລາໂກລ.ລາວ',
  desc: ['ຮຽນການອາບນ້ຳລູກ ແລະ ການປ້ອນນົມ', 'ວັນອາທິດ ທີ 8 ມິຖຸນາ ທີ່ ຫ້າງ ວຽງຈັນ ເຊັນເຕີ', '#ມິລາໂກລ #ແມ່ຖືພາ'],
  music: 'ສຽງຕົ້ນສະບັບ - ມິລາໂກລ',
});

// 59 ---- cereal promo in store: buy 2, get a stage-2 formula sample (cross-promotion)
add(59, 'shelf', 'lo', 'international', [CF, PP], 'complementary_food', {
  font: f('Noto Sans', 'Phetsarath OT'), w: 1150, h: 820,
  theme: { wall: 'repeating-linear-gradient(90deg,#e3f2fd 0 60px,#bbdefb 60px 62px)', sign: '#1565c0', tag: '#fff59d' },
  sign: ['ເຂົ້າປຽກເດັກ ນູວີຕາ', 'ໂປໂມຊັ່ນ ເດືອນນີ້'], signW: 620,
  shelfY: 470, packH: 280,
  slots: [
    { pack: { kind: 'box', w: 170, h: 230, c1: '#1e88e5', c2: '#fff', lines: [{ x: 'ນູວີຕາ', s: 26, w: 900, c: '#0d47a1' }, { x: 'ເຂົ້າປຽກ', s: 16 }] }, tag: ['ເຂົ້າປຽກ ນູວີຕາ ລົດນົມ', '200 ກຣາມ', '39.000 ກີບ'] },
    { pack: { kind: 'box', w: 170, h: 230, c1: '#fb8c00', c2: '#fff', lines: [{ x: 'ນູວີຕາ', s: 26, w: 900, c: '#e65100' }, { x: 'ເຂົ້າປຽກ', s: 16 }] }, tag: ['ເຂົ້າປຽກ ນູວີຕາ ລົດຟັກທອງ', '200 ກຣາມ', '39.000 ກີບ'] },
    { pack: { kind: 'can', w: 170, h: 240, c1: '#00897b', c2: '#fff', lines: [{ x: 'ນູວີຕາ', s: 24, w: 900, c: '#00695c' }, { x: '2', s: 44, w: 900, c: '#ef6c00' }] }, tag: ['ຕົວຢ່າງ ນູວີຕາ ສູດ 2', 'ບໍ່ຂາຍ', 'ຟຣີ'], tagBg: '#ffcdd2' },
  ],
  note: { pos: 'left:60px;bottom:26px', lines: ['ຊື້ເຂົ້າປຽກ 2 ກ່ອງ', 'ຮັບຕົວຢ່າງ ນົມ ນູວີຕາ ສູດ 2 ຟຣີ'], rot: -3, bg: '#ffeb3b' },
});

// 60 ---- cereal with IQ claim, recommended by a paediatrician
add(60, 'tiktok', 'mixed', 'laos', [CF, PT, HW], 'complementary_food', {
  font: f('Noto Sans', 'Noto Sans Lao'), pal: ['#a5d6a7', '#fff59d', '#80cbc4', '#ffcc80', '#90caf9', '#ef9a9a'],
  tabs: ['Following', 'For You'],
  caps: [{ x: 'IQ ສູງ ຕັ້ງແຕ່ນ້ອຍ', s: 60 }, { x: 'Nuvita Smart Cereal', s: 50, fill: '#ffe082' }, { x: 'ທ່ານໝໍເດັກແນະນຳ', s: 46 }, { x: '6m+ ເສີມ DHA', bg: '#2e7d32', sw: 0, s: 40 }],
  pack: { kind: 'box', w: 200, h: 260, c1: '#43a047', c2: '#fff', lines: [{ x: 'Nuvita', s: 28, w: 900, c: '#1b5e20' }, { x: 'Smart Cereal', s: 18, w: 700 }, { x: 'IQ + DHA', s: 18, c: '#e65100' }] },
  packX: 230, packY: 630,
  likes: '31.2K', comments: '1,870', shares: '4,406',
  user: '@nuvita.laos',
  desc: ['ທ່ານໝໍ ສົມຈິດ ແນະນຳ ໃຫ້ລູກກິນທຸກເຊົ້າ', 'Brain + immunity in every spoon', '#Nuvita #SmartCereal #IQ'],
  music: 'original sound - nuvita.laos',
});

module.exports = D;
