'use strict';
const { F, baby, bowlIcon, bottleIcon, mark, motherBaby, heart, star } = require('./lib');
const t = require('./templates');
const t2 = require('./templates2');
const t3 = require('./templates3');
const dogSvg = `<svg width="180" height="160" viewBox="0 0 90 80"><ellipse cx="45" cy="50" rx="30" ry="24" fill="#c98d4b"/><circle cx="45" cy="30" r="20" fill="#d9a066"/><ellipse cx="27" cy="30" rx="7" ry="14" fill="#8a5a2b"/><ellipse cx="63" cy="30" rx="7" ry="14" fill="#8a5a2b"/><circle cx="38" cy="28" r="3"/><circle cx="52" cy="28" r="3"/><ellipse cx="45" cy="38" rx="5" ry="3.5"/></svg>`;
const cookieSvg = `<svg width="170" height="150" viewBox="0 0 85 75"><circle cx="32" cy="40" r="28" fill="#d7a35c"/><circle cx="58" cy="34" r="24" fill="#e0b36f"/>${[[24, 30], [36, 48], [44, 30], [60, 26], [64, 42], [20, 50]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#6b4226"/>`).join('')}</svg>`;
const pillSvg = `<svg width="170" height="150" viewBox="0 0 85 75"><rect x="18" y="8" width="50" height="60" rx="8" fill="#fff" stroke="#7e57c2" stroke-width="3"/><rect x="14" y="2" width="58" height="12" rx="4" fill="#7e57c2"/><ellipse cx="34" cy="44" rx="9" ry="5" fill="#f48fb1"/><ellipse cx="52" cy="52" rx="9" ry="5" fill="#f48fb1"/></svg>`;

module.exports = [
{ n: 41, variant: 'laos', groups: ['promotion_public'], product: 'infant_formula', lang: 'lo', template: 'i9-t023', hard: 'blur',
  html: t2.promoAd({ bg: 'linear-gradient(135deg,#ede7f6,#d1c4e9)', c: '#4527a0', brand: 'Lactamil Mum', subs: ['ນົມສຳລັບແມ່ຖືພາ'],
    pic: t2.productBox(['Lactamil Mum', 'ນົມແມ່ຖືພາ', '400 ກຣາມ'], '#5e35b1'), burst: ['ຄູປອງ', 'ສ່ວນຫຼຸດ'], burstBg: '#ff6f00',
    lines: [['ຊື້ວັນນີ້ ຮັບຄູປອງ', 'font-weight:bold;font-size:28px'], ['ສ່ວນຫຼຸດ 50.000 ກີບ ສຳລັບ'], ['Lactamil Gold 1 (0-6 ເດືອນ)', 'font-weight:bold'], ['ເມື່ອລູກນ້ອຍເກີດ']],
    foot: ['ຄູປອງໃຊ້ໄດ້ເຖິງ 31/12/2025'], font: F.serif }) },

{ n: 42, variant: 'international', groups: [], product: 'none', lang: 'en', template: 'i9-t023', hard: 'noise',
  html: t2.promoAd({ bg: 'linear-gradient(135deg,#e0f7fa,#b2ebf2)', c: '#00695c', brand: 'PawPup Puppy Milk Formula', bs: 40, subs: ['For puppies from birth to 6 weeks'],
    pic: dogSvg, burst: ['20% OFF', 'this week only!'], lines: [["Closest to mother dog's milk", 'font-weight:bold'], ['Supports immunity and healthy growth'], ['Free delivery in Vientiane']],
    foot: ['PetCity · 020 5566 7788'], w: 960 }) },

{ n: 43, variant: 'international', groups: [], product: 'none', lang: 'lo', template: 'i9-t024', hard: 'photo',
  html: t3.worksheet({ lines: [['ບົດຮຽນຄະນິດສາດ ຊັ້ນ ມ.2', 'font-weight:bold;font-size:24px'], ['ສູດຄິດໄລ່ເນື້ອທີ່ ແລະ ລວງຮອບ', 'color:#a33;font-weight:bold'],
    ['ຮູບສີ່ແຈສາກ: S = a × b'], ['ຮູບສາມແຈ: S = (a × h) / 2'], ['ຮູບວົງມົນ: S = π × r²'], ['ລວງຮອບຮູບສີ່ແຈສາກ: P = 2 × (a + b)'],
    ['ແບບຝຶກຫັດ: ຈົ່ງຄິດໄລ່ເນື້ອທີ່ຂອງຮູບວົງມົນ ທີ່ມີ r = 5 ຊມ', 'color:#1a3fb0']], font: F.serifsans }) },

{ n: 44, variant: 'international', groups: [], product: 'none', lang: 'mixed', template: 'i9-t025', hard: 'small',
  html: t3.motorPoster({ lines: [['FORMULA RACING OIL 10W-40', 'font-size:56px;font-weight:bold;color:#f5c518'], ['ນ້ຳມັນເຄື່ອງ ສູດພິເສດ ສຳລັບລົດຈັກ', 'font-size:38px'],
    ['Engine tuning · ປັບແຕ່ງເຄື່ອງຈັກ', 'font-size:32px'], ['ຫຼຸດ 15% ທຸກວັນເສົາ', 'font-size:40px;font-weight:bold;color:#fff200']],
    foot: ['Speed Garage, ບ້ານ ຫາຍໂສກ · ໂທ 020 5432 1098'] }) },

{ n: 45, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t026', hard: 'dim',
  html: t3.recipe({ bg: '#f1f8e9', c: '#558b2f', head: ['ຫ້ອງການສາທາລະນະສຸກ ເມືອງ ນາຊາຍທອງ', 'ສູດອາຫານເສີມ ສຳລັບເດັກ 6-8 ເດືອນ'], dish: 'ເຂົ້າປຽກ ປາ ແລະ ຜັກບົ້ງ',
    ingT: 'ສ່ວນປະກອບ:', ing: ['ເຂົ້າສານ 2 ບ່ວງແກງ', 'ປາ ບໍ່ມີກ້າງ 1 ບ່ວງແກງ', 'ຜັກບົ້ງ ຊອຍລະອຽດ 1 ບ່ວງແກງ', 'ນ້ຳມັນພືດ ½ ບ່ວງກາເຟ'],
    howT: 'ວິທີເຮັດ:', how: ['1. ຕົ້ມເຂົ້າໃຫ້ເປື່ອຍ', '2. ໃສ່ປາ ແລະ ຜັກ, ຕົ້ມຕໍ່ 5 ນາທີ', '3. ໃສ່ນ້ຳມັນ, ບົດໃຫ້ລະອຽດ'],
    foot: 'ສືບຕໍ່ໃຫ້ນົມແມ່ ຄຽງຄູ່ອາຫານເສີມ ຈົນຮອດ 2 ປີ', font: F.sans }) },

{ n: 46, variant: 'international', groups: [], product: 'none', lang: 'lo', template: 'i9-t027', hard: 'jpeg',
  html: t3.news({ c: '#b71c1c', site: 'ຂ່າວສານ ສາທາລະນະສຸກ', nav: ['ໜ້າຫຼັກ', 'ຂ່າວ', 'ສຸຂະພາບ', 'ຕິດຕໍ່'], kicker: 'ຂ່າວໃນປະເທດ',
    headline: ['ຮ້ານຂາຍຢາ 3 ແຫ່ງ ຖືກປັບໃໝ ຍ້ອນໂຄສະນາ ນົມຜົງເດັກ'], date: 'ວຽງຈັນ, 12 ກໍລະກົດ 2025',
    body: ['ຄະນະກວດກາ ໄດ້ພົບເຫັນ ການຫຼຸດລາຄາ ແລະ ແຖມຂວດນົມ', 'ໃຫ້ລູກຄ້າທີ່ຊື້ນົມສູດ 1 ແລະ ສູດ 2 ເຊິ່ງລະເມີດ ດຳລັດ 472/ນຍ.', 'ຮ້ານທັງສາມ ຖືກປັບໃໝ ແລະ ຕ້ອງເອົາປ້າຍໂຄສະນາອອກທັນທີ.', 'ເຈົ້າໜ້າທີ່ ຂໍໃຫ້ປະຊາຊົນ ແຈ້ງການລະເມີດ ຕໍ່ຫ້ອງການສາທາລະນະສຸກ.'] }) },

{ n: 47, variant: 'international', groups: [], product: 'none', lang: 'mixed', template: 'i9-t013', hard: 'rotate',
  html: t2.infographic({ bg: '#f3f7f0', c: '#2e7d32', tileBg: '#ffffff', cols: 2, ts: 28, fs1: 16, fs2: 16, w: 1000, font: F.lib,
    titles: ['What does the Code say?', 'ລະຫັດສາກົນ ເວົ້າຫຍັງແດ່?'],
    tiles: [{ k: 1, lines: ['No advertising of formula, bottles', 'and teats to the public', 'ບໍ່ໂຄສະນາ ນົມຜົງ, ຂວດນົມ ແລະ ຫົວນົມ'] },
      { k: 2, lines: ['No free samples or gifts to mothers', 'ບໍ່ແຈກຕົວຢ່າງ ຫຼື ຂອງຂວັນ ໃຫ້ແມ່'] },
      { k: 3, lines: ['No promotion in health facilities', 'ບໍ່ໂຄສະນາ ໃນສະຖານທີ່ບໍລິການສາທາລະນະສຸກ'] },
      { k: 4, lines: ['Labels in Lao, no baby pictures', 'ສະຫຼາກຕ້ອງເປັນພາສາລາວ ແລະ ບໍ່ມີຮູບເດັກ'] }],
    foot: ['Report violations: Lao Code Monitoring Network'] }) },

{ n: 48, variant: 'international', groups: [], product: 'none', lang: 'en', template: 'i9-t028', hard: 'blur',
  html: t3.report({ header: ['Code Monitoring Report — Q3 2025', 'Provincial Health Office'], title: 'Findings by channel',
    intro: ['Monitors visited shops, pharmacies and health facilities and reviewed social media pages.', 'Each report was checked by a second reviewer before it was confirmed.'],
    caption: 'Table 2. Violations observed by channel',
    rows: [['Channel', 'Reports', 'Confirmed', 'Main practice'], ['Facebook pages', '142', '97', 'Discounts, free delivery'], ['Pharmacies', '63', '41', 'Price promotions'],
      ['Health facilities', '18', '11', 'Free samples'], ['Supermarkets', '25', '19', 'Special displays']],
    source: 'Source: provincial health office inspections, July-September 2025.', page: 'Page 7' }) },

{ n: 49, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t023', hard: 'photo',
  html: t2.promoAd({ bg: 'linear-gradient(135deg,#f3e5f5,#e1bee7)', c: '#6a1b9a', brand: 'PrenaVit Plus', subs: ['ວິຕາມິນ ສຳລັບແມ່ຖືພາ'], pic: pillSvg,
    burst: ['-15%', 'ເດືອນນີ້'], burstBg: '#8e24aa',
    lines: [['ໂຟເລດ, DHA ແລະ ທາດເຫຼັກ'], ['ຊ່ວຍພັດທະນາສະໝອງ ຂອງລູກໃນທ້ອງ', 'font-weight:bold'], ['ຫຼຸດ 15% ເດືອນນີ້'], ['30 ເມັດ 150.000 ກີບ']],
    foot: ['ມີຈຳໜ່າຍ ທີ່ຮ້ານຂາຍຢາທົ່ວໄປ'], font: F.serifsans }) },

{ n: 50, variant: 'international', groups: [], product: 'none', lang: 'mixed', template: 'i9-t016', hard: 'noise',
  html: t2.shelfTag({ canC: '#ffffff', n: 7, cw: 80, ch: 90, icon: heart(40, '#e53935'), c: '#e53935', tagBg: '#fff59d', font: F.lib,
    lines: [['Immuno+ Yoghurt', 'font-size:30px;font-weight:bold;color:#c62828'], ['ໂຢເກີດ ສຳລັບທຸກຄົນໃນຄອບຄົວ'], ['Probiotics for strong immunity'], ['ເສີມພູມຕ້ານທານ'],
      ['ຊື້ 2 ແຖມ 1', 'font-size:40px;font-weight:bold;color:#c62828'], ['4 x 100 g 24.000 ກີບ']] }) },

{ n: 51, variant: 'international', groups: [], product: 'none', lang: 'en', template: 'i9-t023', hard: 'small',
  html: t2.promoAd({ bg: 'linear-gradient(135deg,#fff8e1,#ffe082)', c: '#6d4c41', brand: 'MilkyMama Lactation Cookies', bs: 56, subs: ['Oat, flaxseed and brewer\'s yeast'], pic: cookieSvg,
    lines: [['Made for breastfeeding mums', 'font-size:30px'], ['2 for 1 this weekend!', 'font-size:44px;font-weight:bold;color:#d84315'], ['Free gift box with every order', 'font-size:30px']],
    foot: ['Order: 020 9876 5432'], w: 1150, h: 0 }) },

{ n: 52, variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'infant_formula', lang: 'mixed', template: 'i9-t029', hard: 'jpeg',
  html: t3.webinar({ c: '#004e92', c2: '#000428', tag: 'LIVE WEBINAR',
    titles: ['for Healthcare Professionals · ສຳມະນາອອນລາຍ ສຳລັບບຸກຄະລາກອນທາງການແພດ', "Managing Cow's Milk Protein Allergy in Infants"],
    lines: ['Thursday 2 October 2025 · 19:00 (Vientiane time)', 'Speaker: Dr. Malee S., Paediatric Allergist', '2 CME credits · E-certificate · Lucky draw for attendees'],
    sponsor: 'Sponsored by AllerCare HA Infant Formula', reg: 'ລົງທະບຽນ: ສະແກນ QR', w: 1180 }) },

{ n: 53, variant: 'laos', groups: ['information_education', 'promotion_public'], product: 'none', lang: 'lo', template: 'i9-t030', hard: 'dim',
  html: t3.classInvite({ bg: '#fff0f5', c: '#c2185b', brand: 'Mamilac Mom School', title: 'ຫ້ອງຮຽນແມ່ຖືພາ ຟຣີ',
    lines: [['ຮຽນຮູ້: ການກຽມຕົວເກີດລູກ, ການລ້ຽງລູກດ້ວຍນົມແມ່'], ['ແລະ ໂພຊະນາການແມ່'], ['ວັນອາທິດ ທີ 21 ກັນຍາ 2025 ເວລາ 09:00'], ['ທີ່ ສູນການຄ້າ ວຽງຈັນເຊັນເຕີ ຊັ້ນ 3'],
      ['ຜູ້ເຂົ້າຮ່ວມ ຮັບຊຸດຂອງຂວັນແມ່ ແລະ ເດັກ ຟຣີ', 'font-weight:bold;color:#c2185b']], foot: 'ລົງທະບຽນຜ່ານ WhatsApp 020 5678 1234' }) },

{ n: 54, variant: 'laos', groups: ['information_education', 'promotion_public'], product: 'none', lang: 'mixed', template: 'i9-t031', hard: 'rotate',
  html: t3.quiz({ bg: '#e8f5e9', c: '#1b5e20', titles: ['QUIZ: ທ່ານຮູ້ຈັກພັດທະນາການຂອງລູກດີສໍ່າໃດ?', 'How well do you know your baby?'],
    qs: [{ q: '1. ລູກເລີ່ມຍິ້ມ ເມື່ອອາຍຸຈັກເດືອນ?', a: ['A. 1-2 ເດືອນ', 'B. 4 ເດືອນ', 'C. 6 ເດືອນ'] },
      { q: '2. ລູກເລີ່ມນັ່ງເອງໄດ້ ເມື່ອອາຍຸຈັກເດືອນ?', a: ['A. 3 ເດືອນ', 'B. 6-8 ເດືອນ', 'C. 12 ເດືອນ'] },
      { q: '3. ອາຫານທີ່ດີທີ່ສຸດ ສຳລັບເດັກ 0-6 ເດືອນ ແມ່ນຫຍັງ?', a: ['A. ນົມແມ່', 'B. ນ້ຳ', 'C. ເຂົ້າປຽກ'] }],
    prize: 'ສົ່ງຄຳຕອບ ລຸ້ນຮັບລາງວັນ ຈັບສະຫຼາກ ທຸກເດືອນ!', foot: 'Vitagrow Baby Club · Vitagrow Nutrition Laos' }) },

{ n: 55, variant: 'laos', groups: ['prohibited_text'], product: 'infant_formula', lang: 'lo', template: 'i9-t032', hard: 'photo',
  html: t3.canFront({ scene: 'linear-gradient(#f5f0e6,#d7ccb8)', c: '#1565c0', c2: '#42a5f5', brand: 'Mamilac Gold 1', sub: 'ນົມສູດສຳລັບເດັກອ່ອນ 0-6 ເດືອນ',
    claims: ['ມີ HMO ໂຄງສ້າງຄືກັບນົມແມ່', 'ຊ່ວຍພັດທະນາສະໝອງ ແລະ ລະບົບພູມຕ້ານທານ'], net: 'ນ້ຳໜັກສຸດທິ 800 ກຣາມ' }) },

{ n: 56, variant: 'international', groups: ['prohibited_text'], product: 'infant_formula', lang: 'en', template: 'i9-t032', hard: 'blur',
  html: t3.canFront({ scene: 'linear-gradient(#dfe9f3,#fff)', c: '#b8860b', c2: '#f4d06f', brand: 'NutriStart Premium 1', sub: 'Infant formula 0-6 months', bf: F.lib,
    claims: ['Closest to breast milk', 'IQ+ Brain Boost with DHA', 'Stronger immunity · Easy digestion'], net: '800 g', cw: 560 }) },

{ n: 57, variant: 'laos', groups: ['complementary_foods', 'prohibited_text'], product: 'complementary_food', lang: 'lo', template: 'i9-t014', hard: 'noise',
  html: t2.boxFront({ box: 'linear-gradient(160deg,#e3f2fd,#90caf9)', c: '#0d47a1', brand: ['SmartBaby', 'ເຂົ້າບົດ ສຳລັບເດັກ'], badge: ['6+', 'ເດືອນ'], badgeBg: '#1565c0',
    lines: [['ອາຫານເສີມ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'], ['ເສີມພູມຕ້ານທານ ແລະ ພັດທະນາສະໝອງ', 'font-weight:bold;font-size:22px;color:#b71c1c'], ['ລູກສູງໄວ ນ້ຳໜັກຂຶ້ນດີ', 'font-weight:bold;font-size:22px;color:#b71c1c'], ['ນ້ຳໜັກສຸດທິ 250 ກຣາມ']],
    bottom: ['ວັນໝົດອາຍຸ: 02/2026'], font: F.phet }) },

{ n: 58, variant: 'laos', groups: ['complementary_foods', 'health_workers'], product: 'complementary_food', lang: 'mixed', template: 'i9-t014', hard: 'jpeg',
  html: t2.boxFront({ box: 'linear-gradient(160deg,#fffde7,#fff59d)', c: '#f57f17', brand: ['NutriBowl Baby Cereal', 'ອາຫານເສີມ ເຂົ້າ ແລະ ໝາກໄມ້'], bs: 40, badge: ['Recommended', 'by', 'paediatricians'], badgeBg: '#2e7d32', bsz: 165, bfs1: 19, bfs2: 17,
    lines: [['ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'], ['ແພດເດັກ 9 ໃນ 10 ທ່ານ ແນະນຳ', 'font-weight:bold;font-size:24px;color:#2e7d32'], ['Net wt 200 g']],
    bottom: ['ວັນໝົດອາຍຸ: 11/2026'], font: F.lib }) },

{ n: 59, variant: 'laos', groups: ['labeling_required'], product: 'complementary_food', lang: 'en', template: 'i9-t007', hard: 'dim',
  html: t.packBack({ bg: '#6d8f5a', panel: '#fbfff3', c: '#558b2f', radius: 40, brand: 'Little Spoon Organic Puree', sub: 'Apple, Pumpkin & Carrot · For babies from 6 months', w: 1100, fs: 20,
    notice: ['Continue breastfeeding up to 2 years and beyond.', 'Not suitable for babies under 6 months.'],
    body: ['Ingredients: apple (50%), pumpkin (30%), carrot (20%).', 'No added sugar or salt.', 'Squeeze onto a spoon. Do not feed from the pouch.', 'Made in Thailand.'],
    dates: ['Net 120 g', 'Best before: 14/02/2026'], ean: '8 850123 004567' }) },

{ n: 60, variant: 'international', groups: ['health_workers', 'sponsorship_coi'], product: 'bottles_teats', lang: 'lo', template: 'i9-t004', hard: 'rotate',
  html: t.invitation({ bg: '#0277bd', card: '#f1faff', c: '#01579b', title: 'ປະກາດ ທຶນການສຶກສາ', ts: 38, top: ['ຮຽນ ພະຍາບານຜະດຸງຄັນ ແລະ ແພດເດັກ'],
    lines: [['ທັດສະນະສຶກສາ ປະເທດ ສິງກະໂປ 5 ວັນ', 'font-size:22px;font-weight:bold'], ['ສຳລັບ ພະຍາບານຜະດຸງຄັນ ແລະ ແພດເດັກ 10 ທ່ານ'], ['ລວມປີ້ຍົນ, ທີ່ພັກ ແລະ ເງິນອຸດໜູນລາຍວັນ'],
      ['ສົ່ງໃບສະໝັກ ພາຍໃນ 30/09/2025 ທີ່ care@babyflow.la']],
    sponsor: ['ສະໜັບສະໜູນໂດຍ BabyFlow', 'ຜູ້ນຳດ້ານ ຂວດນົມ ແລະ ຫົວນົມ ສຳລັບເດັກ'], font: F.sans }) },
];
