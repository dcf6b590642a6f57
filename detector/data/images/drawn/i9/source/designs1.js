'use strict';
const { F, baby, bowlIcon, mark, motherBaby } = require('./lib');
const t = require('./templates');
const t2 = require('./templates2');

module.exports = [
{ n: 1, variant: 'laos', groups: ['health_workers'], product: 'infant_formula', lang: 'lo', template: 'i9-t001', hard: 'photo',
  html: t.recCard({ c: '#2a7f62', c2: '#c2185b', clinic: 'ຄລີນິກ ແມ່ ແລະ ເດັກ ສຸຂະພາບດີ', addr: 'ບ້ານ ໂພນສະອາດ, ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ',
    title: 'ບັດແນະນຳນົມສຳລັບລູກນ້ອຍ', fields: [['ຊື່ເດັກ:', 'ທ້າວ ສົມພອນ'], ['ອາຍຸ:', '2 ອາທິດ']],
    rec: 'ທ່ານໝໍແນະນຳໃຫ້ລູກຂອງທ່ານໃຊ້:', options: [[true, 'Mamilac 1 (0-6 ເດືອນ)'], [false, 'Mamilac 2 (6-12 ເດືອນ)']],
    note: 'ປະສົມຕາມຄຳແນະນຳຂ້າງກະປ໋ອງ', sigLabel: 'ລາຍເຊັນທ່ານໝໍ:', sig: 'ດຣ. ວັນນະສອນ', brand: 'Mamilac', stamp: ['ຄລີນິກ', 'ສຸຂະພາບດີ'] }) },

{ n: 2, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t002', hard: 'rotate',
  html: t.poster({ bg: '#fff4e8', fg: '#3b2414', accent: '#d35400', top: ['ກະຊວງສາທາລະນະສຸກ', 'ອາທິດນົມແມ່ໂລກ 1-7 ສິງຫາ 2025'],
    titles: ['ນົມແມ່ ດີທີ່ສຸດ ສຳລັບລູກ'],
    points: ['ໃຫ້ລູກດູດນົມແມ່ພາຍໃນ 1 ຊົ່ວໂມງຫຼັງເກີດ', 'ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນທຳອິດ', 'ນົມແມ່ສ້າງພູມຕ້ານທານ ແລະ ຊ່ວຍພັດທະນາສະໝອງ', 'ສືບຕໍ່ໃຫ້ນົມແມ່ ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ'],
    foot: ['ສູນສຸຂະສຶກສາ ກະຊວງສາທາລະນະສຸກ', 'ຮ່ວມກັບ UNICEF ແລະ WHO'], font: F.sans }) },

{ n: 3, variant: 'international', groups: ['promotion_public', 'health_workers'], product: 'infant_formula', lang: 'en', template: 'i9-t003', hard: 'jpeg',
  html: t.leaflet({ c: '#1565c0', brand: 'NutriStart 1', sub: 'Infant Formula 0-6 months', head: 'New mum? Ask your doctor for a FREE sample!',
    intro: ['Your paediatrician or midwife can give you a 400 g trial pack of NutriStart 1.'],
    howTitle: 'How to get it:', steps: ['1. Show this leaflet at your next check-up', '2. Your doctor signs the voucher below', '3. Collect your free pack at the clinic counter'],
    vTitle: 'FREE SAMPLE VOUCHER', vLines: ["Doctor's signature:", 'Clinic stamp:'], valid: 'Valid until 31.12.2025 · One per family',
    small: 'Breast milk is the best food for babies. Use infant formula only on the advice of a health worker.' }) },

{ n: 4, variant: 'laos', groups: ['health_workers', 'sponsorship_coi'], product: 'none', lang: 'lo', template: 'i9-t004', hard: 'dim',
  html: t.invitation({ bg: '#1f3b57', card: '#fdfaf2', c: '#1f3b57', title: 'ໃບເຊີນ', top: ['ຮຽນ ທ່ານໝໍ ແລະ ພະຍາບານ ທີ່ນັບຖື'],
    lines: [['ກອງປະຊຸມວິຊາການ ສຳລັບແພດເດັກ ແລະ ພະຍາບານຜະດຸງຄັນ', 'font-size:21px;font-weight:bold'],
      ['ຫົວຂໍ້: ໂພຊະນາການໃນ 1000 ວັນທຳອິດ ແລະ ລຳໄສ້ຂອງເດັກ'], ['ວັນເສົາ ທີ 14 ມິຖຸນາ 2025, ເວລາ 08:30 - 16:00'],
      ['ສະຖານທີ່: ໂຮງແຮມ ລາວພລາຊາ, ນະຄອນຫຼວງວຽງຈັນ'], ['ມີອາຫານທ່ຽງ, ຄ່າເດີນທາງ ແລະ ໃບຢັ້ງຢືນ ໃຫ້ຜູ້ເຂົ້າຮ່ວມ', 'color:#b00'],
      ['ລົງທະບຽນ: 020 5555 1234 (ນາງ ມະນີວັນ)']],
    sponsor: ['ສະໜັບສະໜູນໂດຍ', 'ບໍລິສັດ ນິວທຣິໂກ ລາວ ຈຳກັດ (ຜູ້ຈຳໜ່າຍ ນົມ Mamilac)'] }) },

{ n: 5, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t005', hard: 'photo',
  html: t.notice({ wall: '#d8d2c4', c: '#00796b', icon: t.noBottle, head: ['ໂຮງໝໍແຂວງ ຫຼວງພະບາງ', 'ໂຮງໝໍທີ່ເປັນມິດກັບເດັກ'], title: 'ແຈ້ງການ',
    lines: [['ຫ້າມນຳນົມຜົງ, ຂວດນົມ ແລະ ຫົວນົມຢາງ ເຂົ້າມາໃນຫ້ອງເກີດລູກ', 'font-weight:bold'], ['ຫ້າມຕົວແທນບໍລິສັດນົມ ແຈກຢາຍຕົວຢ່າງ ຫຼື ເອກະສານ'],
      ['ພະນັກງານຂອງພວກເຮົາ ພ້ອມຊ່ວຍແມ່ໃຫ້ລ້ຽງລູກດ້ວຍນົມແມ່'], ['ຂໍຂອບໃຈທີ່ໃຫ້ຄວາມຮ່ວມມື', 'text-align:right;font-style:italic']], font: F.phet }) },

{ n: 6, variant: 'laos', groups: ['health_workers', 'prohibited_text'], product: 'infant_formula', lang: 'lo', template: 'i9-t006', hard: 'small',
  html: t.calendar({ c: '#6a1b9a', brand: 'Lactamil', stages: 'ສູດ 1 · 2 · 3', claim: 'ເພື່ອສະໝອງທີ່ສະຫຼາດ ແລະ ພູມຕ້ານທານທີ່ແຂງແຮງ',
    year: 'ປະຕິທິນ 2025', month: 'ມັງກອນ', days: ['ອາທິດ', 'ຈັນ', 'ອັງຄານ', 'ພຸດ', 'ພະຫັດ', 'ສຸກ', 'ເສົາ'], start: 3, len: 31,
    product: 'Lactamil 1 ສຳລັບເດັກ 0-6 ເດືອນ · Lactamil 2 ສຳລັບເດັກ 6-12 ເດືອນ', gift: 'ມອບໃຫ້: ພະແນກເກີດລູກ ແລະ ຫຼັງເກີດ ໂຮງໝໍເມືອງ ສີສັດຕະນາກ' }) },

{ n: 7, variant: 'laos', groups: ['labeling_required'], product: 'infant_formula', lang: 'en', template: 'i9-t007', hard: 'noise',
  html: t.packBack({ bg: '#3d4a56', panel: '#fff8e7', c: '#b8860b', brand: 'GoldenStar 1', sub: 'Infant Formula with Iron · 0-6 months · 800 g',
    notice: ['IMPORTANT NOTICE', 'Breastfeeding is best for your baby. Consult a health worker before using infant formula.', 'Incorrect preparation can make your baby ill.'],
    tableTitle: 'Preparation', table: [['Age', 'Boiled water (ml)', 'Scoops', 'Feeds per day'], ['0-2 weeks', '60', '2', '7-8'], ['2-4 weeks', '90', '3', '6-7'], ['1-2 months', '120', '4', '5-6'], ['2-6 months', '180', '6', '4-5']],
    body: ['Ingredients: skimmed milk, lactose, vegetable oils, whey protein, minerals, vitamins.', 'Storage: keep in a cool dry place. Use within 4 weeks of opening.', 'Made in New Zealand for GoldenStar Nutrition Ltd.'],
    dates: ['MFG: 12/03/2025', 'EXP: 11/03/2027', 'LOT: GS2503A'], ean: '9 421034 560128' }) },

{ n: 8, variant: 'international', groups: [], product: 'infant_formula', lang: 'en', template: 'i9-t007', hard: 'jpeg',
  html: t.packBack({ bg: '#8aa39b', panel: '#eef6fb', c: '#2e6da4', radius: 4, brand: 'Pureva 1', sub: 'Infant formula · from birth to 6 months · 400 g', font: F.lib,
    notice: ['IMPORTANT', 'Breast milk is the best food for infants. Use only on the advice of a doctor or health worker.'],
    tableTitle: 'Feeding table', table: [['Baby age', 'Water (ml)', 'Level scoops', 'Feeds / day'], ['Up to 1 month', '90', '3', '6'], ['1-3 months', '150', '5', '5'], ['3-6 months', '210', '7', '4']],
    body: ['Wash hands. Boil water and let it cool to 70 °C. Add scoops, shake well, test temperature.', 'Ingredients: demineralised whey, vegetable oils, skimmed milk, vitamins, minerals.', 'Packed in Australia. Store below 25 °C.'],
    dates: ['PROD 03 2025', 'EXP 03 2027', 'BATCH PV0325-7'], ean: '9 300633 771204', fs: 14 }) },

{ n: 9, variant: 'laos', groups: ['labeling_required'], product: 'follow_on_formula', lang: 'lo', template: 'i9-t008', hard: 'rotate',
  html: t.stickerCan({ c: '#0b6e4f', canBrand: 'Bebelia 2', canSub: '6-12', title: 'ສະຫຼາກພາສາລາວ', rot: -2,
    lines: ['ຊື່ຜະລິດຕະພັນ: ນົມສູດຕໍ່ເນື່ອງ Bebelia 2', 'ສຳລັບເດັກອາຍຸ 6-12 ເດືອນ', 'ນ້ຳໜັກສຸດທິ: 800 ກຣາມ', 'ຜູ້ນຳເຂົ້າ: ບໍລິສັດ ເອັສພີ ການຄ້າ, ວຽງຈັນ', 'ນົມແມ່ເປັນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກ', 'ວິທີປະສົມ: ໃຊ້ນ້ຳຕົ້ມສຸກ 180 ມລ ຕໍ່ 6 ບ່ວງ'],
    blanks: ['ວັນຜະລິດ:', 'ວັນໝົດອາຍຸ:'] }) },

{ n: 10, variant: 'international', groups: ['labeling_required'], product: 'infant_formula', lang: 'lo', template: 'i9-t009', hard: 'photo',
  html: t.bagTag({ lines: ['ນົມຜົງເດັກ ແບ່ງຂາຍ', 'ສຳລັບເດັກ 0-6 ເດືອນ', 'ຖົງ 500 ກຣາມ = 65.000 ກີບ', 'ຖົງ 1 ກິໂລ = 120.000 ກີບ', 'ຕັກໃສ່ຖົງໃໝ່ທຸກມື້'] }) },

{ n: 11, variant: 'laos', groups: [], product: 'infant_formula', lang: 'lo', template: 'i9-t010', hard: 'dim',
  html: t.priceList({ board: '#fbfbf6', c: '#2e7d32', head: ['ຮ້ານຂາຍຢາ ສຸກສົມບູນ', 'ລາຄານົມເດັກ ປະຈຳເດືອນ ກໍລະກົດ 2025'],
    rows: [['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ (ກີບ)', 'ສະຖານະ'], ['Lactogen 1', '400 ກຣາມ', '145.000', 'ມີສິນຄ້າ'], ['Lactogen 2', '400 ກຣາມ', '140.000', 'ມີສິນຄ້າ'],
      ['S-26 Gold 1', '800 ກຣາມ', '520.000', 'ໝົດ'], ['Dumex Dugro 3', '800 ກຣາມ', '295.000', 'ມີສິນຄ້າ'], ['ຂວດນົມ 240 ມລ', '1 ໜ່ວຍ', '55.000', 'ມີສິນຄ້າ']],
    foot: ['ເປີດທຸກມື້ 07:30 - 21:00', 'ໂທ: 021 252 789 · WhatsApp 020 9988 7766'], font: F.serifsans }) },

{ n: 12, variant: 'laos', groups: ['labeling_required'], product: 'infant_formula', lang: 'lo', template: 'i9-t010', hard: 'jpeg',
  html: t.priceList({ board: '#fff3d6', c: '#c62828', head: ['ຮ້ານ ມິນິມາດ ບ້ານດົງໂດກ', 'ນົມເດັກນຳເຂົ້າ - ລາຄາ'], fs: 17,
    rows: [['ສິນຄ້າ', 'ຂະໜາດ', 'ລາຄາ'], ['Hi-Q 1 (0-6 ເດືອນ)', '600 ກຣາມ', '210.000 ກີບ'], ['Enfalac A+ 1 (0-6 ເດືອນ)', '400 ກຣາມ', '235.000 ກີບ'], ['ສູດ 2 (6-12 ເດືອນ)', '900 ກຣາມ', '265.000 ກີບ'], ['ສູດ 3 (1-3 ປີ)', '900 ກຣາມ', '240.000 ກີບ']],
    note: 'ໝາຍເຫດ: ສິນຄ້າທັງໝົດເປັນສະຫຼາກພາສາໄທ ແລະ ອັງກິດ, ບໍ່ມີສະຫຼາກພາສາລາວ', foot: ['ເປີດ 08:00 - 20:00 · ໂທ 020 2345 6789'], w: 860, font: F.phet }) },

{ n: 13, variant: 'international', groups: [], product: 'infant_formula', lang: 'en', template: 'i9-t010', hard: 'noise',
  html: t.priceList({ board: '#eef2f7', c: '#34495e', head: ['CityCare Pharmacy — Baby Milk Price List', 'Updated 1 August 2025'], fs: 17,
    rows: [['Product', 'Size', 'Price (LAK)', 'Stock'], ['NAN Optipro 1', '400 g', '165,000', 'In stock'], ['Similac 1', '400 g', '180,000', 'In stock'], ['Pureva 2', '800 g', '310,000', 'Out of stock'], ['Pureva 3', '800 g', '285,000', 'In stock']],
    note: 'Note: imported stock, labels in English only.', noteSt: 'border:1px solid #888;color:#333', foot: ['Open Mon-Sat 8:00-20:00 | Tel 021 414 555'], font: F.lib, w: 820 }) },

{ n: 14, variant: 'laos', groups: ['promotion_public'], product: 'follow_on_formula', lang: 'lo', template: 'i9-t011', hard: 'rotate',
  html: t.clubCard({ grad: 'linear-gradient(135deg,#ff7aa2,#c2185b)', c: '#c2185b', fTitle: ['ເບເບໂກຣ ຄລັບ', 'ບັດສະມາຊິກ ຄລັບແມ່ ແລະ ລູກ'],
    fLines: ['ນາງ ບົວສີ ພົມມະຈັນ', 'BG-0457 2291'],
    bLines: ['ສິດທິພິເສດສຳລັບສະມາຊິກ', 'ຊື້ ເບເບໂກຣ 2 (6-12 ເດືອນ) ທຸກກະປ໋ອງ', 'ສະສົມ 10 ແຕ້ມ', 'ຄົບ 100 ແຕ້ມ ຮັບຂອງຂວັນຟຣີ', 'ສາຍດ່ວນແມ່: 1422'] }) },

{ n: 15, variant: 'international', groups: ['promotion_public'], product: 'growing_up_milk', lang: 'mixed', template: 'i9-t011', hard: 'photo',
  html: t.clubCard({ grad: 'linear-gradient(135deg,#5bc0be,#1c5d99)', c: '#1c5d99', table: 'linear-gradient(135deg,#6b4f3a,#8e6d52)', font: F.lib,
    fTitle: ['Happy Tummy Moms Club', 'ສະໂມສອນແມ່ Happy Tummy'], fLines: ['Ms. Keo Vongsa', '7782 0019 4410'],
    bLines: ['Member benefits / ສິດທິສະມາຊິກ', 'Earn 1 point per 10,000 LAK on', 'Happy Tummy 3 (1-3 years)', 'ສະສົມແຕ້ມ ແລກຂອງຂວັນ ແລະ ສ່ວນຫຼຸດ 15%', 'Careline / ສາຍດ່ວນ: 1555'] }) },

{ n: 16, variant: 'laos', groups: [], product: 'none', lang: 'lo', template: 'i9-t012', hard: 'blur',
  html: t2.officialNotice({ state: ['ສາທາລະນະລັດ ປະຊາທິປະໄຕ ປະຊາຊົນລາວ', 'ສັນຕິພາບ ເອກະລາດ ປະຊາທິປະໄຕ ເອກະພາບ ວັດທະນະຖາວອນ'],
    org: ['ກະຊວງສາທາລະນະສຸກ', 'ກົມອາຫານ ແລະ ຢາ'], ref: ['ເລກທີ 0815/ກອຢ', 'ນະຄອນຫຼວງວຽງຈັນ, ວັນທີ 20 ກັນຍາ 2025'],
    title: 'ແຈ້ງການ', subtitle: 'ກ່ຽວກັບການເອີ້ນເກັບຄືນ ນົມຜົງສຳລັບເດັກອ່ອນ',
    lines: ['ກົມອາຫານ ແລະ ຢາ ຂໍແຈ້ງໃຫ້ຮ້ານຄ້າ ແລະ ປະຊາຊົນຊາບວ່າ:', '- ຍີ່ຫໍ້: Pureva 1, ຂະໜາດ 400 ກຣາມ', '- ເລກລັອດ: PV240915, PV240916',
      '- ສາເຫດ: ອາດປົນເປື້ອນເຊື້ອແບັກທີເຣຍ Cronobacter', 'ຂໍໃຫ້ຮ້ານຄ້າ ຢຸດຈຳໜ່າຍ ແລະ ສົ່ງຄືນຜູ້ນຳເຂົ້າ ທັນທີ.', 'ຜູ້ບໍລິໂພກທີ່ມີສິນຄ້າດັ່ງກ່າວ ຢ່າໃຊ້ ແລະ ຕິດຕໍ່ ໂທ 021 214 000.'],
    sign: ['ຫົວໜ້າກົມອາຫານ ແລະ ຢາ'], stamp: ['ກົມອາຫານ', 'ແລະ ຢາ'] }) },

{ n: 17, variant: 'international', groups: ['information_education'], product: 'none', lang: 'lo', template: 'i9-t013', hard: 'blur',
  html: t2.infographic({ bg: '#fff7fb', c: '#d81b60', tileBg: '#fde3ee', cols: 1, titles: ['ນົມແມ່ຂອງຂ້ອຍ ພໍສຳລັບລູກບໍ?', '5 ສັນຍານທີ່ຄຸນແມ່ຄວນຮູ້'],
    tiles: [{ k: 1, lines: ['ລູກປ່ຽນຜ້າອ້ອມປຽກ 6 ເທື່ອ ຫຼື ຫຼາຍກວ່າ ຕໍ່ມື້'] }, { k: 2, lines: ['ລູກນ້ຳໜັກຂຶ້ນຕາມເກນ'] }, { k: 3, lines: ['ລູກນອນຫຼັບ ຫຼັງກິນນົມ'] },
      { k: 4, lines: ['ເຕົ້ານົມອ່ອນລົງ ຫຼັງໃຫ້ນົມ'] }, { k: 5, lines: ['ໄດ້ຍິນສຽງລູກກືນນົມ'] }],
    side: `<div style="flex:0 0 auto">${motherBaby(230, '#d81b60')}</div>`,
    after: '<div style="margin-top:16px;background:#d81b60;color:#fff;border-radius:12px;padding:12px 16px"><div class="l" style="font-size:18px">ຖ້າທ່ານກັງວົນ ໃຫ້ປຶກສາພະຍາບານ ຫຼື ທ່ານໝໍ ໃກ້ບ້ານ</div></div>',
    foot: ['ນຳສະເໜີໂດຍ ສະຖາບັນໂພຊະນາການເດັກ Mamilac'], font: F.serifsans }) },

{ n: 18, variant: 'international', groups: ['information_education', 'prohibited_text', 'promotion_public'], product: 'growing_up_milk', lang: 'mixed', template: 'i9-t013', hard: 'small',
  html: t2.infographic({ w: 1150, bg: '#0d2b45', fg: '#fff', c: '#ffb703', tileBg: '#1d4e73', cols: 3, ts: 44, fs1: 26, fs2: 20, titles: ['First 1000 Days: Building a Smart Brain', '1000 ວັນທຳອິດ: ສ້າງສະໝອງທີ່ສະຫຼາດ'],
    tiles: [{ k: 1, lines: ['DHA', 'ຊ່ວຍພັດທະນາສະໝອງ'] }, { k: 2, lines: ['HMO', 'ພູມຕ້ານທານ ຄືກັບນົມແມ່'] }, { k: 3, lines: ['Lutein', 'ບຳລຸງສາຍຕາ'] }],
    side: t2.canSide(['Vitagrow 3', '1-3 ປີ', 'with 2\'-FL HMO'], '#e85d04'),
    after: '<div style="margin-top:18px"><div class="l" style="font-size:30px;font-weight:bold;color:#ffb703">Vitagrow 3 — HMO structure like breast milk</div><div class="l" style="font-size:24px;margin-top:8px">ມີຈຳໜ່າຍທີ່ຮ້ານຂາຍຢາ ແລະ ຊຸບເປີມາເກັດທົ່ວປະເທດ</div></div>',
    foot: ['Vitagrow Nutrition Education Series'] }) },

{ n: 19, variant: 'laos', groups: ['complementary_foods'], product: 'complementary_food', lang: 'lo', template: 'i9-t014', hard: 'photo',
  html: t2.boxFront({ box: 'linear-gradient(160deg,#fff3c4,#ffe08a)', c: '#8d5b00', brand: ['Riceline Baby', 'ອາຫານເສີມສຳລັບເດັກ'], badge: ['ຕັ້ງແຕ່', '4 ເດືອນ'], badgeBg: '#e65100',
    lines: [['ເຂົ້າກ້ອງ ປະສົມ ກ້ວຍ', 'font-size:26px;font-weight:bold'], ['ບໍ່ເຕີມນ້ຳຕານ'], ['ນ້ຳໜັກສຸດທິ 200 ກຣາມ']],
    bottom: ['ຜະລິດໂດຍ ບໍລິສັດ ຣາຍລາຍ ຟູດ, ນະຄອນຫຼວງວຽງຈັນ', 'ວັນໝົດອາຍຸ: 10/2026'] }) },

{ n: 20, variant: 'laos', groups: [], product: 'complementary_food', lang: 'lo', template: 'i9-t014', hard: 'dim',
  html: t2.boxFront({ box: 'linear-gradient(160deg,#e8f5e9,#c8e6c9)', c: '#2e7d32', scene: 'linear-gradient(#c9b79c,#a8957a)', brand: ['ເຂົ້າປຽກ ຜັກ ແລະ ຟັກທອງ', 'ອາຫານເສີມ ສຳລັບເດັກອາຍຸ 6 ເດືອນຂຶ້ນໄປ'], bs: 36, bf: F.serif,
    pic: bowlIcon(170, '#f4a340'),
    lines: [['ສ່ວນປະກອບ: ເຂົ້າຈ້າວ, ຟັກທອງ, ແຄລອດ'], ['ນ້ຳໜັກສຸດທິ 180 ກຣາມ'], ['ສືບຕໍ່ລ້ຽງລູກດ້ວຍນົມແມ່ ເຖິງອາຍຸ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ', 'font-weight:bold'], ['ບໍ່ແນະນຳສຳລັບເດັກອາຍຸຕ່ຳກວ່າ 6 ເດືອນ']],
    bottom: ['ວັນໝົດອາຍຸ: 05/2026'], tag: ['28.000 ກີບ'], padx: 80 }) },
];
