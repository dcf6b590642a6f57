'use strict';
// 60 designs. Each: n, template, variant, lang, suspected, groups, product, opt (template options), lines, why.
// Labels follow /work/shared/notes/labelling-guide.md. Product names used:
// infant_formula, follow_on_formula, growing_up_milk, feeding_bottles_teats, complementary_foods,
// other_baby_product, none.

const PP = 'promotion_public', PT = 'prohibited_text', LR = 'labeling_required', HW = 'health_workers',
  SC = 'sponsorship_coi', IE = 'information_education', CF = 'complementary_foods';

const D = [];
const add = (o) => D.push(o);

// ---------------- t001 Messenger ----------------
add({ n: 1, template: 'i14-t001', variant: 'laos', lang: 'lo', suspected: true, groups: [PP], product: 'infant_formula',
  why: 'shop chat: 15% discount, free delivery, limited-stock urgency for stage 1',
  lines: [
    'name|ຮ້ານ ແມ່ ແລະ ເດັກ ນາງແກ້ວ', 'status|ອອນລາຍຢູ່', 'sys|ມື້ນີ້ 09:12',
    'out|ສະບາຍດີເຈົ້າ ມີນົມ NutriGold 1 ບໍ?',
    'in|ມີເຈົ້າ ກະປ໋ອງ 800 ກຣາມ', '+|ໂປໂມຊັ່ນເດືອນນີ້ ຫຼຸດ 15%',
    'in|ຈາກ 289.000 ກີບ ເຫຼືອ 245.000 ກີບ',
    'in|ຊື້ 2 ກະປ໋ອງ ສົ່ງຟຣີທົ່ວນະຄອນຫຼວງ', '+|ມີຈຳນວນຈຳກັດ ສັ່ງດ່ວນເດີ້',
    'out|ເອົາ 2 ກະປ໋ອງເຈົ້າ ສົ່ງບ້ານໂພນຕ້ອງ',
    'in|ໄດ້ເລີຍເຈົ້າ ຂອບໃຈຫຼາຍໆ',
  ] });
add({ n: 2, template: 'i14-t001', variant: 'laos', lang: 'lo', suspected: true, groups: [CF, PT], product: 'complementary_foods',
  why: 'cereal recommended from 4 months, mixed in the bottle, sleep claim',
  lines: [
    'name|PapaPap ເຂົ້າບົດເດັກ', 'status|ປົກກະຕິຕອບພາຍໃນ 1 ຊົ່ວໂມງ', 'sys|ວັນອັງຄານ 20:45',
    'out|ລູກ 4 ເດືອນ ກາງຄືນຕື່ນເລື້ອຍ', '+|ມີຫຍັງຊ່ວຍໄດ້ບໍເຈົ້າ?',
    'in|ລອງເຂົ້າບົດ PapaPap ເດີ້ແມ່', '+|ປະສົມໃສ່ຂວດນົມໃຫ້ລູກກິນກ່ອນນອນ',
    'in|ອີ່ມດົນ ລູກນອນຫຼັບຕະຫຼອດຄືນ', '+|ເລີ່ມກິນໄດ້ແຕ່ 4 ເດືອນ',
    'out|ລາຄາເທົ່າໃດເຈົ້າ?',
    'in|ກ່ອງ 250 ກຣາມ 42.000 ກີບ',
  ] });
add({ n: 3, template: 'i14-t001', variant: 'international', lang: 'lo', suspected: false, groups: [], product: 'none',
  why: 'pharmacist supports breastfeeding and refers to a nurse; no product, no offer',
  lines: [
    'name|ຮ້ານຂາຍຢາ ສຸກສະຫວັນ', 'status|ອອນລາຍ 5 ນາທີກ່ອນ', 'sys|ມື້ວານ 18:30',
    'out|ລູກ 2 ເດືອນ ຂ້ອຍຢ້ານນົມແມ່ບໍ່ພໍ', '+|ຄວນຊື້ນົມຜົງມາເສີມບໍເຈົ້າ?',
    'in|ສະບາຍດີເຈົ້າ ລູກຍັງນ້ອຍຫຼາຍ', '+|ໃຫ້ລູກດູດນົມແມ່ເລື້ອຍໆ ທັງເວັນ ແລະ ຄືນ', '+|ນົມແມ່ຈະມາຫຼາຍຂຶ້ນເອງ',
    'in|ຖ້າຍັງເປັນຫ່ວງ ໃຫ້ໄປປຶກສາ', '+|ພະຍາບານ ທີ່ໂຮງໝໍເມືອງໃກ້ບ້ານ',
    'out|ຂອບໃຈຫຼາຍໆເຈົ້າ',
  ] });
add({ n: 4, template: 'i14-t001', variant: 'international', lang: 'en', suspected: true, groups: [IE, PP], product: 'infant_formula',
  why: 'brand chat bot: "is my breast milk enough" e-book plus free stage-1 sample and discount',
  lines: [
    'name|BeboStar Mom Club', 'status|Typically replies instantly', 'sys|SAT 10:02',
    'in|Hi Mommy! Congratulations on your baby',
    'in|Download our FREE e-book:', '+|"Is my breast milk enough? 7 signs"',
    'in|Plus a FREE sample of BeboStar 1', '+|(0-6 months). Reply with your address',
    'out|Is it really free?',
    'in|Yes! And 10% off your first 2 tins', '+|Offer ends Sunday',
  ] });

// ---------------- t002 WhatsApp ----------------
const kidoraChat = [
  'name|ນ້ອຍ ນົມນຳເຂົ້າຈາກໄທ', 'status|online', 'sys|TODAY',
  'out|ມີ Kidora 2 ບໍເຈົ້າ?', 'time|14:02',
  'in|ມີເຈົ້າ ນຳເຂົ້າຈາກໄທ ສະຫຼາກພາສາໄທ', '+|นมผง สูตร 2 สำหรับเด็ก 6 เดือน - 1 ปี', '+|กระป๋อง 900 กรัม', 'time|14:03',
  'in|310.000 ກີບ ສົ່ງຟຣີ ໃນວຽງຈັນ', 'time|14:03',
  'out|ບໍ່ມີສະຫຼາກພາສາລາວບໍ?', 'time|14:05',
  'in|ບໍ່ມີເຈົ້າ ແຕ່ແມ່ນຂອງແທ້ 100%', '+|ໂອນເງິນແລ້ວສົ່ງມື້ນີ້ເລີຍ', 'time|14:06',
];
add({ n: 5, template: 'i14-t002', variant: 'laos', lang: 'mixed', suspected: true, groups: [LR, PP], product: 'follow_on_formula',
  why: 'seller says label is Thai only (laos: labeling_required) and offers free delivery', lines: kidoraChat });
add({ n: 6, template: 'i14-t002', variant: 'international', lang: 'mixed', suspected: true, groups: [PP], product: 'follow_on_formula',
  why: 'same chat as 5; under international the label language does not count, free delivery still does', lines: kidoraChat });
add({ n: 7, template: 'i14-t002', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'other_baby_product',
  why: 'mothers group: used stroller for sale and breastfeeding peer advice',
  lines: [
    'name|ກຸ່ມແມ່ລູກອ່ອນ ບ້ານໂພນສີນວນ', 'status|ສະມາຊິກ 48 ຄົນ', 'sys|ມື້ນີ້',
    'who|ແມ່ນ້ອຍ ມະນີວັນ', '+|ມີໃຜມີລົດເຂັນເດັກມືສອງຂາຍບໍ?', 'time|08:14',
    'who|ເອື້ອຍແກ້ວ', '+|ມີເດີ້ 450.000 ກີບ ສະພາບດີ', 'time|08:20',
    'out|ລູກຂ້ອຍບໍ່ຍອມດູດນົມແມ່ຕອນກາງຄືນ', '+|ເຮັດແນວໃດດີ?', 'time|08:31',
    'who|ແມ່ຕຸ້ຍ', '+|ລອງໃຫ້ລູກນອນໃກ້ແມ່ ແລ້ວໃຫ້ດູດເລື້ອຍໆ', '+|ຫຼື ໄປປຶກສາພະຍາບານທີ່ສຸກສາລາກໍໄດ້', 'time|08:40',
  ] });
add({ n: 8, template: 'i14-t002', variant: 'international', lang: 'en', suspected: true, groups: [PP, PT], product: 'infant_formula',
  why: 'company rep contacts mother, "breast milk alone is not enough", "closest to breast milk", free tin',
  lines: [
    'name|Ms. Dara (Lacto Royal)', 'status|online', 'sys|YESTERDAY',
    'in|Good morning Mum, this is Dara', '+|from Lacto Royal Nutrition', 'time|09:15',
    'in|Many mums find breast milk alone', '+|is not enough after 3 months', '+|Lacto Royal 1 is closest to breast milk', 'time|09:16',
    'in|I can bring a free tin to your home', '+|tomorrow, no need to pay', 'time|09:16',
    'out|How did you get my number?', 'time|09:40',
    'in|From our Mom Club sign-up at the mall', 'time|09:41',
  ] });

// ---------------- t003 LINE ----------------
add({ n: 9, template: 'i14-t003', variant: 'laos', lang: 'mixed', suspected: true, groups: [HW, SC], product: 'none',
  why: 'nurses group: formula-company webinar with CME credits and a lucky draw for health workers',
  lines: [
    'name|ກຸ່ມ ພະຍາບານ ແມ່ ແລະ ເດັກ (32)', 'sys|ວັນພຸດ',
    'who|ຫົວໜ້າພະແນກ', 'in|ແຈ້ງທຸກຄົນ: Webinar ວັນເສົາ 19:00', '+|"Infant Nutrition Update 2025"', '+|ສະໜັບສະໜູນໂດຍ Mamilux Nutrition', 'time|16:20',
    'in|ເຂົ້າຮ່ວມຮັບໃບຢັ້ງຢືນ CME 2 ໜ່ວຍກິດ', '+|ແລະ ມີຈັບສະຫຼາກ ບັດຊື້ເຄື່ອງ 500.000 ກີບ', 'time|16:21',
    'out|ລົງທະບຽນແລ້ວເຈົ້າ', 'time|ອ່ານແລ້ວ 16:35',
  ] });
add({ n: 10, template: 'i14-t003', variant: 'international', lang: 'lo', suspected: false, groups: [], product: 'growing_up_milk',
  why: 'mother asks, pharmacy answers with size, price, hours and phone only (neutral stock notice)',
  lines: [
    'name|ຮ້ານຢາ ວຽງຈັນແຄຣ', 'sys|ວັນສຸກ',
    'out|ມີນົມ GrowPlus 3 ບໍເຈົ້າ?', 'time|11:02',
    'in|ມີເຈົ້າ ກ່ອງ 800 ກຣາມ', '+|ລາຄາ 198.000 ກີບ', 'time|11:05',
    'in|ຮ້ານເປີດ 8:00 - 20:00 ທຸກມື້', '+|ໂທ 021 412 775', 'time|11:05',
    'out|ຂອບໃຈເຈົ້າ ແລງນີ້ຈະໄປເອົາ', 'time|11:07',
  ] });
add({ n: 11, template: 'i14-t003', variant: 'laos', lang: 'mixed', suspected: true, groups: [IE, PP], product: 'follow_on_formula',
  why: 'brand account quiz "is my milk enough?" that ends with a stage-2 coupon',
  lines: [
    'name|Mamilux Mom Club', 'sys|ວັນຈັນ',
    'who|Mamilux Mom Club', 'in|ນົມແມ່ພຽງພໍບໍ? ລອງເຮັດແບບທົດສອບ 5 ຂໍ້', '+|Quiz: "Is my milk enough?"', 'time|10:00',
    'in|ລູກ 6 ເດືອນຂຶ້ນໄປ ເລີ່ມ Mamilux 2', '+|ເຮັດແບບທົດສອບຄົບ ຮັບຄູປອງ 30.000 ກີບ', 'time|10:00',
    'out|ເຮັດແນວໃດຈຶ່ງໄດ້ຄູປອງ?', 'time|10:12',
    'in|ກົດລິ້ງ mamilux.la/quiz ໄດ້ເລີຍເຈົ້າ', 'time|10:12',
  ] });
add({ n: 12, template: 'i14-t003', variant: 'international', lang: 'en', suspected: false, groups: [], product: 'none',
  why: '"Formula 1" motor racing chat between friends, mentions a baby',
  lines: [
    'name|Khamla', 'sys|Sun',
    'in|Watching the Formula 1 race tonight?', 'time|17:40',
    'out|Yes! Singapore Grand Prix at 7pm', 'time|Read 17:42',
    'in|Come over, bring the baby too', '+|My wife made papaya salad', 'time|17:43',
    'out|Great, see you at 6:30', 'time|Read 17:45',
  ] });

// ---------------- t004 Marketplace ----------------
add({ n: 13, template: 'i14-t004', variant: 'laos', lang: 'lo', suspected: true, groups: [LR], product: 'infant_formula', opt: { photo: 'bag' },
  why: 'stage-1 formula repacked into plain bags (no label at all); no offer',
  lines: [
    'search|ຄົ້ນຫາໃນ Marketplace', 'phc|1/3',
    'ttl|ນົມຜົງ ສູດ 1 ແບ່ງຂາຍ ໃສ່ຖົງ 500 ກຣາມ', 'price|95.000 ກີບ',
    'loc|ນະຄອນຫຼວງວຽງຈັນ · 2 ຊົ່ວໂມງກ່ອນ', 'btn|ສົ່ງຂໍ້ຄວາມ', 'dh|ລາຍລະອຽດ',
    'desc|ແບ່ງຈາກກະປ໋ອງໃຫຍ່ ໃສ່ຖົງຊິບລັອກ', 'desc|ສຳລັບເດັກ 0-6 ເດືອນ', 'desc|ມາຮັບເອົາເອງທີ່ຕະຫຼາດຂົວຫຼວງ',
    'seller|ຜູ້ຂາຍ: ແມ່ຈັນ ຂາຍເຄື່ອງເດັກ',
  ] });
add({ n: 14, template: 'i14-t004', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'follow_on_formula', opt: { photo: 'can' },
  why: 'neutral listing: product, size, price, Lao label, expiry, hours, phone; no offer or claim',
  lines: [
    'search|ຄົ້ນຫາໃນ Marketplace', 'phc|1/2',
    'ttl|NutriGold 2 ກະປ໋ອງ 800 ກຣາມ', 'price|265.000 ກີບ',
    'loc|ສະຫວັນນະເຂດ · 1 ມື້ກ່ອນ', 'btn|ສົ່ງຂໍ້ຄວາມ', 'dh|ລາຍລະອຽດ',
    'desc|ມີສິນຄ້າ ສະຫຼາກພາສາລາວ', 'desc|ໝົດອາຍຸ 08/2027', 'desc|ເປີດ 7:30 - 19:00 ໂທ 020 2233 4411',
    'seller|ຜູ້ຂາຍ: ມິນິມາດ ດາວເຮືອງ',
  ] });
add({ n: 15, template: 'i14-t004', variant: 'laos', lang: 'mixed', suspected: false, groups: [], product: 'other_baby_product', opt: { photo: 'diaper' },
  why: 'diapers with sale, free delivery, gift and urgency: not a covered product',
  lines: [
    'search|ຄົ້ນຫາໃນ Marketplace', 'phc|1/4',
    'ttl|ຜ້າອ້ອມ SoftBum XL ແພັກຄູ່ 108 ແຜ່ນ', 'price|185.000 ກີບ', 'old|230.000 ກີບ',
    'loc|ປາກເຊ · 3 ຊົ່ວໂມງກ່ອນ', 'btn|ສົ່ງຂໍ້ຄວາມ', 'dh|ລາຍລະອຽດ',
    'desc|SALE -20% ຮອດທ້າຍເດືອນ', 'desc|ສົ່ງຟຣີ ເມື່ອຊື້ 2 ແພັກຂຶ້ນໄປ', 'desc|ແຖມເຈ້ຍປຽກ 1 ຫໍ່', 'desc|Limited stock!',
    'seller|ຜູ້ຂາຍ: Baby Corner Pakse',
  ] });
add({ n: 16, template: 'i14-t004', variant: 'international', lang: 'lo', suspected: false, groups: [], product: 'none', opt: { photo: 'cookies' },
  why: 'lactation cookies ("ສູດ" = recipe) with buy-3-get-1 and free delivery: out of scope',
  lines: [
    'search|ຄົ້ນຫາໃນ Marketplace', 'phc|1/5',
    'ttl|ຄຸກກີ້ເພີ່ມນ້ຳນົມ ສູດໂອດ ແລະ ງາ', 'price|65.000 ກີບ',
    'loc|ຫຼວງພະບາງ · 5 ຊົ່ວໂມງກ່ອນ', 'btn|ສົ່ງຂໍ້ຄວາມ', 'dh|ລາຍລະອຽດ',
    'desc|ສຳລັບແມ່ທີ່ໃຫ້ນົມລູກ ກ່ອງ 250 ກຣາມ', 'desc|ຊື້ 3 ກ່ອງ ແຖມ 1 ກ່ອງ ສົ່ງຟຣີ', 'desc|ເຮັດເອງ ບໍ່ໃສ່ສານກັນບູດ',
    'seller|ຜູ້ຂາຍ: ເຮືອນຂະໜົມ ແມ່ບົວ',
  ] });

// ---------------- t005 shelf ----------------
add({ n: 17, template: 'i14-t005', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'infant_formula',
  why: 'plain shelf price tags (name, size, price, barcode); nothing about the label language',
  lines: [
    'hdr|ນົມ ແລະ ອາຫານເດັກ',
    'tag|NutriGold 1', '+|ກະປ໋ອງ 800 ກຣາມ', 'price|289.000 ກີບ', 'fine|8851234500017',
    'tag|BeboStar 1', '+|ກະປ໋ອງ 400 ກຣາມ', 'price|152.000 ກີບ', 'fine|8850987100024',
    'tag|Kidora 2', '+|ກະປ໋ອງ 900 ກຣາມ', 'price|310.000 ກີບ', 'fine|8859001200311',
    'tag|GrowPlus 3', '+|ກ່ອງ 800 ກຣາມ', 'price|198.000 ກີບ', 'fine|8854400300125',
  ] });
add({ n: 18, template: 'i14-t005', variant: 'laos', lang: 'mixed', suspected: true, groups: [CF], product: 'complementary_foods', opt: { sign: '#e65100', cans: [['#fff3c4', '#e76f51'], ['#ffe8a3', '#2a9d8f']] },
  why: 'cereal talker says it can be eaten from 4 months (before 6 months)',
  lines: [
    'hdr|BABY FOOD · ອາຫານເສີມເດັກ',
    'talker|SALE -20%', '+|ເຂົ້າບົດ PapaPap ລົດກ້ວຍ', '+|ເລີ່ມກິນໄດ້ແຕ່ 4 ເດືອນ', '+|ພາຍໃນອາທິດນີ້ເທົ່ານັ້ນ',
    'tag|PapaPap ລົດກ້ວຍ', '+|ກ່ອງ 250 ກຣາມ', 'old|42.000 ກີບ', 'price|33.600 ກີບ',
    'tag|PapaPap ລົດຟັກທອງ', '+|ກ່ອງ 250 ກຣາມ', 'old|42.000 ກີບ', 'price|33.600 ກີບ',
  ] });
add({ n: 19, template: 'i14-t005', variant: 'international', lang: 'lo', suspected: true, groups: [HW], product: 'growing_up_milk', opt: { sign: '#00695c', font: 'looped' },
  why: 'clinic dispensing counter selling growing-up milk to its patients',
  lines: [
    'hdr|ຄລີນິກເດັກ ດຣ. ສົມພອນ · ເຄົາເຕີຈ່າຍຢາ',
    'talker|ຈຳໜ່າຍໃນຄລີນິກ', '+|ສະເພາະຄົນເຈັບຂອງຄລີນິກ', '+|ນົມ GrowPlus 3 ສຳລັບເດັກ 1-3 ປີ',
    'tag|GrowPlus 3', '+|ກ່ອງ 800 ກຣາມ', 'price|205.000 ກີບ',
    'tag|GrowPlus 3', '+|ກ່ອງ 400 ກຣາມ', 'price|112.000 ກີບ',
  ] });
add({ n: 20, template: 'i14-t005', variant: 'international', lang: 'en', suspected: false, groups: [], product: 'none', opt: { sign: '#37474f' },
  why: 'adult and maternal milks with discount and sleep claim: out of scope',
  lines: [
    'hdr|DAIRY · ADULT NUTRITION',
    'talker|20% OFF this week', '+|Silver Vital 50+ Adult Milk', '+|Strong bones, better sleep',
    'tag|Silver Vital 50+', '+|Tin 800 g', 'old|245,000 kip', 'price|196,000 kip',
    'tag|FitMom Maternal', '+|Box 600 g', 'price|118,000 kip',
  ] });

// ---------------- t006 sticker + price card ----------------
add({ n: 21, template: 'i14-t006', variant: 'laos', lang: 'lo', suspected: true, groups: [CF, HW], product: 'complementary_foods', opt: { obj: 'box', c1: '#f4a261', c2: '#d9822b', stc: '#1565c0', sts: 23, cc: '#1565c0' },
  why: 'cereal sticker "recommended by paediatricians" (doctor endorsement)',
  lines: [
    'pk|Riceline', 'pk|ເຂົ້າບົດເດັກ ປະສົມນົມ', 'pk|6 ເດືອນຂຶ້ນໄປ',
    'st|ທ່ານໝໍເດັກ', 'st|ແນະນຳ',
    'ch|ລາຄາ', 'c|Riceline ເຂົ້າບົດເດັກ 300 ກຣາມ', 'cp|48.000 ກີບ', 'cf|ມີສິນຄ້າທີ່ຮ້ານ ທຸກສາຂາ',
  ] });
add({ n: 22, template: 'i14-t006', variant: 'laos', lang: 'mixed', suspected: false, groups: [], product: 'none', opt: { obj: 'can', c1: '#6a4c93', stc: '#ffca3a', stt: '#6a4c93', sts: 30, cc: '#6a4c93' },
  why: 'buy-2-get-1 on a 4+ years school milk: over 36 months, out of scope',
  lines: [
    'pk|Kidora School', 'pk|4+ ປີ', 'pk|ນົມຜົງສຳລັບເດັກ 4 ປີຂຶ້ນໄປ',
    'st|ຊື້ 2', 'st|ແຖມ 1',
    'ch|PROMOTION', 'c|Kidora School 4+ 900 g', 'cp|265.000 ກີບ', 'cf|ເຖິງ 30 ມິຖຸນາ 2025',
  ] });
add({ n: 23, template: 'i14-t006', variant: 'laos', lang: 'lo', suspected: true, groups: [HW, SC], product: 'none', opt: { obj: 'device', stc: '#c62828', sts: 20, cc: '#37474f' },
  why: 'equipment donated by a formula company to a newborn ward, branded sticker',
  lines: [
    'pk|PT-200',
    'st|ບໍລິຈາກໂດຍ', 'st|Lacto Royal',
    'ch|ອຸປະກອນບໍລິຈາກ', 'c|ເຄື່ອງສ່ອງໄຟ ປິ່ນປົວເດັກເກີດໃໝ່', 'c|ມອບໃຫ້ ພະແນກເດັກເກີດໃໝ່', 'c|ໂດຍ ບໍລິສັດ Lacto Royal Nutrition', 'cf|ວັນທີ 12 ມີນາ 2025',
  ] });
add({ n: 24, template: 'i14-t006', variant: 'international', lang: 'mixed', suspected: false, groups: [], product: 'none', opt: { obj: 'can', c1: '#b71c1c', stc: '#ffeb3b', stt: '#b71c1c', sts: 24, cc: '#b71c1c' },
  why: 'condensed milk multi-buy (its own label says not a breast-milk substitute): out of scope',
  lines: [
    'pk|Sweet Cow', 'pk|Sweetened Condensed Milk', 'pk|388 g',
    'st|3 FOR', 'st|25,000', 'st|KIP',
    'ch|HOT DEAL', 'c|Sweet Cow Condensed Milk 388 g', 'cp|9.000 ກີບ/ກະປ໋ອງ', 'cf|Not suitable as a breast-milk substitute',
  ] });

// ---------------- t007 receipts ----------------
add({ n: 25, template: 'i14-t007', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'infant_formula',
  why: 'ordinary minimart receipt listing a stage-1 tin at normal price',
  lines: [
    'shop|ມິນິມາດ ດາວເຮືອງ', 'c|ບ້ານສີຫອມ ນະຄອນຫຼວງວຽງຈັນ', 'c|ໂທ 021 255 318', 'c|ໃບບິນ 004817 · 14/05/2025 17:22',
    'row|ເຂົ້າໜຽວ 2 ກິໂລ~36.000', 'row|ນ້ຳດື່ມ 1.5 ລິດ x6~30.000', 'row|NutriGold 1 800 ກຣາມ~289.000', 'row|ໄຂ່ໄກ່ 10 ໜ່ວຍ~25.000',
    'total|ລວມ~380.000 ກີບ', 'row|ເງິນສົດ~400.000', 'row|ເງິນທອນ~20.000', 'note|ຂອບໃຈທີ່ໃຊ້ບໍລິການ',
  ] });
add({ n: 26, template: 'i14-t007', variant: 'laos', lang: 'mixed', suspected: false, groups: [], product: 'none',
  why: 'pharmacy member points on prenatal vitamins, lactation cookies and maternal milk: out of scope',
  lines: [
    'shop|ຮ້ານຂາຍຢາ ສຸກສະຫວັນ', 'c|Suksavanh Pharmacy · 020 5566 7788', 'c|15/05/2025 10:41 · POS 02',
    'row|PreMama Folic+DHA 30 ເມັດ~120.000', 'row|ຄຸກກີ້ເພີ່ມນ້ຳນົມ 250 ກຣາມ~65.000', 'row|ນົມສຳລັບແມ່ FitMom 600 ກຣາມ~118.000', 'row|ສ່ວນຫຼຸດສະມາຊິກ 5%~-15.150',
    'total|ລວມ~287.850 ກີບ', 'note|Member points +287 · ແຕ້ມສະສົມ 1.480', 'note|ຂອບໃຈ ຂໍໃຫ້ສຸຂະພາບແຂງແຮງ',
  ] });
add({ n: 27, template: 'i14-t007', variant: 'international', lang: 'lo', suspected: true, groups: [PP], product: 'infant_formula',
  why: 'maternal milk purchase that prints a stage-1 formula coupon (cross-promotion)',
  lines: [
    'shop|ຮ້ານ ແມ່ ແລະ ເດັກ ນາງແກ້ວ', 'c|ຖະໜົນດົງໂດກ · ໂທ 020 9988 1122', 'c|02/06/2025 15:08',
    'row|ນົມແມ່ຖືພາ MamaCare Mom~235.000', 'total|ລວມ~235.000 ກີບ', 'row|ໂອນຜ່ານ BCEL One~235.000',
    'note|*** ຂອງຂວັນສຳລັບຄຸນແມ່ ***', 'note|ຄູປອງ MamaCare 1 ຫຼຸດ 40.000 ກີບ', 'note|ໃຊ້ໄດ້ຫຼັງລູກເກີດ ພາຍໃນ 90 ວັນ', 'note|ລະຫັດ MC1-58213',
  ] });
add({ n: 28, template: 'i14-t007', variant: 'international', lang: 'en', suspected: false, groups: [], product: 'other_baby_product',
  why: 'baby shop receipt, discount on diapers, thermometer and clothes: not covered',
  lines: [
    'shop|LITTLE STAR BABY SHOP', 'c|Nongbone Road, Vientiane', 'c|Tel 021 264 990 · 20/05/2025',
    'row|Diapers SoftBum M 64 pcs~149,000', 'row|Baby wipes 80 sheets~28,000', 'row|Digital thermometer~85,000', 'row|Cotton romper 6-12m~60,000', 'row|Promo 10% off diapers~-14,900',
    'total|TOTAL~307,100 kip', 'note|Thank you! Sale every weekend',
  ] });

// ---------------- t008 coupons / cards ----------------
add({ n: 29, template: 'i14-t008', variant: 'laos', lang: 'lo', suspected: true, groups: [HW, SC], product: 'none', opt: { c1: '#b8860b', vs: 26, font: 'serif', bg: '#fffdf7' },
  why: 'formula company pays a study tour for doctors and midwives',
  lines: [
    'brand|NutriGold', 'val|ສິງກະໂປ', 'val|4 ວັນ 3 ຄືນ',
    'ttl|ບັດເຊີນ ທັດສະນະສຶກສາ', 'sub|ສຳລັບທ່ານໝໍເດັກ ແລະ ນາງຜະດຸງຄັນ',
    'c|ລວມຄ່າປີ້ຍົນ ໂຮງແຮມ ແລະ ອາຫານ', 'c|ຢ້ຽມຊົມໂຮງງານ ແລະ ສູນຄົ້ນຄວ້າ NutriGold',
    'code|NG-ST-0425', 'fine|ສະເພາະບຸກຄະລາກອນສາທາລະນະສຸກທີ່ໄດ້ຮັບເຊີນ',
  ] });
add({ n: 30, template: 'i14-t008', variant: 'laos', lang: 'mixed', suspected: true, groups: [IE, PP], product: 'follow_on_formula', opt: { c1: '#7b1fa2', vs: 30 },
  why: 'free brand class for pregnant mothers with gift set and stage-2 coupon',
  lines: [
    'brand|Mamilux Mom Class', 'val|ຟຣີ', 'val|ເສົາ 21/6',
    'ttl|ຫ້ອງຮຽນແມ່ຖືພາ', 'sub|"Feeding your baby: 0-12 months"',
    'c|ຮັບຊຸດຂອງຂວັນ ແລະ ຄູປອງ Mamilux 2', 'c|ສ່ວນຫຼຸດ 50.000 ກີບ ສຳລັບທຸກຄົນທີ່ມາຮ່ວມ',
    'code|MLX-CLASS-021', 'fine|ລົງທະບຽນ 020 7788 5500 · 9:00 ໂຮງແຮມ ຈຳປາ',
  ] });
add({ n: 31, template: 'i14-t008', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'other_baby_product', opt: { c1: '#00897b', stamps: 10, filled: 4, vs: 28 },
  why: 'baby shop stamp card for diapers/clothes that explicitly excludes formula and bottles',
  lines: [
    'brand|ຮ້ານ ເດັກນ້ອຍນ່າຮັກ', 'val|10 ດວງ', 'val|ຮັບຟຣີ',
    'ttl|ບັດສະສົມດວງ', 'sub|ຊື້ຜ້າອ້ອມ ຫຼື ເຄື່ອງນຸ່ງເດັກ 100.000 ກີບ = 1 ດວງ',
    'c|ສະສົມຄົບ 10 ດວງ ຮັບຜ້າອ້ອມຟຣີ 1 ແພັກ', 'fine|ບໍ່ລວມນົມຜົງເດັກ ຂວດນົມ ແລະ ຈຸກນົມ',
  ] });
add({ n: 32, template: 'i14-t008', variant: 'international', lang: 'mixed', suspected: true, groups: [CF, PP], product: 'complementary_foods', opt: { c1: '#ef6c00', vs: 44 },
  why: 'cereal coupon cross-branded with the formula range and a stage-2 discount',
  lines: [
    'brand|BeboStar', 'val|20%', 'val|OFF',
    'ttl|Baby Cereal Coupon', 'sub|From the makers of BeboStar formula',
    'c|BeboStar Baby Cereal 6m+ any flavour', 'c|+ 20% off BeboStar 2 when you buy both',
    'code|BBS-CER-2025', 'fine|ໃຊ້ໄດ້ຮອດ 31/08/2025 ທີ່ຮ້ານທີ່ຮ່ວມລາຍການ',
  ] });

// ---------------- t009 tins ----------------
const lactoTin = ['brand|Lacto Royal', 'stage|1', 'sub|Infant Formula', 'sub|0-6 months',
  'claim|HMO structure like breast milk', 'claim|Brain+ IQ Formula', 'net|Net Wt 800 g'];
add({ n: 33, template: 'i14-t009', variant: 'laos', lang: 'en', suspected: true, groups: [PT, LR], product: 'infant_formula', opt: { baby: true, c1: '#fff8e7', c2: '#ffd166', c3: '#b5179e', tc: '#3a0ca3' },
  why: 'HMO "like breast milk", brain/IQ claims and a baby picture; English only (laos)', lines: lactoTin });
add({ n: 34, template: 'i14-t009', variant: 'international', lang: 'en', suspected: true, groups: [PT], product: 'infant_formula', opt: { baby: true, c1: '#fff8e7', c2: '#ffd166', c3: '#b5179e', tc: '#3a0ca3' },
  why: 'same tin as 33 judged under international: label language does not count', lines: lactoTin });
add({ n: 35, template: 'i14-t009', variant: 'laos', lang: 'lo', suspected: true, groups: [PT], product: 'growing_up_milk', opt: { baby: true, c1: '#eef7ff', c2: '#8ecae6', c3: '#fb8500', tc: '#023047', font: 'looped' },
  why: 'Lao growing-up milk tin with immunity, height and brain claims and a baby picture',
  lines: ['brand|GrowPlus', 'stage|3', 'sub|ນົມສຳລັບເດັກ 1-3 ປີ', 'claim|ເສີມພູມຄຸ້ມກັນ', 'claim|ສູງໄວ ສະໝອງດີ', 'net|ນ້ຳໜັກສຸດທິ 800 ກຣາມ'] });
add({ n: 36, template: 'i14-t009', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'none', opt: { mom: true, bs: 42, c1: '#fdeff4', c2: '#f4acb7', c3: '#9d4edd', tc: '#5a189a' },
  why: 'maternal milk with DHA/brain claim for the unborn baby: out of scope',
  lines: ['brand|MamaCare Mom', 'sub|ນົມສຳລັບແມ່ຖືພາ', 'sub|ແລະ ແມ່ໃຫ້ນົມລູກ', 'claim|ມີ DHA ແລະ ໂຟລິກ', 'claim|ບຳລຸງສະໝອງລູກໃນທ້ອງ', 'net|ນ້ຳໜັກສຸດທິ 800 ກຣາມ'] });

// ---------------- t010 box front + back ----------------
add({ n: 37, template: 'i14-t010', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'infant_formula', opt: { c3: '#2a9d8f', tc: '#1d3557' },
  why: 'compliant Lao label: breastfeeding statement, preparation, dates, no pictures or claims',
  lines: [
    'F|BeboStar', 'fs|1', 'f|ນົມຜົງສຳລັບເດັກອ່ອນ', 'f|ອາຍຸ 0-6 ເດືອນ', 'f|ນ້ຳໜັກສຸດທິ 400 ກຣາມ',
    'B|ແຈ້ງການສຳຄັນ', 'b|ນົມແມ່ແມ່ນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກອ່ອນ', 'b|ໃຊ້ຕາມຄຳແນະນຳຂອງບຸກຄະລາກອນສາທາລະນະສຸກ',
    'B|ວິທີປະສົມ', 'b|1. ລ້າງມື ແລະ ຕົ້ມອຸປະກອນໃຫ້ສະອາດ', 'b|2. ຕົ້ມນ້ຳ ແລ້ວປະໄວ້ໃຫ້ອຸ່ນ', 'b|3. ໃສ່ນົມຜົງຕາມຕາຕະລາງ ແລ້ວແກວ່ງໃຫ້ເຂົ້າກັນ',
    'bx|ນຳເຂົ້າໂດຍ ບໍລິສັດ ລາວເບບີ້ ຈຳກັດ', 'ex|ວັນຜະລິດ: 03/2025', 'ex|ວັນໝົດອາຍຸ: 03/2027',
  ] });
const kidoraBox = [
  'F|Kidora', 'fs|2', 'f|Follow-on Formula', 'f|6-12 months', 'f|Net Wt 900 g',
  'B|IMPORTANT NOTICE', 'b|Breast milk is the best food for infants.', 'b|Use only on the advice of a health worker.',
  'B|PREPARATION', 'b|1. Wash hands and sterilise all utensils.', 'b|2. Boil water and let it cool to 40°C.', 'b|3. Add powder as per table and shake well.',
  'bx|Made in Thailand', 'ex|MFG: 11/2024', 'ex|EXP: 11/2026',
];
add({ n: 38, template: 'i14-t010', variant: 'laos', lang: 'en', suspected: true, groups: [LR], product: 'follow_on_formula', opt: { c1: '#f1faee', c3: '#e63946', tc: '#9d0208', c2: '#f4a3a8' },
  why: 'otherwise compliant label, but no Lao language (laos variant)', lines: kidoraBox });
add({ n: 39, template: 'i14-t010', variant: 'international', lang: 'en', suspected: false, groups: [], product: 'follow_on_formula', opt: { c1: '#f1faee', c3: '#e63946', tc: '#9d0208', c2: '#f4a3a8' },
  why: 'same box as 38 under international: compliant', lines: kidoraBox });
add({ n: 40, template: 'i14-t010', variant: 'international', lang: 'lo', suspected: true, groups: [LR], product: 'infant_formula', opt: { c1: '#fffbea', c3: '#d4a017', tc: '#7a4f01', c2: '#e9d8a6' },
  why: 'Lao label whose manufacture and expiry fields were never printed (no expiry date)',
  lines: [
    'F|NutriGold', 'fs|1', 'f|ນົມຜົງສຳລັບເດັກອ່ອນ', 'f|0-6 ເດືອນ', 'f|ນ້ຳໜັກສຸດທິ 800 ກຣາມ',
    'B|ແຈ້ງການສຳຄັນ', 'b|ນົມແມ່ແມ່ນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກອ່ອນ',
    'B|ວິທີປະສົມ', 'b|1. ລ້າງມື ແລະ ຕົ້ມອຸປະກອນໃຫ້ສະອາດ', 'b|2. ໃສ່ນົມຜົງ 1 ບ່ວງ ຕໍ່ນ້ຳອຸ່ນ 30 ມລ',
    'bx|ຜະລິດໂດຍ NutriGold Nutrition', 'ex|ວັນຜະລິດ: ..........', 'ex|ວັນໝົດອາຍຸ: ..........',
  ] });

// ---------------- t011 posters ----------------
add({ n: 41, template: 'i14-t011', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'none', opt: { theme: 'moh', font: 'phet' },
  why: 'Ministry World Breastfeeding Week poster (immunity said of breast milk)',
  lines: [
    'org|ກະຊວງສາທາລະນະສຸກ', 'org|ສູນອະນາໄມແມ່ ແລະ ເດັກ',
    'ttl|ອາທິດນົມແມ່ໂລກ 2025', 'sub|1 - 7 ສິງຫາ',
    'li|ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງຫຼັງເກີດ', 'li|ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'li|ສືບຕໍ່ໃຫ້ນົມແມ່ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່າ', 'li|ນົມແມ່ຊ່ວຍສ້າງພູມຄຸ້ມກັນໃຫ້ລູກ',
    'cta|ປຶກສາຟຣີ ທີ່ສຸກສາລາ ແລະ ໂຮງໝໍໃກ້ບ້ານ',
    'foot|ສະໜັບສະໜູນໂດຍ ອົງການຢູນິເຊັບ ແລະ ອົງການອະນາໄມໂລກ',
  ] });
add({ n: 42, template: 'i14-t011', variant: 'international', lang: 'mixed', suspected: false, groups: [], product: 'none', opt: { theme: 'hosp' },
  why: 'baby-friendly hospital notice: no formula, bottles, teats, samples',
  lines: [
    'org|ໂຮງໝໍແຂວງ ຈຳປາສັກ', 'org|Champasak Provincial Hospital',
    'ttl|ໂຮງໝໍເປັນມິດກັບເດັກ', 'sub|Baby-Friendly Hospital',
    'li|ບໍ່ອະນຸຍາດໃຫ້ນຳນົມຜົງ ຂວດນົມ ຈຸກນົມ ເຂົ້າມາ', 'li|No formula, bottles or teats on this ward', 'li|ບໍ່ຮັບຕົວຢ່າງ ຫຼື ຂອງຂວັນ ຈາກບໍລິສັດນົມ', 'li|No samples or gifts from formula companies',
    'cta|ມີຄຳຖາມ? ຖາມພະຍາບານ ຫ້ອງ 12',
    'foot|ກະຊວງສາທາລະນະສຸກ · UNICEF · WHO',
  ] });
add({ n: 43, template: 'i14-t011', variant: 'laos', lang: 'lo', suspected: true, groups: [HW, PP], product: 'infant_formula', opt: { theme: 'clinic', pic: 'doctor' },
  why: 'paediatrician endorses a stage-1 formula sold at the clinic counter',
  lines: [
    'org|ຄລີນິກແມ່ ແລະ ເດັກ ສຸຂະພາບດີ',
    'ttl|ທ່ານໝໍແນະນຳ', 'sub|NutriGold 1 ສຳລັບລູກນ້ອຍ 0-6 ເດືອນ',
    'li|"ຂ້ອຍແນະນຳ NutriGold 1 ໃຫ້ຄົນເຈັບທຸກຄົນ"', 'li|ດຣ. ວິໄລ ພົມມະຈັນ ກຸມານແພດ',
    'cta|ມີຂາຍທີ່ເຄົາເຕີຄລີນິກ 289.000 ກີບ',
    'foot|ເປີດ 7:00 - 19:00 · ໂທ 020 5432 1098',
  ] });
add({ n: 44, template: 'i14-t011', variant: 'laos', lang: 'mixed', suspected: true, groups: [HW, PP], product: 'infant_formula', opt: { theme: 'gift', pic: 'kit' },
  why: 'free formula gift kit handed out at the maternity ward counter; mothers club sign-up',
  lines: [
    'org|ໂຮງໝໍເມືອງ ໄຊທານີ · ພະແນກເກີດລູກ',
    'ttl|ຂອງຂວັນສຳລັບແມ່ລູກອ່ອນ', 'sub|Mamilux Newborn Gift Kit',
    'li|ຮັບຟຣີ ທີ່ເຄົາເຕີພະຍາບານ ກ່ອນອອກໂຮງໝໍ', 'li|ພາຍໃນມີ: ຕົວຢ່າງ Mamilux 1 ແລະ ຂວດນົມ', 'li|ລົງທະບຽນເບີໂທ ເພື່ອເຂົ້າ Mom Club',
    'cta|FREE for all new mothers',
    'foot|ດ້ວຍຄວາມຮ່ວມມືຈາກ Mamilux Nutrition',
  ] });

// ---------------- t012 cereal / jars ----------------
add({ n: 45, template: 'i14-t012', variant: 'laos', lang: 'lo', suspected: true, groups: [CF], product: 'complementary_foods', opt: { c1: '#fff3c4', c3: '#e76f51' },
  why: 'cereal box: from 4 months',
  lines: ['X|PapaPap', 'x|ເຂົ້າບົດເດັກ ລົດນົມ ແລະ ກ້ວຍ', 'xa|4+ ເດືອນ', 'x|ເລີ່ມກິນໄດ້ແຕ່ອາຍຸ 4 ເດືອນ', 'x|ນ້ຳໜັກສຸດທິ 250 ກຣາມ'] });
add({ n: 46, template: 'i14-t012', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'complementary_foods',
  why: '6m+ jar with not-before-6-months and continued breastfeeding message, expiry, price',
  lines: ['J|Tummy Garden', 'j|ຟັກທອງ ແລະ ໄກ່ບົດ', 'ja|6+ ເດືອນ', 'j|ສຳລັບເດັກອາຍຸ 6 ເດືອນຂຶ້ນໄປ', 'j|ບໍ່ຄວນໃຫ້ກິນກ່ອນ 6 ເດືອນ', 'j|ລ້ຽງລູກດ້ວຍນົມແມ່ຕໍ່ຈົນຮອດ 2 ປີ', 'j|ໝົດອາຍຸ 10/2026 · 120 ກຣາມ', 'ps|28.000 ກີບ'] });
add({ n: 47, template: 'i14-t012', variant: 'laos', lang: 'mixed', suspected: true, groups: [CF, PT], product: 'complementary_foods', opt: { c1: '#e0f7fa', c2: '#80deea', c3: '#00838f', tc: '#004d40' },
  why: 'baby cereal and jar with brain and immunity claims',
  lines: ['X|SmartSpoon', 'x|Brain & Immunity Boost!', 'x|ຊ່ວຍພັດທະນາສະໝອງ', 'x|ແລະ ເສີມພູມຄຸ້ມກັນ', 'xa|6m+',
    'J|SmartSpoon', 'j|ຜັກໂຂມ ແລະ ປາ', 'j|IQ+ DHA', 'ja|6m+', 'ps|35.000 ກີບ'] });
add({ n: 48, template: 'i14-t012', variant: 'laos', lang: 'en', suspected: true, groups: [LR], product: 'complementary_foods', opt: { bs: 36, c1: '#fdf0d5', c3: '#c1121f', tc: '#780000' },
  why: 'compliant 6m+ cereal whose only fault is an English-only label (laos)',
  lines: ['X|Golden Grain Baby', 'x|Rice Cereal with Banana', 'xa|6 months+', 'x|Not for babies under 6 months.', 'x|Continue breastfeeding to 2 years.', 'x|Net Wt 200 g · EXP 09/2026'] });

// ---------------- t013 blister packs ----------------
add({ n: 49, template: 'i14-t013', variant: 'laos', lang: 'en', suspected: true, groups: [PT, LR], product: 'feeding_bottles_teats', opt: { baby: true, c1: '#00838f', c3: '#ff7043' },
  why: 'bottle "closest to breastfeeding", "breast-like" teat, baby picture; English only (laos)',
  lines: ['brand|Nurtelle', 'name|Natural Feel Bottle 260 ml', 'claim|Closest to breastfeeding', 'age|0m+', 'li|Breast-like soft teat', 'li|Anti-colic valve', 'li|BPA free', 'fine|Made in China · nurtelle.com'] });
add({ n: 50, template: 'i14-t013', variant: 'laos', lang: 'lo', suspected: true, groups: [PT], product: 'feeding_bottles_teats', opt: { item: 'teats', c1: '#6a1b9a', c2: '#ce93d8', c3: '#ec407a' },
  why: 'teats "soft like the mother\'s breast", easy switch from breast',
  lines: ['brand|Cuddlo', 'name|ຈຸກນົມຊິລິໂຄນ 2 ອັນ', 'claim|ນຸ້ມຄືກັບເຕົ້ານົມແມ່', 'age|3m+', 'li|ລູກປ່ຽນຈາກເຕົ້ານົມແມ່ໄດ້ງ່າຍ', 'li|ຂະໜາດ M ສຳລັບ 3 ເດືອນຂຶ້ນໄປ', 'fine|ນຳເຂົ້າໂດຍ ບໍລິສັດ ຄັດໂລ ລາວ ຈຳກັດ'] });
add({ n: 51, template: 'i14-t013', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'feeding_bottles_teats', opt: { c1: '#546e7a', c2: '#b0bec5' },
  why: 'plain Lao bottle pack with breastfeeding statement and hygiene instructions, no claims',
  lines: ['brand|SimpleFeed', 'name|ຂວດນົມ 240 ມລ', 'li|ວັດສະດຸ PP ບໍ່ມີ BPA', 'li|ລ້າງ ແລະ ຕົ້ມຂ້າເຊື້ອກ່ອນໃຊ້ທຸກຄັ້ງ',
    'warn|ການລ້ຽງລູກດ້ວຍນົມແມ່ດີທີ່ສຸດສຳລັບລູກ', 'warn|ໃຊ້ຕາມຄຳແນະນຳຂອງບຸກຄະລາກອນສາທາລະນະສຸກ', 'fine|ນຳເຂົ້າໂດຍ ບໍລິສັດ ລາວເບບີ້ ຈຳກັດ'] });
add({ n: 52, template: 'i14-t013', variant: 'international', lang: 'en', suspected: false, groups: [], product: 'other_baby_product', opt: { item: 'thermo', c1: '#2e7d32', c3: '#f9a825' },
  why: 'baby thermometer with baby picture and claims: not covered',
  lines: ['brand|TempiKid', 'name|Digital Baby Thermometer', 'claim|10-second reading', 'age|0m+', 'li|Flexible soft tip', 'li|Fever alarm & memory', 'li|Waterproof, easy to clean', 'fine|Battery included · 1 year warranty'] });

// ---------------- t014 events ----------------
add({ n: 53, template: 'i14-t014', variant: 'laos', lang: 'mixed', suspected: true, groups: [HW, SC], product: 'none', opt: { style: 'banner', fineh: true },
  why: 'paediatric conference sponsored by a formula company, lunch and souvenirs',
  lines: [
    'org|ສະມາຄົມກຸມານແພດ ລາວ', 'ttl|ກອງປະຊຸມວິຊາການ ປະຈຳປີ 2025', 'sub|Annual Paediatric Scientific Meeting',
    'when|20 - 21 ພະຈິກ 2025', 'where|ໂຮງແຮມ ລ້ານຊ້າງ ນະຄອນຫຼວງວຽງຈັນ',
    'spon|Sponsored by', 'logo|NutriGold Nutrition',
    'fine|ອາຫານທ່ຽງ ແລະ ຂອງທີ່ລະນຶກ ສຳລັບຜູ້ເຂົ້າຮ່ວມທຸກທ່ານ',
  ] });
add({ n: 54, template: 'i14-t014', variant: 'international', lang: 'en', suspected: true, groups: [HW, SC], product: 'none', opt: { style: 'invite', fineh: true },
  why: 'CME dinner symposium for doctors hosted by a formula company institute',
  lines: [
    'org|Lacto Royal Nutrition Institute', 'ttl|CME Dinner Symposium', 'sub|"Advances in Infant Gut Health"',
    'when|Friday 14 March 2025, 18:30', 'where|Mekong Riverside Hotel, Vientiane',
    'spon|For paediatricians · 2 CME credits', 'logo|Lacto Royal',
    'fine|RSVP 020 5999 1234 · Dinner and transport provided',
  ] });
add({ n: 55, template: 'i14-t014', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'none', opt: { style: 'moh', fineh: true },
  why: 'Ministry training on breastfeeding counselling supported by WHO and UNICEF',
  lines: [
    'org|ກະຊວງສາທາລະນະສຸກ', 'ttl|ຝຶກອົບຮົມ ການໃຫ້ຄຳປຶກສາລ້ຽງລູກດ້ວຍນົມແມ່', 'sub|ສຳລັບນາງຜະດຸງຄັນ ແລະ ພະຍາບານ ຂັ້ນເມືອງ',
    'when|3 - 7 ກໍລະກົດ 2025', 'where|ສູນອະນາໄມແມ່ ແລະ ເດັກ ນະຄອນຫຼວງວຽງຈັນ',
    'spon|ສະໜັບສະໜູນໂດຍ', 'logo|ອົງການອະນາໄມໂລກ ແລະ ອົງການຢູນິເຊັບ',
    'fine|ບໍ່ມີການສະໜັບສະໜູນຈາກບໍລິສັດນົມ',
  ] });
add({ n: 56, template: 'i14-t014', variant: 'laos', lang: 'lo', suspected: true, groups: [HW, SC], product: 'none', opt: { style: 'teal', fineh: true },
  why: 'formula company scholarships for midwives, applications via the ward head',
  lines: [
    'org|ບໍລິສັດ Mamilux Nutrition', 'ttl|ທຶນການສຶກສາ ສຳລັບນາງຜະດຸງຄັນ', 'sub|10 ທຶນຕໍ່ປີ ລະດັບປະລິນຍາຕີ',
    'when|ສະໝັກໄດ້ຮອດ 30 ກັນຍາ 2025', 'where|ສົ່ງໃບສະໝັກຜ່ານ ຫົວໜ້າພະແນກແມ່ ແລະ ເດັກ',
    'spon|ສະໜັບສະໜູນໂດຍ', 'logo|Mamilux',
    'fine|ເງື່ອນໄຂ: ເຮັດວຽກຢູ່ໂຮງໝໍລັດ ຢ່າງໜ້ອຍ 2 ປີ',
  ] });

// ---------------- t015 articles / e-books ----------------
add({ n: 57, template: 'i14-t015', variant: 'laos', lang: 'mixed', suspected: true, groups: [IE], product: 'none', opt: { style: 'ebook', ac: '#c2185b' },
  why: 'formula brand e-book "is my milk enough?"; brand only, no product or offer',
  lines: [
    'site|NutriGold Parents', 'kicker|E-BOOK ຟຣີ', 'ttl|ນົມແມ່ພໍບໍ?', 'sub|Is my milk enough?',
    'p|7 ສັນຍານທີ່ແມ່ທຸກຄົນຄວນຮູ້', 'p|ການໃຫ້ນົມລູກ ໃນ 6 ເດືອນທຳອິດ',
    'cta|ດາວໂຫຼດຟຣີ', 'foot|© NutriGold Nutrition · nutrigold.la',
  ] });
add({ n: 58, template: 'i14-t015', variant: 'laos', lang: 'lo', suspected: false, groups: [], product: 'none', opt: { style: 'article', ac: '#1565c0' },
  why: 'news about fines for formula promotion',
  lines: [
    'site|ຂ່າວສານ ສາທາລະນະສຸກ', 'kicker|ຂ່າວ', 'ttl|ປັບໃໝ 3 ຮ້ານ ໂຄສະນານົມຜົງເດັກ', 'meta|ວຽງຈັນ · 18 ເມສາ 2025',
    'p|ເຈົ້າໜ້າທີ່ກວດກາ ພົບຮ້ານຂາຍຢາ 3 ແຫ່ງ', 'p|ຕິດປ້າຍຫຼຸດລາຄານົມສູດ 1 ແລະ ແຈກຂອງແຖມ', 'p|ເຊິ່ງຂັດກັບດຳລັດ 472/ນຍ', 'p|ພົບເຫັນ ແຈ້ງໄດ້ທີ່ ພະແນກສາທາລະນະສຸກ',
    'foot|ແບ່ງປັນ · ບັນທຶກ',
  ] });
add({ n: 59, template: 'i14-t015', variant: 'international', lang: 'en', suspected: true, groups: [IE, PP], product: 'growing_up_milk', opt: { style: 'article', ac: '#2e7d32' },
  why: 'brand nutrition article that pushes a growing-up milk with a discount code',
  lines: [
    'site|GrowPlus Parenting Hub', 'kicker|TODDLER NUTRITION', 'ttl|5 signs your toddler', 'ttl|needs more nutrients', 'meta|By GrowPlus Nutrition Team · 4 min read',
    'p|Picky eating? Slow weight gain?', 'p|Our experts explain what toddlers need.', 'p|Try GrowPlus 3, made for 1-3 year olds.',
    'cta|Get 15% OFF with code GROW15', 'foot|© GrowPlus Nutrition · Privacy · Terms',
  ] });
add({ n: 60, template: 'i14-t015', variant: 'laos', lang: 'lo', suspected: true, groups: [IE], product: 'none', opt: { style: 'tips', ac: '#f57c00' },
  why: 'neutral breastfeeding tips "brought to you by" a formula brand',
  lines: [
    'site|BeboStar Family', 'kicker|ເຄັດລັບຄຸນແມ່', 'ttl|5 ເຄັດລັບ ໃຫ້ນົມລູກ', 'meta|ນຳສະເໜີໂດຍ BeboStar',
    'p|1. ໃຫ້ລູກດູດນົມແມ່ທັນທີຫຼັງເກີດ', 'p|2. ໃຫ້ນົມລູກທຸກເທື່ອທີ່ລູກຕ້ອງການ', 'p|3. ກິນອາຫານ ແລະ ດື່ມນ້ຳໃຫ້ພຽງພໍ', 'p|4. ພັກຜ່ອນໃຫ້ພຽງພໍ', 'p|5. ຂໍຄວາມຊ່ວຍເຫຼືອຈາກຄອບຄົວ',
    'foot|BeboStar Family · ຕິດຕາມພວກເຮົາໃນ Facebook',
  ] });

for (const d of D) d.id = 'i14-' + String(d.n).padStart(3, '0');
module.exports = D;
