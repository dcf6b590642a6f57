// 60 ad designs (i6). Each: labels + layout tree. Order = template number.
'use strict';
const { T, B, postHeader, reactions } = require('./lib');

const can = (bg, items, w = 250, h = 330, extra = '') => B('can', items, `width:${w}px;min-height:${h}px;background:${bg};${extra}`);
const card = (items, st = '') => B('card', items, st);
const canGrad = (a, b) => `linear-gradient(90deg,${a} 0%,${b} 45%,${b} 55%,${a} 100%)`;

const D = [];
const add = (meta, W, bg, body, extra = {}) => D.push(Object.assign({ W, bg, body }, meta, extra));

// 1 P: shop FB post, stage-1 formula, buy 2 get 1 + free delivery (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['promotion_public'], product: 'infant_formula' }, 900, '#e9ebee', [
  card([
    postHeader('ຮ້ານນົມເດັກ ບ້ານໂພນໄຊ', '2 ຊົ່ວໂມງກ່ອນ', '#ff7f50'),
    T('★ ໂປຣໂມຊັ່ນ ເດືອນນີ້ເທົ່ານັ້ນ ★', 's32 b', 'color:#d62828'),
    T('ນົມຜົງ ນູເວລາ ສູດ 1 (0–6 ເດືອນ)', 's28 b'),
    T('ຊື້ 2 ກະປ໋ອງ ແຖມຟຣີ 1 ກະປ໋ອງ', 's28'),
    T('ສົ່ງຟຣີ ທົ່ວນະຄອນຫຼວງວຽງຈັນ', 's28'),
    B('row jc', [
      can(canGrad('#1d4e89', '#3a86ff'), [
        B('lbl', [T('ນູເວລາ', 's36 b', 'color:#1d4e89'), T('ສູດ 1', 's32 b', 'color:#e63946')]),
        T('ນົມຜົງສຳລັບເດັກອ່ອນ', 's20', 'color:#fff'),
        T('800 ກຣາມ', 's20', 'color:#fff'),
      ]),
      B('star', [T('ຊື້ 2', 's36 b', 'color:#fff'), T('ແຖມ 1', 's36 b', 'color:#ffd60a')], 'width:230px;height:230px;background:#e63946'),
    ], 'background:linear-gradient(135deg,#fff3b0,#ffd6a5);border-radius:14px;padding:36px 20px 24px;gap:40px'),
    T('ລາຄາ 285.000 ກີບ/ກະປ໋ອງ', 's30 b', 'color:#1d4e89'),
    T('ສັ່ງຊື້ ໂທ 020 5555 1234', 's26'),
    reactions('ມັກ 245 · ຄຳເຫັນ 38 · ແບ່ງປັນ 12'),
  ]),
], { font: 'lao' });

// 2 N: 4+ school-age milk with offers (out of scope)
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 800, 'linear-gradient(160deg,#fef9c3,#fde68a 60%,#fbbf24)', [
  T('ນົມ ໂກລດີ 4+', 's64 b ctr', 'color:#7c2d12'),
  T('ນົມຜົງສຳລັບເດັກອາຍຸ 4 ປີຂຶ້ນໄປ', 's30 ctr'),
  T('ເດັກໄວຮຽນ ສະຫຼາດ ແຂງແຮງ', 's30 ctr b', 'color:#b45309'),
  B('row jc', [
    can(canGrad('#92400e', '#f59e0b'), [
      B('lbl', [T('ໂກລດີ', 's36 b', 'color:#92400e'), T('4+', 's40 b', 'color:#16a34a')]),
      T('ເດັກໄວຮຽນ', 's22', 'color:#fff'),
    ], 220, 300),
    B('badge', [T('ຊື້ 2', 's36 b', 'color:#fff'), T('ແຖມ 1', 's36 b', 'color:#fff')], 'width:210px;height:210px;background:#16a34a'),
  ], 'gap:50px;padding:20px 0'),
  T('ຊື້ 2 ແຖມ 1 + ສົ່ງຟຣີ', 's40 b ctr', 'color:#16a34a'),
  T('ຮອດທ້າຍເດືອນນີ້ເທົ່ານັ້ນ!', 's28 ctr'),
  T('ຮ້ານ ສົມໃຈ ມິນິມາດ · ໂທ 020 9123 4567', 's22 ctr', 'color:#555'),
], { font: 'phet' });

// 3 P: English banner, HMO "closest to breast milk", baby on can
add({ variant: 'international', lang: 'en', groups: ['promotion_public', 'prohibited_text'], product: 'infant_formula' }, 1080, 'linear-gradient(120deg,#e0f2fe,#bae6fd 50%,#f0f9ff)', [
  B('rowt', [
    B('col grow', [
      T('NEW', 's28 b pill', 'background:#ef4444;color:#fff'),
      T('Pearlimil HMO 1', 's56 b', 'color:#0c4a6e'),
      T('Our closest formula to breast milk', 's32', 'color:#0369a1'),
      T('5 HMOs with a structure like mother’s milk', 's26'),
      T('Supports immunity & brain development', 's26'),
      T('For babies 0–6 months', 's26 b', 'color:#0c4a6e'),
    ], 'gap:12px'),
    can(canGrad('#0e7490', '#67e8f9'), [
      B('lbl', [T('Pearlimil', 's32 b', 'color:#0e7490'), T('HMO 1', 's28 b', 'color:#ef4444')]),
      B('baby', []),
      T('Infant Formula', 's20 b', 'color:#fff'),
      T('800 g', 's20', 'color:#fff'),
    ], 260, 400),
  ], 'gap:30px;align-items:center'),
  B('hr', []),
  T('Available at all leading pharmacies in Vientiane', 's24 ctr', 'color:#334155'),
], { font: 'en' });

// 4 N: Ministry World Breastfeeding Week poster
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 900, 'linear-gradient(180deg,#dcfce7,#bbf7d0)', [
  T('ອາທິດນົມແມ່ໂລກ 1–7 ສິງຫາ', 's48 b ctr', 'color:#166534'),
  B('row jc', [B('mom', [], '--momc:#34d399'), B('heart', [])], 'gap:10px'),
  T('ນົມແມ່ ດີທີ່ສຸດສຳລັບລູກ', 's40 b ctr', 'color:#b91c1c'),
  B('panel', [
    T('✔ ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 's28'),
    T('✔ ສືບຕໍ່ໃຫ້ນົມແມ່ຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', 's28'),
    T('✔ ນົມແມ່ສ້າງພູມຕ້ານທານໃຫ້ລູກ', 's28'),
  ], 'background:rgba(255,255,255,.8)'),
  T('ກະຊວງສາທາລະນະສຸກ', 's30 b ctr', 'color:#166534'),
], { font: 'serif' });

// 5 P: pack front, English only, sold in Laos (laos -> labeling_required)
add({ variant: 'laos', lang: 'en', groups: ['labeling_required'], product: 'infant_formula' }, 800, 'linear-gradient(180deg,#d6d3d1 0 70%,#a8a29e 70% 100%)', [
  B('row jc', [
    B('carton', [
      T('Tinytum', 's52 b', 'color:#7c3aed'),
      T('STAGE 1', 's32 b pillc', 'background:#7c3aed;color:#fff'),
      T('Infant Formula', 's30 b'),
      T('0–6 months', 's26'),
      B('hr', []),
      T('IMPORTANT NOTICE:', 's20 b'),
      T('Breast milk is the best food for babies.', 's20'),
      T('Net wt. 400 g', 's22 b'),
      T('EXP: 12/2026  LOT A2291', 's20'),
    ], 'background:#faf5ff;width:520px;border:3px solid #7c3aed'),
  ]),
  B('row jc', [T('Price 95,000 ₭', 's26 b pill', 'background:#fde047;color:#111')]),
], { font: 'en' });

// 6 P: paediatric conference sponsored by formula company (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['health_workers', 'sponsorship_coi'], product: 'none' }, 1000, 'linear-gradient(135deg,#1e3a8a,#3b82f6)', [
  B('panel', [
    T('ກອງປະຊຸມວິຊາການ ແພດເດັກ ປະຈຳປີ 2024', 's40 b ctr', 'color:#1e3a8a'),
    T('ຫົວຂໍ້: ໂພຊະນາການເດັກ 0–3 ປີ', 's32 ctr'),
  ], 'background:#fff'),
  B('panel', [
    T('ວັນທີ 14–15 ພະຈິກ 2024', 's30', 'color:#fff'),
    T('ໂຮງແຮມ ດາວເງິນ ນະຄອນຫຼວງວຽງຈັນ', 's30', 'color:#fff'),
    T('ອາຫານທ່ຽງ ແລະ ຄ່າເດີນທາງ ຟຣີ ສຳລັບແພດທຸກທ່ານ', 's28 b', 'color:#fde047'),
  ], 'background:rgba(255,255,255,.12)'),
  B('panel', [
    T('ສະໜັບສະໜູນໂດຍ', 's24 ctr', 'color:#555'),
    T('ບໍລິສັດ ໂອຣາມິວ ນິວທຣິຊັນ', 's36 b ctr', 'color:#b91c1c'),
  ], 'background:#fff'),
], { font: 'lao' });

// 7 N: maternal milk with brain claim and discount (out of scope)
add({ variant: 'international', lang: 'en', groups: [], product: 'none' }, 1080, 'linear-gradient(90deg,#fce7f3,#fbcfe8)', [
  B('rowt', [
    B('col grow', [
      T('Mamily Mom', 's60 b', 'color:#9d174d'),
      T('Milk for pregnant & breastfeeding mothers', 's28'),
      T('With folic acid, DHA & iron', 's26'),
      T('Supports baby’s brain development in the womb', 's26'),
      T('20% off this week + free tote bag', 's32 b', 'color:#be123c'),
    ], 'gap:10px'),
    can(canGrad('#9d174d', '#f9a8d4'), [
      B('lbl', [T('Mamily', 's30 b', 'color:#9d174d'), T('Mom', 's26 b')]),
      T('Vanilla · 400 g', 's20', 'color:#fff'),
    ], 230, 320),
  ], 'align-items:center;gap:30px'),
  T('Maternal milk powder · not for infants', 's22', 'color:#6b7280'),
], { font: 'noto' });

// 8 P: cereal recommended from 4 months (Lao, shop post)
add({ variant: 'laos', lang: 'lo', groups: ['complementary_foods'], product: 'complementary_food' }, 900, '#f0f2f5', [
  card([
    postHeader('ຮ້ານ ລູກແກ້ວ ເຄື່ອງໃຊ້ເດັກ', 'ມື້ວານນີ້ ເວລາ 19:20', '#84cc16'),
    T('ແປ້ງເຂົ້າເດັກ ເຂົ້ານ້ອຍ ລົດກ້ວຍ', 's32 b', 'color:#a16207'),
    T('ເລີ່ມກິນໄດ້ຕັ້ງແຕ່ອາຍຸ 4 ເດືອນ', 's30 b', 'color:#dc2626'),
    T('ປະສົມກັບນ້ຳອຸ່ນ ພ້ອມກິນໃນ 1 ນາທີ', 's26'),
    B('row jc', [
      B('carton', [
        T('ເຂົ້ານ້ອຍ', 's44 b', 'color:#a16207'),
        T('ແປ້ງເຂົ້າເດັກ', 's26'),
        T('ລົດກ້ວຍ', 's26 b', 'color:#ca8a04'),
        T('4 ເດືອນ+', 's32 b pillc', 'background:#dc2626;color:#fff'),
      ], 'background:#fef9c3;width:330px;border:3px solid #ca8a04'),
    ], 'background:linear-gradient(135deg,#ecfccb,#fef08a);border-radius:14px;padding:26px'),
    T('ລາຄາ 35.000 ກີບ/ກ່ອງ', 's28 b'),
    reactions('ມັກ 88 · ຄຳເຫັນ 9'),
  ]),
], { font: 'lao' });

// 9 N: neutral pharmacy price list, label in Lao
add({ variant: 'laos', lang: 'lo', groups: [], product: 'infant_formula' }, 1000, '#f8fafc', [
  T('ຮ້ານຂາຍຢາ ສີລິບຸນ', 's48 b ctr', 'color:#0f766e'),
  T('ລາຄານົມເດັກ ປະຈຳເດືອນ ມິຖຸນາ', 's32 ctr'),
  B('tbl', [
    B('tr', [T('ນົມ ໂທມບູ ສູດ 1 (0–6 ເດືອນ) 400 ກຣາມ — 89.000 ກີບ', 's26')]),
    B('tr', [T('ນົມ ໂທມບູ ສູດ 2 (6–12 ເດືອນ) 400 ກຣາມ — 85.000 ກີບ', 's26')]),
    B('tr', [T('ນົມ ໂທມບູ ສູດ 3 (1–3 ປີ) 800 ກຣາມ — 150.000 ກີບ', 's26')]),
  ], 'background:#fff;border:2px solid #0f766e;border-radius:12px'),
  T('ມີສິນຄ້າໃນຮ້ານ · ສະຫຼາກພາສາລາວ', 's26'),
  T('ເປີດ 7:30–21:00 ທຸກມື້', 's26'),
  T('ໂທ 021 312 456', 's26 b'),
], { font: 'lao' });

// 10 P: chat: formula rep asks a health worker to hand out samples
add({ variant: 'laos', lang: 'mixed', groups: ['health_workers'], product: 'infant_formula' }, 760, '#e5ddd5', [
  B('topbar', [B('avatar', [], 'background:#a7f3d0;width:56px;height:56px;flex-basis:56px'), B('col', [T('Mr. Bounmy (Nuvela Rep)', 's26 b'), T('online', 's20')], 'gap:0')], 'background:#075e54;margin:-36px -36px 0'),
  B('chat', [
    B('bub l', [T('ສະບາຍດີ ອ້າຍໝໍ', 's24'), T('09:41', 's18 rgt', 'color:#888')]),
    B('bub l', [T('ອາທິດນີ້ມີ sample Nuvela 1', 's24'), T('ມາໃຫ້ 2 ແກັດ', 's24'), T('09:42', 's18 rgt', 'color:#888')]),
    B('bub l', [T('ຊ່ວຍແຈກໃຫ້ແມ່ທີ່ອອກລູກໃໝ່ແດ່ເດີ້', 's24'), T('09:42', 's18 rgt', 'color:#888')]),
    B('bub l', [T('ມີ gift voucher ໃຫ້ພະແນກ', 's24'), T('ເດືອນລະ 500.000 ກີບ', 's24'), T('09:43', 's18 rgt', 'color:#888')]),
    B('bub r', [T('OK, ເອົາມາວາງໄວ້ຫ້ອງພະຍາບານເລີຍ', 's24'), T('09:50 ✓✓', 's18 rgt', 'color:#34b7f1')]),
    B('bub l', [T('ຂອບໃຈຫຼາຍໆ Thank you!', 's24'), T('09:51', 's18 rgt', 'color:#888')]),
  ], 'margin:0 -36px -36px;padding:24px 36px'),
], { font: 'lao', rootStyle: 'gap:0' });

// 11 N: Formula 1 racing watch party (formula in another sense)
add({ variant: 'international', lang: 'mixed', groups: [], product: 'none' }, 900, 'linear-gradient(135deg,#111827,#7f1d1d)', [
  T('Formula 1 Watch Party', 's56 b ctr', 'color:#fff'),
  T('Singapore Grand Prix 2025', 's32 ctr', 'color:#fca5a5'),
  B('stripe', [], 'background:repeating-linear-gradient(90deg,#fff 0 24px,#111 24px 48px)'),
  T('ເບິ່ງສົດ ຈໍໃຫຍ່ ທີ່ Mekong Sports Bar', 's30 ctr', 'color:#fff'),
  T('ວັນອາທິດ 5 ຕຸລາ 19:00', 's30 ctr', 'color:#fff'),
  B('panel', [T('ເບຍ ຊື້ 1 ແຖມ 1 ລະຫວ່າງການແຂ່ງ', 's32 b ctr', 'color:#111')], 'background:#facc15;align-self:center'),
  T('ຈອງໂຕະ ☎ 020 5678 1234', 's26 ctr', 'color:#fff'),
], { font: 'lao' });

// 12 P: growing-up milk with brain/IQ/immunity/height claims + standing discount (mixed)
add({ variant: 'laos', lang: 'mixed', groups: ['promotion_public', 'prohibited_text'], product: 'growing_up_milk' }, 900, '#e9ebee', [
  card([
    postHeader('Lunavi Laos Official', 'Sponsored · ໂຄສະນາ', '#f97316'),
    T('Lunavi 3 – ນົມສຳລັບເດັກ 1–3 ປີ', 's30 b'),
    T('ສູດ Brain+ DHA ຊ່ວຍໃຫ້ລູກສະຫຼາດ IQ ດີ', 's26'),
    T('ເສີມພູມຕ້ານທານ ເຕີບໃຫຍ່ສູງໄວ', 's26'),
    B('row jc', [
      can(canGrad('#c2410c', '#fdba74'), [
        B('lbl', [T('Lunavi 3', 's32 b', 'color:#c2410c'), T('Brain+ IQ', 's22 b', 'color:#2563eb')]),
        T('ນົມສຳລັບເດັກ 1–3 ປີ', 's20', 'color:#fff'),
        T('900 g', 's20', 'color:#fff'),
      ], 250, 330),
      B('badge', [T('Promotion', 's24 b', 'color:#fff'), T('-20%', 's52 b', 'color:#fff'), T('ທຸກວັນສຸກ', 's24 b', 'color:#fff')], 'width:220px;height:220px;background:#2563eb'),
    ], 'background:linear-gradient(135deg,#ffedd5,#dbeafe);border-radius:14px;padding:34px 20px 22px;gap:40px'),
    T('Promotion: ຫຼຸດ 20% ທຸກວັນສຸກ', 's28 b', 'color:#2563eb'),
    T('Order now ☎ 030 9876 543', 's24'),
    reactions('♥ 1.2K · 310 comments · 95 shares'),
  ]),
], { font: 'lao' });

// 13 P: formula company e-book "is my milk enough?" (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['information_education'], product: 'none' }, 800, 'linear-gradient(160deg,#ede9fe,#c4b5fd)', [
  T('ປຶ້ມອີເລັກໂຕຣນິກ ຟຣີ!', 's44 b ctr', 'color:#5b21b6'),
  B('panel', [
    T('ນົມແມ່ຂອງທ່ານ', 's40 b ctr', 'color:#4c1d95'),
    T('ພຽງພໍສຳລັບລູກບໍ?', 's40 b ctr', 'color:#4c1d95'),
    T('10 ສັນຍານທີ່ຄຸນແມ່ຄວນຮູ້', 's28 ctr'),
  ], 'background:#fff;border:4px solid #7c3aed'),
  B('row jc', [B('mom', [], '--momc:#a78bfa')]),
  T('ດາວໂຫຼດຟຣີ ພຽງລົງທະບຽນ', 's30 b ctr btn', 'background:#7c3aed;color:#fff;align-self:center'),
  T('ຈັດທຳໂດຍ ບໍລິສັດນົມ ໂທມບູ', 's24 ctr', 'color:#3b0764'),
], { font: 'lao' });

// 14 N: UNICEF/WHO breastfeeding poster (English)
add({ variant: 'international', lang: 'en', groups: [], product: 'none' }, 900, 'linear-gradient(180deg,#e0f2fe,#ffffff)', [
  T('Breastfeeding:', 's56 b ctr', 'color:#0369a1'),
  T('the best start in life', 's44 ctr', 'color:#0369a1'),
  B('row jc', [B('mom', [], '--momc:#38bdf8'), B('heart', [])], 'gap:8px'),
  B('panel', [
    T('• Exclusive breastfeeding for the first 6 months', 's26'),
    T('• Breast milk protects against infections', 's26'),
    T('• No formula, bottles or teats are needed', 's26'),
    T('• Continue breastfeeding up to 2 years and beyond', 's26'),
  ], 'background:#fff;border:2px solid #7dd3fc'),
  T('UNICEF · WHO · Ministry of Health Lao PDR', 's24 b ctr', 'color:#075985'),
], { font: 'noto' });

// 15 P: repacked formula in plain bags (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['labeling_required'], product: 'infant_formula' }, 900, '#e9ebee', [
  card([
    postHeader('ນົມແບ່ງຂາຍ ຕະຫຼາດເຊົ້າ', 'ມື້ວານນີ້', '#64748b'),
    T('ນົມຜົງເດັກ ສູດ 1 ແບ່ງຂາຍເປັນຖົງ', 's30 b'),
    T('ຖົງລະ 500 ກຣາມ ລາຄາ 90.000 ກີບ', 's28'),
    T('ຖົງລະ 1 ກິໂລ ລາຄາ 170.000 ກີບ', 's28'),
    B('row jc', [
      B('bag', [T('ສູດ 1', 's32 b fp', 'color:#1d4ed8'), T('500 ກຣາມ', 's24 fp', 'color:#1d4ed8')], 'width:200px;height:270px'),
      B('bag', [T('ສູດ 1', 's32 b fp', 'color:#1d4ed8'), T('1 ກິໂລ', 's24 fp', 'color:#1d4ed8')], 'width:240px;height:310px'),
    ], 'background:#d6d3d1;border-radius:14px;padding:26px;gap:40px;align-items:flex-end'),
    T('ມີສິນຄ້າທຸກມື້ 7:00–17:00', 's26'),
    T('ໂທ 020 7788 9900', 's26 b'),
  ]),
], { font: 'lao' });

// 16 P: bottle "feels just like mom's breast" with launch price (English)
add({ variant: 'international', lang: 'en', groups: ['prohibited_text', 'promotion_public'], product: 'bottles_teats' }, 900, '#f0f2f5', [
  card([
    postHeader('Nippo Baby Official', 'Sponsored', '#06b6d4'),
    T('Nippo Natural Feel Bottle', 's36 b', 'color:#0e7490'),
    T('Feels just like mom’s breast ♥', 's30', 'color:#db2777'),
    T('Easy switch between breast and bottle', 's26'),
    B('row jc', [
      B('bottle', [B('teat', []), B('collar', [], '--collar:#22d3ee'), B('bbody', [])]),
      B('badge', [T('LAUNCH', 's24 b', 'color:#fff'), T('PRICE', 's24 b', 'color:#fff')], 'width:170px;height:170px;background:#db2777'),
    ], 'background:linear-gradient(135deg,#cffafe,#fce7f3);border-radius:14px;padding:26px;gap:60px'),
    T('Anti-colic vent · 260 ml', 's24'),
    T('Launch price 89,000 ₭ (was 120,000 ₭)', 's28 b', 'color:#0e7490'),
    reactions('♥ 532 · 41 comments'),
  ]),
], { font: 'en' });

// 17 N: prenatal vitamins with brain claim and discount (Lao)
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 900, '#e9ebee', [
  card([
    postHeader('ຮ້ານຂາຍຢາ ພູສີ', '5 ຊົ່ວໂມງ', '#22c55e'),
    T('ວິຕາມິນລວມສຳລັບແມ່ຖືພາ ມາມາແຄ', 's30 b', 'color:#15803d'),
    T('ມີທາດເຫຼັກ, ກົດໂຟລິກ ແລະ ໄອໂອດີນ', 's26'),
    T('ຊ່ວຍພັດທະນາສະໝອງລູກໃນທ້ອງ', 's26'),
    B('row jc', [
      B('jar', [T('ມາມາແຄ', 's32 b', 'color:#15803d'), T('ວິຕາມິນແມ່ຖືພາ', 's22'), T('30 ເມັດ', 's22')], 'width:250px;height:260px;background:#f0fdf4;border:3px solid #16a34a'),
      B('badge', [T('ຫຼຸດ', 's32 b', 'color:#fff'), T('15%', 's48 b', 'color:#fff')], 'width:190px;height:190px;background:#f97316'),
    ], 'background:#dcfce7;border-radius:14px;padding:40px 20px 24px;gap:50px'),
    T('ຫຼຸດ 15% ເມື່ອຊື້ 2 ກັບ', 's28 b', 'color:#ea580c'),
    T('ລາຄາ 120.000 ກີບ/ກັບ', 's26'),
    reactions('ມັກ 61 · ຄຳເຫັນ 4'),
  ]),
], { font: 'lao' });

// 18 P: CME dinner symposium hosted by infant-nutrition company (English)
add({ variant: 'international', lang: 'en', groups: ['health_workers', 'sponsorship_coi'], product: 'none' }, 900, 'linear-gradient(160deg,#0f172a,#334155)', [
  T('CME Dinner Symposium', 's52 b ctr', 'color:#fbbf24'),
  T('Early Life Nutrition & Gut Health', 's34 ctr', 'color:#fff'),
  T('For paediatricians, obstetricians and midwives', 's24 ctr', 'color:#cbd5e1'),
  B('panel', [
    T('Friday 7 June · 6:30 pm', 's28', 'color:#fff'),
    T('Riverside Hotel Ballroom, Vientiane', 's28', 'color:#fff'),
    T('2 CME credits · Dinner provided', 's28 b', 'color:#fbbf24'),
  ], 'background:rgba(255,255,255,.08);border:1px solid #fbbf24'),
  T('Hosted by Zebrina Infant Nutrition Institute', 's26 ctr', 'color:#fff'),
  T('RSVP: 020 5432 1100', 's24 ctr', 'color:#cbd5e1'),
], { font: 'noto' });

// 19 N: maths tutoring, "ສູດ 1 / ສູດ 2" = formulas
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 800, 'linear-gradient(135deg,#ecfeff,#a5f3fc)', [
  T('ສອນພິເສດ ຄະນິດສາດ ມ.4–ມ.7', 's40 b ctr', 'color:#155e75'),
  T('ທົບທວນ ສູດຄະນິດສາດ ທັງໝົດ', 's30 ctr'),
  B('panel', [
    T('ສູດ 1: ພື້ນທີ່ວົງມົນ = 3,14 × ລັດສະໝີ²', 's28'),
    T('ສູດ 2: ທິດສະດີບົດ ປີທາໂກຣ', 's28'),
    T('ສູດ 3: ສົມຜົນຂັ້ນສອງ', 's28'),
  ], 'background:#164e63;color:#fff'),
  T('ຮຽນຟຣີ ຊົ່ວໂມງທຳອິດ', 's32 b ctr', 'color:#dc2626'),
  T('ຫຼຸດ 20% ສຳລັບ 10 ຄົນທຳອິດ', 's28 ctr'),
  T('ໂທ 020 2345 6789', 's26 ctr b'),
], { font: 'lao' });

// 20 P: baby puree presented as breast-milk replacement (mixed)
add({ variant: 'laos', lang: 'mixed', groups: ['complementary_foods'], product: 'complementary_food' }, 900, '#f0f2f5', [
  card([
    postHeader('Yummy Tummy Baby Food', '1 h', '#fb923c'),
    T('ອາຫານບົດເດັກ Yummy Tummy 6m+', 's30 b', 'color:#c2410c'),
    T('ແທນນົມແມ່ໄດ້ເລີຍ ບໍ່ຕ້ອງກັງວົນ', 's28'),
    T('ໃຫ້ລູກກິນແທນນົມແມ່ ມື້ລະ 3 ຄາບ', 's28'),
    B('row jc', [
      B('pouch', [T('Yummy', 's26 b', 'color:#fff'), T('Tummy', 's26 b', 'color:#fff'), T('ຟັກທອງ', 's24', 'color:#fff'), T('6m+', 's26 b', 'color:#fde047')], 'width:180px;background:#f97316'),
      B('pouch', [T('Yummy', 's26 b', 'color:#fff'), T('Tummy', 's26 b', 'color:#fff'), T('ກ້ວຍ', 's24', 'color:#fff'), T('6m+', 's26 b', 'color:#fff')], 'width:180px;background:#eab308'),
    ], 'background:#ffedd5;border-radius:14px;padding:50px 20px 24px;gap:40px'),
    T('Pumpkin · Carrot · Banana', 's24'),
    T('35.000 ກີບ / ຖົງ', 's28 b'),
    reactions('♥ 96 · 12 comments'),
  ]),
], { font: 'lao' });

// 21 P: sales rep contacts a new mother by chat, free samples (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['promotion_public'], product: 'infant_formula' }, 760, '#e5ddd5', [
  B('topbar', [B('avatar', [], 'background:#fbcfe8;width:56px;height:56px;flex-basis:56px'), B('col', [T('ນາງ ແກ້ວ ຕົວແທນ ນູເວລາ', 's26 b'), T('ອອນລາຍ', 's20')], 'gap:0')], 'background:#0088cc;margin:-36px -36px 0'),
  B('chat', [
    B('bub l', [T('ສະບາຍດີ ເອື້ອຍ', 's24'), T('ຍິນດີນຳເດີ້ ທີ່ໄດ້ລູກນ້ອຍ', 's24'), T('14:02', 's18 rgt', 'color:#888')]),
    B('bub l', [T('ນ້ອງອາຍຸຈັກເດືອນແລ້ວ?', 's24'), T('14:02', 's18 rgt', 'color:#888')]),
    B('bub r', [T('ຫາກໍ່ໄດ້ 1 ເດືອນ', 's24'), T('14:10', 's18 rgt', 'color:#888')]),
    B('bub l', [T('ພວກເຮົາມີ ນູເວລາ ສູດ 1', 's24'), T('ຕົວຢ່າງຟຣີ ສົ່ງເຖິງບ້ານ', 's24'), T('14:11', 's18 rgt', 'color:#888')]),
    B('bub r', [T('ເອົາໄດ້ບໍ່?', 's24'), T('14:15', 's18 rgt', 'color:#888')]),
    B('bub l', [T('ໄດ້ເລີຍ ແລະ ເພີ່ມເຂົ້າກຸ່ມແມ່ ນູເວລາ ນຳເດີ້', 's24'), T('14:16', 's18 rgt', 'color:#888')]),
  ], 'margin:0 -36px -36px;padding:24px 36px;background:#dfe9f1'),
], { font: 'lao', rootStyle: 'gap:0' });

// 22 N: diapers sale (mixed)
add({ variant: 'international', lang: 'mixed', groups: [], product: 'other_baby_product' }, 1080, 'linear-gradient(120deg,#dbeafe,#fbcfe8)', [
  T('BIG SALE ຜ້າອ້ອມ Softee', 's60 b ctr', 'color:#1d4ed8'),
  B('row jc', [
    B('carton', [T('Softee', 's40 b', 'color:#fff'), T('Size M', 's26', 'color:#fff'), T('56 ຊິ້ນ', 's26', 'color:#fff')], 'background:#3b82f6;width:260px;height:240px'),
    B('star', [T('ຊື້ 2', 's32 b', 'color:#fff'), T('ແຖມ 1', 's32 b', 'color:#fff')], 'width:210px;height:210px;background:#ec4899'),
  ], 'gap:60px'),
  T('Size S–XL ຊື້ 2 ຫໍ່ ແຖມ 1', 's32 ctr'),
  T('ທິດຊູ່ປຽກ (Baby wipes) ຫຼຸດ 30%', 's32 ctr'),
  T('Free delivery ໃນນະຄອນຫຼວງ', 's30 ctr b', 'color:#be185d'),
  T('ຮ້ານ Baby Land ☎ 020 9988 7766', 's26 ctr'),
], { font: 'lao' });

// 23 P: price list saying the label is English, not Lao (laos)
add({ variant: 'laos', lang: 'lo', groups: ['labeling_required'], product: 'infant_formula' }, 1000, '#fffbeb', [
  T('ຮ້ານຂາຍຢາ ສຸກສະຫວັນ', 's48 b ctr', 'color:#92400e'),
  T('ລາຍການນົມເດັກ ມີໃນສາງ', 's32 ctr'),
  B('tbl', [
    B('tr', [T('ນົມ ອໍຣາມິວ ສູດ 1 (0–6 ເດືອນ) 400 ກຣາມ — 98.000 ກີບ', 's26')]),
    B('tr', [T('ນົມ ອໍຣາມິວ ສູດ 2 (6–12 ເດືອນ) 400 ກຣາມ — 92.000 ກີບ', 's26')]),
    B('tr', [T('ນົມ ອໍຣາມິວ ສູດ 3 (1–3 ປີ) 800 ກຣາມ — 165.000 ກີບ', 's26')]),
  ], 'background:#fff;border:2px solid #92400e;border-radius:12px'),
  T('ໝາຍເຫດ: ສິນຄ້ານຳເຂົ້າ ສະຫຼາກພາສາອັງກິດ ບໍ່ມີພາສາລາວ', 's26 b', 'color:#b91c1c'),
  T('ເປີດ 8:00–20:00 ທຸກມື້', 's26'),
  T('ໂທ 021 415 678', 's26 b'),
], { font: 'phet' });

// 24 P: neutral breastfeeding tips brought to you by a formula brand (English)
add({ variant: 'international', lang: 'en', groups: ['information_education'], product: 'infant_formula' }, 900, 'linear-gradient(180deg,#fff7ed,#fed7aa)', [
  T('5 Breastfeeding Tips', 's52 b ctr', 'color:#9a3412'),
  T('for New Moms', 's40 ctr', 'color:#9a3412'),
  B('panel', [
    T('1. Feed on demand, day and night', 's28'),
    T('2. Skin-to-skin right after birth', 's28'),
    T('3. Make sure baby latches deeply', 's28'),
    T('4. Rest and drink plenty of water', 's28'),
    T('5. Ask for help early', 's28'),
  ], 'background:#fff'),
  B('row jc', [B('heart', [], 'background:#f59e0b')]),
  T('Brought to you by SunnyMoo Infant Formula', 's26 b ctr', 'color:#c2410c'),
], { font: 'noto' });

// 25 N: recall notice (Food and Drug Department)
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 900, '#ffffff', [
  B('stripe', [], 'background:#b91c1c'),
  T('ແຈ້ງການ', 's56 b ctr', 'color:#b91c1c'),
  T('ກົມອາຫານ ແລະ ຢາ', 's30 ctr b'),
  T('ເລື່ອງ: ການຮຽກຄືນນົມຜົງເດັກ', 's32 b'),
  T('ຍີ່ຫໍ້ ເມກຄິດ ສູດ 1 ເລກຊຸດການຜະລິດ 230715', 's26'),
  T('ເນື່ອງຈາກກວດພົບການປົນເປື້ອນເຊື້ອແບັກທີເຣຍ', 's26'),
  T('ຂໍໃຫ້ຢຸດໃຊ້ທັນທີ ແລະ ສົ່ງຄືນຮ້ານທີ່ຊື້', 's26'),
  T('ສອບຖາມ ໂທ 021 214 013', 's26'),
  T('ວຽງຈັນ, ວັນທີ 3 ເມສາ 2025', 's24 rgt'),
  B('stripe', [], 'background:#b91c1c'),
], { font: 'serif' });

// 26 P: doctor endorsement of stage-1 formula (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['promotion_public', 'health_workers'], product: 'infant_formula' }, 900, '#e9ebee', [
  card([
    postHeader('ນົມ ເພີລີມິວ ລາວ', 'ໂຄສະນາ', '#0ea5e9'),
    T('ທ່ານໝໍເດັກ ແນະນຳ', 's40 b', 'color:#0369a1'),
    B('row', [
      B('doc', [B('head', []), B('coat', [])]),
      B('col grow', [
        T('“ຂ້ອຍແນະນຳ ເພີລີມິວ ສູດ 1', 's28 i'),
        T('ໃຫ້ຄົນເຈັບຂອງຂ້ອຍ”', 's28 i'),
        T('— ທ່ານໝໍ ສົມພອນ, ແພດເດັກ', 's24', 'color:#555'),
      ]),
    ], 'background:#e0f2fe;border-radius:14px;padding:24px'),
    B('row', [
      can(canGrad('#0369a1', '#7dd3fc'), [B('lbl', [T('ເພີລີມິວ', 's28 b', 'color:#0369a1'), T('ສູດ 1', 's26 b', 'color:#dc2626')])], 200, 230),
      B('col', [T('ນົມຜົງສຳລັບເດັກອ່ອນ 0–6 ເດືອນ', 's26'), T('ມີຂາຍຢູ່ຮ້ານຂາຍຢາທົ່ວໄປ', 's26')]),
    ], 'padding-top:14px;gap:30px'),
    reactions('ມັກ 410 · ຄຳເຫັນ 27 · ແບ່ງປັນ 33'),
  ]),
], { font: 'lao' });

// 27 N: English-only pack front with expiry, no claims, international variant
add({ variant: 'international', lang: 'en', groups: [], product: 'infant_formula' }, 800, 'linear-gradient(180deg,#e7e5e4 0 75%,#a8a29e 75% 100%)', [
  B('row jc', [
    can(canGrad('#065f46', '#34d399'), [
      B('lbl', [T('Mekkid', 's48 b', 'color:#065f46'), T('1', 's48 b', 'color:#f59e0b')]),
      T('Infant Formula', 's28 b', 'color:#fff'),
      T('0–6 months · 400 g', 's22', 'color:#fff'),
      B('lbl', [
        T('IMPORTANT NOTICE', 's20 b'),
        T('Breastfeeding is best for your baby.', 's18'),
        T('Use only on the advice of a health worker.', 's18'),
      ], 'margin-top:10px'),
      T('EXP 08/2026 · LOT 5521', 's20', 'color:#fff'),
    ], 470, 560),
  ], 'padding-top:20px'),
], { font: 'en' });

// 28 P: cereal cross-branded with formula + brain claim + bundle discount (English)
add({ variant: 'international', lang: 'en', groups: ['complementary_foods', 'prohibited_text', 'promotion_public'], product: 'complementary_food' }, 1080, 'linear-gradient(120deg,#fef3c7,#fde68a)', [
  T('From the makers of Gravita Stage 2 formula', 's28 ctr', 'color:#92400e'),
  B('rowt', [
    B('carton', [T('Gravita', 's44 b', 'color:#fff'), T('Baby Cereal', 's28', 'color:#fff'), T('Rice & Apple', 's24', 'color:#fff'), T('6 months+', 's24 b', 'color:#fde047')], 'background:#b45309;width:300px;height:340px'),
    B('col grow', [
      T('Gravita Baby Cereal', 's48 b', 'color:#78350f'),
      T('Rice & Apple', 's32'),
      T('With DHA for brain development', 's28', 'color:#b45309'),
      T('For babies 6 months+', 's28'),
      T('Buy with Gravita 2 and save 10%', 's30 b pill', 'background:#dc2626;color:#fff'),
    ], 'gap:12px'),
  ], 'gap:40px;align-items:center'),
], { font: 'en' });

// 29 P: follow-on formula 15% off, limited stock, free delivery (Lao poster)
add({ variant: 'laos', lang: 'lo', groups: ['promotion_public'], product: 'follow_on_formula' }, 900, 'linear-gradient(135deg,#fee2e2,#fecaca 40%,#fda4af)', [
  B('rowt', [
    B('col grow', [
      T('ນົມ ຄິໂດຣາ ສູດ 2', 's48 b', 'color:#9f1239'),
      T('ສຳລັບເດັກ 6–12 ເດືອນ', 's30'),
      T('ສິນຄ້າມີຈຳນວນຈຳກັດ!', 's30 b', 'color:#dc2626'),
    ]),
    B('badge', [T('ສ່ວນຫຼຸດ', 's28 b', 'color:#fff'), T('15%', 's64 b', 'color:#fff')], 'width:220px;height:220px;background:#dc2626'),
  ], 'align-items:center'),
  B('row jc', [
    can(canGrad('#9f1239', '#fb7185'), [B('lbl', [T('ຄິໂດຣາ', 's32 b', 'color:#9f1239'), T('ສູດ 2', 's30 b')]), T('6–12 ເດືອນ', 's22', 'color:#fff'), T('ນົມຜົງສຳລັບເດັກ', 's20', 'color:#fff')], 230, 300),
  ], 'padding:16px 0'),
  T('ສົ່ງຟຣີ ເມື່ອສັ່ງ 2 ກະປ໋ອງຂຶ້ນໄປ', 's32 ctr b'),
  T('ໝົດເຂດ 31/08 ນີ້', 's28 ctr'),
  T('ຮ້ານ ມະນີຈັນ ແມ່ ແລະ ເດັກ · ໂທ 020 2233 4455', 's24 ctr'),
], { font: 'lao' });

// 30 N: 6m+ complementary food, no claims, keeps breastfeeding message, with price
add({ variant: 'laos', lang: 'lo', groups: [], product: 'complementary_food' }, 900, '#f0f2f5', [
  card([
    postHeader('ຮ້ານ ສວນຜັກນ້ອຍ', '3 ຊົ່ວໂມງກ່ອນ', '#16a34a'),
    T('ເຂົ້າປຽກຜັກ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 's30 b', 'color:#166534'),
    T('ເຂົ້າຈ້າວ ຟັກທອງ ແລະ ຜັກບົ້ງ ບົດລະອຽດ', 's26'),
    T('ບໍ່ໃສ່ເກືອ ບໍ່ໃສ່ນ້ຳຕານ', 's26'),
    B('panel', [
      T('ໃຫ້ນົມແມ່ຕໍ່ໄປ ຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', 's26 b', 'color:#166534'),
      T('ບໍ່ແນະນຳສຳລັບເດັກອາຍຸຕ່ຳກວ່າ 6 ເດືອນ', 's26 b', 'color:#166534'),
    ], 'background:#dcfce7'),
    B('row jc', [B('jar', [T('ເຂົ້າປຽກຜັກ', 's26 b'), T('6 ເດືອນ+', 's24')], 'width:220px;height:200px;background:#fef9c3;border:3px solid #65a30d')], 'padding-top:30px'),
    T('ລາຄາ 25.000 ກີບ / ກະປຸກ', 's28 b'),
    reactions('ມັກ 54 · ຄຳເຫັນ 6'),
  ]),
], { font: 'lao' });

// 31 P: scholarship for midwives funded by formula company (mixed)
add({ variant: 'laos', lang: 'mixed', groups: ['health_workers', 'sponsorship_coi'], product: 'none' }, 900, 'linear-gradient(160deg,#ecfdf5,#a7f3d0)', [
  T('ທຶນການສຶກສາ 2025', 's56 b ctr', 'color:#065f46'),
  T('Midwife Excellence Scholarship', 's34 ctr i', 'color:#047857'),
  B('panel', [
    T('ສຳລັບ ໝໍຕຳແຍ ແລະ ພະຍາບານ ພະແນກເກີດລູກ', 's28'),
    T('ທຶນ 10 ທຶນ ທຶນລະ 5.000.000 ກີບ', 's28 b'),
    T('ສະໝັກໄດ້ຮອດ 30/09/2025', 's28'),
  ], 'background:#fff'),
  T('Funded by Aurelle Baby Milk', 's32 b ctr', 'color:#b45309'),
], { font: 'lao' });

// 32 N: kids' yoghurt with immunity claim and offer (mixed)
add({ variant: 'international', lang: 'mixed', groups: [], product: 'none' }, 1000, 'linear-gradient(120deg,#fdf2f8,#fbcfe8 50%,#f9a8d4)', [
  B('rowt', [
    B('col grow', [
      T('Yogo Kids Yoghurt', 's52 b', 'color:#9d174d'),
      T('ໂຢເກີດ ລົດສະຕໍເບີຣີ', 's32'),
      T('Probiotics ເສີມພູມຕ້ານທານ', 's30'),
      T('Buy 4 cups get 1 free', 's34 b', 'color:#be185d'),
    ], 'gap:10px'),
    B('jar', [T('Yogo', 's32 b', 'color:#be185d'), T('Strawberry', 's20')], 'width:180px;height:190px;background:#fff;border:3px solid #f472b6;border-radius:20px 20px 50px 50px'),
  ], 'align-items:center;padding-top:20px'),
  T('ມີຂາຍທີ່ Mini-mart ທົ່ວວຽງຈັນ', 's28 ctr'),
], { font: 'lao' });

// 33 P: follow-on formula label with empty expiry field (international)
add({ variant: 'international', lang: 'en', groups: ['labeling_required'], product: 'follow_on_formula' }, 800, '#d4d4d8', [
  B('panel', [
    T('Somsai Follow-on Formula 2', 's36 b', 'color:#1e40af'),
    T('For babies 6–12 months', 's26'),
    B('hr', []),
    T('Ingredients: skimmed milk, lactose,', 's22'),
    T('vegetable oils, whey protein, minerals,', 's22'),
    T('vitamins.', 's22'),
    T('Preparation: use boiled water cooled to 70 °C.', 's22'),
    T('Breast milk is best for your baby.', 's22 b'),
    B('hr', []),
    B('row', [T('Batch: SF-0423', 's24'), T('MFG: 03/2024', 's24')], 'gap:40px'),
    B('row', [T('EXP:', 's24 b'), B('', [], 'width:180px;height:34px;border:2px solid #999;background:#fff')], 'gap:14px'),
  ], 'background:#fff;border:3px solid #1e40af;gap:8px'),
], { font: 'en' });

// 34 P: quiz by formula brand + coupon for stage 2 (mixed)
add({ variant: 'laos', lang: 'mixed', groups: ['information_education', 'promotion_public'], product: 'follow_on_formula' }, 900, '#e9ebee', [
  card([
    postHeader('Kidora Mom Club', 'Sponsored', '#e11d48'),
    T('Quiz: ລູກຂອງທ່ານໄດ້ຮັບສານອາຫານພຽງພໍບໍ?', 's28 b'),
    T('ຕອບ 5 ຄຳຖາມ ຮັບຄູປອງ Kidora 2', 's26'),
    T('ສຳລັບເດັກ 6–12 ເດືອນ', 's26'),
    B('row jc', [
      B('coupon', [T('COUPON', 's28 b', 'color:#e11d48'), T('-50.000 ກີບ', 's48 b', 'color:#e11d48'), T('Kidora 2', 's26 b')], 'border-color:#e11d48;background:#fff1f2'),
    ], 'padding:16px 0'),
    T('Start Quiz ➜', 's28 b btn', 'background:#e11d48;color:#fff'),
    reactions('♥ 780 · 122 comments'),
  ]),
], { font: 'lao' });

// 35 N: baby-friendly hospital notice
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 900, '#f0fdfa', [
  T('ໂຮງໝໍທີ່ເປັນມິດກັບເດັກ', 's44 b ctr', 'color:#0f766e'),
  T('ແຈ້ງການ', 's36 b ctr'),
  B('panel', [
    T('ໂຮງໝໍແຫ່ງນີ້ ສົ່ງເສີມການລ້ຽງລູກດ້ວຍນົມແມ່', 's26'),
    T('ຫ້າມນຳນົມຜົງ, ຂວດນົມ ແລະ ຫົວນົມປອມ', 's26 b', 'color:#b91c1c'),
    T('ເຂົ້າມາໃນຫ້ອງເກີດລູກ', 's26 b', 'color:#b91c1c'),
    T('ບໍ່ຮັບຂອງຂວັນ ຫຼື ຕົວຢ່າງຈາກບໍລິສັດນົມ', 's26'),
    T('ພະນັກງານພ້ອມຊ່ວຍເຫຼືອຄຸນແມ່ 24 ຊົ່ວໂມງ', 's26'),
  ], 'background:#fff;border:3px solid #14b8a6'),
  T('ໂຮງໝໍແມ່ ແລະ ເດັກ', 's30 b ctr', 'color:#0f766e'),
], { font: 'phet' });

// 36 P: bottle "teat soft like mother's breast", buy 1 get 1 (Lao banner)
add({ variant: 'laos', lang: 'lo', groups: ['prohibited_text', 'promotion_public'], product: 'bottles_teats' }, 1080, 'linear-gradient(120deg,#e0f2fe,#fef3c7)', [
  B('rowt', [
    B('col grow', [
      T('ຂວດນົມ ຕູປູ ລຸ້ນໃໝ່', 's52 b', 'color:#075985'),
      T('ຫົວນົມນຸ່ມ ຄືກັບເຕົ້ານົມແມ່', 's36', 'color:#be185d'),
      T('ລູກບໍ່ປະຕິເສດຂວດ', 's32'),
      T('ຊື້ 1 ແຖມ 1 ເດືອນນີ້ເທົ່ານັ້ນ', 's36 b pill', 'background:#f59e0b;color:#fff'),
      T('ສົ່ງທົ່ວປະເທດ', 's30'),
    ], 'gap:12px'),
    B('row', [
      B('bottle', [B('teat', []), B('collar', [], '--collar:#f472b6'), B('bbody', [])]),
      B('bottle', [B('teat', []), B('collar', [], '--collar:#60a5fa'), B('bbody', [], 'height:200px')]),
    ], 'gap:20px;align-items:flex-end'),
  ], 'align-items:center;gap:30px'),
], { font: 'lao' });

// 37 P: clinic selling growing-up milk to its patients (Lao)
add({ variant: 'international', lang: 'lo', groups: ['health_workers', 'promotion_public'], product: 'growing_up_milk' }, 900, '#f8fafc', [
  B('row', [B('', [], 'width:60px;height:60px;background:linear-gradient(#dc2626,#dc2626) center/20px 60px no-repeat,linear-gradient(#dc2626,#dc2626) center/60px 20px no-repeat'), T('ຄລີນິກເດັກ ສຸຂະພາບດີ', 's44 b', 'color:#1e3a8a')], 'gap:20px'),
  T('ແຈ້ງການເຖິງຜູ້ປົກຄອງຄົນເຈັບ', 's32 b'),
  B('panel', [
    T('ຄລີນິກມີ ນົມ ລູນາວີ 3 (1–3 ປີ) ຈຳໜ່າຍ', 's28'),
    T('ລາຄາພິເສດສຳລັບຄົນເຈັບຂອງຄລີນິກ', 's28'),
    T('ຫຼຸດ 10% ເມື່ອນຳໃບນັດມາສະແດງ', 's30 b', 'color:#dc2626'),
  ], 'background:#eff6ff;border-left:8px solid #1e3a8a'),
  B('row jc', [can(canGrad('#c2410c', '#fdba74'), [B('lbl', [T('ລູນາວີ 3', 's28 b', 'color:#c2410c')]), T('1–3 ປີ', 's22', 'color:#fff')], 200, 220)], 'padding-top:14px'),
  T('ສອບຖາມໄດ້ທີ່ເຄົາເຕີ້ຮັບເງິນ', 's26 ctr'),
], { font: 'lao' });

// 38 N: neutral English stock list (international)
add({ variant: 'international', lang: 'en', groups: [], product: 'follow_on_formula' }, 900, '#f1f5f9', [
  T('Vientiane Family Pharmacy', 's44 b', 'color:#1e293b'),
  T('Stock list – baby milk', 's30', 'color:#475569'),
  B('tbl', [
    B('tr sb', [T('Petalac 2 (6–12 months) 400 g', 's26'), T('92,000 ₭', 's26 b')]),
    B('tr sb', [T('Petalac 2 (6–12 months) 800 g', 's26'), T('170,000 ₭', 's26 b')]),
    B('tr sb', [T('Somsai 2 (6–12 months) 900 g', 's26'), T('185,000 ₭', 's26 b')]),
  ], 'background:#fff;border-radius:10px;border:1px solid #cbd5e1'),
  T('In stock. Open Mon–Sat 8:00–19:00', 's26'),
  T('Tel. 021 250 999', 's26'),
], { font: 'noto' });

// 39 P: cereal to be mixed into the feeding bottle (Lao)
add({ variant: 'international', lang: 'lo', groups: ['complementary_foods'], product: 'complementary_food' }, 900, 'linear-gradient(160deg,#fff7ed,#fde68a)', [
  T('ແປ້ງເຂົ້າ ດາວນ້ອຍ', 's56 b ctr', 'color:#9a3412'),
  T('ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 's30 ctr'),
  B('row jc', [
    B('carton', [T('ດາວນ້ອຍ', 's36 b', 'color:#fff'), T('ແປ້ງເຂົ້າ', 's26', 'color:#fff'), T('250 ກຣາມ', 's22', 'color:#fff')], 'background:#ea580c;width:240px;height:260px'),
    T('➜', 's64 b', 'color:#9a3412'),
    B('bottle', [B('teat', []), B('collar', [], '--collar:#fb923c'), B('bbody cereal', [])]),
  ], 'gap:30px'),
  T('ປະສົມໃສ່ຂວດນົມ ໃຫ້ລູກດູດກ່ອນນອນ', 's34 b ctr', 'color:#c2410c'),
  T('ສະດວກ ງ່າຍ ສຳລັບຄຸນແມ່', 's28 ctr'),
], { font: 'lao' });

// 40 N: news about fines for formula promotion
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 900, '#ffffff', [
  T('ຂ່າວ', 's28 b pill', 'background:#1d4ed8;color:#fff'),
  T('ປັບໃໝ ຮ້ານຂາຍນົມເດັກ 3 ແຫ່ງ', 's44 b'),
  T('ຍ້ອນໂຄສະນາ ຊື້ 1 ແຖມ 1 ນົມຜົງ ສູດ 1', 's30', 'color:#374151'),
  B('hr', []),
  T('ເຈົ້າໜ້າທີ່ກວດກາພົບການລະເມີດ ດຳລັດ 472', 's26'),
  T('ຮ້ານຕ້ອງຖອນປ້າຍໂຄສະນາ ພາຍໃນ 7 ວັນ', 's26'),
  T('ແລະ ຈ່າຍຄ່າປັບໃໝຕາມລະບຽບການ', 's26'),
  T('ວຽງຈັນ, 12 ມີນາ 2025', 's22', 'color:#6b7280'),
], { font: 'serif' });

// 41 P: free new-mom gift bag with formula sample at maternity ward (English)
add({ variant: 'international', lang: 'en', groups: ['health_workers', 'promotion_public'], product: 'infant_formula' }, 900, 'linear-gradient(135deg,#fdf4ff,#f5d0fe)', [
  T('Welcome, Little One!', 's52 b ctr', 'color:#86198f'),
  T('Free New Mom Gift Bag', 's40 b ctr', 'color:#c026d3'),
  B('row jc', [B('carton', [T('GIFT', 's40 b', 'color:#fff')], 'background:#c026d3;width:200px;height:180px;border-radius:16px')]),
  B('panel', [
    T('Collect yours at the maternity ward counter', 's26'),
    T('Inside: baby towel, bib &', 's26'),
    T('Kidora Stage 1 starter sample', 's26 b'),
    T('Ask the ward nurse before discharge', 's26'),
  ], 'background:#fff'),
  T('City Mother & Child Hospital · Vientiane', 's24 ctr', 'color:#701a75'),
], { font: 'en' });

// 42 P: paid influencer, growing-up milk, sleep + height claims, discount code (mixed)
add({ variant: 'international', lang: 'mixed', groups: ['promotion_public', 'prohibited_text'], product: 'growing_up_milk' }, 900, '#fafafa', [
  card([
    postHeader('Mom Noy ✿ ແມ່ນ້ອຍ', 'Paid partnership with Lunavi', '#e879f9'),
    B('row jc', [
      can(canGrad('#c2410c', '#fdba74'), [B('lbl', [T('Lunavi 3', 's30 b', 'color:#c2410c')]), T('1–3 years', 's22', 'color:#fff')], 210, 250),
      B('baby', [], 'width:150px;height:150px'),
    ], 'background:linear-gradient(135deg,#fae8ff,#ffedd5);border-radius:14px;padding:34px;gap:50px'),
    T('ນ້ອງ Ping ດື່ມ Lunavi 3 ມາ 2 ເດືອນ', 's28'),
    T('ນອນຫຼັບໝົດຄືນ ແລະ ສູງຂຶ້ນ 3 cm!', 's28'),
    T('ໃຊ້ code MOMNOY10 ຫຼຸດ 10%', 's30 b', 'color:#c026d3'),
    T('Link in bio ♥', 's26'),
    reactions('♥ 3,481 likes · 204 comments'),
  ]),
], { font: 'lao' });

// 43 N: health-office home recipe for complementary food ("ສູດ" = recipe)
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 900, 'linear-gradient(180deg,#fefce8,#fef08a)', [
  T('ສູດອາຫານເສີມ ສຳລັບເດັກ 6–8 ເດືອນ', 's40 b ctr', 'color:#854d0e'),
  T('ເຂົ້າປຽກໄຂ່ ໃສ່ຜັກ', 's34 ctr', 'color:#a16207'),
  B('panel', [
    T('1. ຕົ້ມເຂົ້າປຽກໃຫ້ຂົ້ນ', 's28'),
    T('2. ໃສ່ໄຂ່ແດງ 1 ໜ່ວຍ ແລະ ຜັກບົດ', 's28'),
    T('3. ປ້ອນ 2–3 ບ່ວງ ມື້ລະ 2–3 ຄາບ', 's28'),
  ], 'background:#fff'),
  T('ສືບຕໍ່ໃຫ້ນົມແມ່ ທຸກຄັ້ງທີ່ລູກຕ້ອງການ', 's28 b ctr', 'color:#166534'),
  T('ຫ້ອງການສາທາລະນະສຸກເມືອງ', 's26 ctr'),
], { font: 'lao' });

// 44 P: mothers' class by formula company, gifts + lucky draw (Lao)
add({ variant: 'laos', lang: 'lo', groups: ['information_education', 'promotion_public'], product: 'infant_formula' }, 900, 'linear-gradient(135deg,#fce7f3,#e9d5ff)', [
  T('ຫ້ອງຮຽນຄຸນແມ່ ຟຣີ!', 's56 b ctr', 'color:#7e22ce'),
  T('ຮຽນຮູ້ການດູແລລູກນ້ອຍ ແລະ ໂພຊະນາການ', 's30 ctr'),
  B('panel', [
    T('ວັນເສົາ 20 ກໍລະກົດ 9:00–11:30', 's28'),
    T('ສູນການຄ້າ ວຽງຈັນເຊັນເຕີ ຊັ້ນ 3', 's28'),
    T('ລົງທະບຽນ ຮັບຊຸດຂອງຂວັນ ແລະ ຊິງໂຊກ', 's28 b', 'color:#be185d'),
  ], 'background:#fff'),
  T('ຈັດໂດຍ ບໍລິສັດ ອາເຣວ ນິວທຣິຊັນ', 's26 ctr'),
  T('ຜູ້ຜະລິດນົມຜົງສຳລັບເດັກອ່ອນ', 's24 ctr', 'color:#6b21a8'),
], { font: 'lao' });

// 45 P: growing-up milk scooped into bags at a market stall (no label at all)
add({ variant: 'international', lang: 'lo', groups: ['labeling_required'], product: 'growing_up_milk' }, 800, '#78350f', [
  B('panel', [
    T('ນົມຜົງເດັກ 1–3 ປີ', 's56 b ctr', 'color:#1e3a8a'),
    T('ຕັກຂາຍເປັນຖົງ', 's40 ctr'),
    T('ຂີດລະ 12.000 ກີບ', 's40 b ctr', 'color:#b91c1c'),
    T('ຊັ່ງຂາຍຕາມຕ້ອງການ', 's30 ctr'),
  ], 'background:#fffbeb;border:6px solid #1e3a8a;border-radius:6px'),
  B('row jc', [
    B('bag', [], 'width:150px;height:190px'),
    B('bag', [], 'width:150px;height:190px'),
    B('bag', [], 'width:150px;height:190px'),
  ], 'gap:24px'),
  T('ຮ້ານປ້າຄຳ ຕະຫຼາດຂົວຫຼວງ', 's30 b ctr', 'color:#fff'),
], { font: 'phet' });

// 46 N: strollers, car seats, thermometer (English)
add({ variant: 'international', lang: 'en', groups: [], product: 'other_baby_product' }, 1000, 'linear-gradient(120deg,#ecfccb,#bef264)', [
  T('Baby Gear Week', 's60 b ctr', 'color:#365314'),
  B('row jc', [
    B('col cc', [B('', [], 'width:160px;height:100px;border-radius:80px 80px 10px 10px;background:#4d7c0f'), B('row jc', [B('dot', [], 'width:36px;height:36px;background:#1a2e05'), B('dot', [], 'width:36px;height:36px;background:#1a2e05')], 'gap:60px')]),
  ], 'padding:10px'),
  B('panel', [
    T('Strollers from 990,000 ₭', 's30'),
    T('Car seats 25% off', 's30'),
    T('Digital thermometer – free with any stroller', 's28'),
    T('Free delivery in Vientiane', 's28 b'),
  ], 'background:#fff'),
  T('BabyNest Store · 020 7654 3210', 's26 ctr'),
], { font: 'en' });

// 47 P: webinar for nurses funded by bottle/teat company (Lao)
add({ variant: 'international', lang: 'lo', groups: ['health_workers', 'sponsorship_coi'], product: 'bottles_teats' }, 900, 'linear-gradient(135deg,#cffafe,#67e8f9)', [
  T('ສຳມະນາອອນລາຍ ສຳລັບພະຍາບານ', 's40 b ctr', 'color:#164e63'),
  T('ການໃຫ້ນົມເດັກ ແລະ ການດູແລເດັກເກີດໃໝ່', 's30 ctr'),
  B('panel', [
    T('ວັນພຸດ 12 ມີນາ 20:00 ໂມງ ຜ່ານ ຊູມ', 's28'),
    T('ມີໃບຢັ້ງຢືນ ແລະ ຂອງທີ່ລະນຶກ', 's28 b', 'color:#be123c'),
  ], 'background:#fff'),
  B('row jc', [B('bottle', [B('teat', []), B('collar', [], '--collar:#0891b2'), B('bbody', [], 'height:160px')])]),
  T('ສະໜັບສະໜູນໂດຍ ຊັກເກິລ ຂວດນົມ ແລະ ຫົວນົມ', 's28 b ctr', 'color:#164e63'),
], { font: 'lao' });

// 48 N: lactation cookies with promo (maternal product; "ສູດ" = recipe)
add({ variant: 'international', lang: 'lo', groups: [], product: 'none' }, 900, '#f0f2f5', [
  card([
    postHeader('ຄຸກກີ້ແມ່ລູກອ່ອນ ໂດຍ ນ້ອຍ', '20 ນາທີ', '#d97706'),
    T('ຄຸກກີ້ເພີ່ມນ້ຳນົມ ສູດໂອ໊ດ ແລະ ງາດຳ', 's30 b', 'color:#92400e'),
    T('ສຳລັບຄຸນແມ່ທີ່ລ້ຽງລູກດ້ວຍນົມແມ່', 's26'),
    B('row jc', [
      B('badge', [], 'width:120px;height:120px;background:radial-gradient(circle at 30% 30%,#5c3a1a 0 6px,transparent 7px),radial-gradient(circle at 65% 55%,#5c3a1a 0 6px,transparent 7px),#d4a373'),
      B('badge', [], 'width:120px;height:120px;background:radial-gradient(circle at 40% 60%,#5c3a1a 0 6px,transparent 7px),radial-gradient(circle at 70% 30%,#5c3a1a 0 6px,transparent 7px),#d4a373'),
      B('badge', [], 'width:120px;height:120px;background:radial-gradient(circle at 50% 40%,#5c3a1a 0 6px,transparent 7px),#d4a373'),
    ], 'background:#fef3c7;border-radius:14px;padding:30px;gap:30px'),
    T('ໂປຣໂມຊັ່ນ ຊື້ 3 ຖົງ ແຖມ 1 ຖົງ', 's30 b', 'color:#dc2626'),
    T('ສົ່ງຟຣີ ເຂດ ວຽງຈັນ', 's26'),
    T('ຖົງລະ 45.000 ກີບ', 's26'),
    reactions('ມັກ 133 · ຄຳເຫັນ 21'),
  ]),
], { font: 'lao' });

// 49 P: article "is your milk enough?" by formula company, BM not enough, closest to BM
add({ variant: 'laos', lang: 'lo', groups: ['information_education', 'prohibited_text', 'promotion_public'], product: 'infant_formula' }, 900, '#ffffff', [
  T('ບົດຄວາມ · ແມ່ ແລະ ເດັກ', 's22', 'color:#6b7280'),
  T('ນົມແມ່ຂອງທ່ານພຽງພໍບໍ?', 's48 b', 'color:#1f2937'),
  B('hr', []),
  T('ຄຸນແມ່ຫຼາຍຄົນບໍ່ຮູ້ວ່າ', 's28'),
  T('ນົມແມ່ຢ່າງດຽວບໍ່ພຽງພໍ', 's32 b', 'color:#b91c1c'),
  T('ສຳລັບລູກທີ່ເຕີບໃຫຍ່ໄວ', 's28'),
  B('row', [
    can(canGrad('#a16207', '#fde047'), [B('lbl', [T('ດາວເງິນ', 's28 b', 'color:#a16207'), T('ສູດ 1', 's26 b')])], 190, 220),
    B('col', [T('ເສີມດ້ວຍ ນົມ ດາວເງິນ ສູດ 1', 's28 b'), T('ສູດໃກ້ຄຽງນົມແມ່ທີ່ສຸດ', 's28', 'color:#a16207')]),
  ], 'background:#fefce8;border-radius:14px;padding:30px 24px 20px;gap:30px'),
  T('ບົດຄວາມໂດຍ ທີມງານ ດາວເງິນ', 's22', 'color:#6b7280'),
  T('ອ່ານເພີ່ມເຕີມ ➜', 's26 b', 'color:#2563eb'),
], { font: 'lao' });

// 50 P: growing-up milk with Lao sticker but blank expiry field
add({ variant: 'laos', lang: 'mixed', groups: ['labeling_required'], product: 'growing_up_milk' }, 800, 'linear-gradient(180deg,#e7e5e4 0 78%,#a8a29e 78% 100%)', [
  B('row jc', [
    can(canGrad('#4338ca', '#a5b4fc'), [
      B('lbl', [T('Oramil 3', 's44 b', 'color:#4338ca')]),
      T('Growing-up Milk', 's26 b', 'color:#fff'),
      T('1–3 years · 800 g', 's22', 'color:#fff'),
      B('lbl', [
        T('ນົມສຳລັບເດັກອາຍຸ 1–3 ປີ', 's22 b'),
        T('ນຳເຂົ້າໂດຍ ບໍລິສັດ ວຽງທອງ ການຄ້າ', 's20'),
        T('ວັນຜະລິດ: 05/2024', 's20'),
        B('row', [T('ວັນໝົດອາຍຸ:', 's20'), B('', [], 'width:110px;height:26px;border-bottom:2px dotted #555')], 'gap:8px'),
      ], 'background:#fef9c3;margin-top:12px;border:2px solid #ca8a04'),
    ], 480, 560),
  ], 'padding-top:20px'),
], { font: 'lao' });

// 51 N: parent's own question in a parents' group (English)
add({ variant: 'international', lang: 'en', groups: [], product: 'none' }, 900, '#f0f2f5', [
  card([
    postHeader('Vientiane Parents Group', 'Question · 45 min', '#6366f1'),
    T('Hi mums! My 8-month-old refuses the bottle.', 's26'),
    T('We use Stage 2 formula at daycare.', 's26'),
    T('Any tips? Which teat shape worked for you?', 's26'),
    T('Thanks so much!', 's26'),
    B('row', [T('Answer', 's22 b btn', 'background:#e0e7ff;color:#3730a3'), T('24 comments', 's22', 'color:#666')], 'gap:20px;border-top:1px solid #ddd;padding-top:10px'),
  ]),
], { font: 'noto' });

// 52 P: porridge endorsed by a paediatrician (Lao)
add({ variant: 'international', lang: 'lo', groups: ['complementary_foods', 'health_workers'], product: 'complementary_food' }, 900, 'linear-gradient(160deg,#f0fdf4,#bbf7d0)', [
  T('ເຂົ້າປຽກສຳເລັດຮູບ ແມ່ຄຳ', 's48 b ctr', 'color:#14532d'),
  T('ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 's30 ctr'),
  B('row jc', [
    B('doc', [B('head', []), B('coat', [])]),
    B('col', [T('ແພດເດັກ ແນະນຳ', 's36 b', 'color:#b91c1c'), T('“ຂ້ອຍແນະນຳໃຫ້ຄົນເຈັບທຸກຄົນ”', 's26 i'), T('— ທ່ານໝໍ ວັນນາ', 's24')]),
  ], 'background:#fff;border-radius:16px;padding:24px;gap:30px'),
  B('row jc', [B('pouch', [T('ແມ່ຄຳ', 's30 b', 'color:#fff'), T('ເຂົ້າປຽກ', 's22', 'color:#fff'), T('6 ເດືອນ+', 's22', 'color:#fff')], 'width:170px;background:#15803d')], 'padding-top:30px'),
  T('ມີຂາຍທີ່ຮ້ານຂາຍຢາ', 's28 ctr'),
], { font: 'lao' });

// 53 P: formula brand donates scales and incubators to the maternity ward (mixed)
add({ variant: 'international', lang: 'mixed', groups: ['health_workers', 'sponsorship_coi'], product: 'none' }, 900, '#e9ebee', [
  card([
    postHeader('Riverside Mother & Child Hospital', '2 d · ສາທາລະນະ', '#0d9488'),
    T('ຂໍຂອບໃຈ Gravita Nutrition', 's30 b'),
    T('ທີ່ມອບເຄື່ອງຊັ່ງນ້ຳໜັກເດັກ 10 ເຄື່ອງ', 's26'),
    T('ແລະ ຕູ້ອົບເດັກ 2 ຕູ້ ໃຫ້ພະແນກເກີດລູກ', 's26'),
    B('row jc', [
      B('carton', [T('Gravita', 's30 b', 'color:#fff')], 'background:#b45309;width:220px;height:120px'),
      B('carton', [T('Gravita', 's30 b', 'color:#fff')], 'background:#b45309;width:220px;height:120px'),
    ], 'background:#ccfbf1;border-radius:14px;padding:30px;gap:40px'),
    T('Donated by Gravita – Growing Together', 's26 i', 'color:#b45309'),
    T('#Gravita #MaternityWard', 's22', 'color:#2563eb'),
    reactions('Like 87 · Comment 5 · Share 3'),
  ]),
], { font: 'lao' });

// 54 N: MOH breastfeeding counselling training supported by WHO/UNICEF (mixed)
add({ variant: 'laos', lang: 'mixed', groups: [], product: 'none' }, 1000, 'linear-gradient(180deg,#eff6ff,#dbeafe)', [
  T('ການຝຶກອົບຮົມ', 's48 b ctr', 'color:#1e40af'),
  T('ໃຫ້ຄຳປຶກສາການລ້ຽງລູກດ້ວຍນົມແມ່', 's36 b ctr', 'color:#1e40af'),
  T('Breastfeeding Counselling Training', 's30 ctr i'),
  B('panel', [
    T('ສຳລັບ ໝໍຕຳແຍ ແລະ ພະຍາບານ ແຂວງ', 's28'),
    T('18–22 ພະຈິກ 2025 · ສູນແມ່ ແລະ ເດັກ', 's28'),
  ], 'background:#fff'),
  T('ຈັດໂດຍ ກະຊວງສາທາລະນະສຸກ', 's28 b ctr'),
  T('Supported by WHO and UNICEF', 's26 ctr', 'color:#1d4ed8'),
], { font: 'lao' });

// 55 P: parents' webinar by formula brand with discount on stage 3 (mixed)
add({ variant: 'international', lang: 'mixed', groups: ['information_education', 'promotion_public'], product: 'growing_up_milk' }, 900, '#e9ebee', [
  card([
    postHeader('Tinytum Lao', 'Sponsored', '#8b5cf6'),
    B('panel', [
      T('Free Webinar', 's44 b', 'color:#fff'),
      T('ລູກນ້ອຍ 1 ປີ ຄວນກິນຫຍັງ?', 's34 b', 'color:#fff'),
      T('Sat 8 PM via Facebook Live', 's26', 'color:#ede9fe'),
    ], 'background:linear-gradient(135deg,#7c3aed,#db2777)'),
    T('ວິທະຍາກອນ: ນັກໂພຊະນາການ Tinytum', 's26'),
    T('ຜູ້ເຂົ້າຮ່ວມຮັບສ່ວນຫຼຸດ Tinytum 3 (1–3 ປີ) 15%', 's26 b', 'color:#7c3aed'),
    T('Register: m.me/TinytumLao', 's24', 'color:#2563eb'),
    reactions('♥ 402 · 58 comments'),
  ]),
], { font: 'lao' });

// 56 N: shampoo "new formula"
add({ variant: 'laos', lang: 'lo', groups: [], product: 'none' }, 1000, 'linear-gradient(120deg,#fdf4ff,#f0abfc)', [
  B('rowt', [
    B('col grow', [
      T('ແຊມພູ ບົວຄຳ ສູດໃໝ່', 's52 b', 'color:#86198f'),
      T('ສູດອ່ອນໂຍນ ສຳລັບຜົມແຫ້ງ', 's32'),
      T('ໂປຣໂມຊັ່ນ ຫຼຸດ 25%', 's36 b', 'color:#dc2626'),
      T('ຂະໜາດ 400 ມລ', 's28'),
      T('ມີຂາຍທຸກມິນິມາດ', 's28'),
    ], 'gap:10px'),
    B('jar', [T('ບົວຄຳ', 's30 b', 'color:#fff'), T('ແຊມພູ', 's22', 'color:#fff')], 'width:170px;height:300px;background:linear-gradient(90deg,#a21caf,#e879f9,#a21caf);border-radius:30px 30px 20px 20px'),
  ], 'align-items:center;padding-top:30px'),
], { font: 'phet' });

// 57 P: study tour for paediatric nurses sponsored by formula company (mixed)
add({ variant: 'international', lang: 'mixed', groups: ['health_workers', 'sponsorship_coi'], product: 'none' }, 900, '#f0f2f5', [
  card([
    postHeader('Lao Paediatric Nurses Network', '3 d', '#0284c7'),
    T('ຂ່າວດີ! Study tour ໄປ Singapore 5 ວັນ', 's30 b'),
    T('ສຳລັບພະຍາບານເດັກ 20 ທ່ານ', 's26'),
    T('ຄ່າເດີນທາງ, ໂຮງແຮມ ແລະ ອາຫານ ຟຣີທັງໝົດ', 's26'),
    B('panel', [T('✈ Fully sponsored by', 's26', 'color:#fff'), T('Petalac Nutrition Co.', 's36 b', 'color:#fff')], 'background:linear-gradient(135deg,#0369a1,#0ea5e9);align-items:center'),
    T('ສະໝັກກັບຫົວໜ້າພະແນກ ກ່ອນ 15/10', 's26'),
    reactions('Like 64 · Comment 18'),
  ]),
], { font: 'lao' });

// 58 N: puppy milk replacer "formula", 0–6 weeks, buy 2 get 1 (English)
add({ variant: 'international', lang: 'en', groups: [], product: 'none' }, 900, '#f0f2f5', [
  card([
    postHeader('Happy Paws Pet Shop', 'Sponsored', '#a16207'),
    T('PuppyLac Milk Replacer', 's34 b', 'color:#854d0e'),
    T('Complete formula for newborn puppies & kittens', 's24'),
    T('0–6 weeks · 400 g', 's24'),
    B('row jc', [
      can(canGrad('#854d0e', '#facc15'), [B('lbl', [T('PuppyLac', 's28 b', 'color:#854d0e'), T('for pets', 's20')])], 200, 220),
      B('col cc', [B('', [], 'width:130px;height:110px;border-radius:50% 50% 45% 45%;background:#d6a15c'), B('row', [B('dot', [], 'background:#333'), B('dot', [], 'background:#333')], 'gap:30px;margin-top:-80px')], 'gap:0'),
    ], 'background:#fef9c3;border-radius:14px;padding:30px;gap:60px'),
    T('Buy 2 get 1 free this week!', 's30 b', 'color:#dc2626'),
    T('Free delivery for orders over 300,000 ₭', 's24'),
  ]),
], { font: 'en' });

// 59 P: rice cereal "from the Oramil 1-2-3 family" + lucky draw (mixed)
add({ variant: 'laos', lang: 'mixed', groups: ['complementary_foods', 'promotion_public'], product: 'complementary_food' }, 1000, 'linear-gradient(135deg,#eef2ff,#c7d2fe)', [
  B('rowt', [
    B('col grow', [
      T('Oramil Rice Cereal', 's48 b', 'color:#3730a3'),
      T('ແປ້ງເຂົ້າເດັກ ຈາກຄອບຄົວ Oramil 1-2-3', 's28'),
      T('ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 's28'),
    ]),
    B('carton', [T('Oramil', 's34 b', 'color:#fff'), T('ແປ້ງເຂົ້າເດັກ', 's22', 'color:#fff'), T('6 ເດືອນ+', 's22 b', 'color:#fde047')], 'background:#4338ca;width:220px;height:250px'),
  ], 'align-items:center;gap:20px'),
  B('panel', [
    T('Lucky Draw! ສົ່ງຝາກ່ອງ ຊິງໂຊກ', 's34 b', 'color:#b91c1c'),
    T('ລາງວັນ: ລົດຈັກ 1 ຄັນ, ໂທລະສັບ 5 ເຄື່ອງ', 's28'),
    T('ໝົດເຂດ 31/12/2025', 's26'),
  ], 'background:#fff;border:3px dashed #b91c1c'),
], { font: 'lao' });

// 60 N: sweetened condensed milk promo
add({ variant: 'international', lang: 'lo', groups: [], product: 'none' }, 900, 'linear-gradient(160deg,#fef3c7,#fbbf24)', [
  T('ນົມຂົ້ນຫວານ ຊ້າງທອງ', 's52 b ctr', 'color:#78350f'),
  T('ຫວານມັນ ເໝາະສຳລັບກາເຟ ແລະ ເຂົ້າໜົມ', 's28 ctr'),
  B('row jc', [
    can(canGrad('#1e3a8a', '#60a5fa'), [B('lbl', [T('ຊ້າງທອງ', 's26 b', 'color:#1e3a8a'), T('ນົມຂົ້ນຫວານ', 's20')])], 190, 180),
    can(canGrad('#1e3a8a', '#60a5fa'), [B('lbl', [T('ຊ້າງທອງ', 's26 b', 'color:#1e3a8a'), T('ນົມຂົ້ນຫວານ', 's20')])], 190, 180),
  ], 'gap:30px;padding:20px 0'),
  T('ຊື້ 1 ແພັກ 6 ກະປ໋ອງ ຫຼຸດ 10.000 ກີບ', 's32 b ctr', 'color:#b91c1c'),
  T('ລາຄາພິເສດ 48.000 ກີບ', 's36 b ctr'),
], { font: 'lao' });

module.exports = D;
