// The 60 designs of writer i11: labels + layout parameters.
'use strict';
const T1 = require('./templates.js'), T2 = require('./templates2.js');
const T = Object.assign({}, T1, T2);
const { babyFace, motherBaby, can, bottle, bowl, leaf, star, heart, cross, drop, doctor } = require('./lib.js');

// extra small pictures
const pillJar = (s) => `<svg width="${s}" height="${s * 1.2}" viewBox="0 0 100 120" style="display:block"><rect x="22" y="6" width="56" height="20" rx="4" fill="#386641"/><rect x="14" y="24" width="72" height="90" rx="10" fill="#f2e8cf" stroke="#6a994e" stroke-width="3"/><rect x="14" y="50" width="72" height="36" fill="#a7c957"/><ellipse cx="36" cy="68" rx="9" ry="5" fill="#fff"/><ellipse cx="62" cy="68" rx="9" ry="5" fill="#fff"/></svg>`;
const shampoo = (s) => `<svg width="${s * .6}" height="${s}" viewBox="0 0 60 100" style="display:block"><rect x="22" y="2" width="16" height="14" rx="3" fill="#5e548e"/><path d="M14 16 h32 q8 10 8 24 v50 q0 8 -8 8 h-32 q-8 0 -8 -8 v-50 q0 -14 8 -24z" fill="#e0b1cb" stroke="#5e548e" stroke-width="2"/><rect x="10" y="44" width="40" height="26" fill="#fff" opacity=".7"/></svg>`;
const cup = (s) => `<svg width="${s}" height="${s}" viewBox="0 0 100 100" style="display:block"><path d="M20 20 h60 l-8 70 h-44z" fill="#fff" stroke="#d6336c" stroke-width="3"/><rect x="16" y="12" width="68" height="10" rx="3" fill="#d6336c"/><circle cx="50" cy="55" r="16" fill="#f783ac"/><path d="M44 48 q6 -8 12 0" stroke="#2b8a3e" stroke-width="3" fill="none"/></svg>`;
const diaper = (s) => `<svg width="${s}" height="${s * .8}" viewBox="0 0 100 80" style="display:block"><path d="M6 8 h88 v14 q-18 4 -24 28 q-4 22 -20 26 q-16 -4 -20 -26 q-6 -24 -24 -28z" fill="#fff" stroke="#4895ef" stroke-width="3"/><rect x="6" y="8" width="88" height="8" fill="#4895ef"/><circle cx="50" cy="40" r="8" fill="#ffd166"/></svg>`;
const paw = (s) => `<svg width="${s}" height="${s}" viewBox="0 0 100 100" style="display:block"><circle cx="50" cy="50" r="48" fill="#f5e6cc"/><ellipse cx="50" cy="62" rx="18" ry="15" fill="#5a3e1b"/><circle cx="28" cy="42" r="8" fill="#5a3e1b"/><circle cx="42" cy="30" r="8" fill="#5a3e1b"/><circle cx="58" cy="30" r="8" fill="#5a3e1b"/><circle cx="72" cy="42" r="8" fill="#5a3e1b"/></svg>`;
const balloons = () => ['#f72585', '#7209b7', '#4cc9f0'].map((c, i) => `<svg width="44" height="70" viewBox="0 0 44 70"><ellipse cx="22" cy="22" rx="18" ry="21" fill="${c}"/><path d="M22 43 q-6 12 2 26" stroke="#555" fill="none"/></svg>`).join('');
const growChart = (s) => `<svg width="${s}" height="${s}" viewBox="0 0 100 100" style="display:block"><rect x="10" y="60" width="16" height="30" fill="#ffb74d"/><rect x="32" y="44" width="16" height="46" fill="#ff9800"/><rect x="54" y="28" width="16" height="62" fill="#f57c00"/><rect x="76" y="10" width="16" height="80" fill="#e65100"/></svg>`;

const A = (t, c, s) => [t, c, s];
const D = [];
const add = (meta, tpl, o) => D.push(Object.assign({}, meta, { tpl, build: () => T[tpl](o) }));

// ---------------------------------------------------------------- 001
add({ n: 1, lang: 'lo', variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', style: 'photo', note: 'pharmacy wall poster: discount + buy-2-get-1 on stage 1' }, 't01', {
  w: 760, bg: '#fff6e5', band: '#c1121f', accent: '#ff7b00', hf: 'ls', icon: cross(40, '#fff'),
  header: 'ຮ້ານຂາຍຢາ ສຸຂະພາບດີ', burst: 'ໂປໂມຊັ່ນ ພິເສດ!',
  lines: [A('ນົມຜົງ NutriGold ສູດ 1', 'ls b', 'font-size:34px;color:#1d3557'), A('ສຳລັບເດັກແຮກເກີດ - 6 ເດືອນ', 'ls', 'font-size:22px;color:#1d3557'),
    A('ຫຼຸດລາຄາ 20%', 'ls b', 'font-size:44px;color:#c1121f'), A('ຊື້ 2 ກະປ໋ອງ ແຖມຟຣີ 1 ກະປ໋ອງ', 'ls b', 'font-size:24px;color:#222')],
  pic: can(170, 221, '#fdf0d5', '#d4a017'),
  box: [A('ລາຄາປົກກະຕິ 285,000 ກີບ', 'ls', 'font-size:20px;color:#555;text-decoration:line-through'), A('ເຫຼືອພຽງ 228,000 ກີບ', 'ls b', 'font-size:32px;color:#c1121f')],
  foot: [A('ແຕ່ວັນທີ 1 - 15 ທັນວາ 2025 ເທົ່ານັ້ນ', 'ls', 'font-size:19px'), A('ໂທ 020 5555 1234', 'ls', 'font-size:19px')] });
// ---------------------------------------------------------------- 002
add({ n: 2, lang: 'lo', variant: 'international', groups: ['complementary_foods'], product: 'complementary_food', style: 'rotate', note: 'cereal shelf talker: presented as a replacement for breast milk' }, 't02', {
  w: 620, bg: '#fffaf0', edge: '#f08a24', f: 'ls', tab: 'ອາຫານເສີມ ເຂົ້າບົດ BabyRice', pic: bowl(130, '#f6e3b4'),
  lines: [A('ແທນນົມແມ່ໄດ້', 'ls b', 'font-size:30px;color:#b34700'), A('ເມື່ອແມ່ຕ້ອງໄປເຮັດວຽກ', 'ls', 'font-size:22px'), A('ສຳລັບເດັກ 6 ເດືອນ - 3 ປີ', 'ls', 'font-size:20px')],
  price: [A('ກ່ອງ 250 ກຣາມ', 'ls', 'font-size:20px'), A('38,000 ກີບ', 'ls b', 'font-size:40px;color:#c1121f')] });
// ---------------------------------------------------------------- 003
add({ n: 3, lang: 'mixed', variant: 'international', groups: [], product: 'growing_up_milk', style: 'small', note: 'neutral shelf-edge price tag for a growing-up milk' }, 't03', {
  w: 820, bg: '#ffffff', seed: 5, code: '8850001234567',
  lines: [A('Kiddo Grow 3', 'es b', 'font-size:34px'), A('ນົມສຳລັບເດັກ 1-3 ປີ', 'ls', 'font-size:24px'), A('Growing-up milk 900 g', 'es', 'font-size:22px;color:#444')],
  right: [A('ລາຄາ / Price', 'ls', 'font-size:22px'), A('310,000', 'es b', 'font-size:56px'), A('ກີບ / LAK', 'ls', 'font-size:22px'), A('ລະຫັດ: KG3-900', 'ls', 'font-size:18px;color:#555')] });
// ---------------------------------------------------------------- 004
add({ n: 4, lang: 'en', variant: 'international', groups: ['prohibited_text'], product: 'infant_formula', style: 'curved', note: 'can front: HMO like breast milk, brain, immunity, baby picture' }, 't04', {
  w: 900, bg: 'linear-gradient(#fdfbf5,#f3ead2)', band: '#b8860b',
  top: [A('NeoLac', 'er b', 'font-size:54px;color:#7a5a00'), A('PREMIUM', 'es', 'font-size:20px;letter-spacing:8px;color:#7a5a00')],
  band1: [A('Infant Formula Stage 1', 'es b', 'font-size:30px'), A('0–6 months', 'es', 'font-size:22px')],
  pic: babyFace(170),
  claims: [A("with 2'-FL HMO", 'es b', 'font-size:24px;color:#7a5a00'), A('structure identical to breast milk HMO', 'es', 'font-size:20px'), A('Supports brain development', 'es', 'font-size:20px'), A('and natural immunity', 'es', 'font-size:20px')],
  bottom: [A('Net wt. 800 g', 'es', 'font-size:20px')] });
// ---------------------------------------------------------------- 005-007 can back panels
const prepEN = ['1. Wash hands; boil water 5 minutes.', '2. Let water cool to about 70 °C.', '3. Add 1 level scoop per 30 ml water.', '4. Shake well; test on your wrist.', '5. Discard leftover feed after 1 hour.'];
const nutEN = [['Per 100 ml', 'Amount'], ['Energy', '67 kcal'], ['Protein', '1.3 g'], ['Fat', '3.5 g'], ['Carbohydrate', '7.4 g'], ['Calcium', '52 mg'], ['Iron', '0.8 mg']];
add({ n: 5, lang: 'en', variant: 'international', groups: ['labeling_required'], product: 'infant_formula', style: 'curved', note: 'can back panel with batch and manufacture date but no expiry date' }, 't05', {
  w: 940, bg: '#fbf7ea', hc: '#8a6d00', f: 'es', prepH: 'PREPARATION', nutH: 'NUTRITION INFORMATION', seed: 9,
  notice: [A('IMPORTANT NOTICE', 'es b', 'font-size:18px'), A('Breast milk is the best food for infants.', 'es', 'font-size:16px'), A('Use this product only on the advice of a health worker.', 'es', 'font-size:16px')],
  prep: prepEN, nut: nutEN,
  batch: [A('NeoLac Infant Formula Stage 1 · 800 g', 'es b', 'font-size:16px'), A('Batch: NL2409-17', 'es', 'font-size:16px'), A('Manufactured: 12/09/2024', 'es', 'font-size:16px'), A('Made in New Zealand', 'es', 'font-size:16px')] });
add({ n: 6, lang: 'en', variant: 'international', groups: [], product: 'infant_formula', style: 'glare', note: 'complete English back panel (notice, preparation, table, expiry), judged under the Code' }, 't05', {
  w: 900, bg: '#f4f8fc', hc: '#1f5f99', f: 'en', prepH: 'HOW TO PREPARE', nutH: 'NUTRITION FACTS', seed: 13, ps: 15, ns: 15,
  notice: [A('IMPORTANT NOTICE', 'en b', 'font-size:18px'), A('Breastfeeding is best for babies.', 'en', 'font-size:16px'), A('Infant formula should be used on medical advice.', 'en', 'font-size:16px')],
  prep: prepEN, nut: nutEN,
  batch: [A('Mamilac 1 Infant Formula · 0-6 months · 400 g', 'en b', 'font-size:16px'), A('Batch: ML2503-08', 'en', 'font-size:16px'), A('Manufactured: 08/03/2025', 'en', 'font-size:16px'), A('Expiry: 07/03/2027', 'en b', 'font-size:16px')] });
add({ n: 7, lang: 'en', variant: 'laos', groups: ['labeling_required'], product: 'infant_formula', style: 'photo', note: 'complete English back panel, no Lao sticker: fails only the Lao-language rule' }, 't05', {
  w: 920, bg: '#fff8f4', hc: '#a4133c', f: 'ed', prepH: 'PREPARATION', nutH: 'NUTRITION', seed: 17, ps: 14, ns: 14,
  notice: [A('IMPORTANT NOTICE', 'ed b', 'font-size:17px'), A('Breast milk is the best food for your baby.', 'ed', 'font-size:15px'), A('Use only on the advice of a doctor or midwife.', 'ed', 'font-size:15px')],
  prep: prepEN, nut: nutEN,
  batch: [A('Bonnymil 1 · Infant formula 0-6 months · 800 g', 'ed b', 'font-size:15px'), A('LOT BM2504-22', 'ed', 'font-size:15px'), A('MFG 22/04/2025', 'ed', 'font-size:15px'), A('EXP 21/04/2027', 'ed b', 'font-size:15px')] });
// ---------------------------------------------------------------- 008
add({ n: 8, lang: 'mixed', variant: 'laos', groups: [], product: 'follow_on_formula', style: 'shadow', note: 'English back panel with the importer\'s Lao sticker present' }, 't06', {
  w: 860, bg: '#f2f6f0', hc: '#2d6a4f', h1: 'DIRECTIONS', h2: 'NUTRITION per 100 ml',
  c1: [A('IMPORTANT: Breast milk is best for babies.', 'es', 'font-size:15px'), A('Follow-on formula for 6-12 months.', 'es', 'font-size:15px'), A('Boil water, cool to 70 °C.', 'es', 'font-size:15px'), A('1 scoop per 30 ml of water.', 'es', 'font-size:15px'), A('EXP 19/02/2027', 'es b', 'font-size:15px')],
  nut: [['Nutrient', 'Amount'], ['Energy', '66 kcal'], ['Protein', '1.6 g'], ['Fat', '3.1 g'], ['Iron', '1.0 mg']],
  sticker: [A('ສະຫຼາກພາສາລາວ', 'ls b', 'font-size:20px'), A('ນົມຜົງສູດຕໍ່ເນື່ອງ NeoLac 2 ສຳລັບເດັກອາຍຸ 6-12 ເດືອນ', 'ls', 'font-size:17px'),
    A('ຂໍ້ສັງເກດສຳຄັນ: ນົມແມ່ເປັນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກ', 'ls', 'font-size:17px'), A('ວິທີປະສົມ: ຕົ້ມນ້ຳໃຫ້ຟົດ 5 ນາທີ ແລ້ວປະໄວ້ໃຫ້ເຢັນ ປະມານ 70°C', 'ls', 'font-size:17px'),
    A('ໃສ່ນົມຜົງ 1 ບ່ວງພຽງ ຕໍ່ນ້ຳ 30 ມລ', 'ls', 'font-size:17px'), A('ວັນຜະລິດ: 20/02/2025 ວັນໝົດອາຍຸ: 19/02/2027', 'ls', 'font-size:17px'),
    A('ນຳເຂົ້າ ແລະ ຈຳໜ່າຍໂດຍ: ບໍລິສັດ ແສງຈັນ ການຄ້າ ຈຳກັດ', 'ls', 'font-size:17px')] });
// ---------------------------------------------------------------- 009
add({ n: 9, lang: 'lo', variant: 'international', groups: ['labeling_required'], product: 'infant_formula', style: 'dim', note: 'repacked stage-1 powder sold in plain bags, no label at all' }, 't07', {
  w: 640, lines: [A('ນົມຜົງເດັກ ສູດ 1 ແບ່ງຂາຍ', 'ph b', 'font-size:30px;color:#1a3c8a'), A('ຖົງລະ 500 ກຣາມ', 'ph', 'font-size:26px;color:#1a3c8a'), A('60,000 ກີບ', 'ph b', 'font-size:38px;color:#c1121f'), A('ມີສິນຄ້າທຸກມື້', 'ph', 'font-size:22px;color:#1a3c8a')] });
// ---------------------------------------------------------------- 010-012 cereal boxes
add({ n: 10, lang: 'lo', variant: 'laos', groups: ['complementary_foods'], product: 'complementary_food', style: 'photo', note: 'cereal box recommended from 4 months' }, 't08', {
  w: 880, bg: '#ffe8a3', edge: '#e76f51', food: '#f6d186',
  top: [A('CeriBaby', 'es b', 'font-size:46px;color:#e76f51'), A('ອາຫານເສີມສຳລັບເດັກ', 'ls b', 'font-size:26px;color:#264653')],
  lines: [A('ເຂົ້າບົດປະສົມໝາກກ້ວຍ', 'ls b', 'font-size:28px'), A('ປຸງແຕ່ງງ່າຍ ພຽງເຕີມນ້ຳອຸ່ນ', 'ls', 'font-size:20px')],
  age: [A('4', 'es b', 'font-size:54px;line-height:1.1'), A('ເດືອນຂຶ້ນໄປ', 'ls', 'font-size:18px')],
  more: [A('ເໝາະສຳລັບເດັກອາຍຸ 4 ເດືອນຂຶ້ນໄປ', 'ls b', 'font-size:22px;color:#e76f51')],
  foot: [A('ນ້ຳໜັກສຸດທິ 200 ກຣາມ', 'ls', 'font-size:18px'), A('ວັນໝົດອາຍຸ: 11/2026', 'ls', 'font-size:18px')] });
add({ n: 11, lang: 'mixed', variant: 'international', groups: ['complementary_foods', 'promotion_public'], product: 'complementary_food', style: 'jpeg', note: 'formula-branded cereal that pushes the stage-2 formula' }, 't08', {
  w: 900, bg: '#fff4d6', edge: '#8a6d00', food: '#f3d9a4',
  top: [A('NutriGold', 'er b', 'font-size:44px;color:#8a6d00'), A('Baby Cereal · ເຂົ້າບົດເດັກ', 'ls b', 'font-size:26px')],
  lines: [A('From the makers of', 'es', 'font-size:18px'), A('NutriGold 1 & 2 infant formula', 'es b', 'font-size:20px'), A('ຈາກຜູ້ຜະລິດນົມຜົງ NutriGold ສູດ 1 ແລະ 2', 'ls', 'font-size:18px')],
  age: [A('6', 'es b', 'font-size:54px;line-height:1.1'), A('months+', 'es', 'font-size:18px')],
  more: [A('Mix with NutriGold 2 for best results', 'es b', 'font-size:20px'), A('ປະສົມກັບນົມ NutriGold ສູດ 2 ເພື່ອຜົນດີທີ່ສຸດ', 'ls', 'font-size:20px')],
  foot: [A('Net wt 250 g', 'es', 'font-size:18px'), A('EXP 05/2026', 'es', 'font-size:18px')] });
add({ n: 12, lang: 'en', variant: 'laos', groups: ['complementary_foods', 'prohibited_text', 'labeling_required'], product: 'complementary_food', style: 'noise', note: 'cereal with brain/immunity/height claims, English-only pack sold in Laos' }, 't08', {
  w: 860, bg: '#e3f2fd', edge: '#2a6f97', food: '#e9c46a',
  top: [A('SmartSpoon', 'es b', 'font-size:46px;color:#2a6f97'), A('Multigrain Baby Cereal', 'es b', 'font-size:26px')],
  lines: [A('Builds brain power with DHA', 'es b', 'font-size:22px'), A('Boosts immunity', 'es', 'font-size:22px'), A('Helps baby grow taller', 'es', 'font-size:22px')],
  age: [A('6', 'es b', 'font-size:54px;line-height:1.1'), A('months+', 'es', 'font-size:18px')],
  more: [A('Rich in iron, zinc and vitamins A, C and D', 'es', 'font-size:19px')],
  foot: [A('Net wt 300 g', 'es', 'font-size:18px'), A('EXP 02/2027', 'es', 'font-size:18px')] });
// ---------------------------------------------------------------- 013-015 complementary-food pouches
add({ n: 13, lang: 'lo', variant: 'laos', groups: [], product: 'complementary_food', style: 'curved', note: 'compliant 6 m+ pouch in Lao with continued-breastfeeding message and a price sticker' }, 't09', {
  w: 820, bg: 'linear-gradient(#e9f5db,#cfe1b9)', acc: '#2d6a4f', food: '#f4a261',
  top: [A('ນ້ອຍອີ່ມ', 'ls b', 'font-size:44px;color:#2d6a4f'), A('ເຂົ້າປຽກເດັກ ລົດຊາດຜັກລວມ', 'ls b', 'font-size:26px')],
  lines: [A('ສຳລັບເດັກອາຍຸ 6 ເດືອນຂຶ້ນໄປ', 'ls b', 'font-size:22px'), A('ບໍ່ເໝາະສຳລັບເດັກອາຍຸຕ່ຳກວ່າ 6 ເດືອນ', 'ls', 'font-size:19px'), A('ນ້ຳໜັກ 180 ກຣາມ', 'ls', 'font-size:19px')],
  msg: [A('ສືບຕໍ່ລ້ຽງລູກດ້ວຍນົມແມ່ ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', 'ls', 'font-size:19px')],
  ing: [A('ສ່ວນປະກອບ: ເຂົ້າຈ້າວ, ຟັກທອງ, ແຄຣອດ, ຖົ່ວເຫຼືອງ', 'ls', 'font-size:17px'), A('ວັນໝົດອາຍຸ: 30/09/2026', 'ls', 'font-size:17px')],
  sticker: [A('25,000 ກີບ', 'ls b', 'font-size:22px')] });
add({ n: 14, lang: 'en', variant: 'laos', groups: ['labeling_required'], product: 'complementary_food', style: 'rotate', note: 'compliant 6 m+ pouch but English only, judged under Decree 472' }, 't09', {
  w: 800, bg: 'linear-gradient(#fff1e6,#fde2cf)', acc: '#9c4221', food: '#f4a261',
  top: [A('Little Harvest', 'ns b', 'font-size:42px;color:#9c4221'), A('Pumpkin & Rice Baby Meal', 'es b', 'font-size:26px')],
  lines: [A('For babies from 6 months', 'es b', 'font-size:22px'), A('Not suitable for babies under 6 months', 'es', 'font-size:18px'), A('Net wt 180 g', 'es', 'font-size:18px')],
  msg: [A('Continue breastfeeding up to 2 years and beyond', 'es', 'font-size:19px')],
  ing: [A('Ingredients: rice, pumpkin, carrot, lentils', 'es', 'font-size:17px'), A('Best before: 30/09/2026', 'es', 'font-size:17px')] });
add({ n: 15, lang: 'en', variant: 'international', groups: [], product: 'complementary_food', style: 'jpeg', note: 'compliant 6 m+ porridge, English, with price' }, 't09', {
  w: 780, bg: 'linear-gradient(#f1faee,#d8f3dc)', acc: '#1b4332', food: '#e9c46a',
  top: [A('Green Spoon', 'es b', 'font-size:42px;color:#1b4332'), A('Sweet Potato & Oat Porridge', 'es b', 'font-size:25px')],
  lines: [A('From 6 months', 'es b', 'font-size:22px'), A('Do not give before 6 months of age', 'es', 'font-size:18px'), A('Net wt 200 g', 'es', 'font-size:18px')],
  msg: [A('Keep breastfeeding to 2 years or beyond', 'es', 'font-size:19px')],
  ing: [A('Ingredients: oats, sweet potato, apple', 'es', 'font-size:17px'), A('Use by: 14/04/2026', 'es', 'font-size:17px')],
  sticker: [A('19,500 LAK', 'es b', 'font-size:22px')] });
// ---------------------------------------------------------------- 016-017 public-health posters
add({ n: 16, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'photo', note: 'Ministry of Health World Breastfeeding Week poster (breast milk builds immunity and brain)' }, 't10', {
  w: 1000, bg: '#fffdf6', band: '#c1121f', hc: '#7a0c13', pic: motherBaby(230),
  topL: [A('ກະຊວງສາທາລະນະສຸກ', 'ls b', 'font-size:22px')], topR: [A('ສາທາລະນະລັດ ປະຊາທິປະໄຕ ປະຊາຊົນລາວ', 'ls', 'font-size:16px')],
  head: [A('ອາທິດນົມແມ່ໂລກ 1 - 7 ສິງຫາ 2025', 'ls b', 'font-size:34px'), A('ນົມແມ່ ແມ່ນອາຫານທີ່ດີທີ່ສຸດສຳລັບລູກ', 'ls', 'font-size:26px')],
  msgs: [[A('ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງ ຫຼັງເກີດ', 'ls', 'font-size:22px')], [A('ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'ls', 'font-size:22px')], [A('ເລີ່ມອາຫານເສີມ ເມື່ອລູກອາຍຸຄົບ 6 ເດືອນ', 'ls', 'font-size:22px')], [A('ສືບຕໍ່ໃຫ້ນົມແມ່ ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', 'ls', 'font-size:22px')], [A('ນົມແມ່ຊ່ວຍສ້າງພູມຕ້ານທານ ແລະ ສະໝອງຂອງລູກ', 'ls', 'font-size:22px')]],
  foot: [A('ສູນໂພຊະນາການແຫ່ງຊາດ ຮ່ວມກັບ ກົມອະນາໄມ ແລະ ສົ່ງເສີມສຸຂະພາບ', 'ls', 'font-size:17px')] });
add({ n: 17, lang: 'mixed', variant: 'international', groups: [], product: 'none', style: 'glare', note: 'UNICEF/WHO bilingual breastfeeding poster' }, 't10', {
  w: 960, bg: '#f5fbff', band: '#1cabe2', hc: '#0b4f71', pic: motherBaby(210, '#1cabe2', '#bfe6f7', '#a0673f'),
  topL: [A('unicef', 'es b', 'font-size:26px')], topR: [A('World Health Organization', 'es', 'font-size:18px')],
  head: [A('Breastfeeding: the best start in life', 'es b', 'font-size:32px'), A('ນົມແມ່: ການເລີ່ມຕົ້ນທີ່ດີທີ່ສຸດຂອງຊີວິດ', 'ls b', 'font-size:26px')],
  msgs: [[A('Exclusive breastfeeding for the first 6 months', 'es', 'font-size:20px'), A('ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'ls', 'font-size:19px')],
    [A('Breast milk protects against diarrhoea and pneumonia', 'es', 'font-size:20px'), A('ນົມແມ່ປົກປ້ອງລູກຈາກພະຍາດຖອກທ້ອງ ແລະ ປອດອັກເສບ', 'ls', 'font-size:19px')],
    [A('No formula, bottles or teats are needed', 'es', 'font-size:20px'), A('ບໍ່ຈຳເປັນຕ້ອງໃຊ້ນົມຜົງ, ຕຸກນົມ ຫຼື ຫົວນົມຢາງ', 'ls', 'font-size:19px')]],
  foot: [A('Ask a health worker for breastfeeding support · ຂໍຄຳປຶກສາຈາກພະນັກງານສາທາລະນະສຸກ', 'ls', 'font-size:16px')] });
// ---------------------------------------------------------------- 018
add({ n: 18, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'shadow', note: 'baby-friendly hospital sign: no formula, bottles, gifts or samples' }, 't11', {
  w: 900, bg: '#fdfdfd', frame: '#0b5394', icon: motherBaby(84, '#0b5394', '#cfe2f3', '#8d5b3f'),
  head: [A('ໂຮງໝໍແມ່ ແລະ ເດັກ', 'ls b', 'font-size:30px;color:#0b5394'), A('ໂຮງໝໍທີ່ເປັນມິດກັບເດັກ', 'ls b', 'font-size:24px;color:#e63946')],
  items: [A('ຢູ່ໃນໂຮງໝໍແຫ່ງນີ້:', 'ls b', 'font-size:22px'),
    ['ບໍ່ອະນຸຍາດໃຫ້ນຳນົມຜົງ, ຕຸກນົມ ແລະ ຫົວນົມຢາງ ເຂົ້າມາ', 'ls', 'font-size:21px', 1], ['ບໍ່ຮັບຂອງຂວັນ ຫຼື ຕົວຢ່າງສິນຄ້າ ຈາກບໍລິສັດນົມຜົງ', 'ls', 'font-size:21px', 1],
    ['ແມ່ ແລະ ລູກ ຢູ່ຮ່ວມຫ້ອງດຽວກັນ 24 ຊົ່ວໂມງ', 'ls', 'font-size:21px', 1], ['ພະຍາບານ ພ້ອມຊ່ວຍທ່ານໃຫ້ນົມລູກ ທຸກເວລາ', 'ls', 'font-size:21px', 1]] });
// ---------------------------------------------------------------- 019
add({ n: 19, lang: 'lo', variant: 'international', groups: [], product: 'none', style: 'dim', note: 'Code-compliance notice on a pharmacy door (mentions discounts, gifts, formula)' }, 't12', {
  w: 780, bg: '#fffef8', stamp: '#1d4ed8',
  lines: [A('ແຈ້ງການ', 'ls b', 'font-size:36px;text-align:center'), A('ຮ້ານຂາຍຢາ ວຽງຄຳ ປະຕິບັດຕາມ ດຳລັດ ເລກທີ 472/ນຍ', 'ls', 'font-size:19px'), A('ແລະ ຫຼັກເກນສາກົນ ວ່າດ້ວຍການຕະຫຼາດ', 'ls', 'font-size:19px'), A('ຜະລິດຕະພັນທົດແທນນົມແມ່', 'ls', 'font-size:19px'),
    A('ຮ້ານເຮົາ ບໍ່ມີການຫຼຸດລາຄາ, ແຖມ ຫຼື ແຈກຕົວຢ່າງ', 'ls b', 'font-size:19px'), A('ນົມຜົງເດັກ, ຕຸກນົມ ແລະ ຫົວນົມຢາງ', 'ls b', 'font-size:19px'), A('ປຶກສາການລ້ຽງລູກດ້ວຍນົມແມ່ ໄດ້ທີ່ສຸກສາລາໃກ້ບ້ານ', 'ls', 'font-size:19px')],
  sign: [A('ເຈົ້າຂອງຮ້ານ', 'ls', 'font-size:17px'), A('ວັນທີ 02/06/2025', 'ls', 'font-size:17px')] });
// ---------------------------------------------------------------- 020-023 price boards
add({ n: 20, lang: 'lo', variant: 'laos', groups: [], product: 'infant_formula', style: 'blur', note: 'neutral pharmacy price board: product, size, price, hours' }, 't13', {
  w: 900, bg: '#f8f8f4', frame: '#9aa0a6', fg: '#1b3a6b', f: 'ls', rs: 20, cw: [420, 180, 190],
  head: [A('ຮ້ານຂາຍຢາ ພູຄຳ', 'ls b', 'font-size:30px'), A('ລາຍການລາຄາ ນົມຜົງເດັກ', 'ls', 'font-size:22px')],
  rows: [['ຊື່ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ (ກີບ)'], ['Mamilac ສູດ 1', '400 ກຣາມ', '145,000'], ['Mamilac ສູດ 1', '800 ກຣາມ', '275,000'], ['Bonnymil ສູດ 1', '900 ກຣາມ', '298,000'], ['NeoLac ສູດ 2', '800 ກຣາມ', '260,000'], ['Kiddo Grow ສູດ 3', '900 ກຣາມ', '240,000']],
  foot: [A('ເປີດທຸກມື້ 7:30 - 21:00', 'ls', 'font-size:18px'), A('ໂທ 021 212 345', 'ls', 'font-size:18px')] });
add({ n: 21, lang: 'mixed', variant: 'laos', groups: ['labeling_required'], product: 'follow_on_formula', style: 'noise', note: 'neutral price board that says the stock has no Lao label (laos variant)' }, 't13', {
  w: 960, bg: '#ffffff', frame: '#2f5d50', fg: '#1d1d1d', noteC: '#c1121f', f: 'ls', rs: 19, cw: [430, 200, 200],
  head: [A('ຮ້ານຂາຍຢາ ສະບາຍດີ · Sabaidee Pharmacy', 'ls b', 'font-size:28px'), A('ລາຄານົມຜົງ / Formula price list', 'ls', 'font-size:21px')],
  rows: [['ສິນຄ້າ / Product', 'ຂະໜາດ / Size', 'ລາຄາ / Price'], ['NeoLac 2 (6-12 months)', '800 g', '260,000 ກີບ'], ['Lactora 2 (6-12 months)', '900 g', '295,000 ກີບ'], ['Bonnymil 2 (6-12 months)', '800 g', '270,000 ກີບ']],
  note: [A('ໝາຍເຫດ: ສິນຄ້ານຳເຂົ້າ ສະຫຼາກເປັນພາສາອັງກິດ ບໍ່ມີສະຫຼາກພາສາລາວ', 'ls b', 'font-size:19px'), A('Note: imported stock, English label only', 'es', 'font-size:18px')],
  foot: [A('ເປີດ 8:00 - 20:00', 'ls', 'font-size:18px'), A('ໂທ 020 7777 8899', 'ls', 'font-size:18px')] });
add({ n: 22, lang: 'mixed', variant: 'international', groups: [], product: 'follow_on_formula', style: 'small', note: 'same kind of board, label-not-in-Lao note, judged under the Code only' }, 't13', {
  w: 720, bg: '#fffdf0', frame: '#6d597a', fg: '#2b2d42', noteC: '#6d597a', f: 'ls', rs: 24, cw: [300, 150, 170],
  head: [A('ຮ້ານຢາ ນາໄຊ · Naxay Pharmacy', 'ls b', 'font-size:28px'), A('Follow-on formula 6-12 months', 'es', 'font-size:24px')],
  rows: [['Product', 'Size', 'ກີບ'], ['Lactora 2', '900 g', '295,000'], ['NeoLac 2', '400 g', '140,000'], ['NeoLac 2', '800 g', '260,000']],
  note: [A('ສິນຄ້ານຳເຂົ້າ: ສະຫຼາກບໍ່ແມ່ນພາສາລາວ', 'ls b', 'font-size:24px'), A('Imported: label not in Lao', 'es', 'font-size:24px')],
  foot: [A('ເປີດ 8:00 - 21:00', 'ls', 'font-size:22px'), A('020 5432 1098', 'es', 'font-size:22px')] });
add({ n: 23, lang: 'lo', variant: 'laos', groups: ['promotion_public'], product: 'growing_up_milk', style: 'jpeg', note: 'chalkboard price list with a standing "10% off every Friday"' }, 't13', {
  w: 860, bg: '#2f3e46', frame: '#8d6e63', fg: '#f1faee', noteC: '#ffd166', f: 'ls', rs: 21, cw: [370, 180, 190],
  head: [A('ຮ້ານ ແມ່ ແລະ ເດັກ ດາວເຮືອງ', 'ls b', 'font-size:30px'), A('ນົມສຳລັບເດັກ 1-3 ປີ', 'ls', 'font-size:22px')],
  rows: [['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ (ກີບ)'], ['Kiddo Grow ສູດ 3', '900 ກຣາມ', '240,000'], ['Lactora ສູດ 3', '900 ກຣາມ', '255,000'], ['Growie ສູດ 3', '800 ກຣາມ', '230,000']],
  note: [A('ຫຼຸດ 10% ທຸກວັນສຸກ', 'ls b', 'font-size:30px;color:#ffd166')],
  foot: [A('ເປີດ 8:00 - 20:00', 'ls', 'font-size:18px'), A('ໂທ 020 9988 7766', 'ls', 'font-size:18px')] });
// ---------------------------------------------------------------- 024-025 out-of-scope offers
add({ n: 24, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'glare', note: 'maternal milk with discount and gift (out of scope)' }, 't14', {
  w: 860, bg: '#fff0f3', acc: '#d81159', pic: can(150, 195, '#ffe5ec', '#d81159'),
  top: [A('MamaPlus', 'es b', 'font-size:48px;color:#9d0208'), A('ນົມສຳລັບແມ່ຖືພາ ແລະ ແມ່ໃຫ້ນົມລູກ', 'ls b', 'font-size:26px')],
  lines: [A('ມີໂຟລິກ ແລະ ທາດເຫຼັກ', 'ls', 'font-size:22px'), A('ຊື້ 2 ກ່ອງ ແຖມກະເປົາ 1 ໜ່ວຍ', 'ls b', 'font-size:22px')],
  burst: [A('ຫຼຸດ', 'ls b', 'font-size:30px;line-height:1.2'), A('15%', 'es b', 'font-size:48px;line-height:1.1')],
  strip_lines: [A('ລາຄາພິເສດ 165,000 ກີບ · ມີຂາຍທີ່ຮ້ານຂາຍຢາທົ່ວໄປ', 'ls', 'font-size:20px')] });
add({ n: 25, lang: 'lo', variant: 'international', groups: [], product: 'none', style: 'rotate', note: '4+ school-age milk, buy-1-get-1 and brain claim (out of scope)' }, 't14', {
  w: 820, bg: '#f3f9ff', acc: '#ff6b35', pic: can(140, 182, '#e0f2ff', '#1d4e89'),
  top: [A('Growie School', 'es b', 'font-size:44px;color:#1d4e89'), A('ນົມສຳລັບເດັກນັກຮຽນ ອາຍຸ 4 ປີຂຶ້ນໄປ', 'ls b', 'font-size:24px')],
  lines: [A('ສູດ 4', 'ls b', 'font-size:36px;color:#1d4e89'), A('ເສີມສ້າງສະໝອງ', 'ls', 'font-size:20px'), A('ແລະ ການເຕີບໃຫຍ່', 'ls', 'font-size:20px')],
  burst: [A('ຊື້ 1', 'ls b', 'font-size:30px;line-height:1.3'), A('ແຖມ 1', 'ls b', 'font-size:30px;line-height:1.3')],
  strip_lines: [A('ພຽງ 199,000 ກີບ · ເຖິງວັນທີ 31 ທັນວາ 2025', 'ls', 'font-size:20px')] });
// ---------------------------------------------------------------- 026
add({ n: 26, lang: 'lo', variant: 'laos', groups: [], product: 'other_baby_product', style: 'small', note: 'diaper shelf talker with discount and free wipes' }, 't02', {
  w: 640, bg: '#eef6ff', edge: '#4895ef', f: 'ls', tab: 'ຜ້າອ້ອມສຳເລັດຮູບ SoftDry', tabSize: 30, pic: diaper(130),
  lines: [A('ຂະໜາດ M · 58 ຜືນ', 'ls b', 'font-size:28px'), A('ຊື້ 2 ຫໍ່ ຫຼຸດ 25,000 ກີບ', 'ls b', 'font-size:26px;color:#c1121f'), A('ແຖມ ເຈ້ຍປຽກ 1 ຫໍ່', 'ls', 'font-size:24px')],
  price: [A('ລາຄາ 129,000 ກີບ', 'ls b', 'font-size:34px')] });
// ---------------------------------------------------------------- 027
add({ n: 27, lang: 'en', variant: 'international', groups: [], product: 'none', style: 'curved', note: 'puppy milk replacer can: "close to mother\'s milk", immunity, offer (animal product)' }, 't04', {
  w: 860, bg: 'linear-gradient(#fffaf0,#f5e6cc)', band: '#5a3e1b', pic: paw(150),
  top: [A('PetMilk', 'es b', 'font-size:52px;color:#5a3e1b'), A('Puppy Milk Replacer', 'es b', 'font-size:26px')],
  band1: [A('For puppies from birth to 6 weeks', 'es b', 'font-size:24px')],
  claims: [A("As close to mother's milk as possible", 'es', 'font-size:20px'), A('Supports healthy growth and immunity', 'es', 'font-size:20px'), A('BUY 2 SAVE 20%', 'es b', 'font-size:26px;color:#c1121f')],
  bottom: [A('Not for human consumption · 400 g', 'es', 'font-size:18px')] });
// ---------------------------------------------------------------- 028
add({ n: 28, lang: 'mixed', variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', style: 'shadow', note: 'maternal milk that gives a coupon for stage-1 infant formula (cross-promotion)' }, 't14', {
  w: 880, bg: '#fff5f7', acc: '#9d0208', pic: can(140, 182, '#ffe5ec', '#d81159'), bw: 210,
  top: [A('MamaPlus · ນົມແມ່ຖືພາ', 'ls b', 'font-size:40px;color:#6a040f'), A('Maternal milk for pregnant mothers', 'es', 'font-size:22px')],
  lines: [A('ຊື້ 2 ກ່ອງ ຮັບຄູປອງສ່ວນຫຼຸດ', 'ls b', 'font-size:24px'), A('50,000 ກີບ ສຳລັບ NutriGold ສູດ 1', 'ls b', 'font-size:21px;color:#9d0208'), A('Buy 2 boxes, get a 50,000 kip', 'es', 'font-size:18px'), A('coupon for NutriGold 1', 'es', 'font-size:18px')],
  burst: [A('ຄູປອງ', 'ls b', 'font-size:28px;line-height:1.2'), A('50,000', 'es b', 'font-size:34px;line-height:1.1'), A('ກີບ', 'ls b', 'font-size:24px;line-height:1.2')],
  strip_lines: [A('ໃຊ້ຄູປອງໄດ້ ຫຼັງລູກເກີດ · Use after your baby is born', 'ls', 'font-size:19px')] });
// ---------------------------------------------------------------- 029
add({ n: 29, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'noise', note: 'coupon for lactation cookies (out of scope)' }, 't17', {
  w: 820, bg: '#fff8e1', acc: '#8d6e63',
  left: [A('ຄູປອງສ່ວນຫຼຸດ', 'ls b', 'font-size:30px;color:#6d4c41'), A('ຄຸກກີ້ເພີ່ມນ້ຳນົມ MilkyMom', 'ls b', 'font-size:24px'), A('ສຳລັບແມ່ໃຫ້ນົມລູກ', 'ls', 'font-size:20px'), A('ໝົດເຂດ 31/01/2026', 'ls', 'font-size:18px'), A('ລະຫັດ: MM-2025-0087', 'ls', 'font-size:18px')],
  right: [A('ຫຼຸດ', 'ls b', 'font-size:28px'), A('20,000', 'es b', 'font-size:40px'), A('ກີບ', 'ls b', 'font-size:24px'), A('ເມື່ອຊື້ຄົບ 2 ກ່ອງ', 'ls', 'font-size:18px')] });
// ---------------------------------------------------------------- 030
add({ n: 30, lang: 'mixed', variant: 'laos', groups: ['promotion_public'], product: 'follow_on_formula', style: 'dim', note: 'till receipt: stage-2 promo discount and free bottle' }, 't18', {
  w: 600, f: 'ls', fs: 17, cw: [360, 170], cw2: [360, 170],
  head: [A('ມິນິມາດ ສີເມືອງ', 'ls b', 'font-size:24px;text-align:center'), A('Simuang Mini Mart', 'es', 'font-size:18px;text-align:center'), A('ໃບຮັບເງິນ / RECEIPT', 'ls', 'font-size:18px;text-align:center'), A('14/11/2025 10:42 · ບິນ 004518', 'ls', 'font-size:16px;text-align:center')],
  items: [['NeoLac 2 800g x2', '520,000'], ['ຜ້າອ້ອມ SoftDry M x1', '129,000']],
  tot: [['ລວມ / Total', '649,000'], ['ສ່ວນຫຼຸດ NeoLac 2 PROMO', '-52,000'], ['ຈ່າຍ / Paid', '597,000']],
  promo: [A('ໂປໂມຊັ່ນ: ຊື້ NeoLac 2 ຄົບ 2 ກະປ໋ອງ', 'ls', 'font-size:17px'), A('ຫຼຸດ 10% ແລະ ແຖມຕຸກນົມ 1 ໜ່ວຍ', 'ls', 'font-size:17px')],
  foot: [A('ຂອບໃຈ · Thank you', 'ls', 'font-size:17px;text-align:center')] });
// ---------------------------------------------------------------- 031
add({ n: 31, lang: 'lo', variant: 'laos', groups: ['health_workers'], product: 'none', style: 'dim', note: 'formula-company calendar given to doctors and nurses' }, 't19', {
  w: 860, c1: '#2a6f4f', c2: '#e9f5ee', f: 'ls', logo: leaf(56, '#fff'),
  top: [A('Lactora Nutrition', 'es b', 'font-size:28px'), A('ມອບໃຫ້ ທ່ານໝໍ ແລະ ພະຍາບານ ດ້ວຍຄວາມຂອບໃຈ', 'ls', 'font-size:20px')],
  month: [A('ມັງກອນ 2026', 'ls b', 'font-size:28px;color:#2a6f4f')],
  weeks: [['ອາທິດ', 'ຈັນ', 'ອັງຄານ', 'ພຸດ', 'ພະຫັດ', 'ສຸກ', 'ເສົາ'], ['', '', '', '', '1', '2', '3'], ['4', '5', '6', '7', '8', '9', '10'], ['11', '12', '13', '14', '15', '16', '17'], ['18', '19', '20', '21', '22', '23', '24'], ['25', '26', '27', '28', '29', '30', '31']],
  foot: [A('Lactora: ເພື່ອນຄູ່ຄິດ ຂອງບຸກຄະລາກອນທາງການແພດ', 'ls', 'font-size:19px')] });
// ---------------------------------------------------------------- 032
add({ n: 32, lang: 'mixed', variant: 'international', groups: ['information_education'], product: 'none', style: 'blur', note: 'feeding-log notepad with neutral breastfeeding tip, brought to you by a formula brand' }, 't20', {
  w: 700, c1: '#ef476f', c2: '#ffe5ec', f: 'ls', logo: heart(44, '#fff'),
  head: [A('Bonnymil Baby Club', 'es b', 'font-size:26px'), A('ບັນທຶກການໃຫ້ນົມລູກ / Baby feeding log', 'ls', 'font-size:19px')],
  tip: [A('Tip: feed your baby on demand, 8-12 times a day', 'es', 'font-size:18px'), A('ເຄັດລັບ: ໃຫ້ນົມລູກຕາມຄວາມຕ້ອງການ 8-12 ເທື່ອຕໍ່ມື້', 'ls', 'font-size:18px')],
  cols: ['ເວລາ / Time', 'ຊ້າຍ / Left', 'ຂວາ / Right', 'ໝາຍເຫດ / Notes'], cw: [150, 140, 140, 170],
  foot: [A('Brought to you by Bonnymil Infant Nutrition', 'es', 'font-size:16px')] });
// ---------------------------------------------------------------- 033
add({ n: 33, lang: 'lo', variant: 'laos', groups: ['health_workers', 'promotion_public'], product: 'infant_formula', style: 'shadow', note: 'maternity-ward gift bag with stage-1 samples and a bottle' }, 't21', {
  w: 820, bg: '#7b2cbf', c1: '#5a189a', pic: heart(70, '#ffd6ff'),
  head: [A('ຖົງຂອງຂວັນ ສຳລັບຄຸນແມ່ມືໃໝ່', 'ls b', 'font-size:30px;color:#fff'), A('ມອບໃຫ້ໂດຍ ພະແນກເກີດລູກ ໂຮງໝໍ ວຽງສະຫວັນ', 'ls', 'font-size:20px;color:#fff')],
  inside: [A('ພາຍໃນມີ:', 'ls b', 'font-size:20px'), A('ນົມຜົງ NutriGold ສູດ 1 ຂະໜາດທົດລອງ 2 ຖົງ', 'ls', 'font-size:20px'), A('ຕຸກນົມ 1 ໜ່ວຍ', 'ls', 'font-size:20px'), A('ປຶ້ມຄູ່ມືການລ້ຽງລູກ', 'ls', 'font-size:20px')],
  qr: [A('ສະແກນ QR ລົງທະບຽນ', 'ls b', 'font-size:20px;color:#fff'), A('ຮັບຂອງຂວັນເພີ່ມ ຈາກ NutriGold', 'ls', 'font-size:20px;color:#fff')] });
// ---------------------------------------------------------------- 034
add({ n: 34, lang: 'lo', variant: 'laos', groups: ['health_workers', 'promotion_public', 'prohibited_text'], product: 'growing_up_milk', style: 'glare', note: 'clinic poster: paediatrician recommends stage 3, sold at the clinic counter, height and smart claims' }, 't01', {
  w: 800, bg: '#eef7ff', band: '#0077b6', accent: '#00a6c7', hf: 'ls', icon: cross(40, '#fff'), picW: 200,
  header: 'ຄລີນິກເດັກ ດຣ. ສົມພອນ', burst: 'ທ່ານໝໍເດັກ ແນະນຳ',
  lines: [A('ນົມ Growie ສູດ 3', 'ls b', 'font-size:36px;color:#023e8a'), A('ສຳລັບເດັກອາຍຸ 1-3 ປີ', 'ls', 'font-size:22px'), A('ຊ່ວຍໃຫ້ລູກສູງ ແລະ ສະຫຼາດ', 'ls b', 'font-size:28px;color:#d00000')],
  pic: doctor(190),
  box: [A('ມີຈຳໜ່າຍທີ່ເຄົາເຕີຄລີນິກ', 'ls b', 'font-size:24px'), A('900 ກຣາມ 235,000 ກີບ', 'ls', 'font-size:22px')],
  foot: [A('ສອບຖາມພະຍາບານໄດ້ທຸກມື້ 8:00 - 17:00', 'ls', 'font-size:19px')] });
// ---------------------------------------------------------------- 035-037 banners
add({ n: 35, lang: 'en', variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'none', style: 'rotate', note: 'paediatric nutrition conference banner sponsored by a formula brand' }, 't22', {
  w: 1150, bg: '#0a2342', fg: '#ffffff', acc: '#f4a259', logos: star(50, '#f4a259') + can(40, 52),
  head: [A('7th National Paediatric Nutrition Update', 'es b', 'font-size:42px'), A('Vientiane · 12–13 March 2026', 'es', 'font-size:26px')],
  lines: [A('For paediatricians, midwives and nurses', 'es', 'font-size:24px'), A('Free registration · 12 CME credits · Gala dinner for all participants', 'es', 'font-size:22px')],
  sp: [A('Proudly sponsored by NeoLac Infant Nutrition', 'es b', 'font-size:24px')] });
add({ n: 36, lang: 'lo', variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', style: 'small', note: 'midwife training banner sponsored by a formula company, with per diem' }, 't22', {
  w: 1100, bg: '#7b2d26', fg: '#fff8e7', acc: '#f2c14e', logos: leaf(50, '#2e8b57'),
  head: [A('ຝຶກອົບຮົມ ໝໍຕຳແຍ ແລະ ພະຍາບານ', 'ls b', 'font-size:46px'), A('ຫົວຂໍ້: ໂພຊະນາການແມ່ ແລະ ເດັກ', 'ls', 'font-size:32px')],
  lines: [A('ວັນທີ 5 - 6 ກຸມພາ 2026 · ໂຮງແຮມ ພູສີ ແຂວງ ຫຼວງພະບາງ', 'ls', 'font-size:26px'), A('ມີເບ້ຍລ້ຽງ ແລະ ຄ່າເດີນທາງ ໃຫ້ຜູ້ເຂົ້າຮ່ວມທຸກທ່ານ', 'ls', 'font-size:26px')],
  sp: [A('ສະໜັບສະໜູນໂດຍ Lactora Nutrition', 'ls b', 'font-size:28px')] });
add({ n: 37, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'jpeg', note: 'breastfeeding-counselling training by the Ministry with WHO and UNICEF support' }, 't22', {
  w: 1100, bg: '#e8f1f8', fg: '#0b3d6b', acc: '#1cabe2', logos: motherBaby(56, '#1cabe2', '#bfe6f7'),
  head: [A('ກະຊວງສາທາລະນະສຸກ', 'ls b', 'font-size:30px'), A('ຝຶກອົບຮົມ ການໃຫ້ຄຳປຶກສາ ການລ້ຽງລູກດ້ວຍນົມແມ່', 'ls b', 'font-size:38px')],
  lines: [A('ສຳລັບ ພະນັກງານສາທາລະນະສຸກ ຂັ້ນແຂວງ ແລະ ຂັ້ນເມືອງ', 'ls', 'font-size:24px'), A('ວັນທີ 10 - 14 ມີນາ 2026 · ແຂວງ ສະຫວັນນະເຂດ', 'ls', 'font-size:24px')],
  sp: [A('ດ້ວຍການສະໜັບສະໜູນຈາກ ອົງການອະນາໄມໂລກ ແລະ ອົງການຢູນິເຊັບ', 'ls b', 'font-size:22px')] });
// ---------------------------------------------------------------- 038
add({ n: 38, lang: 'mixed', variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'none', style: 'noise', note: 'CME dinner invitation for doctors hosted by a formula company' }, 't23', {
  w: 980, bg: '#fffaf0', c1: '#14213d',
  cover: [A('Invitation', 'er b', 'font-size:40px'), A('ບັດເຊີນ', 'ls b', 'font-size:32px')],
  inner: [A('Dear Doctor,', 'er', 'font-size:22px'), A('ຮຽນ ທ່ານໝໍ ທີ່ນັບຖື', 'ls', 'font-size:20px'), A('You are invited to a CME dinner talk', 'er', 'font-size:21px'), A('ຂໍເຊີນຮ່ວມງານລ້ຽງ ແລະ ຟັງບັນລະຍາຍ', 'ls', 'font-size:19px'), A('"Gut health in the first 1000 days"', 'er b', 'font-size:22px'),
    A('Friday 20 February 2026, 18:30', 'er', 'font-size:20px'), A('Mekong Riverside Hotel, Vientiane', 'er', 'font-size:20px'), A('ໂຮງແຮມ ແມ່ນ້ຳຂອງ ລິເວີໄຊ', 'ls', 'font-size:19px'), A('Hosted by Bonnymil Medical Nutrition', 'er b', 'font-size:20px'), A('RSVP: 020 5678 9012', 'er', 'font-size:19px')] });
// ---------------------------------------------------------------- 039
add({ n: 39, lang: 'mixed', variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', style: 'blur', note: 'formula-company scholarship and study tour for nurses and midwives' }, 't24', {
  w: 760, c1: '#005f73', c2: '#0a9396', pic: star(80, '#ee9b00'),
  head: [A('Mamilac Scholarship 2026', 'es b', 'font-size:32px'), A('ທຶນການສຶກສາ Mamilac 2026', 'ls b', 'font-size:24px')],
  lines: [A('ທຶນການສຶກສາ ສຳລັບນັກສຶກສາ ພະຍາບານ ແລະ ໝໍຕຳແຍ', 'ls', 'font-size:20px'), A('Study tour to Singapore for 10 paediatric nurses', 'es', 'font-size:20px'), A('ທັດສະນະສຶກສາ ສິງກະໂປ 5 ວັນ ອອກຄ່າໃຊ້ຈ່າຍໃຫ້ທັງໝົດ', 'ls', 'font-size:20px'), A('ສະໝັກໄດ້ທີ່ ຫ້ອງການ Mamilac ນະຄອນຫຼວງວຽງຈັນ', 'ls', 'font-size:20px')],
  dl: [A('Deadline / ໝົດເຂດຮັບສະໝັກ: 31/01/2026', 'ls b', 'font-size:19px')] });
// ---------------------------------------------------------------- 040
add({ n: 40, lang: 'lo', seed: 405, variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', style: 'glare', note: 'donation plate on an incubator given to a neonatal ward by a formula brand' }, 't25', {
  w: 760,
  a: [A('ເຄື່ອງອົບເດັກເກີດກ່ອນກຳນົດ', 'ls b', 'font-size:28px'), A('ບໍລິຈາກໂດຍ', 'ls', 'font-size:22px'), A('NeoLac Infant Nutrition', 'es b', 'font-size:30px')],
  b: [A('ໃຫ້ແກ່ ພະແນກເດັກເກີດໃໝ່ ໂຮງໝໍແຂວງ ຈຳປາສັກ', 'ls', 'font-size:20px'), A('ວັນທີ 15 ພະຈິກ 2025', 'ls', 'font-size:20px'), A('ເພື່ອສຸຂະພາບຂອງລູກນ້ອຍລາວ', 'ls b', 'font-size:22px')] });
// ---------------------------------------------------------------- 041
add({ n: 41, lang: 'mixed', variant: 'international', groups: ['health_workers', 'sponsorship_coi', 'information_education'], product: 'none', style: 'dim', note: 'webinar for health professionals organised and funded by a formula company' }, 't26', {
  w: 900, bg: '#1b263b', acc: '#ffd166', tag: 'WEBINAR',
  head: [A('ສຳມະນາອອນລາຍ ສຳລັບບຸກຄະລາກອນທາງການແພດ', 'ls b', 'font-size:26px;margin-top:8px'), A("Managing cow's milk allergy in infants", 'es b', 'font-size:28px')],
  lines: [A('ການຈັດການ ອາການແພ້ນົມງົວ ໃນເດັກອ່ອນ', 'ls', 'font-size:21px'), A('Speaker: Prof. Anan Wattana, paediatric allergist', 'es', 'font-size:19px'), A('Thursday 8 January 2026, 19:00 (Vientiane)', 'es', 'font-size:19px'), A('e-certificate for all attendees', 'es', 'font-size:19px')],
  foot: [A('Organised and funded by Lactora Medical Affairs', 'es b', 'font-size:20px')] });
// ---------------------------------------------------------------- 042-043 tri-fold brochures
add({ n: 42, lang: 'lo', variant: 'laos', groups: ['information_education'], product: 'none', style: 'photo', note: '"is my milk enough?" brochure printed by a formula company' }, 't27', {
  w: 1140, h: 420, bg: '#fff5f5', bg2: '#ffffff',
  panels: [{ pic: motherBaby(150), t: [A('ນ້ຳນົມຂອງແມ່', 'ls b', 'font-size:28px;color:#9d0208'), A('ພໍໃຫ້ລູກບໍ?', 'ls b', 'font-size:28px;color:#9d0208'), A('ຄູ່ມືສຳລັບຄຸນແມ່', 'ls', 'font-size:20px')] },
    { t: [A('ສັນຍານວ່າລູກກິນນົມພໍ', 'ls b', 'font-size:22px'), A('ປ່ຽນຜ້າອ້ອມປຽກ 6 ເທື່ອຕໍ່ມື້', 'ls', 'font-size:18px'), A('ນ້ຳໜັກຂຶ້ນຕາມເກນ', 'ls', 'font-size:18px'), A('ລູກນອນຫຼັບສະບາຍ ຫຼັງກິນນົມ', 'ls', 'font-size:18px'), A('ເຕົ້ານົມອ່ອນລົງ ຫຼັງໃຫ້ນົມ', 'ls', 'font-size:18px')] },
    { pic: heart(70, '#e5383b'), t: [A('ມີຄຳຖາມ?', 'ls b', 'font-size:24px'), A('ໂທຫາສາຍດ່ວນ ແມ່ ແລະ ເດັກ', 'ls', 'font-size:18px'), A('1800 123 456', 'es b', 'font-size:26px'), A('ຈັດພິມໂດຍ Mamilac Nutrition', 'ls', 'font-size:17px')] }] });
add({ n: 43, lang: 'mixed', variant: 'laos', groups: ['information_education', 'promotion_public'], product: 'infant_formula', style: 'shadow', note: 'breastfeeding-tips brochure whose last panel pushes stage 1 with a coupon' }, 't27', {
  w: 1140, h: 420, bg: '#f0fbf8', bg2: '#ffffff',
  panels: [{ pic: motherBaby(150, '#2a9d8f', '#bde0da'), t: [A('ການລ້ຽງລູກດ້ວຍນົມແມ່', 'ls b', 'font-size:24px'), A('ສຳລັບຄຸນແມ່ມືໃໝ່', 'ls b', 'font-size:22px'), A('Breastfeeding for new mums', 'es', 'font-size:19px')] },
    { t: [A('ໃຫ້ລູກດູດນົມເລື້ອຍໆ', 'ls b', 'font-size:19px'), A('Feed often, day and night', 'es', 'font-size:17px'), A('ຈັບທ່າໃຫ້ລູກອົມຫົວນົມໃຫ້ເລິກ', 'ls b', 'font-size:19px'), A('Help baby latch deeply', 'es', 'font-size:17px'), A('ແມ່ພັກຜ່ອນ ແລະ ດື່ມນ້ຳໃຫ້ພຽງພໍ', 'ls b', 'font-size:19px'), A('Rest and drink enough water', 'es', 'font-size:17px')] },
    { pic: can(90, 117, '#fdf0d5', '#d4a017'), t: [A('ເມື່ອທ່ານຕ້ອງການ', 'ls b', 'font-size:20px'), A('ເລືອກ NutriGold ສູດ 1', 'ls b', 'font-size:24px;color:#8a6d00'), A('When you need it, choose NutriGold 1', 'es', 'font-size:16px'), A('ຄູປອງ ຫຼຸດ 30,000 ກີບ', 'ls b', 'font-size:22px;color:#c1121f'), A('ທີ່ຮ້ານຂາຍຢາທົ່ວໄປ', 'ls', 'font-size:18px')] }] });
// ---------------------------------------------------------------- 044
add({ n: 44, lang: 'en', variant: 'international', groups: ['information_education', 'promotion_public'], product: 'infant_formula', style: 'blur', note: 'formula-brand antenatal class with stage-1 tasting and gift set' }, 't24', {
  w: 760, c1: '#6a4c93', c2: '#c77dff', pic: motherBaby(110, '#ffffff', '#e0c3fc'),
  head: [A('Lactora Mum School', 'es b', 'font-size:34px'), A('Free antenatal class for expecting mothers', 'es', 'font-size:20px')],
  lines: [A('Topics: breastfeeding, baby sleep, first foods', 'es', 'font-size:20px'), A('Saturday 17 January 2026, 9:00–11:30', 'es', 'font-size:20px'), A('Lactora Experience Centre, Nongbone Road', 'es', 'font-size:20px'), A('Free Lactora 1 tasting and a gift set for every mum', 'es b', 'font-size:20px')],
  dl: [A('Register: call 020 2222 3344', 'es b', 'font-size:20px')] });
// ---------------------------------------------------------------- 045
add({ n: 45, lang: 'lo', variant: 'laos', groups: ['information_education'], product: 'none', style: 'noise', note: '"is your baby getting enough?" quiz leaflet from a formula brand' }, 't29', {
  w: 860, bg: '#fff7fb', c1: '#b5179e', f: 'ls', yes: 'ແມ່ນ', no: 'ບໍ່',
  head: [A('ແບບທົດສອບ', 'ls b', 'font-size:32px;color:#b5179e'), A('ລູກຂອງທ່ານ ກິນນົມອີ່ມບໍ?', 'ls b', 'font-size:26px')],
  qs: ['1. ລູກຮ້ອງໄຫ້ ຫຼັງກິນນົມບໍ?', '2. ລູກປັດສະວະ ໜ້ອຍກວ່າ 6 ເທື່ອຕໍ່ມື້ບໍ?', '3. ລູກຕື່ນເລື້ອຍໆ ໃນເວລາກາງຄືນບໍ?', '4. ເຕົ້ານົມຂອງທ່ານ ບໍ່ອ່ອນລົງຫຼັງໃຫ້ນົມບໍ?'],
  res: [A('ຕອບ "ແມ່ນ" 2 ຂໍ້ຂຶ້ນໄປ? ປຶກສາຜູ້ຊ່ຽວຊານ ໂພຊະນາການ Bonnymil', 'ls', 'font-size:19px'), A('ສາຍດ່ວນ 1800 555 777', 'ls b', 'font-size:22px')] });
// ---------------------------------------------------------------- 046
add({ n: 46, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'rotate', note: 'prenatal vitamins, brain claim for the unborn child, discount (out of scope)' }, 't14', {
  w: 840, bg: '#f7fbf2', acc: '#6a994e', pic: pillJar(130),
  top: [A('PrenaVit', 'es b', 'font-size:46px;color:#386641'), A('ວິຕາມິນບຳລຸງ ສຳລັບແມ່ຖືພາ', 'ls b', 'font-size:26px')],
  lines: [A('ມີ DHA, ໂຟລິກ ແລະ ທາດເຫຼັກ', 'ls', 'font-size:22px'), A('ຊ່ວຍພັດທະນາສະໝອງ', 'ls b', 'font-size:22px'), A('ຂອງລູກໃນທ້ອງ', 'ls b', 'font-size:22px')],
  burst: [A('ຊື້ 3 ກ່ອງ', 'ls b', 'font-size:24px;line-height:1.3'), A('ຫຼຸດ 10%', 'ls b', 'font-size:32px;line-height:1.3')],
  strip_lines: [A('ມີຂາຍທີ່ຮ້ານຂາຍຢາທົ່ວໄປ', 'ls', 'font-size:20px')] });
// ---------------------------------------------------------------- 047-048 event banners
add({ n: 47, lang: 'lo', variant: 'laos', groups: ['promotion_public', 'information_education', 'complementary_foods'], product: 'growing_up_milk', style: 'photo', note: 'mall mother-and-baby fair: brand seminar, free stage-3 tasting, free formula-branded cereal, lucky draw' }, 't31', {
  w: 900, bg: '#ffcad4', fg: '#3d0066', acc: '#7209b7', icons: balloons(),
  head: [A('ງານມະຫາກຳ ແມ່ ແລະ ເດັກ 2025', 'ls b', 'font-size:40px'), A('ສູນການຄ້າ ທາດຫຼວງ · 6 - 7 ທັນວາ 2025', 'ls', 'font-size:24px')],
  hl: [A('ສຳມະນາ: ໂພຊະນາການ 1000 ວັນທຳອິດ', 'ls b', 'font-size:28px'), A('ໂດຍ ຜູ້ຊ່ຽວຊານ Kiddo Grow', 'ls', 'font-size:22px')],
  box: [A('ຊີມນົມ Kiddo Grow ສູດ 3 ຟຣີ', 'ls b', 'font-size:26px'), A('ແຈກເຂົ້າບົດເດັກ Kiddo Grow ຟຣີ', 'ls b', 'font-size:24px'), A('ຈົກສະຫຼາກ ຊິງລາງວັນ ລົດຈັກ 1 ຄັນ', 'ls b', 'font-size:26px;color:#c1121f')],
  foot: [A('ລົງທະບຽນຟຣີ ທີ່ບູດ Kiddo Grow', 'ls', 'font-size:20px;margin-top:8px')] });
add({ n: 48, lang: 'en', variant: 'international', groups: [], product: 'other_baby_product', style: 'small', note: 'baby fair banner: strollers, car seats, cribs with discounts (not covered)' }, 't31', {
  w: 960, bg: '#caf0f8', fg: '#03045e', acc: '#0077b6', icons: balloons(),
  head: [A('Vientiane Baby & Kids Fair', 'es b', 'font-size:44px'), A('13–14 December 2025 · Riverside Exhibition Hall', 'es', 'font-size:26px')],
  hl: [A('Up to 40% off strollers, car seats and cribs', 'es b', 'font-size:30px')],
  box: [A('Free car-seat fitting check', 'es b', 'font-size:28px'), A('Baby carriers · Toys · Clothes', 'es', 'font-size:26px')],
  foot: [A('Entry free · 9:00–21:00', 'es', 'font-size:24px;margin-top:8px')] });
// ---------------------------------------------------------------- 049
add({ n: 49, lang: 'mixed', variant: 'laos', groups: ['prohibited_text'], product: 'bottles_teats', style: 'glare', note: 'bottle pack: "feels just like mom\'s breast", sleep claim' }, 't32', {
  w: 800, bg: 'linear-gradient(160deg,#a2d2ff,#cdb4db)', cap: '#ff8fab',
  head: [A('SoftNip', 'es b', 'font-size:46px;color:#3a0ca3'), A('Natural Feel Feeding Bottle 260 ml', 'es b', 'font-size:22px'), A('ຕຸກນົມ ຫົວນົມນຸ່ມ 260 ມລ', 'ls b', 'font-size:22px')],
  claims: [A("Feels just like mom's breast", 'es b', 'font-size:22px;color:#d00000'), A('ສຳຜັດຄືເຕົ້ານົມແມ່', 'ls b', 'font-size:22px;color:#d00000'), A('Anti-colic valve: less crying, better sleep', 'es', 'font-size:17px'), A('ລົດອາການທ້ອງອືດ ລູກນອນຫຼັບດີ', 'ls', 'font-size:18px')],
  foot: [A('0 m+ · BPA free', 'es', 'font-size:18px;margin-top:8px'), A('ຜະລິດ 2025 · Made in Thailand', 'ls', 'font-size:16px')] });
// ---------------------------------------------------------------- 050
add({ n: 50, lang: 'lo', variant: 'laos', groups: ['complementary_foods'], product: 'complementary_food', style: 'jpeg', note: 'cereal shelf talker: mix the cereal into the feeding bottle' }, 't02', {
  w: 640, bg: '#f1faee', edge: '#457b9d', f: 'ls', tab: 'ເຂົ້າບົດ CeriBaby ລົດນົມ', pic: bottle(70, 163),
  lines: [A('ປະສົມໃສ່ຕຸກນົມ', 'ls b', 'font-size:30px;color:#1d3557'), A('ໃຫ້ລູກກິນໄດ້ງ່າຍ', 'ls b', 'font-size:26px;color:#1d3557'), A('ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ', 'ls', 'font-size:20px')],
  price: [A('ກ່ອງ 200 ກຣາມ', 'ls', 'font-size:20px'), A('32,000 ກີບ', 'ls b', 'font-size:40px;color:#c1121f')] });
// ---------------------------------------------------------------- 051
add({ n: 51, lang: 'mixed', variant: 'laos', groups: [], product: 'bottles_teats', style: 'blur', note: 'neutral shelf-edge price tag for a feeding bottle (Lao text)' }, 't03', {
  w: 760, bg: '#fff9c4', seed: 8, code: '8851234567890', rw: 200,
  lines: [A('ຕຸກນົມ SoftNip 260 ມລ', 'ls b', 'font-size:30px'), A('Feeding bottle 260 ml', 'es', 'font-size:22px'), A('ຫົວນົມສຳຮອງ 2 ອັນ 45,000 ກີບ', 'ls', 'font-size:20px')],
  right: [A('ລາຄາ', 'ls', 'font-size:22px'), A('85,000', 'es b', 'font-size:52px'), A('ກີບ', 'ls', 'font-size:22px')] });
// ---------------------------------------------------------------- 052
add({ n: 52, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'dim', note: 'district health office home recipe for 6-8 months ("ສູດ" = recipe)' }, 't33', {
  w: 820,
  head: [A('ຫ້ອງການສາທາລະນະສຸກ ເມືອງ ໄຊທານີ', 'ls b', 'font-size:24px'), A('ໜ່ວຍງານ ແມ່ ແລະ ເດັກ', 'ls', 'font-size:18px')],
  title: [A('ສູດອາຫານເສີມ ສຳລັບເດັກ 6 - 8 ເດືອນ', 'ls b', 'font-size:28px'), A('ເຂົ້າປຽກປາ ໃສ່ຜັກ', 'ls b', 'font-size:26px;color:#1e7a4c')],
  a: [A('ເຄື່ອງປະກອບ: ເຂົ້າຈ້າວ 2 ບ່ວງ, ປາ 1 ບ່ວງ, ຜັກບົ້ງ ຫຼື ຟັກທອງ', 'ls', 'font-size:19px'), A('ວິທີເຮັດ: ຕົ້ມເຂົ້າໃຫ້ເປື່ອຍ ໃສ່ປາ ແລະ ຜັກ ແລ້ວບົດໃຫ້ລະອຽດ', 'ls', 'font-size:19px')],
  b: [A('ເລີ່ມອາຫານເສີມ ເມື່ອລູກອາຍຸຄົບ 6 ເດືອນ', 'ls b', 'font-size:20px'), A('ສືບຕໍ່ໃຫ້ນົມແມ່ ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', 'ls b', 'font-size:20px')] });
// ---------------------------------------------------------------- 053
add({ n: 53, lang: 'lo', variant: 'international', groups: [], product: 'none', style: 'noise', note: 'food and drug department recall notice for a stage-1 formula lot' }, 't12', {
  w: 820, bg: '#fffdf5', stamp: '#c1121f',
  lines: [A('ແຈ້ງການ ເອີ້ນຄືນສິນຄ້າ', 'ls b', 'font-size:34px;text-align:center'), A('ກົມອາຫານ ແລະ ຢາ', 'ls b', 'font-size:22px;text-align:center'), A('ນົມຜົງເດັກ Mamilac ສູດ 1 ຂະໜາດ 800 ກຣາມ', 'ls', 'font-size:20px'), A('ເລກລັອດ: ML24-0931 ແລະ ML24-0932', 'ls', 'font-size:20px'),
    A('ອາດມີການປົນເປື້ອນເຊື້ອແບັກທີເຣຍ', 'ls', 'font-size:20px'), A('ກະລຸນາຢຸດໃຊ້ ແລະ ນຳສົ່ງຄືນຮ້ານທີ່ຊື້', 'ls b', 'font-size:20px')],
  sign: [A('ສອບຖາມ: 021 214 000', 'ls', 'font-size:18px'), A('ວັນທີ 03/10/2025', 'ls', 'font-size:18px')] });
// ---------------------------------------------------------------- 054
add({ n: 54, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'blur', note: 'newspaper clipping about pharmacies fined for formula promotion' }, 't35', {
  w: 860,
  mast: [A('ຂ່າວສານ ສາທາລະນະສຸກ', 'lr b', 'font-size:34px'), A('ສະບັບທີ 214 · ວັນພະຫັດ 23 ຕຸລາ 2025', 'lr', 'font-size:15px')],
  head: [A('ປັບໃໝ ຮ້ານຂາຍຢາ 3 ແຫ່ງ', 'lr b', 'font-size:30px'), A('ຍ້ອນໂຄສະນາ ນົມຜົງເດັກ', 'lr b', 'font-size:30px')],
  c1: [A('ວຽງຈັນ, 20 ຕຸລາ 2025 - ເຈົ້າໜ້າທີ່', 'lr', 'font-size:17px'), A('ກວດກາ ພົບວ່າ ຮ້ານຂາຍຢາ 3 ແຫ່ງ', 'lr', 'font-size:17px'), A('ໄດ້ຕິດປ້າຍ ຫຼຸດລາຄາ ແລະ ແຖມຕຸກນົມ', 'lr', 'font-size:17px'), A('ເມື່ອຊື້ນົມຜົງ ສູດ 1 ເຊິ່ງລະເມີດ', 'lr', 'font-size:17px'), A('ດຳລັດ ເລກທີ 472/ນຍ ວ່າດ້ວຍ', 'lr', 'font-size:17px'), A('ອາຫານ ແລະ ອຸປະກອນການກິນ', 'lr', 'font-size:17px'), A('ຂອງເດັກອ່ອນ ແລະ ເດັກນ້ອຍ.', 'lr', 'font-size:17px')],
  c2: [A('ຮ້ານທັງໝົດ ຖືກປັບໃໝ ແລະ', 'lr', 'font-size:17px'), A('ຕ້ອງປົດປ້າຍໂຄສະນາອອກ ພາຍໃນ', 'lr', 'font-size:17px'), A('7 ວັນ. ເຈົ້າໜ້າທີ່ ຈະສືບຕໍ່', 'lr', 'font-size:17px'), A('ກວດກາ ທົ່ວນະຄອນຫຼວງ.', 'lr', 'font-size:17px')] });
// ---------------------------------------------------------------- 055-056 can fronts
add({ n: 55, lang: 'lo', variant: 'laos', groups: ['prohibited_text'], product: 'growing_up_milk', style: 'curved', note: 'stage-3 can front in Lao: tall and smart, immunity' }, 't04', {
  w: 880, bg: 'linear-gradient(#fff8e1,#ffe0b2)', band: '#e65100', pic: growChart(130),
  top: [A('Growie', 'es b', 'font-size:56px;color:#e65100'), A('ສູດ 3', 'ls b', 'font-size:36px;color:#bf360c')],
  band1: [A('ນົມຜົງສຳລັບເດັກ 1-3 ປີ', 'ls b', 'font-size:28px')],
  claims: [A('ສູງ ແລະ ສະຫຼາດ', 'ls b', 'font-size:34px;color:#bf360c'), A('ມີ DHA, ແຄວຊຽມ ແລະ ວິຕາມິນ D', 'ls', 'font-size:22px'), A('ເສີມພູມຕ້ານທານ', 'ls b', 'font-size:24px')],
  bottom: [A('ນ້ຳໜັກສຸດທິ 900 ກຣາມ', 'ls', 'font-size:20px')] });
add({ n: 56, lang: 'en', variant: 'laos', groups: ['prohibited_text', 'labeling_required'], product: 'follow_on_formula', style: 'curved', note: 'English-only stage-2 can front with immunity/digestion claims and baby picture, sold in Laos' }, 't04', {
  w: 900, bg: 'linear-gradient(#eaf4ff,#cfe3fb)', band: '#1d3557', pic: babyFace(160, '#f3cfae'),
  top: [A('Lactora', 'ns b', 'font-size:54px;color:#1d3557'), A('GOLD 2', 'es b', 'font-size:34px;color:#b08d1a')],
  band1: [A('Follow-on Formula · 6–12 months', 'es b', 'font-size:26px')],
  claims: [A('ImmunoPlus with probiotics', 'es b', 'font-size:24px'), A('Stronger immunity', 'es', 'font-size:22px'), A('Easy digestion', 'es', 'font-size:22px')],
  bottom: [A('Net wt. 800 g', 'es', 'font-size:20px')] });
// ---------------------------------------------------------------- 057
add({ n: 57, lang: 'mixed', variant: 'international', groups: ['prohibited_text'], product: 'infant_formula', style: 'rotate', note: 'stage-1 box front with correct notice; the only fault is the baby picture' }, 't36', {
  w: 860, bg: '#f7fbff', c1: '#0096c7', pic: babyFace(180),
  top: [A('Bonnymil 1', 'es b', 'font-size:48px;color:#0077b6')],
  lines: [A('ນົມຜົງສຳລັບເດັກອ່ອນ', 'ls b', 'font-size:26px'), A('ອາຍຸ 0 - 6 ເດືອນ', 'ls b', 'font-size:26px'), A('Infant formula 0–6 months', 'es', 'font-size:22px')],
  notice: [A('ຂໍ້ສັງເກດສຳຄັນ: ນົມແມ່ດີທີ່ສຸດສຳລັບລູກ', 'ls b', 'font-size:20px'), A('Important notice: breast milk is best for your baby', 'es', 'font-size:18px')],
  foot: [A('400 g', 'es b', 'font-size:22px;margin-top:8px;text-align:right')] });
// ---------------------------------------------------------------- 058
add({ n: 58, lang: 'en', variant: 'international', groups: ['complementary_foods', 'health_workers'], product: 'complementary_food', style: 'shadow', note: 'cereal shelf talker "recommended by paediatricians"' }, 't02', {
  w: 660, bg: '#f0fff4', edge: '#2d6a4f', f: 'es', tab: 'Recommended by paediatricians', pic: doctor(120),
  lines: [A('CeriBaby', 'es b', 'font-size:34px;color:#2d6a4f'), A('Rice Cereal', 'es b', 'font-size:26px'), A('For babies 6 months+', 'es', 'font-size:20px')],
  price: [A('200 g', 'es', 'font-size:20px'), A('32,000 LAK', 'es b', 'font-size:40px;color:#c1121f')] });
// ---------------------------------------------------------------- 059
add({ n: 59, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'jpeg', note: 'shampoo "new formula" buy-1-get-1 (formula in another sense)' }, 't14', {
  w: 820, bg: '#f5f0ff', acc: '#5e548e', pic: shampoo(170),
  top: [A('HairSilk', 'es b', 'font-size:46px;color:#5e548e'), A('ແຊມພູ ສູດໃໝ່', 'ls b', 'font-size:30px')],
  lines: [A('ສູດອ່ອນໂຍນ', 'ls b', 'font-size:24px'), A('ບຳລຸງຜົມໃຫ້ນຸ່ມ ແລະ ເງົາງາມ', 'ls', 'font-size:22px')],
  burst: [A('ຊື້ 1', 'ls b', 'font-size:30px;line-height:1.3'), A('ແຖມ 1', 'ls b', 'font-size:30px;line-height:1.3')],
  strip_lines: [A('ຂວດ 400 ມລ ລາຄາ 35,000 ກີບ', 'ls', 'font-size:20px')] });
// ---------------------------------------------------------------- 060
add({ n: 60, lang: 'lo', variant: 'laos', groups: [], product: 'none', style: 'small', note: 'yoghurt "boosts immunity" pack offer (out of scope)' }, 't14', {
  w: 800, bg: '#fff0f6', acc: '#d6336c', pic: cup(140), bw: 200,
  top: [A('ໂຢເກີດ ດີລີ', 'ls b', 'font-size:44px;color:#d6336c'), A('ນົມສົ້ມ ລົດສະຕໍເບີຣີ', 'ls b', 'font-size:28px')],
  lines: [A('ມີໂປຣໄບໂອຕິກ', 'ls b', 'font-size:26px'), A('ຊ່ວຍເສີມພູມຕ້ານທານ', 'ls b', 'font-size:26px'), A('ສຳລັບທຸກຄົນໃນຄອບຄົວ', 'ls', 'font-size:24px')],
  burst: [A('4 ຖ້ວຍ', 'ls b', 'font-size:28px;line-height:1.2'), A('22,000', 'es b', 'font-size:32px;line-height:1.1'), A('ກີບ', 'ls b', 'font-size:24px;line-height:1.2')],
  strip_lines: [A('ມີຂາຍທີ່ ມິນິມາດ ທົ່ວໄປ', 'ls', 'font-size:24px')] });

// template ids: one per layout idea, numbered in order of first use
const order = [];
D.forEach(d => { if (!order.includes(d.tpl)) order.push(d.tpl); });
D.forEach(d => { d.template = 'i11-t' + String(order.indexOf(d.tpl) + 1).padStart(3, '0'); d.id = 'i11-' + String(d.n).padStart(3, '0'); });
module.exports = D;
