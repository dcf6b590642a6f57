// 60 picture designs for writer i13. Every text line of a picture is one block below.
// Fields: n, tpl (template number), lang, variant, suspected, groups, product, font, accent, blocks.
// Block kinds: logo, brand, title, sub, h, p, li, small, faint, thead, row, field, check, sig, logos, card,
// endcard, url, price, badge, pic (text-free drawing), gap, kv (two cells label/value).
const LAO_HDR = [
  ['brand', 'ສາທາລະນະລັດ ປະຊາທິປະໄຕ ປະຊາຊົນລາວ'],
  ['small', 'ສັນຕິພາບ ເອກະລາດ ປະຊາທິປະໄຕ ເອກະພາບ ວັດທະນະຖາວອນ'],
];
const D = [];
const add = (o) => D.push(o);

// ---------------- positives: sponsored health-worker events (health_workers + sponsorship_coi) -------------
add({ n: 1, tpl: 1, lang: 'lo', variant: 'laos', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'none',
  font: 'Noto Sans Lao', accent: '#1d5fa8', blocks: [
  ['brand', 'ສະມາຄົມກຸມານແພດລາວ'],
  ['title', 'ກອງປະຊຸມວິຊາການ ກຸມານເວດ ປະຈຳປີ 2025'],
  ['sub', 'ວັນທີ 14-15 ພະຈິກ 2025 · ໂຮງແຮມ ລາວພລາຊາ, ນະຄອນຫຼວງວຽງຈັນ'],
  ['h', 'ກຳນົດການ ວັນທີ 14 ພະຈິກ'],
  ['thead', ['ເວລາ', 'ຫົວຂໍ້', 'ຜູ້ບັນຍາຍ']],
  ['row', ['08:00', 'ລົງທະບຽນ ແລະ ຮັບເອກະສານ', '-']],
  ['row', ['08:30', 'ພິທີເປີດກອງປະຊຸມ', 'ປະທານສະມາຄົມ']],
  ['row', ['09:00', 'ໂພຊະນາການເດັກເກີດກ່ອນກຳນົດ', 'ດຣ. ສົມພອນ ແກ້ວມະນີ']],
  ['row', ['10:30', 'ພັກຜ່ອນ ກາເຟ (ສະໜັບສະໜູນໂດຍ Lactavia)', '-']],
  ['row', ['11:00', 'ການຈັດການອາການແພ້ນົມງົວ', 'ດຣ. ວັນນະລີ ສີສຸວັນ']],
  ['row', ['12:00', 'ອາຫານທ່ຽງ ແລະ ນຳສະເໜີຜະລິດຕະພັນ', 'ທີມງານ Lactavia']],
  ['row', ['18:30', 'ງານລ້ຽງອາຫານຄ່ຳ ສຳລັບທ່ານໝໍ', 'Lactavia Nutrition Laos']],
  ['h', 'ສະໜັບສະໜູນໂດຍ'],
  ['logos', ['Lactavia Nutrition', 'Suvanna Medical']],
  ['faint', 'ຜູ້ເຂົ້າຮ່ວມທຸກທ່ານຈະໄດ້ຮັບ 8 ໜ່ວຍກິດ CME'],
]});

add({ n: 2, tpl: 1, lang: 'en', variant: 'international', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'infant_formula',
  font: 'Liberation Sans', accent: '#7a1f5c', blocks: [
  ['brand', 'Vientiane Neonatal Care Forum'],
  ['title', 'Evening CME: Neonatal Nutrition Update'],
  ['sub', 'Friday 21 March 2025 · 18:00 · Riverside Ballroom, Don Chan Palace'],
  ['h', 'Programme'],
  ['thead', ['Time', 'Session', 'Speaker']],
  ['row', ['18:00', 'Welcome drinks and registration', '-']],
  ['row', ['18:30', 'Feeding the late preterm infant', 'Dr. Khamla Vongsa']],
  ['row', ['19:15', 'New science in infant formula: HMOs', 'Medical Affairs, Lactavia']],
  ['row', ['20:00', 'Gala dinner and lucky draw for doctors', '-']],
  ['p', 'Dinner and transport are hosted by Lactavia Nutrition Laos.'],
  ['p', 'Seats are limited to paediatricians and ward heads. RSVP by 14 March.'],
  ['h', 'Sponsored by'],
  ['logos', ['Lactavia Nutrition', 'Lactavia Gold 1']],
  ['faint', 'RSVP: events@lactavia-laos.example · 020 5561 2200'],
]});

add({ n: 3, tpl: 2, lang: 'lo', variant: 'laos', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'infant_formula',
  font: 'Phetsarath OT', accent: '#b8860b', blocks: [
  ['logo', 'MamaGold Nutrition (Laos) Co., Ltd.'],
  ['small', 'ຖະໜົນ ກຳແພງເມືອງ, ບ້ານ ໂພນສະອາດ, ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ'],
  ['sig', 'ວຽງຈັນ, ວັນທີ 3 ມີນາ 2025'],
  ['h', 'ໜັງສືເຊີນ'],
  ['p', 'ຮຽນ: ແມ່ຊ່ວຍເກີດ ແລະ ພະຍາບານ ພະແນກເກີດລູກ ທຸກທ່ານ'],
  ['p', 'ເລື່ອງ: ເຊີນເຂົ້າຮ່ວມຝຶກອົບຮົມ "ການດູແລແມ່ ແລະ ເດັກເກີດໃໝ່"'],
  ['p', 'ບໍລິສັດ MamaGold ມີກຽດຂໍເຊີນທ່ານເຂົ້າຮ່ວມການຝຶກອົບຮົມ 2 ວັນ'],
  ['p', 'ໃນວັນທີ 20-21 ມີນາ 2025 ທີ່ ແຂວງ ຫຼວງພະບາງ.'],
  ['p', 'ບໍລິສັດຮັບຜິດຊອບຄ່າເດີນທາງ, ທີ່ພັກ ແລະ ເບ້ຍລ້ຽງ 300.000 ກີບ/ວັນ.'],
  ['p', 'ຜູ້ເຂົ້າຮ່ວມຈະໄດ້ຮັບຊຸດຕົວຢ່າງ ນົມ MamaGold 1 ເພື່ອແຈກໃຫ້ແມ່ໃນຫວອດ.'],
  ['p', 'ຈຶ່ງຮຽນມາເພື່ອຊາບ ແລະ ເຂົ້າຮ່ວມຕາມກຳນົດ.'],
  ['sig', 'ຜູ້ຈັດການຝ່າຍການແພດ'],
  ['sig', 'ນາງ ພອນທິບ ສີຫາລາດ'],
]});

add({ n: 4, tpl: 4, lang: 'mixed', variant: 'international', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'growing_up_milk',
  font: 'Noto Serif Lao', accent: '#8a6d1a', blocks: [
  ['title', 'ໃບຢັ້ງຢືນ · Certificate of Attendance'],
  ['sub', 'ມອບໃຫ້ / This is to certify that'],
  ['h', 'ທ່ານ ນາງ ບຸນມີ ພົມມະຈັນ'],
  ['p', 'ໄດ້ເຂົ້າຮ່ວມກອງປະຊຸມ ເລື່ອງ ໂພຊະນາການເດັກອາຍຸ 1-3 ປີ'],
  ['p', 'attended the Workshop on Toddler Nutrition, Savannakhet, 12 June 2025'],
  ['p', 'Supported by Kidoplus Growing-Up Milk 3'],
  ['logos', ['Kidoplus 3']],
  ['sig', 'Dr. Anousone Phanthavong · Course Director'],
  ['faint', 'ໃບຢັ້ງຢືນເລກທີ KP-2025-0418'],
]});

add({ n: 5, tpl: 5, lang: 'lo', variant: 'laos', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'none',
  font: 'Noto Sans Lao', accent: '#0f7a5a', blocks: [
  ['brand', 'Nuvamil Foundation'],
  ['title', 'ປະກາດ ທຶນການສຶກສາ 2025'],
  ['sub', 'ສຳລັບພະຍາບານ ແລະ ແມ່ຊ່ວຍເກີດ ຂອງໂຮງໝໍແຂວງ'],
  ['li', 'ທຶນຮຽນຕໍ່ປະລິນຍາໂທ ສາຂາ ກຸມານເວດ ຈຳນວນ 10 ທຶນ'],
  ['li', 'ຄ່າຮຽນ ແລະ ຄ່າຄອງຊີບ 2 ປີ ໂດຍ ບໍລິສັດ Nuvamil'],
  ['li', 'ເງື່ອນໄຂ: ເຮັດວຽກຢູ່ພະແນກເກີດລູກ ຫຼື ພະແນກເດັກ'],
  ['li', 'ຍື່ນໃບສະໝັກ ກ່ອນວັນທີ 30 ເມສາ 2025'],
  ['p', 'ຕິດຕໍ່: ຫ້ອງການ Nuvamil ວຽງຈັນ ໂທ 021 415 788'],
  ['logos', ['Nuvamil']],
]});

add({ n: 6, tpl: 5, lang: 'en', variant: 'international', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'none',
  font: 'DejaVu Sans', accent: '#c0392b', blocks: [
  ['brand', 'BrightBabe Nutrition'],
  ['title', 'Study Tour 2025: Singapore'],
  ['sub', 'For hospital directors and heads of paediatric wards'],
  ['li', 'Visit our infant nutrition research centre and factory'],
  ['li', 'Return flights and 4 nights, 5-star hotel, all covered'],
  ['li', 'Departure 8 September 2025 from Wattay Airport'],
  ['li', 'Nominations via your BrightBabe medical representative'],
  ['p', 'Places: 12 only. Confirm by 15 August.'],
  ['logos', ['BrightBabe']],
]});

add({ n: 7, tpl: 3, lang: 'mixed', variant: 'laos', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'none',
  font: 'Noto Sans Lao', accent: '#3d6b35', blocks: [
  ['title', 'ວາລະການຝຶກອົບຮົມ · Training Agenda'],
  ['sub', 'ການໃຫ້ຄຳປຶກສາດ້ານການໃຫ້ອາຫານເດັກ (IYCF counselling)'],
  ['small', 'ແຂວງ ຈຳປາສັກ, 5-6 ພຶດສະພາ 2025 · Funded by AuraMilk Laos'],
  ['thead', ['Time', 'ຫົວຂໍ້ / Topic', 'Facilitator']],
  ['row', ['08:00', 'ລົງທະບຽນ / Registration', 'AuraMilk team']],
  ['row', ['08:30', 'ນົມແມ່ ແລະ ພູມຄຸ້ມກັນ', 'Dr. Chanthaly']],
  ['row', ['10:00', 'ເມື່ອໃດຄວນໃຊ້ນົມຜົງ?', 'AuraMilk Medical']],
  ['row', ['13:30', 'Practical: preparing formula', 'AuraMilk Medical']],
  ['row', ['15:30', 'ມອບໃບຢັ້ງຢືນ ແລະ ຂອງທີ່ລະນຶກ', 'AuraMilk Laos']],
  ['faint', 'Per diem and travel for participants paid by AuraMilk Laos'],
]});

add({ n: 8, tpl: 2, lang: 'lo', variant: 'laos', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'none',
  font: 'Noto Sans Lao', accent: '#5b2c83', blocks: [
  ['logo', 'Lumina Baby Nutrition'],
  ['small', 'ບໍລິສັດ ລູມິນາ ເບບີ້ ນິວທຣິຊັນ ຈຳກັດ · ໂທ 021 260 118'],
  ['sig', 'ເລກທີ 045/LBN, ວຽງຈັນ, ວັນທີ 10 ມັງກອນ 2025'],
  ['p', 'ຮຽນ: ທ່ານ ຜູ້ອຳນວຍການ ໂຮງໝໍແມ່ ແລະ ເດັກ'],
  ['p', 'ເລື່ອງ: ການມອບອຸປະກອນການແພດ'],
  ['p', 'ບໍລິສັດ Lumina ຂໍມອບຕູ້ອົບເດັກ 3 ໜ່ວຍ ແລະ ເຄື່ອງວັດແທກ 5 ຊຸດ'],
  ['p', 'ໃຫ້ແກ່ ພະແນກເດັກເກີດໃໝ່ ຂອງໂຮງໝໍທ່ານ.'],
  ['p', 'ອຸປະກອນທຸກຊິ້ນຕິດໂລໂກ້ Lumina ແລະ ພວກເຮົາຂໍຕັ້ງປ້າຍ'],
  ['p', 'ຂອງບໍລິສັດຢູ່ຫ້ອງລໍຖ້າ ຂອງພະແນກ.'],
  ['p', 'ຈຶ່ງຮຽນມາເພື່ອພິຈາລະນາ.'],
  ['sig', 'ຜູ້ອຳນວຍການ ບໍລິສັດ'],
]});

add({ n: 9, tpl: 9, lang: 'en', variant: 'international', suspected: true, groups: ['health_workers', 'sponsorship_coi', 'prohibited_text'], product: 'infant_formula',
  font: 'Liberation Sans', accent: '#0b6e99', blocks: [
  ['url', 'https://hcp.primababy-asia.example/webinar'],
  ['brand', 'PrimaBaby Professional Academy'],
  ['title', 'Webinar for Doctors & Midwives'],
  ['sub', 'HMO science: the formula closest to breast milk'],
  ['p', 'Thursday 17 April 2025, 14:00 (Vientiane time) · 90 minutes'],
  ['li', 'PrimaBaby 1 with 2\'-FL: a structure like breast milk'],
  ['li', 'Clinical data on immunity and brain development'],
  ['li', 'Earn 2 CME points · e-voucher for every attendee'],
  ['p', 'Sponsored by PrimaBaby Nutrition. For healthcare professionals only.'],
  ['badge', 'Register now'],
]});

add({ n: 10, tpl: 1, lang: 'mixed', variant: 'laos', suspected: true, groups: ['health_workers', 'sponsorship_coi'], product: 'bottles_teats',
  font: 'Noto Looped Lao', accent: '#d35400', blocks: [
  ['brand', 'ສະມາຄົມແມ່ຊ່ວຍເກີດລາວ · Lao Midwives Association'],
  ['title', 'ກອງປະຊຸມໃຫຍ່ ປະຈຳປີ · Annual Meeting 2025'],
  ['sub', 'ວັນທີ 9 ສິງຫາ 2025 · ສູນປະຊຸມແຫ່ງຊາດ'],
  ['thead', ['ເວລາ', 'ຫົວຂໍ້', 'ຜູ້ບັນຍາຍ']],
  ['row', ['09:00', 'ບົດລາຍງານປະຈຳປີ', 'ປະທານສະມາຄົມ']],
  ['row', ['10:00', 'Safe bottle feeding at home', 'Happikid Bottles']],
  ['row', ['11:00', 'ແມ່ຊ່ວຍເກີດ ໃນຊຸມຊົນ', 'ນາງ ແສງເດືອນ']],
  ['row', ['12:00', 'ອາຫານທ່ຽງ / Lunch', '-']],
  ['h', 'Gold sponsor · ຜູ້ສະໜັບສະໜູນຫຼັກ'],
  ['logos', ['Happikid Bottles & Teats']],
  ['faint', 'ຂອງທີ່ລະນຶກ: ຊຸດຂວດນົມ Happikid ສຳລັບຜູ້ເຂົ້າຮ່ວມ'],
]});

// ---------------- positives: health workers (other) -------------
add({ n: 11, tpl: 15, lang: 'lo', variant: 'laos', suspected: true, groups: ['health_workers', 'promotion_public'], product: 'infant_formula',
  font: 'Noto Sans Lao', accent: '#c2185b', blocks: [
  ['brand', 'Lactavia · ໂຄງການ "ຍິນດີຕ້ອນຮັບລູກນ້ອຍ"'],
  ['title', 'ລາຍການ ຊຸດຂອງຂວັນ ແມ່ເກີດລູກໃໝ່'],
  ['sub', 'ແຈກຢູ່ ຫວອດເກີດລູກ ໂຮງໝໍເມືອງ ໃນເດືອນ ກໍລະກົດ'],
  ['check', 'ນົມ Lactavia 1 ຂະໜາດທົດລອງ 400 ກຣາມ (1 ກະປ໋ອງ)'],
  ['check', 'ຂວດນົມ 240 ມລ ພ້ອມຫົວນົມ (1 ອັນ)'],
  ['check', 'ຜ້າອ້ອມ ແລະ ຜ້າເຊັດໜ້າ'],
  ['check', 'ຄູປອງ ສ່ວນຫຼຸດ 20% ສຳລັບ Lactavia 1'],
  ['check', 'ປຶ້ມຄູ່ມືການລ້ຽງລູກ'],
  ['p', 'ພະຍາບານ ກະລຸນາເຊັນຮັບ ແລະ ມອບໃຫ້ແມ່ກ່ອນອອກໂຮງໝໍ'],
  ['field', 'ລາຍເຊັນພະຍາບານ:'],
]});

add({ n: 12, tpl: 7, lang: 'en', variant: 'international', suspected: true, groups: ['health_workers', 'prohibited_text'], product: 'infant_formula',
  font: 'DejaVu Sans', accent: '#117a65', blocks: [
  ['faint', 'For healthcare professionals only'],
  ['brand', 'AuraMilk HA 1'],
  ['title', 'The closest to breast milk'],
  ['pic', 'can'],
  ['li', 'Partially hydrolysed protein for easy digestion'],
  ['li', 'DHA and ARA to support brain and eye development'],
  ['li', 'Clinically shown: less crying, better sleep'],
  ['h', 'Doctor, please recommend AuraMilk HA 1.'],
  ['p', 'Free starter cans for your patients: ask your AuraMilk rep.'],
  ['small', 'Breast milk is best for babies. AuraMilk Laos Co., Ltd.'],
]});

add({ n: 13, tpl: 8, lang: 'mixed', variant: 'laos', suspected: true, groups: ['health_workers', 'prohibited_text'], product: 'follow_on_formula',
  font: 'Noto Sans Lao', accent: '#a04000', blocks: [
  ['card', 'ປະກາດ'],
  ['h', 'ຕາຕະລາງເວນ ພະແນກເດັກ'],
  ['p', 'ເດືອນ ພຶດສະພາ 2025'],
  ['p', 'ເບິ່ງລາຍລະອຽດ ຢູ່ຫ້ອງພະຍາບານ'],
  ['endcard'],
  ['card', 'ad'],
  ['brand', 'Dairyvale 2'],
  ['h', 'ທ່ານໝໍແນະນຳ Dairyvale 2'],
  ['p', 'ຊ່ວຍພັດທະນາສະໝອງ ແລະ ພູມຄຸ້ມກັນ'],
  ['p', 'ສຳລັບເດັກ 6-12 ເດືອນ'],
  ['small', 'ສອບຖາມໄດ້ທີ່ ເຄົາເຕີ້ ພະແນກເດັກ'],
  ['endcard'],
  ['card', 'memo'],
  ['h', 'Staff meeting'],
  ['p', 'Friday 15:00, room 204'],
  ['endcard'],
]});

// ---------------- positives: information_education -------------
add({ n: 14, tpl: 10, lang: 'lo', variant: 'laos', suspected: true, groups: ['information_education'], product: 'none',
  font: 'Noto Looped Lao', accent: '#e67e22', blocks: [
  ['brand', 'MamaGold Mom Club'],
  ['title', 'ຄູ່ມືແມ່ມືໃໝ່'],
  ['sub', 'ລ້ຽງລູກໃຫ້ສະຫຼາດ ແລະ ແຂງແຮງ ໃນ 1000 ວັນທຳອິດ'],
  ['pic', 'baby'],
  ['p', 'ປຶ້ມອີເລັກໂທຣນິກ · ດາວໂຫຼດຟຣີ'],
  ['small', 'ຈັດພິມໂດຍ MamaGold Nutrition'],
]});

add({ n: 15, tpl: 10, lang: 'en', variant: 'international', suspected: true, groups: ['information_education', 'promotion_public'], product: 'infant_formula',
  font: 'Liberation Serif', accent: '#2e86c1', blocks: [
  ['brand', 'Lactavia Parenting Library'],
  ['title', 'Is My Milk Enough?'],
  ['sub', 'A gentle guide for new mums in the first 6 weeks'],
  ['pic', 'baby'],
  ['p', 'Free e-book + 20% coupon for Lactavia 1'],
  ['small', 'Scan inside to join the Lactavia Mums Club'],
]});

add({ n: 16, tpl: 11, lang: 'mixed', variant: 'international', suspected: true, groups: ['information_education'], product: 'none',
  font: 'Noto Sans Lao', accent: '#16a085', blocks: [
  ['faint', 'Page 12'],
  ['title', 'ເຄັດລັບການໃຫ້ນົມແມ່ · Breastfeeding tips'],
  ['li', 'ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງ ຫຼັງເກີດ'],
  ['li', 'Feed on demand, day and night'],
  ['li', 'ກິນນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ'],
  ['li', 'Keep breastfeeding up to 2 years and beyond'],
  ['li', 'ດື່ມນ້ຳໃຫ້ພຽງພໍ ແລະ ພັກຜ່ອນ'],
  ['pic', 'mother'],
  ['small', 'Brought to you by Nuvamil · ນຳສະເໜີໂດຍ Nuvamil'],
]});

add({ n: 17, tpl: 11, lang: 'lo', variant: 'laos', suspected: true, groups: ['information_education', 'prohibited_text'], product: 'infant_formula',
  font: 'Phetsarath OT', accent: '#2874a6', blocks: [
  ['faint', 'ໜ້າ 7'],
  ['title', 'ນົມແມ່ຂອງທ່ານພຽງພໍບໍ?'],
  ['p', 'ແມ່ຫຼາຍຄົນມີນົມບໍ່ພໍ ໃນອາທິດທຳອິດ.'],
  ['p', 'ນົມແມ່ຢ່າງດຽວ ອາດບໍ່ພຽງພໍ ສຳລັບການເຕີບໃຫຍ່ຂອງລູກ.'],
  ['h', 'ສັນຍານທີ່ລູກອາດຕ້ອງການນົມເພີ່ມ:'],
  ['li', 'ລູກຮ້ອງໄຫ້ຫຼັງກິນນົມ'],
  ['li', 'ລູກນອນບໍ່ຫຼັບ'],
  ['li', 'ນ້ຳໜັກຂຶ້ນຊ້າ'],
  ['p', 'ເລີ່ມ BrightBabe 1 ເພື່ອໃຫ້ລູກນອນຫຼັບ ແລະ ນ້ຳໜັກຂຶ້ນດີ.'],
  ['small', 'ປຶ້ມຄູ່ມື BrightBabe ສຳລັບຄອບຄົວ'],
]});

add({ n: 18, tpl: 11, lang: 'en', variant: 'international', suspected: true, groups: ['information_education', 'prohibited_text'], product: 'follow_on_formula',
  font: 'Noto Serif', accent: '#884ea0', blocks: [
  ['faint', 'BrightBabe Feeding Guide · p. 21'],
  ['title', 'Your 6–12 month feeding schedule'],
  ['thead', ['Age', 'Feeds per day', 'Water (ml)', 'Scoops']],
  ['row', ['6–8 months', '4', '210', '7']],
  ['row', ['8–10 months', '3', '210', '7']],
  ['row', ['10–12 months', '3', '240', '8']],
  ['p', 'BrightBabe 2 with DHA for brain and a smarter start.'],
  ['p', 'Immuno-Shield blend to support natural immunity.'],
  ['small', 'Always wash hands and use boiled water cooled to 70°C.'],
]});

add({ n: 19, tpl: 5, lang: 'lo', variant: 'laos', suspected: true, groups: ['information_education', 'promotion_public'], product: 'bottles_teats',
  font: 'Noto Sans Lao', accent: '#e84393', blocks: [
  ['brand', 'Happikid'],
  ['title', 'ຫ້ອງຮຽນແມ່ຖືພາ ຟຣີ!'],
  ['sub', 'ຮຽນຮູ້ການດູແລລູກນ້ອຍ ກັບ Happikid'],
  ['li', 'ວັນເສົາ 7 ມິຖຸນາ 2025, 9:00-11:30'],
  ['li', 'ສູນການຄ້າ ວຽງຈັນເຊັນເຕີ, ຊັ້ນ 3'],
  ['li', 'ວິທີລ້ຽງລູກດ້ວຍຂວດນົມ ໃຫ້ຖືກວິທີ'],
  ['li', 'ຮັບຟຣີ ຂວດນົມ Happikid 1 ຊຸດ ທຸກຄົນ'],
  ['p', 'ລົງທະບຽນທາງ WhatsApp 020 9988 7711'],
  ['pic', 'bottle'],
]});

add({ n: 20, tpl: 9, lang: 'mixed', variant: 'laos', suspected: true, groups: ['information_education'], product: 'none',
  font: 'Noto Sans Lao', accent: '#27ae60', blocks: [
  ['url', 'https://www.kidoplus-laos.example/parenting/5-signs'],
  ['brand', 'Kidoplus Parenting Hub'],
  ['title', '5 ສັນຍານ ທີ່ລູກຕ້ອງການອາຫານເພີ່ມ'],
  ['sub', '5 signs your baby needs more milk'],
  ['p', 'ໂດຍ ທີມໂພຊະນາການ Kidoplus · 4 ນາທີ'],
  ['li', '1. ລູກຕື່ນເລື້ອຍໆ ໃນຕອນກາງຄືນ'],
  ['li', '2. ລູກດູດມືຫຼັງກິນນົມ'],
  ['li', '3. Baby seems fussy in the evening'],
  ['p', 'ປຶກສາທີມງານ Kidoplus ຟຣີ ທາງ Messenger'],
]});

add({ n: 21, tpl: 12, lang: 'en', variant: 'international', suspected: true, groups: ['information_education', 'prohibited_text'], product: 'growing_up_milk',
  font: 'Liberation Sans', accent: '#1a5276', blocks: [
  ['brand', 'Growing Strong · Toddler guide by Dairyvale'],
  ['title', 'What is in Dairyvale 3 (1–3 years)?'],
  ['thead', ['Nutrient', 'per 100 ml', '% RDI']],
  ['row', ['Energy', '68 kcal', '6%']],
  ['row', ['Protein', '2.1 g', '9%']],
  ['row', ['DHA', '14 mg', '-']],
  ['row', ['Calcium', '120 mg', '24%']],
  ['row', ['Vitamin D', '1.2 µg', '24%']],
  ['p', 'Taller, smarter toddlers: DHA for brain, calcium for height.'],
  ['p', 'Dairyvale 3 builds strong immunity for daycare.'],
]});

add({ n: 22, tpl: 10, lang: 'en', variant: 'international', suspected: true, groups: ['information_education', 'complementary_foods'], product: 'complementary_food',
  font: 'DejaVu Serif', accent: '#d4ac0d', blocks: [
  ['brand', 'PrimaBaby Kitchen'],
  ['title', 'Weaning Made Easy'],
  ['sub', 'Start PrimaBaby Rice Cereal from 4 months'],
  ['pic', 'bowl'],
  ['p', 'Recipes, schedules and first-taste tips'],
  ['small', 'A free e-book from PrimaBaby Nutrition'],
]});

add({ n: 23, tpl: 9, lang: 'lo', variant: 'laos', suspected: true, groups: ['information_education'], product: 'none',
  font: 'Noto Sans Lao', accent: '#8e44ad', blocks: [
  ['url', 'https://quiz.lumina-baby.example/lo'],
  ['brand', 'Lumina Baby Nutrition'],
  ['title', 'ແບບທົດສອບ: ລູກທ່ານໄດ້ຮັບສານອາຫານພຽງພໍບໍ?'],
  ['p', 'ຕອບ 8 ຄຳຖາມ ໃຊ້ເວລາ 2 ນາທີ'],
  ['li', 'ຄຳຖາມ 1: ລູກທ່ານອາຍຸເທົ່າໃດ?'],
  ['li', 'ຄຳຖາມ 2: ລູກກິນນົມແມ່ຈັກເທື່ອຕໍ່ມື້?'],
  ['li', 'ຄຳຖາມ 3: ລູກນອນຫຼັບດີບໍ?'],
  ['badge', 'ເລີ່ມທົດສອບ'],
  ['small', 'ຜົນການທົດສອບຈະສົ່ງໃຫ້ທາງ SMS ໂດຍ Lumina'],
]});

// ---------------- positives: complementary foods -------------
add({ n: 24, tpl: 13, lang: 'lo', variant: 'laos', suspected: true, groups: ['complementary_foods'], product: 'complementary_food',
  font: 'Noto Sans Lao', accent: '#b9770e', blocks: [
  ['brand', 'ແຄັດຕາລັອກ ສິນຄ້າ ສຳລັບຮ້ານຂາຍຢາ · ໜ້າ 4'],
  ['title', 'ອາຫານເສີມ Baby Vita'],
  ['thead', ['ສິນຄ້າ', 'ອາຍຸ', 'ຂະໜາດ', 'ລາຄາ']],
  ['row', ['Baby Vita ເຂົ້າບົດ ລົດນົມ', '4 ເດືອນ+', '200 ກຣາມ', '48.000 ກີບ']],
  ['row', ['Baby Vita ເຂົ້າ ແລະ ກ້ວຍ', '4 ເດືອນ+', '200 ກຣາມ', '52.000 ກີບ']],
  ['row', ['Baby Vita ເຂົ້າສາລີ ຜັກ', '6 ເດືອນ+', '250 ກຣາມ', '55.000 ກີບ']],
  ['p', 'ເລີ່ມໃຫ້ລູກກິນໄດ້ ຕັ້ງແຕ່ອາຍຸ 4 ເດືອນ'],
  ['small', 'ສັ່ງຊື້: ບໍລິສັດ ວີຕາ ດິສທຣິບິວຊັນ · 020 5577 1234'],
]});

add({ n: 25, tpl: 7, lang: 'lo', variant: 'laos', suspected: true, groups: ['complementary_foods'], product: 'complementary_food',
  font: 'Noto Sans Lao', accent: '#ca6f1e', blocks: [
  ['brand', 'Baby Vita ເຂົ້າບົດ ກາງຄືນ'],
  ['title', 'ເຂົ້າບົດ ສຳລັບປະສົມໃສ່ຂວດນົມ'],
  ['pic', 'bottle'],
  ['li', 'ປະສົມ 2 ບ່ວງ ໃສ່ຂວດນົມ ຕອນແລງ'],
  ['li', 'ລູກອີ່ມທ້ອງ ນອນຫຼັບດົນ'],
  ['li', 'ເນື້ອລະອຽດ ໄຫຼຜ່ານຫົວນົມໄດ້ງ່າຍ'],
  ['p', 'Baby Vita · 180 ກຣາມ · 39.000 ກີບ'],
  ['small', 'ຈຳໜ່າຍໂດຍ ບໍລິສັດ ວີຕາ ດິສທຣິບິວຊັນ'],
]});

add({ n: 26, tpl: 14, lang: 'mixed', variant: 'laos', suspected: true, groups: ['complementary_foods', 'promotion_public'], product: 'complementary_food',
  font: 'Noto Sans Lao', accent: '#c0392b', blocks: [
  ['brand', 'ມິດສະໝາຍ ມາດ · Mitsamay Mart'],
  ['title', 'ໃໝ່! Lactavia Rice Cereal'],
  ['sub', 'ແບຣນດຽວກັບ Lactavia 1 ທີ່ແມ່ໄວ້ໃຈ'],
  ['price', '45.000 ກີບ'],
  ['badge', 'ຫຼຸດ 10%'],
  ['p', 'ຊື້ຄູ່ກັບ Lactavia 2 ຮັບສ່ວນຫຼຸດເພີ່ມ'],
  ['small', 'Promotion 1-31 July · ສົ່ງຟຣີ ໃນວຽງຈັນ'],
]});

add({ n: 27, tpl: 7, lang: 'lo', variant: 'laos', suspected: true, groups: ['complementary_foods', 'health_workers', 'prohibited_text'], product: 'complementary_food',
  font: 'Noto Serif Lao', accent: '#1e8449', blocks: [
  ['faint', 'ເອກະສານສຳລັບບຸກຄະລາກອນທາງການແພດ'],
  ['brand', 'NutriGrain Baby'],
  ['title', 'ທ່ານໝໍແນະນຳ ອາຫານເສີມ NutriGrain'],
  ['pic', 'bowl'],
  ['li', 'ເສີມທາດເຫຼັກ ແລະ DHA ຊ່ວຍພັດທະນາສະໝອງ'],
  ['li', 'ເພີ່ມພູມຄຸ້ມກັນ ຫຼຸດການເຈັບປ່ວຍ'],
  ['li', 'ກະລຸນາແນະນຳໃຫ້ແມ່ ໃນຄລີນິກຂອງທ່ານ'],
  ['small', 'ບໍລິສັດ ນິວທຣິເກຣນ ລາວ ຈຳກັດ'],
]});

add({ n: 28, tpl: 12, lang: 'mixed', variant: 'international', suspected: true, groups: ['complementary_foods'], product: 'complementary_food',
  font: 'Noto Sans Lao', accent: '#7d3c98', blocks: [
  ['brand', 'Baby Vita Veggie Puree'],
  ['title', 'ຂໍ້ມູນໂພຊະນາການ · Nutrition facts'],
  ['thead', ['ສານອາຫານ', 'ຕໍ່ 100 g', '']],
  ['row', ['ພະລັງງານ / Energy', '55 kcal', '']],
  ['row', ['ໂປຣຕີນ / Protein', '1.4 g', '']],
  ['row', ['ທາດເຫຼັກ / Iron', '0.9 mg', '']],
  ['p', 'ເໝາະສຳລັບເດັກອາຍຸ 4 ເດືອນຂຶ້ນໄປ · Suitable from 4 months'],
  ['small', 'Net wt 120 g · EXP 12/2026'],
]});

// ---------------- positives: labelling -------------
add({ n: 29, tpl: 13, lang: 'lo', variant: 'laos', suspected: true, groups: ['labeling_required'], product: 'infant_formula',
  font: 'Noto Sans Lao', accent: '#34495e', blocks: [
  ['brand', 'ຮ້ານຂາຍຢາ ແກ້ວມະນີ'],
  ['title', 'ລາຍການສິນຄ້າ ນົມເດັກ'],
  ['thead', ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ', 'ສະຫຼາກ']],
  ['row', ['Nuvamil 1', '800 g', '285.000 ກີບ', 'ໄທ']],
  ['row', ['Nuvamil 2', '800 g', '270.000 ກີບ', 'ໄທ']],
  ['row', ['Nuvamil 3', '800 g', '240.000 ກີບ', 'ອັງກິດ']],
  ['p', 'ສິນຄ້ານຳເຂົ້າ ບໍ່ມີສະຫຼາກພາສາລາວ'],
  ['small', 'ເປີດ 8:00-20:00 · ໂທ 020 2233 4455'],
]});

add({ n: 30, tpl: 13, lang: 'en', variant: 'laos', suspected: true, groups: ['labeling_required'], product: 'follow_on_formula',
  font: 'Liberation Sans', accent: '#2c3e50', blocks: [
  ['brand', 'Golden Lotus Wholesale'],
  ['title', 'Stock list: follow-on milk (6–12 months)'],
  ['thead', ['Item', 'Size', 'Carton', 'Price/carton']],
  ['row', ['AuraMilk 2', '900 g', '12 cans', '3,100,000 kip']],
  ['row', ['Dairyvale 2', '800 g', '12 cans', '2,950,000 kip']],
  ['row', ['PrimaBaby 2', '400 g', '24 cans', '3,300,000 kip']],
  ['p', 'Parallel import: labels in Chinese only, no Lao label.'],
  ['small', 'Pickup at Thanaleng warehouse · 021 812 300'],
]});

add({ n: 31, tpl: 14, lang: 'lo', variant: 'laos', suspected: true, groups: ['labeling_required', 'promotion_public'], product: 'infant_formula',
  font: 'Phetsarath OT', accent: '#16a085', blocks: [
  ['brand', 'ຮ້ານ ແມ່ນ້ອຍ ອອນລາຍ'],
  ['title', 'ນົມຜົງເດັກ ສູດ 1 ແບ່ງຂາຍ'],
  ['sub', 'ບັນຈຸຖົງ 500 ກຣາມ ບໍ່ມີສະຫຼາກ'],
  ['price', '95.000 ກີບ/ຖົງ'],
  ['badge', 'ສົ່ງຟຣີ'],
  ['p', 'ສັ່ງ 3 ຖົງຂຶ້ນໄປ ສົ່ງຟຣີທົ່ວວຽງຈັນ'],
  ['small', 'ສັ່ງທາງ WhatsApp 020 7788 1122'],
]});

add({ n: 32, tpl: 13, lang: 'mixed', variant: 'laos', suspected: true, groups: ['labeling_required'], product: 'complementary_food',
  font: 'Noto Sans Lao', accent: '#566573', blocks: [
  ['brand', 'ຮ້ານຂາຍຢາ ສຸວັນນາ · Suvanna Pharmacy'],
  ['title', 'ແຈ້ງສິນຄ້າເຂົ້າໃໝ່ · New stock'],
  ['thead', ['Product', 'ອາຍຸ', 'Size', 'ລາຄາ']],
  ['row', ['Baby Vita Rice Porridge', '6 ເດືອນ+', '200 g', '49.000 ກີບ']],
  ['row', ['Baby Vita Pumpkin Mix', '6 ເດືອນ+', '200 g', '51.000 ກີບ']],
  ['p', 'ສະຫຼາກເປັນພາສາອັງກິດເທົ່ານັ້ນ · English label only'],
  ['small', 'ເປີດທຸກມື້ 7:30-21:00'],
]});

add({ n: 33, tpl: 13, lang: 'lo', variant: 'international', suspected: true, groups: ['labeling_required'], product: 'follow_on_formula',
  font: 'Phetsarath OT', accent: '#6e2c00', blocks: [
  ['brand', 'ບໍລິສັດ ຣິເວີໄຊ ເທຣດດິ້ງ · ແຈ້ງການຂາຍສົ່ງ'],
  ['title', 'ນົມ Nuvamil 2 (6-12 ເດືອນ) ລັອດຕິດສະຕິກເກີໃໝ່'],
  ['thead', ['ລັອດ', 'ຈຳນວນ', 'ຂະໜາດ', 'ໝາຍເຫດ']],
  ['row', ['R-0415', '480 ກະປ໋ອງ', '800 ກຣາມ', 'ບໍ່ມີວັນໝົດອາຍຸ']],
  ['row', ['R-0416', '360 ກະປ໋ອງ', '800 ກຣາມ', 'ບໍ່ມີວັນໝົດອາຍຸ']],
  ['p', 'ກະປ໋ອງຕິດສະຕິກເກີໃໝ່ ບໍ່ໄດ້ພິມວັນໝົດອາຍຸ'],
  ['small', 'ສັ່ງຊື້ທາງໂທລະສັບ: 021 990 455'],
]});

add({ n: 34, tpl: 6, lang: 'lo', variant: 'laos', suspected: true, groups: ['labeling_required'], product: 'bottles_teats',
  font: 'Noto Sans Lao', accent: '#2e4053', blocks: [
  ['brand', 'ບໍລິສັດ ຄຳພອນ ການຄ້າ'],
  ['title', 'ໃບສັ່ງຊື້ ສຳລັບຮ້ານຂາຍຢາ'],
  ['thead', ['ສິນຄ້າ', 'ລາຄາ', 'ຈຳນວນ']],
  ['row', ['ຂວດນົມ Happikid 150 ມລ', '35.000 ກີບ', '']],
  ['row', ['ຂວດນົມ Happikid 250 ມລ', '42.000 ກີບ', '']],
  ['row', ['ຫົວນົມ Happikid (ແພັກ 2)', '25.000 ກີບ', '']],
  ['p', 'ໝາຍເຫດ: ສິນຄ້ານຳເຂົ້າ ກ່ອງບໍ່ມີສະຫຼາກພາສາລາວ'],
  ['field', 'ຊື່ຮ້ານ:'],
  ['field', 'ເບີໂທ:'],
]});

// ---------------- positive: promotion -------------
add({ n: 35, tpl: 14, lang: 'lo', variant: 'international', suspected: true, groups: ['promotion_public'], product: 'infant_formula',
  font: 'Noto Sans Lao', accent: '#e74c3c', blocks: [
  ['brand', 'ຮ້ານ ບ້ານແມ່ ແລະ ເດັກ'],
  ['title', 'ໂປໂມຊັ່ນ ນົມ Dairyvale 1'],
  ['sub', 'ສຳລັບເດັກແຮກເກີດ - 6 ເດືອນ'],
  ['price', '249.000 ກີບ'],
  ['badge', 'ຫຼຸດ 15%'],
  ['p', 'ຊື້ 2 ກະປ໋ອງ ແຖມຜ້າຫົ່ມເດັກ 1 ຜືນ'],
  ['small', 'ເຖິງ 31 ສິງຫາ ນີ້ເທົ່ານັ້ນ · ສິນຄ້າມີຈຳນວນຈຳກັດ'],
]});

// ---------------- negatives -------------
add({ n: 36, tpl: 3, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Phetsarath OT', accent: '#1f618d', blocks: [
  ...LAO_HDR,
  ['title', 'ວາລະ ການຝຶກອົບຮົມ ການໃຫ້ຄຳປຶກສາ ການລ້ຽງລູກດ້ວຍນົມແມ່'],
  ['small', 'ກົມແມ່ ແລະ ເດັກ, ກະຊວງສາທາລະນະສຸກ · ສະໜັບສະໜູນໂດຍ UNICEF'],
  ['thead', ['ເວລາ', 'ຫົວຂໍ້', 'ວິທະຍາກອນ']],
  ['row', ['08:00', 'ເປີດຝຶກອົບຮົມ', 'ກົມແມ່ ແລະ ເດັກ']],
  ['row', ['08:30', 'ຄວາມສຳຄັນຂອງນົມແມ່', 'UNICEF']],
  ['row', ['10:00', 'ທ່າອູ້ມ ແລະ ການດູດນົມທີ່ຖືກຕ້ອງ', 'ໂຮງໝໍແມ່ ແລະ ເດັກ']],
  ['row', ['13:30', 'ດຳລັດ 472 ແລະ ລະບຽບການຕະຫຼາດ ນົມຜົງ', 'ກົມອາຫານ ແລະ ຢາ']],
  ['row', ['15:00', 'ຝຶກປະຕິບັດ ຢູ່ຫວອດ', 'ທີມວິທະຍາກອນ']],
  ['faint', 'ບໍ່ຮັບການສະໜັບສະໜູນຈາກບໍລິສັດນົມຜົງ'],
]});

add({ n: 37, tpl: 3, lang: 'en', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'Liberation Sans', accent: '#1a5276', blocks: [
  ['title', 'IYCF Counselling Course: Agenda'],
  ['small', 'Ministry of Health with WHO support · Pakse, 2-4 July 2025'],
  ['thead', ['Time', 'Session', 'Facilitator']],
  ['row', ['08:30', 'Why exclusive breastfeeding for 6 months', 'WHO consultant']],
  ['row', ['10:00', 'Listening and learning skills', 'MCH Centre']],
  ['row', ['13:30', 'Complementary feeding from 6 months', 'Nutrition Centre']],
  ['row', ['15:00', 'The Code and Decree 472 in practice', 'Food and Drug Dept.']],
  ['faint', 'No funding from manufacturers of breast-milk substitutes.'],
]});

add({ n: 38, tpl: 1, lang: 'mixed', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#117864', blocks: [
  ['brand', 'ສະມາຄົມກຸມານແພດລາວ · Lao Paediatric Society'],
  ['title', 'ກອງປະຊຸມວິຊາການ · Scientific Meeting 2025'],
  ['sub', '3-4 ຕຸລາ 2025 · ມະຫາວິທະຍາໄລ ວິທະຍາສາດສຸຂະພາບ'],
  ['thead', ['ເວລາ', 'ຫົວຂໍ້', 'ຜູ້ບັນຍາຍ']],
  ['row', ['09:00', 'Early initiation of breastfeeding', 'WHO Laos']],
  ['row', ['10:30', 'ການປ້ອງກັນ ພະຍາດປອດອັກເສບ', 'ດຣ. ບົວພັນ']],
  ['row', ['13:30', 'Monitoring the Code in Lao PDR', 'UNICEF Laos']],
  ['h', 'Supported by · ສະໜັບສະໜູນໂດຍ'],
  ['logos', ['WHO', 'UNICEF', 'ກະຊວງສາທາລະນະສຸກ']],
  ['faint', 'No sponsorship from formula or bottle companies'],
]});

add({ n: 39, tpl: 4, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Serif Lao', accent: '#7b241c', blocks: [
  ['brand', 'ກະຊວງສາທາລະນະສຸກ'],
  ['title', 'ໃບຢັ້ງຢືນ'],
  ['sub', 'ມອບໃຫ້'],
  ['h', 'ນາງ ມະນີວອນ ສຸລິຍະວົງ'],
  ['p', 'ທີ່ໄດ້ສຳເລັດການຝຶກອົບຮົມ ໂຮງໝໍມິດຕະພາບກັບເດັກ'],
  ['p', 'ຈັດຂຶ້ນທີ່ ແຂວງ ສະຫວັນນະເຂດ ວັນທີ 22-26 ກັນຍາ 2025'],
  ['sig', 'ຫົວໜ້າກົມແມ່ ແລະ ເດັກ'],
]});

add({ n: 40, tpl: 8, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#1e8449', blocks: [
  ['card', 'ປະກາດ'],
  ['h', 'ໂຮງໝໍມິດຕະພາບກັບເດັກ'],
  ['p', 'ບໍ່ອະນຸຍາດໃຫ້ນຳ ນົມຜົງ,'],
  ['p', 'ຂວດນົມ ແລະ ຫົວນົມ ເຂົ້າມາໃນຫວອດ'],
  ['small', 'ຄະນະອຳນວຍການໂຮງໝໍ'],
  ['endcard'],
  ['card', 'memo'],
  ['h', 'ນົມແມ່ ດີທີ່ສຸດ'],
  ['p', 'ໃຫ້ນົມແມ່ຢ່າງດຽວ 6 ເດືອນ'],
  ['endcard'],
  ['card', 'memo2'],
  ['h', 'ເວລາຢ້ຽມ'],
  ['p', '11:00-13:00 ແລະ 17:00-19:00'],
  ['endcard'],
]});

add({ n: 41, tpl: 8, lang: 'mixed', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#2471a3', blocks: [
  ['card', 'ad'],
  ['h', 'World Breastfeeding Week'],
  ['p', '1-7 August 2025'],
  ['p', 'ປົກປ້ອງ ສົ່ງເສີມ ແລະ ສະໜັບສະໜູນ ນົມແມ່'],
  ['small', 'ລົມກັນທີ່ຫວອດເກີດລູກ ວັນອັງຄານ 10:00'],
  ['endcard'],
  ['card', 'ປະກາດ'],
  ['h', 'Baby-friendly hospital'],
  ['p', 'No formula, bottles or teats'],
  ['p', 'ບໍ່ຮັບຂອງຂວັນ ຈາກບໍລິສັດ'],
  ['endcard'],
  ['card', 'memo'],
  ['h', 'ຫ້ອງໃຫ້ນົມລູກ'],
  ['p', 'Ground floor, next to pharmacy'],
  ['endcard'],
]});

add({ n: 42, tpl: 9, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#922b21', blocks: [
  ['url', 'https://news.lao-daily.example/2025/06/fine'],
  ['brand', 'ຂ່າວສັງຄົມ'],
  ['title', 'ປັບໃໝ ຮ້ານຂາຍນົມຜົງ 3 ແຫ່ງ ຍ້ອນໂຄສະນາຜິດກົດໝາຍ'],
  ['small', 'ວັນທີ 12 ມິຖຸນາ 2025'],
  ['p', 'ເຈົ້າໜ້າທີ່ ໄດ້ກວດພົບ ການຫຼຸດລາຄາ ແລະ ແຖມຂອງຂວັນ'],
  ['p', 'ສຳລັບນົມເດັກ ສູດ 1 ແລະ ສູດ 2 ເຊິ່ງຂັດກັບ ດຳລັດ 472.'],
  ['p', 'ຮ້ານທັງສາມ ຖືກປັບໃໝ ແລະ ໃຫ້ເກັບປ້າຍໂຄສະນາອອກ.'],
  ['p', 'ພໍ່ແມ່ສາມາດລາຍງານ ການລະເມີດ ໄດ້ທີ່ສາຍດ່ວນ 166.'],
]});

add({ n: 43, tpl: 9, lang: 'en', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'Liberation Serif', accent: '#1b4f72', blocks: [
  ['url', 'https://www.vientiane-herald.example/recall'],
  ['brand', 'Health'],
  ['title', 'Recall: batch of Nuvamil 1 infant formula'],
  ['small', 'Published 3 February 2025'],
  ['p', 'The Food and Drug Department has ordered the recall of'],
  ['p', 'Nuvamil 1 (800 g), batch NV1-2411, after tests found'],
  ['p', 'Cronobacter. Parents should stop using cans from this'],
  ['p', 'batch and return them to the shop for a refund.'],
]});

add({ n: 44, tpl: 9, lang: 'mixed', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#0e6655', blocks: [
  ['url', 'https://www.health-explainer.example/decree-472'],
  ['brand', 'Explainer · ອະທິບາຍ'],
  ['title', 'ດຳລັດ 472 ແມ່ນຫຍັງ? What is Decree 472?'],
  ['p', 'ດຳລັດ ວ່າດ້ວຍ ຜະລິດຕະພັນອາຫານ ແລະ ອຸປະກອນ'],
  ['p', 'ສຳລັບເດັກອ່ອນ ແລະ ເດັກນ້ອຍ ອາຍຸເຖິງ 36 ເດືອນ.'],
  ['li', 'No discounts or free samples for formula'],
  ['li', 'ສະຫຼາກຕ້ອງເປັນພາສາລາວ'],
  ['li', 'No company sponsorship of health workers'],
]});

add({ n: 45, tpl: 13, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'infant_formula',
  font: 'Noto Sans Lao', accent: '#1f618d', blocks: [
  ['brand', 'ຮ້ານຂາຍຢາ ສີສະຫວາດ'],
  ['title', 'ລາຍການລາຄາ ນົມເດັກ'],
  ['thead', ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ', 'ມີສິນຄ້າ']],
  ['row', ['MamaGold 1', '400 g', '165.000 ກີບ', 'ມີ']],
  ['row', ['MamaGold 2', '400 g', '155.000 ກີບ', 'ມີ']],
  ['row', ['Kidoplus 3', '800 g', '230.000 ກີບ', 'ໝົດ']],
  ['p', 'ສະຫຼາກພາສາລາວ ທຸກລາຍການ'],
  ['small', 'ເປີດ 7:00-21:00 · ໂທ 021 350 987'],
]});

add({ n: 46, tpl: 13, lang: 'lo', variant: 'international', suspected: false, groups: [], product: 'follow_on_formula',
  font: 'Noto Sans Lao', accent: '#515a5a', blocks: [
  ['brand', 'ຮ້ານຂາຍຢາ ຊິຕີ້ແຄຣ໌'],
  ['title', 'ລາຍການລາຄາ ນົມເດັກ ສູດ 2'],
  ['thead', ['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ', 'ສະຖານະ']],
  ['row', ['Dairyvale 2', '800 ກຣາມ', '262.000 ກີບ', 'ມີ']],
  ['row', ['AuraMilk 2', '900 ກຣາມ', '275.000 ກີບ', 'ມີ']],
  ['row', ['Dairyvale 3', '800 ກຣາມ', '225.000 ກີບ', 'ສັ່ງຈອງ']],
  ['small', 'ເປີດທຸກມື້ 8:00-20:00 · ໂທ 020 5551 0203'],
]});

add({ n: 47, tpl: 13, lang: 'mixed', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#a93226', blocks: [
  ['brand', 'ຮ້ານຂາຍຢາ ແສງຕາເວັນ'],
  ['title', 'ໂປໂມຊັ່ນ ນົມແມ່ຖືພາ · Maternal milk sale'],
  ['thead', ['Product', 'Size', 'ລາຄາ', 'Promo']],
  ['row', ['MamaGold Mom', '400 g', '120.000 ກີບ', '-20%']],
  ['row', ['Lactavia Mama', '400 g', '115.000 ກີບ', 'ຊື້ 1 ແຖມ 1']],
  ['row', ['ໝາກໄມ້ ຄຸກກີ້ ເພີ່ມນ້ຳນົມ', '200 g', '45.000 ກີບ', '-10%']],
  ['small', 'ສຳລັບແມ່ຖືພາ ແລະ ແມ່ໃຫ້ນົມລູກ'],
]});

add({ n: 48, tpl: 14, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'other_baby_product',
  font: 'Noto Looped Lao', accent: '#2980b9', blocks: [
  ['brand', 'ມິດສະໝາຍ ມາດ'],
  ['title', 'ຜ້າອ້ອມເດັກ SoftMoon ຫຼຸດລາຄາ!'],
  ['sub', 'ຂະໜາດ S, M, L, XL'],
  ['price', '89.000 ກີບ'],
  ['badge', 'ຊື້ 2 ແຖມ 1'],
  ['p', 'ແຖມ ຜ້າເຊັດມື ທຸກຄຳສັ່ງຊື້'],
  ['small', 'ສົ່ງຟຣີ ໃນວຽງຈັນ · ເຖິງ 30 ກັນຍາ'],
]});

add({ n: 49, tpl: 14, lang: 'en', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'DejaVu Sans', accent: '#d35400', blocks: [
  ['brand', 'Mitsamay Mart'],
  ['title', 'Kidoplus 4+ School Milk'],
  ['sub', 'For children aged 4 to 9 years'],
  ['price', '199,000 kip'],
  ['badge', 'Buy 2 get 1'],
  ['p', 'Smart kids, strong bones: calcium and DHA'],
  ['small', 'Offer ends 30 September · while stocks last'],
]});

add({ n: 50, tpl: 5, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#1a5276', blocks: [
  ['brand', 'ມະຫາວິທະຍາໄລ ວິທະຍາສາດສຸຂະພາບ'],
  ['title', 'ປະກາດ ທຶນການສຶກສາ ພະຍາບານຜະດຸງຄັນ'],
  ['sub', 'ທຶນຈາກ ກະຊວງສາທາລະນະສຸກ ປີ 2025-2026'],
  ['li', 'ຈຳນວນ 20 ທຶນ ສຳລັບພະນັກງານແຂວງຫ່າງໄກ'],
  ['li', 'ຫຼັກສູດ 2 ປີ ດ້ານການດູແລແມ່ ແລະ ເດັກ'],
  ['li', 'ຍື່ນໃບສະໝັກ ຜ່ານພະແນກສາທາລະນະສຸກແຂວງ'],
  ['p', 'ໝົດເຂດຮັບສະໝັກ: ວັນທີ 15 ພຶດສະພາ 2025'],
]});

add({ n: 51, tpl: 2, lang: 'en', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'Liberation Serif', accent: '#154360', blocks: [
  ['logo', 'Provincial Health Office, Oudomxay'],
  ['small', 'Mother and Child Health Section · Tel 081 312 045'],
  ['sig', 'Oudomxay, 7 April 2025'],
  ['p', 'To: Midwives of district hospitals and health centres'],
  ['p', 'Subject: Invitation to baby-friendly refresher training'],
  ['p', 'You are invited to a three-day refresher on breastfeeding'],
  ['p', 'support and the Code, 5-7 May 2025, at the provincial hospital.'],
  ['p', 'Travel costs are covered by UNICEF under the MCH programme.'],
  ['sig', 'Head of MCH Section'],
]});

add({ n: 52, tpl: 2, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Phetsarath OT', accent: '#1b2631', blocks: [
  ['logo', 'ໂຮງໝໍແມ່ ແລະ ເດັກ'],
  ['small', 'ນະຄອນຫຼວງວຽງຈັນ · ໂທ 021 216 300'],
  ['sig', 'ເລກທີ 112/ໂມດ, ວັນທີ 2 ກຸມພາ 2025'],
  ['h', 'ໜັງສືເຊີນ'],
  ['p', 'ຮຽນ: ທ່ານໝໍ ແລະ ພະຍາບານ ພະແນກເດັກ ທຸກທ່ານ'],
  ['p', 'ເລື່ອງ: ກອງປະຊຸມ ການຕິດຕາມ ການຕະຫຼາດ ນົມຜົງ'],
  ['p', 'ເພື່ອທົບທວນ ການຈັດຕັ້ງປະຕິບັດ ດຳລັດ 472 ໃນໂຮງໝໍ'],
  ['p', 'ວັນທີ 10 ກຸມພາ 2025 ເວລາ 14:00 ທີ່ຫ້ອງປະຊຸມ ຊັ້ນ 2.'],
  ['sig', 'ຜູ້ອຳນວຍການໂຮງໝໍ'],
]});

add({ n: 53, tpl: 11, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#196f3d', blocks: [
  ['faint', 'ພະແນກສາທາລະນະສຸກ ແຂວງ ຫົວພັນ'],
  ['title', 'ສູດອາຫານເສີມ: ເຂົ້າປຽກ ໃສ່ຜັກ ແລະ ປາ'],
  ['p', 'ສຳລັບເດັກອາຍຸ 6 ເດືອນຂຶ້ນໄປ'],
  ['li', 'ເຂົ້າຈ້າວ 2 ບ່ວງ, ປາ 1 ບ່ວງ, ຜັກບົ້ງ ຫຼື ຟັກທອງ'],
  ['li', 'ຕົ້ມໃຫ້ສຸກ ແລ້ວບົດໃຫ້ລະອຽດ'],
  ['li', 'ໃຫ້ກິນ 2-3 ເທື່ອຕໍ່ມື້ ຄຽງຄູ່ກັບນົມແມ່'],
  ['p', 'ສືບຕໍ່ໃຫ້ນົມແມ່ ຈົນລູກອາຍຸ 2 ປີ ຫຼື ດົນກວ່ານັ້ນ'],
  ['pic', 'bowl'],
]});

add({ n: 54, tpl: 7, lang: 'mixed', variant: 'laos', suspected: false, groups: [], product: 'complementary_food',
  font: 'Noto Sans Lao', accent: '#af601a', blocks: [
  ['brand', 'Baby Vita Rice Porridge 6m+'],
  ['title', 'ເຂົ້າປຽກ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ'],
  ['pic', 'bowl'],
  ['li', 'ເຂົ້າຈ້າວ ແລະ ຟັກທອງ, ບໍ່ເຕີມນ້ຳຕານ'],
  ['li', 'Not for babies under 6 months'],
  ['li', 'ສືບຕໍ່ໃຫ້ນົມແມ່ ຈົນອາຍຸ 2 ປີ'],
  ['p', '200 g · 49.000 ກີບ'],
  ['small', 'ສະຫຼາກພາສາລາວ · Lao label · EXP 03/2026'],
]});

add({ n: 55, tpl: 12, lang: 'en', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'Liberation Sans', accent: '#6c3483', blocks: [
  ['brand', 'MamaGold Mom · for pregnant and nursing mothers'],
  ['title', 'Nutrition information'],
  ['thead', ['Nutrient', 'per serving', '% RDI']],
  ['row', ['Energy', '180 kcal', '9%']],
  ['row', ['Folic acid', '400 µg', '100%']],
  ['row', ['Iron', '9 mg', '33%']],
  ['row', ['DHA', '60 mg', '-']],
  ['p', 'Supports mum\'s immunity and baby\'s brain in the womb.'],
]});

add({ n: 56, tpl: 10, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Serif Lao', accent: '#1f618d', blocks: [
  ['brand', 'ກະຊວງສາທາລະນະສຸກ · UNICEF'],
  ['title', 'ຄູ່ມື ການລ້ຽງລູກດ້ວຍນົມແມ່'],
  ['sub', 'ສຳລັບພໍ່ແມ່ ແລະ ຄອບຄົວ'],
  ['pic', 'mother'],
  ['p', 'ນົມແມ່ ຊ່ວຍເພີ່ມພູມຄຸ້ມກັນ ໃຫ້ລູກນ້ອຍ'],
  ['small', 'ສະບັບປັບປຸງ 2025'],
]});

add({ n: 57, tpl: 6, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#212f3c', blocks: [
  ['brand', 'ການຕິດຕາມ ດຳລັດ 472 · ພະແນກສາທາລະນະສຸກແຂວງ'],
  ['title', 'ແບບຟອມລາຍງານ ການລະເມີດ'],
  ['field', 'ວັນທີພົບເຫັນ:'],
  ['field', 'ສະຖານທີ່ (ຮ້ານ, ໂຮງໝໍ, ອອນລາຍ):'],
  ['field', 'ຊື່ສິນຄ້າ ແລະ ສູດ/ອາຍຸ:'],
  ['check', 'ສ່ວນຫຼຸດ, ຂອງແຖມ ຫຼື ຕົວຢ່າງຟຣີ'],
  ['check', 'ຂໍ້ຄວາມອ້າງສຸຂະພາບ ເທິງສະຫຼາກ'],
  ['check', 'ບໍລິສັດ ຕິດຕໍ່ ພະນັກງານສາທາລະນະສຸກ'],
  ['field', 'ຜູ້ລາຍງານ (ບໍ່ບັງຄັບ):'],
]});

add({ n: 58, tpl: 15, lang: 'lo', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#148f77', blocks: [
  ['brand', 'ໂຮງໝໍເມືອງ ໄຊທານີ · ພະແນກເກີດລູກ'],
  ['title', 'ສິ່ງຂອງທີ່ຄວນກະກຽມ ມາເກີດລູກ'],
  ['check', 'ເສື້ອຜ້າ ແລະ ຜ້າອ້ອມ ສຳລັບເດັກ'],
  ['check', 'ຜ້າອະນາໄມ ແລະ ເຄື່ອງນຸ່ງແມ່'],
  ['check', 'ປຶ້ມສຸຂະພາບແມ່ ແລະ ເດັກ'],
  ['check', 'ບັດປະກັນສຸຂະພາບ'],
  ['p', 'ບໍ່ຕ້ອງນຳ ນົມຜົງ ຫຼື ຂວດນົມ ມາໂຮງໝໍ'],
  ['p', 'ລູກຈະໄດ້ກິນນົມແມ່ ພາຍໃນ 1 ຊົ່ວໂມງ'],
]});

add({ n: 59, tpl: 12, lang: 'mixed', variant: 'laos', suspected: false, groups: [], product: 'none',
  font: 'Noto Sans Lao', accent: '#4d5656', blocks: [
  ['brand', 'ບໍລິສັດ ກະສິກຳ ພູພຽງ · Agro supplies'],
  ['title', 'ປຸ໋ຍສູດ 16-20-0 · Fertilizer formula'],
  ['thead', ['ທາດ', 'Content', '%']],
  ['row', ['ໄນໂຕຣເຈນ (N)', 'Nitrogen', '16']],
  ['row', ['ຟອສຟໍຣັດ (P)', 'Phosphate', '20']],
  ['row', ['ໂປຕາດ (K)', 'Potash', '0']],
  ['p', 'ເໝາະສຳລັບນາເຂົ້າ · ຖົງ 50 kg · 310.000 ກີບ'],
]});

add({ n: 60, tpl: 4, lang: 'en', variant: 'international', suspected: false, groups: [], product: 'none',
  font: 'Liberation Serif', accent: '#1b4f72', blocks: [
  ['brand', 'Lao Medical Association'],
  ['title', 'Certificate of Continuing Medical Education'],
  ['sub', 'awarded to'],
  ['h', 'Dr. Souksavanh Inthavong'],
  ['p', 'for completing the course "Breastfeeding in Practice" (6 CME credits)'],
  ['p', 'Organised with the support of WHO Lao PDR, 14 November 2025'],
  ['sig', 'President, Lao Medical Association'],
]});

module.exports = D;
