// The 60 designs of writer i10 with their labels. Labels follow /work/shared/notes/labelling-guide.md.
'use strict';
const K = require('./lib');
const T = require('./templates');
const { L, FONTS } = K;
const P = T.productPic;

const D = [];
// meta: lang, variant, groups, product, hard (+crop spec), note (labelling decision)
function add(n, tpl, meta, data) {
  D.push({ id: `i10-${String(n).padStart(3, '0')}`, template: `i10-${tpl}`, ...meta, render: () => T[tpl](data) });
}
const PP = 'promotion_public', LR = 'labeling_required', PT = 'prohibited_text', IE = 'information_education',
  HW = 'health_workers', SC = 'sponsorship_coi', CF = 'complementary_foods';

const canPic = (brand, stage, body, band, o = {}) => ({ kind: 'can', w: o.w || 150, h: o.h || 200, body, band, baby: o.baby, babySize: o.babySize,
  lines: [{ t: brand, s: o.bs || 20, c: o.c || band }, { t: stage, s: o.ss || 44, w: 900, c: o.c || band }].concat(o.more || []) });
const puppy = (size = 300) => `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="flex:none">
  <ellipse cx="50" cy="78" rx="30" ry="18" fill="#d7a86e"/><circle cx="50" cy="44" r="24" fill="#e0b47c"/>
  <ellipse cx="28" cy="44" rx="9" ry="17" fill="#8d5a2b" transform="rotate(18 28 44)"/><ellipse cx="72" cy="44" rx="9" ry="17" fill="#8d5a2b" transform="rotate(-18 72 44)"/>
  <circle cx="42" cy="42" r="3.5" fill="#222"/><circle cx="58" cy="42" r="3.5" fill="#222"/><ellipse cx="50" cy="52" rx="5" ry="3.5" fill="#222"/>
  <path d="M44 58 q6 5 12 0" stroke="#222" stroke-width="2" fill="none"/></svg>`;
const mathArt = `<svg width="360" height="360" viewBox="0 0 100 100"><path d="M10 90 L90 90 L10 20z" fill="rgba(255,255,255,.25)" stroke="#fff" stroke-width="2.5"/>
  <rect x="10" y="80" width="10" height="10" fill="none" stroke="#fff" stroke-width="2"/><circle cx="70" cy="30" r="18" fill="none" stroke="#fff59d" stroke-width="3"/>
  <path d="M52 30 H88 M70 12 V48" stroke="#fff59d" stroke-width="2"/></svg>`;

// ================= t001: e-commerce search result tiles =================
add(1, 't001', { lang: 'lo', variant: 'laos', groups: [PP], product: 'infant_formula', hard: 'jpeg' }, {
  font: FONTS.laoSans, accent: '#ee4d2d', query: 'ນົມຜົງ ສູດ 1 ເດັກ 0-6 ເດືອນ', tabs: ['ກ່ຽວຂ້ອງ', 'ລ່າສຸດ', 'ຂາຍດີ', 'ລາຄາ'],
  nav: ['ໜ້າຫຼັກ', 'ໝວດໝູ່', 'ກະຕ່າ', 'ຂ້ອຍ'],
  tiles: [
    { pic: canPic('Lactivo', '1', '#fdfaf3', '#1e6fb8'), badge: '-25%', title: ['ນົມຜົງ Lactivo ສູດ 1', 'ເດັກ 0–6 ເດືອນ 800g'], price: '189.000₭', old: '252.000₭', tags: ['ສົ່ງຟຣີ', 'ຄູປອງ 10%'], rating: '4.9', sold: 'ຂາຍແລ້ວ 1,2k', loc: 'ນະຄອນຫຼວງວຽງຈັນ' },
    { pic: canPic('NeoMil', '1', '#f3fbf8', '#00796b'), badge: '-18%', title: ['NeoMil ສູດ 1 ນົມສຳລັບ', 'ທາລົກ 0-6 ເດືອນ 400g'], price: '98.000₭', old: '120.000₭', tags: ['ຊື້ 2 ແຖມ 1'], rating: '4.8', sold: 'ຂາຍແລ້ວ 860', loc: 'ນະຄອນຫຼວງວຽງຈັນ' },
    { pic: canPic('BebeGold', '1', '#fffbea', '#b8860b'), badge: '-30%', title: ['BebeGold 1 ນົມຜົງເດັກ', 'ເກີດໃໝ່ 0-6 ເດືອນ'], price: '230.000₭', old: '329.000₭', tags: ['ສົ່ງຟີ', 'ມີຂອງແຖມ'], rating: '5.0', sold: 'ຂາຍແລ້ວ 2,4k', loc: 'ສະຫວັນນະເຂດ' },
    { pic: canPic('Mamilac', '1', '#fff5f8', '#ad1457'), badge: '-15%', title: ['Mamilac ສູດ 1 800 ກຣາມ', 'ສຳລັບເດັກແຕ່ແຮກເກີດ'], price: '205.000₭', old: '241.000₭', tags: ['ໂປໂມຊັ່ນ'], rating: '4.7', sold: 'ຂາຍແລ້ວ 530', loc: 'ປາກເຊ' },
  ],
});
add(2, 't001', { lang: 'mixed', variant: 'laos', groups: [], product: 'none', hard: 'noise', note: '4+ / school-age milks are out of scope: discounts and gifts do not matter.' }, {
  font: FONTS.sans, accent: '#f57224', query: 'ນົມຜົງ ເດັກ 4 ປີຂຶ້ນໄປ', tabs: ['ກ່ຽວຂ້ອງ', 'ລ່າສຸດ', 'ຂາຍດີ', 'ລາຄາ'],
  nav: ['ໜ້າຫຼັກ', 'ໝວດໝູ່', 'ກະຕ່າ', 'ຂ້ອຍ'],
  tiles: [
    { pic: canPic('KidsUp', '4', '#fff8e1', '#ef6c00'), badge: '-30%', title: ['KidsUp 4 School Milk', 'ສຳລັບເດັກ 4 ປີຂຶ້ນໄປ'], price: '145.000₭', old: '207.000₭', tags: ['ສົ່ງຟຣີ'], rating: '4.8', sold: 'ຂາຍແລ້ວ 3k', loc: 'ນະຄອນຫຼວງວຽງຈັນ' },
    { pic: { kind: 'box', w: 150, h: 200, body: '#e3f2fd', body2: '#90caf9', lines: [{ t: 'SmartKid', s: 22, c: '#0d47a1' }, { t: '4+', s: 48, w: 900, c: '#0d47a1' }] }, badge: '-20%', title: ['SmartKid 4+ ນົມຜົງ', 'for kids 4–12 years'], price: '120.000₭', old: '150.000₭', tags: ['Buy 1 Get 1'], rating: '4.6', sold: 'ຂາຍແລ້ວ 1,1k', loc: 'ຫຼວງພະບາງ' },
    { pic: canPic('GrowPal', '4+', '#f1f8e9', '#558b2f', { bs: 22 }), badge: '-25%', title: ['GrowPal School 4+', 'ນົມເດັກໄວຮຽນ 900g'], price: '162.000₭', old: '216.000₭', tags: ['Flash Sale'], rating: '4.9', sold: 'ຂາຍແລ້ວ 760', loc: 'ນະຄອນຫຼວງວຽງຈັນ' },
    { pic: { kind: 'box', w: 150, h: 200, body: '#fce4ec', body2: '#f48fb1', lines: [{ t: 'Tiny', s: 24, c: '#880e4f' }, { t: 'Champ', s: 24, c: '#880e4f' }, { t: '4+', s: 40, w: 900, c: '#880e4f' }] }, badge: '-10%', title: ['Tiny Champ 4+ ລົດຊາດວານິລາ', 'kids 4 years & up 800g'], price: '139.000₭', old: '154.000₭', tags: ['ມີຂອງແຖມ'], rating: '4.7', sold: 'ຂາຍແລ້ວ 410', loc: 'ປາກເຊ' },
  ],
});
const diaper = (a, b, c1, c2) => ({ kind: 'box', w: 190, h: 210, body: c1, body2: c2, lines: [{ t: a, s: 26, c: '#fff' }, { t: b, s: 22, c: '#fff' }], pic: K.babyFace(80) });
add(3, 't001', { lang: 'lo', variant: 'laos', groups: [], product: 'other_baby_product', hard: 'moire', note: 'Diapers and wipes are not covered, baby picture and discounts included.' }, {
  font: FONTS.phet, accent: '#0b8a7e', badgeBg: '#ffe082', query: 'ຜ້າອ້ອມເດັກ', tabs: ['ກ່ຽວຂ້ອງ', 'ລ່າສຸດ', 'ຂາຍດີ', 'ລາຄາ'],
  nav: ['ໜ້າຫຼັກ', 'ໝວດໝູ່', 'ກະຕ່າ', 'ຂ້ອຍ'],
  tiles: [
    { pic: diaper('Softy', 'M 56', '#4fc3f7', '#0288d1'), badge: '-35%', title: ['ຜ້າອ້ອມສຳເລັດຮູບ Softy', 'ໄຊ M 56 ຜືນ'], price: '119.000₭', old: '183.000₭', tags: ['ສົ່ງຟຣີ', 'ຊື້ 2 ແຖມ 1'], rating: '4.9', sold: 'ຂາຍແລ້ວ 5,6k', loc: 'ນະຄອນຫຼວງວຽງຈັນ' },
    { pic: diaper('DryBee', 'L 44', '#ffb74d', '#f57c00'), badge: '-20%', title: ['ຜ້າອ້ອມແບບກາງເກງ DryBee', 'ໄຊ L 44 ຜືນ'], price: '135.000₭', old: '169.000₭', tags: ['ໂປໂມຊັ່ນ'], rating: '4.8', sold: 'ຂາຍແລ້ວ 2,2k', loc: 'ນະຄອນຫຼວງວຽງຈັນ' },
    { pic: diaper('Softy', 'Wipes 80', '#81c784', '#388e3c'), badge: '-40%', title: ['ເຈ້ຍປຽກເດັກ Softy', '80 ແຜ່ນ x 3 ຫໍ່'], price: '45.000₭', old: '75.000₭', tags: ['ສົ່ງຟີ'], rating: '4.9', sold: 'ຂາຍແລ້ວ 8,1k', loc: 'ສະຫວັນນະເຂດ' },
    { pic: diaper('MooMoo', 'NB 64', '#f06292', '#c2185b'), badge: '-15%', title: ['ຜ້າອ້ອມເດັກເກີດໃໝ່ MooMoo', 'ໄຊ NB 64 ຜືນ'], price: '99.000₭', old: '116.000₭', tags: ['ມີຂອງແຖມ'], rating: '4.6', sold: 'ຂາຍແລ້ວ 970', loc: 'ປາກເຊ' },
  ],
});

// ================= t002: product page =================
add(4, 't002', { lang: 'mixed', variant: 'laos', groups: [PP, PT], product: 'follow_on_formula', hard: 'small' }, {
  font: FONTS.sans, h: 1280, pics: [canPic('BebeGold', '2', '#fffbea', '#b8860b', { w: 230, h: 310, bs: 30, ss: 80, more: [{ t: 'Follow-on Formula', s: 17, c: '#5d4037' }, { t: '6–12 months', s: 18, c: '#5d4037' }] })],
  imgSticker: ['-28%'], flash: ['FLASH SALE', 'ສິ້ນສຸດໃນ 02:14:33'], price: '219.000 ₭', old: '305.000 ₭', off: '-28%',
  title: ['BebeGold 2 Follow-on Formula 800g', 'ນົມສູດ 2 ສຳລັບເດັກ 6–12 ເດືອນ'], rating: '4.9 (2,1k)', sold: 'ຂາຍແລ້ວ 6,3k',
  voucherLabel: 'ໂຄດສ່ວນຫຼຸດ', vouchers: ['ຫຼຸດ 30.000 ກີບ', 'Free ship'], ship: 'ສົ່ງຟຣີ ທົ່ວວຽງຈັນ ພາຍໃນ 24 ຊົ່ວໂມງ',
  detailHead: 'ລາຍລະອຽດສິນຄ້າ', details: ['• DHA + ARA ເສີມສ້າງສະໝອງ ແລະ ສາຍຕາ', '• Immunity support with prebiotics GOS/FOS', '• ຍ່ອຍງ່າຍ ລູກບໍ່ທ້ອງຜູກ', '• Made in New Zealand, EXP 08/2026'],
  buttons: ['ແຊັດ', 'ເພີ່ມໃສ່ກະຕ່າ', 'ຊື້ດຽວນີ້'],
});
add(5, 't002', { lang: 'lo', variant: 'laos', groups: [PP, PT], product: 'growing_up_milk', hard: 'blur' }, {
  font: FONTS.laoSans, h: 1280, stickerBg: '#d81b60',
  pics: [canPic('Nutrigro', 'ສູດ 3', '#f3f8ff', '#3949ab', { w: 230, h: 310, bs: 30, ss: 52, more: [{ t: '1–3 ປີ', s: 24, c: '#283593' }] }), { kind: 'svg', svg: K.icon('gift', 150, '#ec407a') }],
  imgSticker: ['ແຖມຟຣີ', 'ກະເປົາແມ່ລູກອ່ອນ'], price: '189.000 ₭', old: '225.000 ₭', off: '-16%',
  title: ['ນົມຜົງ Nutrigro ສູດ 3 ສຳລັບເດັກ 1–3 ປີ', 'ຂະໜາດ 900 ກຣາມ ລົດຊາດທຳມະຊາດ'], rating: '4.8 (954)', sold: 'ຂາຍແລ້ວ 3,2k',
  voucherLabel: 'ຄູປອງຮ້ານ', vouchers: ['ຫຼຸດ 15.000 ກີບ', 'ຊື້ 3 ຫຼຸດ 5%'], ship: 'ສົ່ງຟຣີ ເມື່ອຊື້ຄົບ 300.000 ກີບ',
  detailHead: 'ຈຸດເດັ່ນ', details: ['• HMO ມີໂຄງສ້າງຄືກັບນົມແມ່', '• ຊ່ວຍໃຫ້ລູກສູງ ແລະ ສະຫຼາດ', '• ເສີມພູມຕ້ານທານ ບໍ່ເຈັບເປັນງ່າຍ', '• ສະຫຼາກພາສາລາວ ວັນໝົດອາຍຸ 03/2027'],
  buttons: ['ແຊັດ', 'ໃສ່ກະຕ່າ', 'ຊື້ເລີຍ'],
});
add(6, 't002', { lang: 'en', variant: 'international', groups: [CF, PT, PP], product: 'complementary_food', hard: 'screen' }, {
  font: FONTS.lib, h: 1280,
  pics: [{ kind: 'box', w: 220, h: 300, body: '#ffffff', body2: '#bbdefb', lines: [{ t: 'Lactivo', s: 30, c: '#1e6fb8' }, { t: 'Baby Rice', s: 28, c: '#0d47a1' }, { t: 'Cereal', s: 28, c: '#0d47a1' }, { t: 'from 4 months', s: 18, c: '#c62828' }], pic: K.bowl(120) },
    canPic('Lactivo', '2', '#fdfaf3', '#1e6fb8', { w: 150, h: 210 })],
  imgSticker: ['BUNDLE -20%'], price: '₭ 98,000', old: '₭ 122,000', off: '-20%',
  title: ['Lactivo Baby Rice Cereal 200g', 'From 4 months · Original flavour'], rating: '4.7 (410)', sold: '1.8k sold',
  voucherLabel: 'Vouchers', vouchers: ['Buy with Lactivo 2: save 20%', 'Free shipping'], ship: 'Free shipping on orders over ₭ 200,000',
  detailHead: 'Product details', details: ['• Same nutrients as Lactivo 2 follow-on formula', '• Boosts immunity with iron, zinc and probiotics', '• Mix with Lactivo 2 for a creamy taste', '• Suitable from 4 months of age'],
  buttons: ['Chat', 'Add to cart', 'Buy now'],
});
const momBox = { kind: 'box', w: 190, h: 280, body: '#fff', body2: '#f8bbd0', lines: [{ t: 'MamaCare', s: 28, c: '#ad1457' }, { t: 'Mom', s: 34, c: '#ad1457' }, { t: 'ນົມສຳລັບແມ່', s: 20, c: '#6a1b4d' }], pic: K.heartHands(90, '#f06292') };
add(7, 't002', { lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: 'rotate', note: 'Maternal milk is out of scope: BOGO and the brain claim about the unborn child are not suspected.' }, {
  font: FONTS.sans, h: 1280, pics: [momBox, momBox], imgSticker: ['ຊື້ 1 ແຖມ 1'], stickerBg: '#8e24aa', price: '165.000 ₭', old: '330.000 ₭', off: '-50%',
  title: ['MamaCare Mom ນົມສຳລັບແມ່ຖືພາ ແລະ ແມ່ໃຫ້ນົມ', 'Maternal milk powder 400g, ລົດຊາດວານິລາ'], rating: '4.9 (1,3k)', sold: 'ຂາຍແລ້ວ 4,7k',
  voucherLabel: 'Voucher', vouchers: ['Buy 1 Get 1', 'ສົ່ງຟຣີ'], ship: 'Free delivery ທົ່ວປະເທດ',
  detailHead: 'ລາຍລະອຽດ / Details', details: ['• Folic acid, iron & DHA for pregnant and nursing moms', '• ຊ່ວຍພັດທະນາສະໝອງລູກໃນທ້ອງ', '• Supports healthy breast milk', '• ໄຂມັນຕ່ຳ ບໍ່ເພີ່ມນ້ຳຕານ'],
  buttons: ['Chat', 'Add to cart', 'Buy now'],
});
add(8, 't002', { lang: 'en', variant: 'international', groups: [], product: 'other_baby_product', hard: 'dim', note: '"formula" of a baby shampoo, 0m+: not a covered product.' }, {
  font: FONTS.dejavu, h: 1280,
  pics: [{ kind: 'box', w: 210, h: 320, body: '#e0f7fa', body2: '#4dd0e1', lines: [{ t: 'Gentle Baby', s: 26, c: '#006064' }, { t: 'Shampoo', s: 28, c: '#006064' }, { t: 'tear-free', s: 18, c: '#00838f' }, { t: '0m+', s: 24, c: '#006064' }], pic: K.babyFace(90) }],
  imgSticker: ['NEW FORMULA'], stickerBg: '#00897b', price: '₭ 52,000', old: '₭ 69,000', off: '-25%',
  title: ['Gentle Baby Shampoo 400 ml', 'New tear-free formula · 0m+'], rating: '4.8 (2.3k)', sold: '9.1k sold',
  voucherLabel: 'Vouchers', vouchers: ['25% OFF', 'Buy 2 get 1'], ship: 'Free shipping · arrives in 2 days',
  detailHead: 'Description', details: ['• Our new formula 2.0 is tear-free and pH balanced', '• Safe for newborns from day one', '• With chamomile and oat extract', '• Dermatologist tested'],
  buttons: ['Chat', 'Add to cart', 'Buy now'],
});

// ================= t003: marketplace listing =================
add(9, 't003', { lang: 'lo', variant: 'international', groups: [LR], product: 'infant_formula', hard: 'crop', crop: { edge: 'bottom', line: -1 }, note: 'Repacked formula in bags without any label: labeling_required under both variants; a plain listing with price is not promotion.' }, {
  font: FONTS.laoSans, top: 'Marketplace', pics: [{ kind: 'bag' }, { kind: 'bag', w: 180, h: 215 }, { kind: 'bag' }],
  title: ['ນົມຜົງແບ່ງຂາຍ ສູດ 1 ສຳລັບເດັກ 0–6 ເດືອນ'], price: '180.000 ກີບ / ກິໂລ', posted: 'ລົງປະກາດ 3 ຊົ່ວໂມງກ່ອນ ໃນ ນະຄອນຫຼວງວຽງຈັນ',
  btn: ['ສົ່ງຂໍ້ຄວາມ', 'ບັນທຶກ', 'ແບ່ງປັນ'], descHead: 'ລາຍລະອຽດ',
  desc: ['ນົມຜົງ ສູດ 1 ແບ່ງໃສ່ຖົງ ຖົງລະ 1 ກິໂລ', 'ແກະຈາກກະສອບໃຫຍ່ 25 ກິໂລ', 'ບໍ່ມີກ່ອງ ບໍ່ມີສະຫຼາກ', 'ເໝາະສຳລັບເດັກ 0–6 ເດືອນ', 'ມີສິນຄ້າພ້ອມສົ່ງ ສອບຖາມ 020 9876 5432'],
  seller: ['ຮ້ານ ນ້ອງມິ້ນ ຂາຍສົ່ງ', 'ເຂົ້າຮ່ວມ Facebook ໃນປີ 2018'],
});
add(10, 't003', { lang: 'mixed', variant: 'laos', groups: [], product: 'follow_on_formula', hard: 'screen', note: 'Neutral stock notice (product, size, price, hours, contact) with a Lao label stated: not suspected under laos.' }, {
  font: FONTS.sans, top: 'Marketplace', photoBg: 'linear-gradient(180deg,#dfe6ea,#b0bec5)',
  pics: [canPic('NeoMil', 'ສູດ 2', '#f3fbf8', '#00796b', { w: 170, h: 230, bs: 24, ss: 40 }), canPic('NeoMil', 'ສູດ 2', '#f3fbf8', '#00796b', { w: 170, h: 230, bs: 24, ss: 40 })],
  title: ['NeoMil ສູດ 2 Follow-on Formula 800g'], price: '215.000 ກີບ', posted: 'ລົງປະກາດ 1 ມື້ກ່ອນ ໃນ ຫຼວງພະບາງ',
  btn: ['ສົ່ງຂໍ້ຄວາມ', 'ບັນທຶກ', 'ແບ່ງປັນ'], descHead: 'ລາຍລະອຽດ / Details',
  desc: ['ສຳລັບເດັກ 6–12 ເດືອນ, ກະປ໋ອງ 800 ກຣາມ', 'ມີສະຫຼາກພາສາລາວ, EXP 09/2026', 'In stock: 12 cans', 'ຮ້ານເປີດ 8:00–18:00 ທຸກວັນ', 'ໂທ 020 2233 4455'],
  seller: ['ຮ້ານ ແມ່ ແລະ ເດັກ ຫຼວງພະບາງ', 'ເຂົ້າຮ່ວມ Facebook ໃນປີ 2020'], avatar: '#4db6ac',
});

// ================= t004: story / reel frames =================
add(11, 't004', { lang: 'mixed', variant: 'laos', groups: [PP, PT], product: 'infant_formula', hard: 'moire', note: 'Paid influencer review with discount code; sleep/digestion claims.' }, {
  font: FONTS.sans, bg: 'linear-gradient(180deg,#f8bbd0,#f48fb1 60%,#ec407a)', avatar: '#ffe0b2',
  scene: `<div style="position:absolute;left:30px;top:600px">${K.motherBaby(400, '#ad1457', '#f3d2b3')}</div><div style="position:absolute;left:470px;top:700px">${P(canPic('Lactivo', '1', '#fdfaf3', '#1e6fb8', { w: 180, h: 240, bs: 26, ss: 60 }))}</div>`,
  user: 'mom.noy.review', sub: 'Paid partnership · Lactivo Laos',
  caption: [{ t: 'Review ນົມສູດ 1', s: 54 }, { t: 'ທີ່ລູກນ້ອຍກິນ', s: 54 }], capY: 130,
  stickers: [
    { x: 60, y: 340, r: -5, bg: '#fff', color: '#e91e63', lines: ['ລູກນອນຫຼັບດີ', 'ທ້ອງບໍ່ຜູກ'], fs: 36 },
    { x: 380, y: 480, r: 6, bg: '#ffeb3b', color: '#222', lines: ['CODE: MAMI10', 'ຫຼຸດ 10%'], fs: 30 },
    { x: 50, y: 1020, r: 0, bg: 'rgba(0,0,0,.5)', color: '#fff', lines: ['#ad #ນົມສູດ1 #ແມ່ລູກອ່ອນ'], fs: 22, fw: 600 },
  ],
  reply: 'ສົ່ງຂໍ້ຄວາມ',
});
add(12, 't004', { lang: 'lo', variant: 'laos', groups: [CF], product: 'complementary_food', hard: 'noise', note: 'Pouch presented as a breast-milk replacement: complementary_foods.' }, {
  font: FONTS.laoSans, bg: 'linear-gradient(180deg,#a5d6a7,#66bb6a 55%,#2e7d32)', avatar: '#fff59d',
  scene: `<div style="position:absolute;left:120px;top:560px">${P({ kind: 'box', w: 240, h: 330, body: '#fff3e0', body2: '#ffcc80', lines: [{ t: 'Sunny Baby', s: 26, c: '#e65100' }, { t: 'ອາຫານເສີມ', s: 24, c: '#4e342e' }, { t: 'ກ້ວຍ + ຟັກທອງ', s: 20, c: '#4e342e' }], pic: K.bowl(120) })}</div><div style="position:absolute;left:420px;top:600px">${K.babyFace(200)}</div>`,
  user: 'sunnybaby.laos', sub: 'ຜູ້ສະໜັບສະໜູນ',
  caption: [{ t: 'ອາຫານເສີມແບບຖົງ', s: 52 }, { t: 'ທົດແທນນົມແມ່ໄດ້ເລີຍ!', s: 50, c: '#fff59d' }], capY: 140,
  stickers: [
    { x: 90, y: 360, r: -4, bg: '#ff7043', lines: ['ສຳລັບເດັກ 6–24 ເດືອນ'], fs: 30 },
    { x: 360, y: 930, r: 5, bg: '#fff', color: '#2e7d32', lines: ['ບໍ່ຕ້ອງປຸງແຕ່ງ', 'ສະດວກ ພ້ອມກິນ'], fs: 30 },
  ],
  reply: 'ສົ່ງຂໍ້ຄວາມ',
});
add(13, 't004', { lang: 'lo', variant: 'laos', groups: [IE], product: 'none', hard: 'small', note: 'Feeding quiz by a formula brand club: information_education; no product pushed, product none.' }, {
  font: FONTS.phet, bg: 'linear-gradient(180deg,#b39ddb,#7e57c2 60%,#4527a0)', avatar: '#ffd54f',
  scene: `<div style="position:absolute;left:170px;top:700px">${K.motherBaby(380, '#5e35b1', '#f3d2b3')}</div>`,
  user: 'bebegold.momclub', sub: 'ຜູ້ສະໜັບສະໜູນ',
  caption: [{ t: 'ແບບທົດສອບ', s: 44, c: '#ffeb3b' }, { t: 'ນ້ຳນົມແມ່ ພໍໃຫ້ລູກບໍ່?', s: 48 }], capY: 130,
  stickers: [
    { x: 70, y: 330, r: 0, bg: '#fff', color: '#222', lines: ['ລູກຮ້ອງໄຫ້ຫຼັງກິນນົມ', 'ແມ່ນນ້ຳນົມບໍ່ພໍບໍ?'], fs: 32, fw: 700, pad: '14px 40px' },
    { x: 120, y: 500, r: 0, bg: '#7e57c2', lines: ['ແມ່ນ'], fs: 30, pad: '6px 60px', css: 'border:3px solid #fff' },
    { x: 390, y: 500, r: 0, bg: '#7e57c2', lines: ['ບໍ່ແນ່ໃຈ'], fs: 30, pad: '6px 40px', css: 'border:3px solid #fff' },
    { x: 60, y: 600, r: -3, bg: '#ffeb3b', color: '#4527a0', lines: ['ເບິ່ງຄຳຕອບ ກັບຜູ້ຊ່ຽວຊານ BebeGold Mom Club'], fs: 22, fw: 700 },
  ],
  reply: 'ສົ່ງຂໍ້ຄວາມ',
});
add(14, 't004', { lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: 'jpeg', note: 'Puppy milk replacer ("like mother\'s milk", 0–6 weeks, discount): animal product, out of scope.' }, {
  font: FONTS.sans, bg: 'linear-gradient(180deg,#ffe0b2,#ffb74d 55%,#ef6c00)', avatar: '#8d6e63',
  scene: `<div style="position:absolute;left:60px;top:620px">${puppy(340)}</div><div style="position:absolute;left:430px;top:640px">${P({ kind: 'box', w: 220, h: 300, body: '#fff', body2: '#d7ccc8', lines: [{ t: 'PawMilk', s: 30, c: '#5d4037' }, { t: 'Puppy', s: 24, c: '#5d4037' }, { t: 'Milk Replacer', s: 20, c: '#5d4037' }] })}</div>`,
  user: 'petshop.vte', sub: 'Sponsored',
  caption: [{ t: 'PawMilk ນົມສຳລັບລູກໝາ', s: 44 }, { t: 'Puppy Milk Replacer', s: 40 }], capY: 130,
  stickers: [
    { x: 80, y: 320, r: -6, bg: '#e53935', lines: ['-20% ອາທິດນີ້'], fs: 34 },
    { x: 330, y: 420, r: 4, bg: '#fff', color: '#5d4037', lines: ['Just like mother\u2019s milk', 'ຄືກັບນົມແມ່ໝາ'], fs: 28 },
    { x: 120, y: 1000, r: 0, bg: 'rgba(0,0,0,.45)', lines: ['0–6 weeks · ສົ່ງຟຣີ'], fs: 26, fw: 600 },
  ],
  reply: 'Send message',
});

// ================= t005: chat screenshots =================
add(15, 't005', { lang: 'lo', variant: 'laos', groups: [PP], product: 'infant_formula', hard: 'moire', note: 'Sales representative contacting a new mother by chat with a gift-with-purchase offer.' }, {
  font: FONTS.laoSans, name: 'ນ້ອງແອນ NeoMil', status: 'ຕົວແທນຂາຍ · ອອນລາຍ', day: 'ມື້ນີ້ 10:02', avatar: '#80cbc4', input: 'ພິມຂໍ້ຄວາມ...',
  msgs: [
    { side: 'l', lines: ['ສະບາຍດີ ແມ່ນ້ອຍ', 'ນ້ອງແມ່ນ ຕົວແທນຂາຍ NeoMil ເດີ້'] },
    { side: 'l', lines: ['ໄດ້ຍິນວ່າແມ່ຫາກໍ່ເກີດລູກ ຍິນດີນຳເດີ້'] },
    { side: 'l', card: { pic: canPic('NeoMil', '1', '#f3fbf8', '#00796b', { w: 90, h: 125, bs: 16, ss: 34 }), lines: ['NeoMil ສູດ 1 (0–6 ເດືອນ)', 'ກະປ໋ອງລະ 210.000 ກີບ', 'ຊື້ 3 ກະປ໋ອງ ແຖມຂວດນົມ 1 ອັນ'], hi: 2 } },
    { side: 'l', lines: ['ໂປນີ້ ຮອດທ້າຍເດືອນເທົ່ານັ້ນ', 'ສົ່ງຟຣີ ເຖິງບ້ານ'], time: '10:03' },
    { side: 'r', lines: ['ລູກກິນນົມແມ່ຢູ່ ແຕ່ນົມບໍ່ຄ່ອຍພໍ'], time: '10:15' },
    { side: 'l', lines: ['ລອງເສີມ ສູດ 1 ເບິ່ງກ່ອນເດີ້ແມ່', 'ສົນໃຈ ສົ່ງທີ່ຢູ່ມາໄດ້ເລີຍ'], time: '10:16' },
  ],
});
add(16, 't005', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'blur', note: "Parents' own question in a mothers' group chat: not suspected." }, {
  font: FONTS.phet, name: 'ກຸ່ມ ແມ່ລູກອ່ອນ ບ້ານໂພນໄຊ', status: 'ສະມາຊິກ 48 ຄົນ', day: 'ມື້ວານ 21:30', avatar: '#ce93d8', meBg: '#7b1fa2', input: 'Aa',
  msgs: [
    { side: 'l', name: 'ແມ່ນ້ອຍ', av: '#ffab91', lines: ['ລູກ 3 ເດືອນ ກິນແຕ່ນົມແມ່', 'ແຕ່ຮູ້ສຶກວ່ານົມບໍ່ພໍ', 'ຄວນໃຫ້ນົມສູດ 1 ເສີມບໍ່ແມ່ໆ?'], time: '21:30' },
    { side: 'l', name: 'ແມ່ຕຸ້ຍ', av: '#a5d6a7', nameColor: '#2e7d32', lines: ['ໃຫ້ລູກດູດເລື້ອຍໆ ນົມຈະມາຫຼາຍຂຶ້ນເອງ', 'ຂ້ອຍກໍ່ເປັນຄືກັນ ອາທິດດຽວກໍ່ດີຂຶ້ນ'], time: '21:34' },
    { side: 'l', name: 'ແມ່ພອນ', av: '#90caf9', nameColor: '#1565c0', lines: ['ລອງໄປປຶກສາ ສຸກສາລາ ກ່ອນເດີ້', 'ເພິ່ນຊ່ວຍເບິ່ງທ່າອູ້ມໃຫ້'], time: '21:40' },
    { side: 'r', lines: ['ຂອບໃຈຫຼາຍໆເດີ້ ຈະລອງເບິ່ງ'], time: '21:42' },
  ],
});

// ================= t006: live-sale overlays =================
add(17, 't006', { lang: 'lo', variant: 'laos', groups: [PP], product: 'follow_on_formula', hard: 'dim' }, {
  font: FONTS.laoSans, shop: 'ຮ້ານ ແມ່ ແລະ ເດັກ ວຽງຈັນ', likes: 'ຜູ້ຕິດຕາມ 12k', live: 'ໄລຟ໌ສົດ', viewers: '1,2k',
  banner: ['ລາຄາພິເສດ ສະເພາະໃນໄລຟ໌!'], props: [1, 2, 3].map(() => K.blankCan(110, 150, '#f3f8ff', '#3949ab')).join(''),
  comments: [['ນາງແສງ:', 'CF ສູດ 2 ສອງກະປ໋ອງ'], ['ພອນ:', 'ເຫຼືອຈັກກະປ໋ອງ?'], ['ຕຸ້ຍ:', 'ສົ່ງປາກເຊໄດ້ບໍ່'], ['ແອັດມິນ:', 'ເຫຼືອ 12 ກະປ໋ອງ ສຸດທ້າຍ!']],
  card: { pic: canPic('Nutrigro', 'ສູດ 2', '#f3f8ff', '#3949ab', { w: 90, h: 120, bs: 14, ss: 24 }), lines: ['Nutrigro ສູດ 2 (6–12 ເດືອນ)', '165.000 ກີບ', 'ແຖມຈອກປ້ອນນົມ 1 ອັນ'], btn: 'ສັ່ງຊື້' },
  input: 'ຂຽນຄຳເຫັນ...',
});
add(18, 't006', { lang: 'en', variant: 'international', groups: [PP, PT], product: 'bottles_teats', hard: 'moire' }, {
  font: FONTS.lib, shop: 'FlowMom Official', likes: '58k followers', live: 'LIVE', viewers: '2.4K', shirt: '#26a69a', avatar: '#80deea',
  banner: ['40% OFF TONIGHT ONLY'], props: [K.bottle(170), K.bottle(150, '#f8bbd0'), K.bottle(170, '#c5e1a5')].join(''),
  comments: [['anna_k', '2 sets pls'], ['mai.b', 'ship to Pakse?'], ['FlowMom', 'Teat feels like mom\u2019s breast!'], ['joy88', 'does it stop colic?']],
  card: { pic: { kind: 'svg', svg: K.bottle(120) }, lines: ['FlowMom Anti-colic Bottle Set', '₭ 179,000', 'Natural-feel teat · baby won\u2019t refuse'], btn: 'Buy now' },
  input: 'Say something...',
});

// ================= t007: pharmacy price boards =================
add(19, 't007', { lang: 'lo', variant: 'laos', groups: [PP], product: 'infant_formula', hard: 'rotate', note: 'Price list with a standing discount ("10 % every Friday"): promotion_public per the guide.' }, {
  font: FONTS.laoSans, h: 820, head: ['ຮ້ານຂາຍຢາ ສຸຂະພາບດີ', 'ລາຄານົມເດັກ ປະຈຳເດືອນ ມິຖຸນາ 2025'], colHead: ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ (ກີບ)'],
  rows: [['Lactivo ສູດ 1', '800 g', '215.000'], ['NeoMil ສູດ 1', '400 g', '118.000'], ['BebeGold ສູດ 1', '800 g', '232.000'], ['Mamilac ສູດ 2', '800 g', '226.000'], ['Nutrigro ສູດ 3', '900 g', '189.000'], ['Kiddo Pro ສູດ 3', '800 g', '176.000']],
  foot: [{ t: 'ທຸກວັນສຸກ ຫຼຸດ 10% ນົມເດັກທຸກຍີ່ຫໍ້', w: 800, s: 32, c: '#d32f2f' }, 'ເປີດ 7:30–21:00 ທຸກວັນ', 'ໂທ 021 412 345'],
});
add(20, 't007', { lang: 'lo', variant: 'laos', groups: [LR], product: 'infant_formula', hard: 'crop', crop: { edge: 'right', frac: 0.86 }, note: 'Neutral chalkboard list that says the label is Thai, not Lao: labeling_required under laos only.' }, {
  font: FONTS.phet, h: 720, board: true, head: ['ນົມເດັກ ມີຂາຍ', 'ຮ້ານຂາຍຢາ ວັດໄຕ'], colHead: ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ'],
  rows: [['Lactivo ສູດ 1', '800 g', '215.000'], ['NeoMil ສູດ 1', '800 g', '205.000'], ['Mamilac ສູດ 2', '800 g', '226.000'], ['Nutrigro ສູດ 3', '900 g', '189.000']],
  foot: [{ t: 'ໝາຍເຫດ: ສິນຄ້ານຳເຂົ້າຈາກໄທ', w: 700, s: 28, c: '#ffeb3b' }, { t: 'ສະຫຼາກພາສາໄທ ບໍ່ມີພາສາລາວ', w: 700, s: 28, c: '#ffeb3b' }, 'ເປີດ 8:00–20:00 | ໂທ 020 5566 7788'],
});
add(21, 't007', { lang: 'lo', variant: 'laos', groups: [], product: 'infant_formula', hard: 'jpeg', note: 'Neutral pharmacy price list: product, size, price, stock, hours, contact only.' }, {
  font: FONTS.laoSans, h: 740, head: ['ຮ້ານຂາຍຢາ ພອນສະຫວັນ', 'ລາຍການນົມສຳລັບເດັກ ແລະ ລາຄາ'], colHead: ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ (ກີບ)'],
  rows: [['Lactivo ສູດ 1 (0–6 ເດືອນ)', '800 g', '215.000'], ['Lactivo ສູດ 1 (0–6 ເດືອນ)', '400 g', '118.000'], ['NeoMil ສູດ 1 (0–6 ເດືອນ)', '800 g', '205.000'], ['NeoMil ສູດ 2 (6–12 ເດືອນ)', '800 g', '209.000'], ['BebeGold ສູດ 2 (6–12 ເດືອນ)', '800 g', '229.000']],
  foot: ['ມີສິນຄ້າໃນສາງ ທຸກລາຍການ', 'ເປີດ ຈັນ–ເສົາ 8:00–19:00', 'ໂທ 021 315 678 | ບ້ານ ພອນສະຫວັນ, ວຽງຈັນ'],
});
add(22, 't007', { lang: 'mixed', variant: 'international', groups: [], product: 'growing_up_milk', hard: 'small', note: 'Neutral list saying "imported, English label": not suspected under international (it would be labeling_required under laos).' }, {
  font: FONTS.sans, h: 600, head: ['Vientiane Family Pharmacy', 'ລາຍການນົມເດັກ 1–3 ປີ / Growing-up milk price list'], colHead: ['Product', 'Size', 'Price (₭)'],
  rows: [['Nutrigro 3 (1–3 yrs)', '900 g', '189,000'], ['Kiddo Pro 3 (1–3 yrs)', '800 g', '176,000'], ['GrowMax 3 (1–3 yrs)', '850 g', '198,000'], ['NeoMil 3 (1–3 yrs)', '800 g', '182,000']],
  foot: ['ສິນຄ້ານຳເຂົ້າ, ສະຫຼາກພາສາອັງກິດ / Imported, English label', 'Open daily 8:00–20:00 · Tel 021 222 333'],
});

// ================= t008: photographed shelves with talkers =================
const shelfCans = (body, band, n = 7) => Array.from({ length: n }, () => ({ kind: 'blankcan', w: 120, h: 170, body, band }));
add(23, 't008', { lang: 'mixed', variant: 'laos', groups: [PP, PT], product: 'growing_up_milk', hard: 'photo' }, {
  font: FONTS.sans, row1: shelfCans('#f3f8ff', '#3949ab'), row2: shelfCans('#fffbea', '#b8860b'), row3: shelfCans('#f3fbf8', '#00796b'),
  tags: [{ x: 60, y: 314, t: '159.000' }, { x: 400, y: 314, t: '176.000' }, { x: 60, y: 674, t: '189.000' }, { x: 400, y: 674, t: '205.000' }, { x: 60, y: 1034, t: '182.000' }, { x: 400, y: 1034, t: '198.000' }],
  tBg: '#1565c0', tx: 560, ty: 250, tr: 4,
  talker: [{ t: 'NEW!', s: 40, c: '#ffeb3b' }, { t: 'Nutrigro 3', s: 50 }, { t: 'ສຳລັບເດັກ 1–3 ປີ', s: 30, w: 600 }, { t: 'DHA + ARA', s: 34 }, { t: 'ເສີມສະໝອງ ແລະ ສາຍຕາ', s: 30, w: 700 }, { t: 'BUY 2 SAVE 15%', s: 38, c: '#ffeb3b' }],
});
const vitBox = (c1, c2) => Array.from({ length: 8 }, () => ({ kind: 'box', w: 100, h: 140, body: c1, body2: c2, lines: [] }));
add(24, 't008', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'noise', note: 'Prenatal vitamins with a brain claim and a discount: out of scope.' }, {
  font: FONTS.laoSans, row1: vitBox('#f3e5f5', '#ce93d8'), row2: vitBox('#e8f5e9', '#a5d6a7'), row3: vitBox('#fff3e0', '#ffcc80'),
  tags: [{ x: 60, y: 314, t: '85.000' }, { x: 400, y: 314, t: '120.000' }, { x: 60, y: 674, t: '65.000' }, { x: 400, y: 674, t: '99.000' }],
  tBg: '#8e24aa', tx: 540, ty: 280, tw: 470, tr: -3,
  talker: [{ t: 'ວິຕາມິນ ແມ່ຖືພາ', s: 40 }, { t: 'MamaVit Plus', s: 44, c: '#fff59d' }, { t: 'ໂຟລິກ + ທາດເຫຼັກ + DHA', s: 28, w: 600 }, { t: 'ບຳລຸງສະໝອງລູກໃນທ້ອງ', s: 32 }, { t: 'ຫຼຸດ 20% ເດືອນນີ້', s: 36, c: '#fff59d' }],
});

// ================= t009: can labels =================
add(25, 't009', { lang: 'en', variant: 'laos', groups: [LR], product: 'infant_formula', hard: 'photo', note: 'Lao-label test: English-only pack, expiry present, no other fault: labeling_required under laos.' }, {
  font: FONTS.lib, body: '#fdfaf3', band: '#1e6fb8',
  front: [{ t: 'Lactivo', s: 64, c: '#1e6fb8', w: 800 }, { t: '1', s: 120, w: 900, c: '#1e6fb8', css: 'line-height:1.15' }, { t: 'INFANT FORMULA', s: 30 }, { t: '0–6 months', s: 30, w: 500 }, { t: 'Net wt 800 g', s: 22, w: 400 }],
  panel: [{ t: 'IMPORTANT NOTICE', w: 800 }, 'Breast milk is the best food for babies.', 'Use only on the advice of', 'a health worker.', { t: 'Preparation', w: 700 }, 'Wash hands, boil water, cool to 70 °C.', 'Use the scoop provided.', 'Discard leftover feed after 1 hour.', 'Ingredients: skimmed milk, lactose,', 'vegetable oils, whey protein, minerals.', { t: 'EXP: 14/09/2026', s: 24 }, { t: 'LOT: LA2409B', s: 20 }, 'Made in the Netherlands'],
});
add(26, 't009', { lang: 'en', variant: 'international', groups: [], product: 'infant_formula', hard: 'crop', crop: { edge: 'right', frac: 0.84 }, note: 'Lao-label test: same kind of English-only compliant pack judged under international: not suspected.' }, {
  font: FONTS.dejavu, body: '#f3fbf8', band: '#00796b', panelR: 2,
  front: [{ t: 'NeoMil', s: 64, c: '#00796b', w: 800 }, { t: '1', s: 120, w: 900, c: '#00796b', css: 'line-height:1.15' }, { t: 'INFANT FORMULA', s: 28 }, { t: 'from birth to 6 months', s: 26, w: 500 }, { t: 'Net wt 400 g', s: 22, w: 400 }],
  panel: [{ t: 'IMPORTANT NOTICE', w: 800 }, 'Breastfeeding is best for babies.', 'Consult a health worker before', 'using infant formula.', { t: 'Preparation', w: 700 }, 'Boil water and let it cool.', '1 level scoop to 30 ml of water.', 'Use within 1 hour of preparation.', 'Store in a cool, dry place.', { t: 'EXP 02/2027', s: 24 }, { t: 'BATCH 27N041', s: 20 }, 'Product of Ireland'],
});
add(27, 't009', { lang: 'lo', variant: 'international', groups: [LR], product: 'follow_on_formula', hard: 'dim', note: 'Lao label present but the expiry field is empty: labeling_required under both variants.' }, {
  font: FONTS.laoSans, body: '#fff5f8', band: '#ad1457',
  front: [{ t: 'Mamilac', s: 60, c: '#ad1457' }, { t: 'ສູດ 2', s: 90, w: 900, c: '#ad1457' }, { t: 'ນົມສູດຕໍ່ເນື່ອງ', s: 34 }, { t: 'ສຳລັບເດັກ 6–12 ເດືອນ', s: 30, w: 500 }, { t: 'ນ້ຳໜັກສຸດທິ 400 ກຣາມ', s: 22, w: 400 }],
  panel: [{ t: 'ຂໍ້ຄວນຮູ້ທີ່ສຳຄັນ', w: 800 }, 'ນົມແມ່ ເປັນອາຫານທີ່ດີທີ່ສຸດ ສຳລັບເດັກ', 'ໃຊ້ຕາມຄຳແນະນຳ ຂອງແພດ ເທົ່ານັ້ນ', { t: 'ວິທີປະສົມ', w: 700 }, 'ລ້າງມື, ຕົ້ມນ້ຳ ແລ້ວປະໄວ້ໃຫ້ອຸ່ນ', 'ໃຊ້ບ່ວງຕວງ ທີ່ມີໃນກະປ໋ອງ', 'ສ່ວນປະກອບ: ນົມຜົງພ່ອງມັນເນີຍ,', 'ແລັກໂຕສ, ນ້ຳມັນພືດ, ແຮ່ທາດ', { t: 'ວັນຜະລິດ: 12/05/2025', s: 22 }, { box: true, t: 'ວັນໝົດອາຍຸ:', blank: 150 }, { t: 'ເລກຊຸດຜະລິດ: L2505', s: 20 }],
});
add(28, 't009', { lang: 'lo', variant: 'laos', groups: [PT], product: 'infant_formula', hard: 'blur', note: 'Lao label and expiry present; baby picture and "closest to breast milk" on the can: prohibited_text.' }, {
  font: FONTS.laoSans, body: '#fffbea', band: '#b8860b', baby: true,
  front: [{ t: 'BebeGold', s: 54, c: '#b8860b' }, { t: 'ສູດ 1', s: 70, w: 900, c: '#8d6e00' }, { t: 'ສູດໃກ້ຄຽງນົມແມ່ທີ່ສຸດ', s: 30, c: '#c62828' }, { t: 'ສຳລັບເດັກ 0–6 ເດືອນ', s: 26, w: 500 }],
  panel: [{ t: 'ຂໍ້ຄວນຮູ້ທີ່ສຳຄັນ', w: 800 }, 'ນົມແມ່ ເປັນອາຫານທີ່ດີທີ່ສຸດ ສຳລັບເດັກ', { t: 'ວິທີປະສົມ', w: 700 }, 'ລ້າງມື ແລະ ອຸປະກອນໃຫ້ສະອາດ', 'ຕົ້ມນ້ຳ ແລ້ວປະໄວ້ໃຫ້ອຸ່ນ 70 °C', 'ໃສ່ນົມຜົງ 1 ບ່ວງ ຕໍ່ນ້ຳ 30 ມລ', 'ນ້ຳໜັກສຸດທິ 800 ກຣາມ', { t: 'ວັນໝົດອາຍຸ: 20/01/2027', s: 22 }, { t: 'ຜະລິດທີ່ ມາເລເຊຍ', s: 20 }],
});
add(29, 't009', { lang: 'en', variant: 'laos', groups: [PT, LR], product: 'follow_on_formula', hard: 'photo' }, {
  font: FONTS.lib, body: '#f1f8e9', band: '#2e7d32', baby: true,
  front: [{ t: 'Kiddo Pro', s: 56, c: '#2e7d32' }, { t: '2', s: 100, w: 900, c: '#2e7d32', css: 'line-height:1.1' }, { t: 'FOLLOW-ON FORMULA', s: 26 }, { t: '6–12 months', s: 26, w: 500 }, { t: 'IQ+ Brain Development', s: 26, c: '#d84315' }],
  panel: [{ t: 'IMPORTANT NOTICE', w: 800 }, 'Breast milk is best for your baby.', { t: 'Why Kiddo Pro 2?', w: 700 }, '• DHA & lutein for a smarter brain', '• Nucleotides for strong immunity', '• Helps healthy weight gain', { t: 'EXP 11/2026', s: 24 }, { t: 'Net wt 900 g · Made in Australia', s: 18 }],
});
add(30, 't009', { lang: 'lo', variant: 'laos', groups: [], product: 'growing_up_milk', hard: 'rotate', note: 'Compliant Lao-labelled growing-up milk can (statement, instructions, expiry, no claims, no baby picture).' }, {
  font: FONTS.phet, body: '#f3fbf8', band: '#00796b',
  front: [{ t: 'NeoMil', s: 60, c: '#00796b' }, { t: 'ສູດ 3', s: 90, w: 900, c: '#00796b' }, { t: 'ນົມສຳລັບເດັກ 1–3 ປີ', s: 32 }, { t: 'ນ້ຳໜັກສຸດທິ 800 ກຣາມ', s: 22, w: 400 }],
  panel: [{ t: 'ຂໍ້ຄວນຮູ້ທີ່ສຳຄັນ', w: 800 }, 'ນົມແມ່ ເປັນອາຫານທີ່ດີທີ່ສຸດ ສຳລັບເດັກ', 'ສືບຕໍ່ລ້ຽງລູກດ້ວຍນົມແມ່ ຈົນຮອດ 2 ປີ', { t: 'ວິທີປະສົມ', w: 700 }, 'ລ້າງມື, ຕົ້ມນ້ຳ ແລ້ວປະໄວ້ໃຫ້ອຸ່ນ', 'ໃສ່ນົມຜົງ 2 ບ່ວງ ຕໍ່ນ້ຳ 90 ມລ', 'ເກັບໄວ້ບ່ອນແຫ້ງ ແລະ ເຢັນ', { t: 'ວັນໝົດອາຍຸ: 30/06/2027', s: 22 }, { t: 'ນຳເຂົ້າໂດຍ ບໍລິສັດ ລາວ ໂພຊະນາ ຈຳກັດ', s: 18 }],
});

// ================= t010: event posters =================
add(31, 't010', { lang: 'lo', variant: 'laos', groups: [HW, SC], product: 'none', hard: 'photo', note: 'Health-worker seminar sponsored by a formula company: health_workers + sponsorship_coi; only the company is named, product none.' }, {
  font: FONTS.laoSerif, bg: '#f5f9ff', headBg: 'linear-gradient(135deg,#0d47a1,#1976d2)', kicker: 'ສຳລັບບຸກຄະລາກອນສາທາລະນະສຸກ',
  title: [{ t: 'ກອງປະຊຸມວິຊາການ', s: 56 }, { t: 'ໂພຊະນາການ ເດັກເກີດໃໝ່', s: 44 }, { t: 'ແລະ ເດັກນ້ອຍ 2025', s: 44 }],
  art: K.person(200), artY: 250, infoY: 500,
  info: [{ i: 'user', t: ['ສຳລັບ ແພດເດັກ, ພະຍາບານ ແລະ ຜະດຸງຄັນ'] }, { i: 'cal', t: ['ວັນເສົາ ທີ 14 ມິຖຸນາ 2025', '08:30 – 16:30'] }, { i: 'pin', t: ['ໂຮງແຮມ ແມ່ນ້ຳຂອງ ວິວ, ນະຄອນຫຼວງວຽງຈັນ'] }, { i: 'gift', t: ['ອາຫານທ່ຽງ ແລະ ງານລ້ຽງຄ່ຳ ຟຣີ', 'ຮັບໃບຢັ້ງຢືນ ແລະ ຂອງທີ່ລະນຶກ'] }, { i: 'phone', t: ['ລົງທະບຽນ: 020 7777 8899'] }],
  logos: K.logoMark(90, '#b8860b', '#ffe082'), foot: ['ສະໜັບສະໜູນໂດຍ', 'BebeGold Nutrition'], footLine: '#b8860b',
});
add(32, 't010', { lang: 'mixed', variant: 'international', groups: [HW, SC], product: 'none', hard: 'small' }, {
  font: FONTS.sans, bg: '#fbf7ef', headBg: 'linear-gradient(135deg,#4a148c,#7b1fa2)', kicker: 'CME DINNER SYMPOSIUM', iconC: '#6a1b9a',
  title: [{ t: 'Updates in Infant Nutrition', s: 50 }, { t: '& Gut Health', s: 50 }, { t: 'ກອງປະຊຸມ ແລະ ງານລ້ຽງຄ່ຳ ສຳລັບແພດ', s: 32, w: 600 }],
  art: K.heartHands(150, '#ce93d8'), artY: 290, infoY: 480,
  info: [{ i: 'user', t: ['For paediatricians & obstetricians', 'ສຳລັບ ແພດເດັກ ແລະ ແພດພະແນກເກີດລູກ'] }, { i: 'cal', t: ['Friday 22 August 2025, 18:30'] }, { i: 'pin', t: ['Riverside Grand Hotel, Vientiane'] }, { i: 'gift', t: ['3 CME credits · Gala dinner · Travel support', 'ມີຄ່າເດີນທາງ ໃຫ້ແພດຈາກແຂວງ'] }],
  logos: K.logoMark(90, '#1e6fb8', '#90caf9'), foot: ['Sponsored by', 'Lactivo Nutrition Institute'], footLine: '#6a1b9a',
});
add(33, 't010', { lang: 'mixed', variant: 'laos', groups: [HW, SC], product: 'none', hard: 'jpeg', note: 'Scholarship and study tour for midwives funded by a formula company.' }, {
  font: FONTS.sans, bg: '#f1f8e9', headBg: 'linear-gradient(135deg,#1b5e20,#43a047)', kicker: 'Scholarship 2025', iconC: '#2e7d32',
  title: [{ t: 'ທຶນການສຶກສາ ແລະ', s: 52 }, { t: 'ທັດສະນະສຶກສາ ຕ່າງປະເທດ', s: 46 }, { t: 'for midwives & nurses', s: 34, w: 600 }],
  art: K.motherBaby(170, '#66bb6a'), artY: 290, infoY: 490,
  info: [{ i: 'user', t: ['ສຳລັບ ຜະດຸງຄັນ ແລະ ພະຍາບານ ຫ້ອງເກີດລູກ', '10 ທຶນ ທົ່ວປະເທດ'] }, { i: 'globe', t: ['ທັດສະນະສຶກສາ 5 ວັນ ທີ່ ບາງກອກ', 'Flights, hotel & allowance covered'] }, { i: 'cal', t: ['ສະໝັກກ່ອນ 30/09/2025'] }],
  logos: K.logoMark(90, '#ad1457', '#f8bbd0'), foot: ['Funded by', 'Mamilac Nutrition Co.'], footLine: '#2e7d32',
});
add(34, 't010', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'blur', note: 'Breastfeeding counselling training supported by the Ministry of Health and UNICEF: not suspected.' }, {
  font: FONTS.laoSerif, bg: '#e0f7fa', headBg: 'linear-gradient(135deg,#006064,#00838f)', kicker: 'ແຈ້ງການ', iconC: '#00838f',
  title: [{ t: 'ຝຶກອົບຮົມ ການໃຫ້ຄຳປຶກສາ', s: 46 }, { t: 'ການລ້ຽງລູກດ້ວຍນົມແມ່', s: 46 }, { t: 'ສຳລັບ ພະຍາບານ ແລະ ຜະດຸງຄັນ', s: 32, w: 600 }],
  art: K.motherBaby(170, '#4dd0e1'), artY: 300, infoY: 500,
  info: [{ i: 'cal', t: ['ວັນທີ 3–5 ກໍລະກົດ 2025'] }, { i: 'pin', t: ['ຫ້ອງປະຊຸມ ພະແນກສາທາລະນະສຸກ ແຂວງ ຈຳປາສັກ'] }, { i: 'check', t: ['ຫຼັກສູດ 3 ວັນ ຕາມຄູ່ມື WHO/UNICEF', 'ບໍ່ມີການສະໜັບສະໜູນ ຈາກບໍລິສັດນົມ'] }],
  logos: K.govEmblem(90), foot: ['ສະໜັບສະໜູນໂດຍ', 'ກະຊວງສາທາລະນະສຸກ ແລະ UNICEF'], footLine: '#00838f',
});

// ================= t011: square social posters =================
add(35, 't011', { lang: 'lo', variant: 'laos', groups: [PP, IE], product: 'infant_formula', hard: 'moire', note: "Formula brand mothers' club: sign-up gifts, stage-1 coupon (promotion_public) and brand-run parenting classes (information_education)." }, {
  font: FONTS.laoSans, bg: 'linear-gradient(135deg,#f06292,#ba68c8)', art: K.motherBaby(380, '#ffffff', '#f3d2b3'), artX: 650, artY: 330,
  title: [{ t: 'ສະໂມສອນແມ່ NeoMil', s: 62 }, { t: 'ສະໝັກສະມາຊິກ ຟຣີ!', s: 46, c: '#fff59d' }],
  points: [{ i: 'gift', t: ['ຮັບຊຸດຂອງຂວັນ ແມ່ລູກອ່ອນ'] }, { i: 'check', t: ['ຄູປອງຫຼຸດ 50.000 ກີບ', 'ສຳລັບ NeoMil ສູດ 1'] }, { i: 'user', t: ['ຫ້ອງຮຽນ ການລ້ຽງລູກ', 'ກັບຜູ້ຊ່ຽວຊານ ທຸກວັນອາທິດ'] }, { i: 'heart', t: ['ສະສົມແຕ້ມ ແລກຂອງລາງວັນ'] }],
  footArt: K.qr(110, 11), foot: ['ສະແກນ QR ເພື່ອລົງທະບຽນ', 'ສາຍດ່ວນ 020 5555 1234'],
});
add(36, 't011', { lang: 'lo', variant: 'laos', groups: [CF, PP], product: 'complementary_food', hard: 'dim', note: 'Cereal cross-branded with a stage-2 formula and sold in a bundle with it.' }, {
  font: FONTS.phet, bg: 'linear-gradient(135deg,#ffb74d,#ff7043)', artX: 620, artY: 330,
  art: `<div class="row" style="gap:16px;align-items:flex-end">${P({ kind: 'box', w: 200, h: 280, body: '#fff', body2: '#b2dfdb', lines: [{ t: 'NeoMil', s: 28, c: '#00796b' }, { t: 'Cereal', s: 30, c: '#00796b' }, { t: '6m+', s: 26, c: '#00796b' }], pic: K.bowl(110) })}${P(canPic('NeoMil', 'ສູດ 2', '#f3fbf8', '#00796b', { w: 160, h: 220, bs: 22, ss: 36 }))}</div>`,
  title: [{ t: 'NeoMil Cereal', s: 66 }, { t: 'ຊີຣຽລ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', s: 40 }],
  points: [{ i: 'heart', t: ['ຄອບຄົວດຽວກັນກັບ', 'ນົມ NeoMil ສູດ 2'] }, { i: 'gift', t: ['ຊື້ຄູ່ກັບ NeoMil ສູດ 2', 'ຫຼຸດທັນທີ 15%'] }, { i: 'check', t: ['ເສີມທາດເຫຼັກ ແລະ ວິຕາມິນ'] }],
  listW: 520, foot: ['ມີຂາຍແລ້ວ ທີ່ຮ້ານຂາຍຢາ ທົ່ວປະເທດ', 'ສອບຖາມ 1415'], iconC: '#ef6c00',
});
add(37, 't011', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'rotate', note: 'ສູດ in the maths sense (ສູດຄູນ, "ແມ່ສູດ" = times table) with a discount: not suspected.' }, {
  font: FONTS.laoSans, bg: 'linear-gradient(135deg,#42a5f5,#1565c0)', art: mathArt, artX: 660, artY: 320,
  title: [{ t: 'ຮຽນສູດຄະນິດສາດ', s: 64 }, { t: 'ງ່າຍ ແລະ ໄວ ກັບ ຄູນ້ອຍ', s: 42, c: '#fff59d' }],
  points: [{ i: 'check', t: ['ສູດຄູນ ແມ່ສູດ 2–12', 'ຈື່ໄດ້ໃນ 7 ມື້'] }, { i: 'check', t: ['ສູດເລຂາຄະນິດ ຊັ້ນ ມ 1–ມ 4'] }, { i: 'gift', t: ['ສະໝັກດຽວນີ້ ຫຼຸດ 50%'] }, { i: 'user', t: ['ຮຽນອອນລາຍ ແລະ ທີ່ສູນ'] }],
  iconC: '#1565c0', foot: ['ສູນຮຽນພິເສດ ຄູນ້ອຍ', 'ໂທ 020 9999 1122'],
});

// ================= t012: infographics =================
add(38, 't012', { lang: 'lo', variant: 'laos', groups: [IE], product: 'none', hard: 'noise', note: 'Neutral breastfeeding tips "brought to you by" a formula brand: information_education; brand only, product none.' }, {
  font: FONTS.laoSans, bg: '#fff6f0',
  title: [{ t: '5 ເຄັດລັບ', s: 64, c: '#e63946' }, { t: 'ໃຫ້ນົມລູກ ໄດ້ຢ່າງສຳເລັດ', s: 48 }],
  points: [['ເລີ່ມໃຫ້ນົມແມ່ ພາຍໃນ 1 ຊົ່ວໂມງ', 'ຫຼັງເກີດ ໃຫ້ລູກໄດ້ສຳຜັດຜິວແມ່'], ['ໃຫ້ນົມເລື້ອຍໆ ຕາມຄວາມຕ້ອງການ', 'ຢ່າງໜ້ອຍ 8–12 ເທື່ອ ຕໍ່ມື້'], ['ຈັດທ່າອູ້ມ ແລະ ການອົມຫົວນົມ', 'ໃຫ້ຖືກຕ້ອງ ບໍ່ເຈັບຫົວນົມ'], ['ແມ່ກິນອາຫານໃຫ້ຄົບ 5 ໝູ່', 'ແລະ ດື່ມນ້ຳໃຫ້ພຽງພໍ'], ['ພັກຜ່ອນ ແລະ ຂໍຄວາມຊ່ວຍເຫຼືອ', 'ຈາກຄອບຄົວ']],
  note: [{ t: 'ຕິດຕາມ ເຄັດລັບແມ່ ທຸກວັນ ທີ່ເພຈ Mamilac Mother Care', s: 25 }], noteY: 1070, noteBg: '#ffe0e6',
  footBg: '#ad1457', footArt: K.logoMark(80, '#fff', '#f48fb1'), foot: ['ນຳສະເໜີໂດຍ', 'Mamilac Mother Care'],
});
add(39, 't012', { lang: 'en', variant: 'international', groups: [IE, PP, PT], product: 'infant_formula', hard: 'crop', crop: { edge: 'top', line: 0 }, note: '"Is my milk enough?" article by a formula club: information_education; it pushes a stage-1 discount (promotion_public) and says breast milk alone is not enough (prohibited_text).' }, {
  font: FONTS.lib, bg: '#eef6ff', numBg: '#1d70b8',
  title: [{ t: 'Is my milk enough?', s: 64 }, { t: '5 signs your baby may need more', s: 38, w: 600, c: '#1d70b8' }],
  points: [['Baby cries after feeds', 'and still seems hungry'], ['Wakes up often at night', 'more than 3 times'], ['Slow weight gain', 'at the monthly check-up'], ['Short, frequent feeds', 'every 1–2 hours'], ['Your breasts feel soft', 'and less full']],
  note: [{ t: 'Breast milk alone may not be enough after 4 months.' }, { t: 'Ask about NeoMil 1 (0–6 months): ₭ 20,000 off', c: '#c62828' }], noteY: 1030,
  footArt: K.logoMark(80, '#00796b', '#80cbc4'), foot: ['Brought to you by', 'NeoMil Baby Club'],
});
add(40, 't012', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'crop', crop: { edge: 'bottom', line: -1 }, note: 'Home complementary-food recipe from a district health office: not suspected.' }, {
  font: FONTS.phet, bg: '#f1f8e9', numBg: '#388e3c',
  title: [{ t: 'ເຂົ້າປຽກ ບຳລຸງ', s: 60, c: '#2e7d32' }, { t: 'ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', s: 44 }],
  points: [['ເຂົ້າຈ້າວ 2 ບ່ວງແກງ', 'ແຊ່ນ້ຳໄວ້ 30 ນາທີ'], ['ຕົ້ມກັບນ້ຳ 1 ຈອກ', 'ຈົນເປື່ອຍດີ'], ['ໃສ່ໄຂ່ແດງ 1 ໜ່ວຍ', 'ແລະ ຜັກບົດລະອຽດ'], ['ໃສ່ຊີ້ນປາ ບົດລະອຽດ', 'ຕົ້ມຕໍ່ 5 ນາທີ'], ['ປ້ອນໃຫ້ລູກ ເທື່ອລະໜ້ອຍ', 'ວັນລະ 2–3 ຄາບ']],
  note: [{ t: 'ສືບຕໍ່ລ້ຽງລູກດ້ວຍນົມແມ່ ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່າ', c: '#1b5e20' }], noteY: 1050, noteBg: '#c8e6c9',
  footBg: '#2e7d32', footArt: K.govEmblem(80), foot: ['ຈັດທຳໂດຍ', 'ຫ້ອງການສາທາລະນະສຸກ ເມືອງ ໄຊເສດຖາ'],
});

// ================= t013: public-health posters =================
add(41, 't013', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'rotate', note: 'Ministry World Breastfeeding Week poster (mentions formula and bottles): not suspected.' }, {
  font: FONTS.laoSerif, bg: 'linear-gradient(180deg,#00897b,#4db6ac)', topArt: K.govEmblem(80), top: ['ກະຊວງສາທາລະນະສຸກ', 'ສູນໂພຊະນາການແຫ່ງຊາດ'],
  title: [{ t: 'ອາທິດນົມແມ່ໂລກ', s: 64 }, { t: '1–7 ສິງຫາ 2025', s: 40, c: '#fff59d' }], art: K.motherBaby(320, '#e07a8a'), artX: 290, artY: 380,
  points: ['ໃຫ້ນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງທຳອິດ ຫຼັງເກີດ', 'ນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'ບໍ່ຕ້ອງໃຫ້ນ້ຳ, ນົມຜົງ ຫຼື ຂວດນົມ', 'ສືບຕໍ່ໃຫ້ນົມແມ່ ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່າ'], listY: 740,
  foot: 'ນົມແມ່ ດີທີ່ສຸດ ສຳລັບລູກ',
});
add(42, 't013', { lang: 'en', variant: 'international', groups: [], product: 'none', hard: 'photo' }, {
  font: FONTS.sans, bg: 'linear-gradient(180deg,#1cabe2,#0077b6)', topArt: K.logoMark(80, '#1cabe2', '#ffffff'), top: ['UNICEF · World Health Organization', 'Lao PDR country offices'],
  title: [{ t: 'Breastfeeding:', s: 60 }, { t: 'the best start in life', s: 48, c: '#fff59d' }], art: K.motherBaby(320, '#ffb703'), artX: 290, artY: 380,
  points: ['Start within the first hour after birth', 'Only breast milk for the first 6 months', 'No water, formula, teats or bottles', 'Continue to 2 years and beyond'], listY: 740,
  foot: 'Every mother deserves support to breastfeed', footBg: '#023e8a',
});

// ================= t014: formal notices =================
add(43, 't014', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'blur', note: 'Baby-friendly hospital notice ("no formula or bottles"): not suspected.' }, {
  font: FONTS.laoSerif, logo: K.govEmblem(90), head: ['ໂຮງໝໍແຂວງ ຫຼວງພະບາງ', 'ພະແນກແມ່ ແລະ ເດັກ'], c: '#2e7d32', tc: '#2e7d32',
  title: ['ໂຮງໝໍເປັນມິດກັບເດັກ', 'ແຈ້ງການ'], titleS: 46, art: K.heartHands(150), artX: 350, artY: 370, bodyY: 560,
  body: ['ເພື່ອປົກປ້ອງ ສຸຂະພາບ ຂອງແມ່ ແລະ ລູກ,', 'ໂຮງໝໍແຫ່ງນີ້ ປະຕິບັດ ດັ່ງນີ້:', { t: '1. ບໍ່ອະນຸຍາດ ໃຫ້ນຳນົມຜົງ ແລະ ຂວດນົມ ເຂົ້າມາ', w: 600 }, { t: '2. ບໍ່ຮັບ ຕົວຢ່າງ ຫຼື ຂອງຂວັນ ຈາກບໍລິສັດນົມ', w: 600 }, { t: '3. ຊ່ວຍແມ່ ໃຫ້ນົມລູກ ພາຍໃນ 1 ຊົ່ວໂມງ', w: 600 }, { t: '4. ໃຫ້ແມ່ ແລະ ລູກ ຢູ່ນຳກັນ 24 ຊົ່ວໂມງ', w: 600 }, 'ຂໍຂອບໃຈ ທີ່ໃຫ້ການຮ່ວມມື'],
  sign: ['ຜູ້ອຳນວຍການໂຮງໝໍ', 'ລົງວັນທີ 01/03/2025'],
});
add(44, 't014', { lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: 'small' }, {
  font: FONTS.sans, logo: K.govEmblem(90), head: ['ໂຮງໝໍເມືອງ ນາຊາຍທອງ', 'Naxaythong District Hospital'], c: '#1565c0', tc: '#1565c0',
  title: ['Baby-Friendly Hospital', 'ໂຮງໝໍເປັນມິດກັບເດັກ'], titleS: 42, art: K.motherBaby(170, '#64b5f6'), artX: 340, artY: 350, bodyY: 560,
  body: [{ t: 'This hospital protects breastfeeding:', w: 700 }, '• No formula, bottles or teats are given here', '• No samples or gifts from milk companies', '• ບໍ່ມີການແຈກຢາຍ ນົມຜົງ ແລະ ຂວດນົມ', '• ມີພະນັກງານ ຊ່ວຍແມ່ໃຫ້ນົມລູກ 24 ຊົ່ວໂມງ', 'Ask our midwives for breastfeeding help.'],
  sign: ['Hospital Director / ຜູ້ອຳນວຍການ', 'March 2025'],
});
add(45, 't014', { lang: 'en', variant: 'international', groups: [HW, PP, PT], product: 'growing_up_milk', hard: 'screen', note: 'A clinic selling growing-up milk to its patients with a patient discount and growth/immunity claims.' }, {
  font: FONTS.lib, logo: K.logoMark(90, '#ef6c00', '#ffe0b2'), head: ['Sunrise Children\u2019s Clinic', 'Paediatrics · Vaccination · Nutrition'], c: '#ef6c00', tc: '#ef6c00',
  title: ['NOW AVAILABLE', 'AT OUR RECEPTION'], titleS: 46, art: P(canPic('GrowMax', '3', '#fff8e1', '#ef6c00', { w: 160, h: 210, bs: 24, ss: 56, more: [{ t: '1–3 years', s: 18, c: '#bf360c' }] })), artX: 345, artY: 375, bodyY: 620,
  body: [{ t: 'GrowMax 3 toddler milk, 1–3 years', w: 700 }, 'Recommended by our paediatricians for', 'healthy growth and strong immunity.', { t: 'Patients save 10% with their appointment card.', c: '#c62828' }, 'Ask the nurse at the counter after your visit.'],
  sign: ['Dr. K. Vongsa, Medical Director', 'Tel 021 555 010'],
});

// ================= t015: recall alerts =================
add(46, 't015', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'dim', note: 'Official recall alert naming a formula: not suspected; non-commercial, product none.' }, {
  font: FONTS.laoSans, head: ['ແຈ້ງເຕືອນ', 'ເກັບຄືນສິນຄ້າ ຈາກຕະຫຼາດ'], sub: ['ນົມຜົງສຳລັບເດັກ ສູດ 1 ຍີ່ຫໍ້ Lactivo', 'ເນື່ອງຈາກ ອາດມີການປົນເປື້ອນ ເຊື້ອແບັກທີເຣຍ'],
  pic: canPic('Lactivo', '1', '#fdfaf3', '#1e6fb8', { w: 230, h: 320, bs: 34, ss: 90 }), picY: 370, tabX: 330,
  table: [['ຂະໜາດ', '800 ກຣາມ'], ['ເລກຊຸດຜະລິດ', 'LA2409B, LA2410A'], ['ວັນໝົດອາຍຸ', '09/2026 – 10/2026'], ['ຜູ້ນຳເຂົ້າ', 'ບໍລິສັດ ເອບີຊີ ຈຳກັດ']],
  body: ['ຖ້າທ່ານມີສິນຄ້າ ເລກຊຸດດັ່ງກ່າວ ໃຫ້ຢຸດໃຊ້ທັນທີ', 'ສົ່ງຄືນຮ້ານທີ່ຊື້ ເພື່ອຮັບເງິນຄືນ', 'ສອບຖາມ ສາຍດ່ວນ 1503'], bodyY: 760,
  foot: 'ກົມອາຫານ ແລະ ຢາ, ກະຊວງສາທາລະນະສຸກ',
});
add(47, 't015', { lang: 'mixed', variant: 'international', groups: [], product: 'none', hard: 'jpeg' }, {
  font: FONTS.sans, head: ['RECALL ALERT', 'ແຈ້ງເຕືອນ ເກັບຄືນສິນຄ້າ'], sub: ['FlowMom 240 ml feeding bottles', 'ຂວດນົມເດັກ FlowMom ຂະໜາດ 240 ມລ'],
  pic: { kind: 'svg', svg: K.bottle(330) }, picY: 370, tabX: 330,
  table: [['Batch / ເລກຊຸດ', 'FM-2311, FM-2312'], ['Problem', 'Teat may detach'], ['ບັນຫາ', 'ຫົວນົມ ອາດຫຼຸດອອກ'], ['Sold', 'Jan – Apr 2025']],
  body: ['Stop using these bottles and return them to the shop.', 'ຢຸດໃຊ້ທັນທີ ແລະ ສົ່ງຄືນຮ້ານ ເພື່ອຮັບເງິນຄືນ', 'Hotline 1503'], bodyY: 760,
  foot: 'Food and Drug Department · ກົມອາຫານ ແລະ ຢາ',
});

// ================= t016: news screenshots =================
const newsShelf = `<div class="row" style="position:absolute;left:20px;right:20px;bottom:20px;gap:12px;align-items:flex-end">${[['#fdfaf3', '#1e6fb8'], ['#f3fbf8', '#00796b'], ['#fffbea', '#b8860b'], ['#fff5f8', '#ad1457'], ['#f3f8ff', '#3949ab']].map((c) => K.blankCan(100, 140, c[0], c[1])).join('')}</div><div style="position:absolute;left:0;right:0;bottom:0;height:22px;background:#eceff1"></div>`;
add(48, 't016', { lang: 'lo', variant: 'laos', groups: [], product: 'none', hard: 'screen', note: 'News about fines (quotes "buy 2 get 1"): not suspected.' }, {
  font: FONTS.laoSans, url: 'vientiane-daily.la/news/health', brand: 'ຂ່າວວຽງຈັນ ລາຍວັນ', brandBg: '#c62828', nav: ['ໜ້າທຳອິດ', 'ສັງຄົມ', 'ສຸຂະພາບ', 'ເສດຖະກິດ'], navOn: 2,
  title: ['ປັບໃໝ 3 ຮ້ານຂາຍຢາ', 'ໂຄສະນາ ຫຼຸດລາຄານົມຜົງເດັກ', 'ລະເມີດ ດຳລັດ 472'], meta: 'ວັນທີ 12/06/2025 · 08:30 · ໂດຍ ນັກຂ່າວ ສຸຂະພາບ',
  pic: newsShelf, caption: 'ພາບປະກອບ: ນົມຜົງເດັກ ໃນຮ້ານຂາຍຢາ',
  body: ['ພະແນກສາທາລະນະສຸກ ນະຄອນຫຼວງ ໄດ້ປັບໃໝ', 'ຮ້ານຂາຍຢາ 3 ແຫ່ງ ທີ່ໂຄສະນາ "ຊື້ 2 ແຖມ 1"', 'ສຳລັບນົມຜົງ ສູດ 1 ແລະ ສູດ 2 ຜ່ານເຟສບຸກ.', 'ເຈົ້າໜ້າທີ່ ເຕືອນວ່າ ການໂຄສະນາ ນົມສຳລັບເດັກ', 'ອາຍຸ 0–36 ເດືອນ ແມ່ນຖືກຫ້າມ ຕາມດຳລັດ.'],
});
add(49, 't016', { lang: 'en', variant: 'international', groups: [], product: 'none', hard: 'noise', note: 'News quoting banned claims ("closest to breast milk", brain, immunity): not suspected.' }, {
  font: FONTS.serif, h: 920, brandFont: FONTS.lib, url: 'laohealthnews.com/policy', brand: 'Lao Health News', brandBg: '#1565c0', nav: ['Home', 'Policy', 'Health', 'Business'], navOn: 1,
  title: ['Formula maker fined for', '\u201cclosest to breast milk\u201d ads'], meta: 'June 18, 2025 · 5 min read',
  pic: newsShelf, caption: 'File photo: infant formula on a pharmacy shelf',
  body: ['Authorities fined a distributor of infant', 'formula for online ads that claimed its', 'Stage 1 product was \u201cclosest to breast milk\u201d', 'and boosted \u201cbrain and immunity\u201d.', 'Under Decree 472, such claims are banned', 'for products for children under 36 months.'],
});

// ================= t017: social feed posts =================
add(50, 't017', { lang: 'lo', variant: 'laos', groups: [HW, PP], product: 'infant_formula', hard: 'moire', note: 'Doctor endorsement in a brand ad to the public: health_workers + promotion_public.' }, {
  font: FONTS.laoSans, page: 'Lactivo Laos', when: 'ຜູ້ສະໜັບສະໜູນ', avatar: '#1e6fb8',
  text: ['ທ່ານໝໍເດັກ ແນະນຳ Lactivo ສູດ 1', 'ສຳລັບລູກນ້ອຍ ທີ່ແມ່ບໍ່ມີນ້ຳນົມ', 'ສັ່ງຊື້ໄດ້ແລ້ວ ທີ່ຮ້ານຂາຍຢາ ທົ່ວປະເທດ'],
  picBg: 'linear-gradient(180deg,#e3f2fd,#bbdefb)', picH: 560,
  pic: `<div class="box" style="position:absolute;left:30px;top:26px;background:#fff;border-radius:20px;padding:10px 20px;box-shadow:0 3px 8px rgba(0,0,0,.15)">${L('"ຂ້ອຍແນະນຳ Lactivo ສູດ 1', `font:700 26px ${FONTS.laoSans};color:#0d47a1`)}${L('ໃຫ້ຄົນເຈັບຂອງຂ້ອຍ"', `font:700 26px ${FONTS.laoSans};color:#0d47a1`)}</div>
    <div style="position:absolute;left:20px;top:170px">${K.person(330)}</div>
    <div style="position:absolute;left:420px;top:180px">${P(canPic('Lactivo', '1', '#fdfaf3', '#1e6fb8', { w: 200, h: 270, bs: 30, ss: 80 }))}</div>
    <div class="box" style="position:absolute;left:0;right:0;bottom:0;background:rgba(13,71,161,.9);padding:6px 30px">${L('ດຣ. ສົມພອນ', `font:700 24px ${FONTS.laoSans};color:#fff`)}${L('ແພດເດັກ ປະສົບການ 15 ປີ', `font:400 20px ${FONTS.laoSans};color:#fff`)}</div>`,
  reacts: '1,2k', counts: 'ຄຳເຫັນ 86 · ແບ່ງປັນ 40', actions: ['ມັກ', 'ຄຳເຫັນ', 'ແບ່ງປັນ'],
});
add(51, 't017', { lang: 'mixed', variant: 'laos', groups: [HW, PP], product: 'infant_formula', hard: 'screen', note: 'Gift kits with a stage-1 sample handed out by nurses in maternity wards.' }, {
  font: FONTS.sans, page: 'BebeGold Mom & Baby', when: '2 ຊມ · Sponsored', avatar: '#b8860b',
  text: ['Welcome Baby Kit ສຳລັບແມ່ທີ່ຫາກໍ່ເກີດລູກ!', 'ຮັບໄດ້ ຈາກພະຍາບານ ທີ່ຫ້ອງເກີດລູກ', 'ຂອງໂຮງໝໍ partner ຂອງພວກເຮົາ'],
  picBg: 'linear-gradient(180deg,#fff8e1,#ffe082)', picH: 560,
  pic: `<div class="row" style="position:absolute;left:40px;top:40px;gap:26px;align-items:flex-end">${K.icon('gift', 220, '#e57373')}${P(canPic('BebeGold', '1', '#fffbea', '#b8860b', { w: 150, h: 200, bs: 22, ss: 52 }))}${K.bottle(190)}</div>
    <div class="box" style="position:absolute;left:40px;right:40px;bottom:30px;background:#fff;border-radius:16px;padding:10px 24px">${['ໃນຊຸດມີ:', '• BebeGold 1 (0–6 months) 400g', '• ຂວດນົມ ແລະ ຜ້າອ້ອມ', 'Ask the nurse at the counter'].map((x, i) => L(x, `font:${i === 0 || i === 3 ? 700 : 400} 23px ${FONTS.sans};color:#5d4037`)).join('')}</div>`,
  reacts: '864', counts: '52 comments · 17 shares', actions: ['Like', 'Comment', 'Share'],
});
add(52, 't017', { lang: 'mixed', variant: 'laos', groups: [CF, HW], product: 'complementary_food', hard: 'rotate', note: '6 m+ cereal with paediatrician endorsement: complementary_foods + health_workers.' }, {
  font: FONTS.sans, page: 'Little Grain Lao', when: 'ຜູ້ສະໜັບສະໜູນ', avatar: '#2e7d32',
  text: ['Little Grain Baby Cereal 6m+', 'ທ່ານໝໍເດັກ ແນະນຳ ອັນດັບ 1 ໃນລາວ', 'Recommended by paediatricians'],
  picBg: 'linear-gradient(180deg,#f1f8e9,#c5e1a5)', picH: 560,
  pic: `<div style="position:absolute;left:30px;top:120px">${K.person(300, '#fff', '#e9bf9a', '#333')}</div>
    <div style="position:absolute;left:360px;top:110px">${P({ kind: 'box', w: 230, h: 320, body: '#fff', body2: '#dcedc8', lines: [{ t: 'Little Grain', s: 30, c: '#2e7d32' }, { t: 'Baby Cereal', s: 26, c: '#33691e' }, { t: '6m+', s: 34, c: '#2e7d32' }], pic: K.bowl(130) })}</div>
    <div class="box" style="position:absolute;left:470px;top:24px;width:200px;height:120px;border-radius:60px;background:#fbc02d;display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(8deg)">${L('No.1', `font:900 34px ${FONTS.sans};color:#b71c1c`)}${L('ທ່ານໝໍແນະນຳ', `font:700 20px ${FONTS.laoSans};color:#b71c1c`)}</div>`,
  reacts: '2,3k', counts: 'ຄຳເຫັນ 120', actions: ['ມັກ', 'ຄຳເຫັນ', 'ແບ່ງປັນ'],
});
add(53, 't017', { lang: 'lo', variant: 'laos', groups: [SC, HW], product: 'none', hard: 'dim', note: 'Formula company donates equipment and staff gifts to a hospital ward: sponsorship_coi + health_workers; company only, product none.' }, {
  font: FONTS.phet, page: 'BebeGold Nutrition Laos', when: '3 ມື້ · ສາທາລະນະ', avatar: '#b8860b',
  text: ['BebeGold Nutrition ມອບອຸປະກອນການແພດ', 'ໃຫ້ແກ່ ໂຮງໝໍເມືອງ ໄຊທານີ', 'ຕູ້ອົບເດັກ 2 ໜ່ວຍ ແລະ ເຄື່ອງຊັ່ງນ້ຳໜັກເດັກ', 'ພ້ອມຂອງຂວັນ ໃຫ້ພະນັກງານ ພະແນກແມ່ ແລະ ເດັກ'],
  picBg: 'linear-gradient(180deg,#eceff1,#b0bec5)', picH: 520,
  pic: `<div class="box" style="position:absolute;left:30px;right:30px;top:20px;background:#b8860b;border-radius:8px;padding:6px 20px;text-align:center">${L('ພິທີມອບອຸປະກອນການແພດ', `font:700 28px ${FONTS.phet};color:#fff`)}${L('BebeGold Nutrition x ໂຮງໝໍເມືອງ ໄຊທານີ', `font:600 22px ${FONTS.phet};color:#fff`)}</div>
    <div class="row" style="position:absolute;left:10px;bottom:0;gap:0;align-items:flex-end">${K.person(240, '#fff')}${K.person(240, '#1e88e5', '#e9bf9a', '#222', false)}${K.person(240, '#fff', '#f0c8a0', '#4e342e')}</div>`,
  reacts: '412', counts: 'ຄຳເຫັນ 23', actions: ['ມັກ', 'ຄຳເຫັນ', 'ແບ່ງປັນ'],
});

// ================= t018: webinar banners =================
add(54, 't018', { lang: 'lo', variant: 'laos', groups: [IE, PP], product: 'follow_on_formula', hard: 'screen', note: 'Formula-brand webinar for parents with a free stage-2 sample on registration.' }, {
  font: FONTS.laoSans, bg: 'linear-gradient(120deg,#7b1fa2,#e91e63)', tag: 'ສຳມະນາອອນລາຍ',
  title: [{ t: 'ລູກ 6 ເດືອນ ກິນຫຍັງດີ?', s: 48 }, { t: 'ສຳລັບແມ່ ແລະ ພໍ່', s: 34, w: 600 }],
  info: [{ i: 'cal', t: 'ວັນພຸດ 18 ມິຖຸນາ, 20:00 ຜ່ານ Zoom' }, { i: 'gift', t: 'ລົງທະບຽນ ຮັບຕົວຢ່າງ Nutrigro ສູດ 2 ຟຣີ' }, { i: 'user', t: 'ກັບ ທີມຜູ້ຊ່ຽວຊານ ໂພຊະນາການ' }],
  art: P(canPic('Nutrigro', 'ສູດ 2', '#f3f8ff', '#3949ab', { w: 170, h: 240, bs: 24, ss: 40 })), artY: 110,
  logo: K.logoMark(56, '#3949ab', '#9fa8da'), foot: 'ຈັດໂດຍ Nutrigro Mom Academy',
});
add(55, 't018', { lang: 'mixed', variant: 'laos', groups: [HW, SC], product: 'none', hard: 'jpeg', note: 'CME webinar for health professionals supported by a formula brand.' }, {
  font: FONTS.sans, bg: 'linear-gradient(120deg,#004d40,#00897b)', tag: 'Webinar for Health Professionals',
  title: [{ t: 'ການແພ້ໂປຣຕີນນົມງົວ ໃນເດັກ', s: 42 }, { t: 'Cow\u2019s milk protein allergy (CMPA)', s: 30, w: 600 }],
  info: [{ i: 'user', t: 'Speaker: Prof. Dr. A. Tanaka (Japan)' }, { i: 'cal', t: 'ວັນເສົາ 21 ມິຖຸນາ 2025, 19:00' }, { i: 'check', t: 'ໄດ້ຮັບ 2 ໜ່ວຍກິດ CME · e-certificate' }],
  art: K.person(250), artY: 90,
  logo: K.logoMark(56, '#2e7d32', '#a5d6a7'), foot: 'Supported by Kiddo Pro Nutrition · ສະເພາະ ແພດ ແລະ ພະຍາບານ',
});

// ================= t019: complementary-food packs =================
add(56, 't019', { lang: 'lo', variant: 'laos', groups: [CF], product: 'complementary_food', hard: 'photo', note: 'Cereal recommended from 4 months and to be fed in the bottle.' }, {
  font: FONTS.laoSans, body: '#fff3e0',
  front: [{ t: 'Ricey', s: 70, c: '#e65100', w: 900 }, { t: 'ອາຫານເສີມເດັກ', s: 40 }, { t: 'ເຂົ້າບົດ ປະສົມນົມ', s: 34, w: 500 }, { art: K.bowl(190) }, { t: 'ເລີ່ມໄດ້ແຕ່ 4 ເດືອນ', s: 36, c: '#c62828' }, { t: 'ປະສົມໃສ່ຂວດນົມ ໃຫ້ລູກດູດງ່າຍ', s: 28, c: '#c62828' }, { t: 'ນ້ຳໜັກສຸດທິ 200 ກຣາມ', s: 22, w: 400 }],
  panel: [{ t: 'ວິທີປ້ອນ', w: 800 }, 'ປະສົມ 2 ບ່ວງ ກັບນົມ ຫຼື ນ້ຳອຸ່ນ', 'ໃສ່ຂວດນົມ ຫົວນົມຮູໃຫຍ່', 'ປ້ອນວັນລະ 2 ຄາບ', { t: 'ສ່ວນປະກອບ', w: 700 }, 'ແປ້ງເຂົ້າ 85%, ນົມຜົງ, ນ້ຳຕານ,', 'ວິຕາມິນ ແລະ ແຮ່ທາດ', { t: 'ວັນໝົດອາຍຸ: 10/2026', s: 20 }, { t: 'ຜະລິດທີ່ ປະເທດໄທ', s: 18 }],
});
add(57, 't019', { lang: 'en', variant: 'laos', groups: [LR], product: 'complementary_food', hard: 'noise', note: 'Lao-label test: compliant 6 m+ food whose label is English only: labeling_required alone under laos (not complementary_foods).' }, {
  font: FONTS.lib, body: '#e8f5e9',
  front: [{ t: 'Little Grain', s: 60, c: '#2e7d32' }, { t: 'Organic Baby', s: 40 }, { t: 'Porridge', s: 40 }, { art: K.bowl(190) }, { t: '6 months+', s: 40, c: '#2e7d32' }, { t: 'Brown rice & pumpkin', s: 26, w: 500 }, { t: 'Net wt 200 g', s: 22, w: 400 }],
  panel: [{ t: 'Important', w: 800 }, 'Introduce complementary foods', 'from 6 months of age.', 'Continue breastfeeding up to', '2 years of age and beyond.', { t: 'Preparation', w: 700 }, 'Mix 3 spoons with 60 ml', 'warm water. Feed with a spoon.', { t: 'Best before: 03/2027', s: 20 }, { t: 'Made in New Zealand', s: 18 }],
});
add(58, 't019', { lang: 'en', variant: 'international', groups: [], product: 'complementary_food', hard: 'crop', crop: { edge: 'right', frac: 0.9 }, note: 'Lao-label test: English-only compliant 6 m+ pouch under international: not suspected.' }, {
  font: FONTS.dejavu, body: '#f3e5f5', pouch: true, panelR: -2,
  front: [{ t: 'Happy Spoon', s: 56, c: '#6a1b9a' }, { t: 'Veggie Puree', s: 42 }, { art: K.bowl(190) }, { t: '6 months+', s: 40, c: '#6a1b9a' }, { t: 'Carrot, pea & sweet potato', s: 24, w: 500 }, { t: '120 g pouch', s: 22, w: 400 }],
  panel: [{ t: 'Important', w: 800 }, 'For babies from 6 months.', 'Breastfeeding is recommended', 'up to 2 years and beyond.', 'Spoon-feed; do not suck', 'directly from the pouch.', { t: 'Once opened', w: 700 }, 'Refrigerate, use within 24 h.', { t: 'EXP 05/2026', s: 20 }, { t: 'Product of Australia', s: 18 }],
});
add(59, 't019', { lang: 'lo', variant: 'laos', groups: [], product: 'complementary_food', hard: 'blur', note: 'Lao-labelled 6 m+ food with the continued-breastfeeding message and a price: not suspected.' }, {
  font: FONTS.phet, body: '#e0f2f1',
  front: [{ t: 'ລູກຮັກ', s: 70, c: '#00695c' }, { t: 'ເຂົ້າປຽກກຽມພ້ອມ', s: 38 }, { t: 'ເຂົ້າ ກັບ ຟັກທອງ', s: 32, w: 500 }, { art: K.bowl(190) }, { t: 'ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', s: 32, c: '#00695c' }, { t: 'ນ້ຳໜັກສຸດທິ 150 ກຣາມ', s: 22, w: 400 }],
  panel: [{ t: 'ຂໍ້ຄວນຮູ້', w: 800 }, 'ເລີ່ມອາຫານເສີມ ເມື່ອລູກ', 'ອາຍຸຄົບ 6 ເດືອນ', 'ສືບຕໍ່ລ້ຽງລູກດ້ວຍນົມແມ່', 'ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', { t: 'ວິທີກຽມ', w: 700 }, 'ປະສົມກັບນ້ຳອຸ່ນ 50 ມລ', 'ປ້ອນດ້ວຍບ່ວງ', { t: 'ລາຄາ 18.000 ກີບ', s: 22, c: '#c62828' }, { t: 'ວັນໝົດອາຍຸ: 02/2026', s: 20 }, { t: 'ຜະລິດໃນ ສປປ ລາວ', s: 18 }],
});

// ================= t020: app-store e-book =================
add(60, 't020', { lang: 'mixed', variant: 'laos', groups: [IE], product: 'none', hard: 'small', note: 'Free infant-feeding e-book and app by a formula company: information_education; brand only, product none.' }, {
  font: FONTS.sans, top: 'Search', app: ['BebeGold Mom', 'ແອັບ ສຳລັບແມ່ ແລະ ລູກ', 'BebeGold Nutrition Laos'], iconBg: '#b8860b', iconArt: K.logoMark(80, '#fff8e1', '#b8860b'),
  stats: [['4.8', '2,1k ຣີວິວ'], ['100k+', 'ດາວໂຫຼດ'], ['3+', 'ອາຍຸ']], install: 'ຕິດຕັ້ງ / Install',
  coverBg: 'linear-gradient(160deg,#ffca28,#f57f17)', coverArt: K.motherBaby(200, '#ffffff'),
  cover: [{ t: 'FREE E-BOOK', s: 30, c: '#fff59d' }, { t: 'ໂພຊະນາການ', s: 54 }, { t: '1000 ວັນທຳອິດ', s: 54 }, { t: 'ຄູ່ມືສຳລັບແມ່ຖືພາ', s: 30, w: 600 }, { t: 'ແລະ ແມ່ລູກອ່ອນ', s: 30, w: 600 }, { t: 'by BebeGold Nutrition Team', s: 22, w: 500 }],
  aboutHead: 'ກ່ຽວກັບແອັບ', about: ['Download the free e-book and track feeds,', 'ຖາມຕອບ ກັບຜູ້ຊ່ຽວຊານ ໂພຊະນາການ BebeGold'],
});

module.exports = D;
