/**
 * Seed catalogue: violation codes and types, Lao/English labels of every report vocabulary, and a small set of
 * FICTIONAL demo companies, brands (both from the contract's demo catalogue), monitored sources and ad captions.
 *
 * Pure data and types: no Strapi imports, so the seeder, the tests and the detector fixtures can all read it.
 *
 * Legal references:
 * - International codes cite the WHO International Code of Marketing of Breast-milk Substitutes (1981, "Code Art.")
 *   and later WHA resolutions / WHO guidance; these are confirmed (`referenceConfirmed: true`).
 * - Lao codes cite Decree No. 472/PM (30 Dec 2019) and MOH Guideline No. 1540/MOH (25 Dec 2020). The article-level
 *   text was not available, so NO article numbers are given and every Lao reference is `referenceConfirmed: false`
 *   until an editor corrects it in the admin.
 *
 * Demo companies, brands, sources and captions are invented; any resemblance to a real brand is accidental.
 */
import type { DataOptionKind, Variant, ViolationGroup } from '@lcmdp/contract';

import {
  DEMO_BRANDS,
  DEMO_COMPANIES,
  LABEL_PROBLEM_LABELS,
  PLACE_LABELS,
  PRODUCT_TYPE_LABELS,
  PROMOTION_KIND_LABELS,
  type DemoBrand,
  type DemoCompany,
  type Label,
} from '@lcmdp/contract';
// The vocabulary labels live in the contract (the site shows the same words); import them from there.

// ---------------------------------------------------------------------------------------------------------------
// Violation codes
// ---------------------------------------------------------------------------------------------------------------

export interface SeedViolationCode {
  code: string;
  variant: Variant;
  group: ViolationGroup;
  name: Label;
  legalReference: string;
  referenceConfirmed: boolean;
  sortOrder: number;
}

const WHO_2016 = 'WHA 69.9 / WHO 2016 Guidance';
const WHO_2023_DIGITAL =
  'WHO 2023 Guidance on regulatory measures aimed at restricting digital marketing of breast-milk substitutes';
// Which article of the decree each Lao code rests on is still to be checked: those codes are seeded with
// referenceConfirmed false, a marker staff and editors see (the public sees the reference only).
const DECREE = 'Decree 472/PM';
const DECREE_AND_GUIDELINE = 'Decree 472/PM; Guideline 1540/MOH';

const WHO_2016_LO = 'ມະຕິ WHA 69.9 / ຄຳແນະນຳຂອງ WHO ປີ 2016';
const CODE_LO = 'ຫຼັກເກນສາກົນ';

/** Each seeded legal reference in Lao (the English is the citation as written in the source). */
export const LAO_REFERENCES: Readonly<Record<string, string>> = {
  [`Code Art. 2, Art. 5.1; ${WHO_2016}`]: `${CODE_LO} ມາດຕາ 2, ມາດຕາ 5.1; ${WHO_2016_LO}`,
  'Code Art. 4.2': `${CODE_LO} ມາດຕາ 4.2`,
  'Code Art. 4.3, Art. 6.8': `${CODE_LO} ມາດຕາ 4.3, ມາດຕາ 6.8`,
  'Code Art. 5.2': `${CODE_LO} ມາດຕາ 5.2`,
  'Code Art. 5.3': `${CODE_LO} ມາດຕາ 5.3`,
  'Code Art. 5.4': `${CODE_LO} ມາດຕາ 5.4`,
  'Code Art. 5.5': `${CODE_LO} ມາດຕາ 5.5`,
  'Code Art. 6.2, Art. 6.3': `${CODE_LO} ມາດຕາ 6.2, ມາດຕາ 6.3`,
  'Code Art. 7.2': `${CODE_LO} ມາດຕາ 7.2`,
  'Code Art. 7.3': `${CODE_LO} ມາດຕາ 7.3`,
  'Code Art. 7.4': `${CODE_LO} ມາດຕາ 7.4`,
  'Code Art. 7.5': `${CODE_LO} ມາດຕາ 7.5`,
  'Code Art. 9.2': `${CODE_LO} ມາດຕາ 9.2`,
  'Code Art. 9.4': `${CODE_LO} ມາດຕາ 9.4`,
  'WHA 58.32': 'ມະຕິ WHA 58.32',
  [`WHA 63.23; ${WHO_2016} Recommendation 4`]: `ມະຕິ WHA 63.23; ${WHO_2016_LO} ຂໍ້ແນະນຳ 4`,
  [`${WHO_2016} Recommendation 4`]: `${WHO_2016_LO} ຂໍ້ແນະນຳ 4`,
  [`${WHO_2016} Recommendation 5`]: `${WHO_2016_LO} ຂໍ້ແນະນຳ 5`,
  [`${WHO_2016} Recommendation 6`]: `${WHO_2016_LO} ຂໍ້ແນະນຳ 6`,
  [`${WHO_2023_DIGITAL}; Code Art. 5.1`]: `ຄຳແນະນຳຂອງ WHO ປີ 2023 ວ່າດ້ວຍມາດຕະການຈຳກັດການຕະຫຼາດດິຈິຕອນຂອງຜະລິດຕະພັນທົດແທນນົມແມ່; ${CODE_LO} ມາດຕາ 5.1`,
  [DECREE]: 'ດຳລັດ ເລກທີ 472/ນຍ',
  [DECREE_AND_GUIDELINE]: 'ດຳລັດ ເລກທີ 472/ນຍ; ຄຳແນະນຳ ເລກທີ 1540/ສທ',
};

const INTERNATIONAL_CODES: readonly SeedViolationCode[] = [
  // Promotion to the public
  {
    code: 'INT-PP-01',
    variant: 'international',
    group: 'promotion_to_public',
    name: {
      lo: 'ການໂຄສະນາ ຫຼື ສົ່ງເສີມການຂາຍຕໍ່ສາທາລະນະ ສຳລັບຜະລິດຕະພັນທົດແທນນົມແມ່ (ລວມທັງນົມສູດຕໍ່ເນື່ອງ ແລະ ນົມສຳລັບເດັກອາຍຸເຖິງ 36 ເດືອນ), ຂວດນົມ ຫຼື ຫົວນົມທຽມ',
      en: 'Advertising or other promotion to the general public of breast-milk substitutes (including follow-up formula and growing-up milks up to 36 months), feeding bottles or teats',
    },
    legalReference: `Code Art. 2, Art. 5.1; ${WHO_2016}`,
    referenceConfirmed: true,
    sortOrder: 10,
  },
  {
    code: 'INT-PP-02',
    variant: 'international',
    group: 'promotion_to_public',
    name: {
      lo: 'ແຈກຢາຍຕົວຢ່າງຜະລິດຕະພັນ ໂດຍກົງ ຫຼື ທາງອ້ອມ ໃຫ້ແມ່ຍິງຖືພາ, ແມ່ ຫຼື ສະມາຊິກໃນຄອບຄົວ',
      en: 'Samples of products given directly or indirectly to pregnant women, mothers or members of their families',
    },
    legalReference: 'Code Art. 5.2',
    referenceConfirmed: true,
    sortOrder: 20,
  },
  {
    code: 'INT-PP-03',
    variant: 'international',
    group: 'promotion_to_public',
    name: {
      lo: 'ການສົ່ງເສີມການຂາຍຢູ່ຈຸດຈຳໜ່າຍ ເຊັ່ນ: ການວາງສະແດງພິເສດ, ຄູປອງສ່ວນຫຼຸດ, ຂອງແຖມ, ການຂາຍລາຄາພິເສດ, ການຂາຍຕ່ຳກວ່າຕົ້ນທຶນ ຫຼື ການຂາຍພ່ວງ',
      en: 'Point-of-sale promotion such as special displays, discount coupons, premiums, special sales, loss-leaders or tie-in sales',
    },
    legalReference: 'Code Art. 5.3',
    referenceConfirmed: true,
    sortOrder: 30,
  },
  {
    code: 'INT-PP-04',
    variant: 'international',
    group: 'promotion_to_public',
    name: {
      lo: 'ມອບຂອງຂວັນ ຫຼື ເຄື່ອງໃຊ້ທີ່ອາດສົ່ງເສີມການໃຊ້ຜະລິດຕະພັນທົດແທນນົມແມ່ ຫຼື ການລ້ຽງລູກດ້ວຍຂວດນົມ ໃຫ້ແມ່ຍິງຖືພາ ຫຼື ແມ່',
      en: 'Gifts of articles or utensils that may promote the use of breast-milk substitutes or bottle-feeding given to pregnant women or mothers',
    },
    legalReference: 'Code Art. 5.4',
    referenceConfirmed: true,
    sortOrder: 40,
  },
  {
    code: 'INT-PP-05',
    variant: 'international',
    group: 'promotion_to_public',
    name: {
      lo: 'ພະນັກງານການຕະຫຼາດຕິດຕໍ່ກັບແມ່ຍິງຖືພາ ຫຼື ແມ່ ໂດຍກົງ ຫຼື ທາງອ້ອມ ລວມທັງຜ່ານສະໂມສອນແມ່ ຫຼື ສາຍດ່ວນ',
      en: 'Marketing personnel seeking direct or indirect contact with pregnant women or mothers, including through mother clubs or hotlines',
    },
    legalReference: 'Code Art. 5.5',
    referenceConfirmed: true,
    sortOrder: 50,
  },
  {
    code: 'INT-PP-06',
    variant: 'international',
    group: 'promotion_to_public',
    name: {
      lo: 'ການຕະຫຼາດດິຈິຕອນຂອງຜະລິດຕະພັນທົດແທນນົມແມ່ ຜ່ານສື່ສັງຄົມອອນລາຍ, ຜູ້ມີອິດທິພົນທາງອອນລາຍ, ຮ້ານຄ້າອອນລາຍ, ແອັບ ຫຼື ກຸ່ມພໍ່ແມ່ອອນລາຍ',
      en: 'Digital marketing of breast-milk substitutes through social media, influencers, online shops, apps or online parent groups',
    },
    legalReference: `${WHO_2023_DIGITAL}; Code Art. 5.1`,
    referenceConfirmed: true,
    sortOrder: 60,
  },
  // Labelling: required text
  {
    code: 'INT-LR-01',
    variant: 'international',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ມີຄຳວ່າ "ຂໍ້ສັງເກດສຳຄັນ" (ຫຼື ຄຳທີ່ທຽບເທົ່າ) ແລະ ຂໍ້ຄວາມທີ່ລະບຸວ່າການລ້ຽງລູກດ້ວຍນົມແມ່ດີທີ່ສຸດ',
      en: 'Label lacks the words "Important Notice" (or equivalent) and a statement on the superiority of breastfeeding',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 70,
  },
  {
    code: 'INT-LR-02',
    variant: 'international',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ມີຂໍ້ຄວາມວ່າ ຄວນໃຊ້ຜະລິດຕະພັນຕາມຄຳແນະນຳຂອງພະນັກງານສາທາລະນະສຸກເທົ່ານັ້ນ',
      en: 'Label lacks a statement that the product should be used only on the advice of a health worker',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 80,
  },
  {
    code: 'INT-LR-03',
    variant: 'international',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ມີຄຳແນະນຳວິທີກຽມທີ່ຖືກຕ້ອງ ຫຼື ຄຳເຕືອນກ່ຽວກັບອັນຕະລາຍຕໍ່ສຸຂະພາບຈາກການກຽມທີ່ບໍ່ຖືກຕ້ອງ',
      en: 'Label lacks instructions for appropriate preparation or a warning about the health hazards of inappropriate preparation',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 90,
  },
  {
    code: 'INT-LR-04',
    variant: 'international',
    group: 'labeling_required_text',
    name: {
      lo: 'ຂໍ້ຄວາມເທິງສະຫຼາກບໍ່ຊັດເຈນ, ອ່ານຍາກ ຫຼື ບໍ່ໄດ້ຂຽນເປັນພາສາທີ່ເໝາະສົມ',
      en: 'Label text is not clear, conspicuous and easily readable in an appropriate language',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 100,
  },
  {
    code: 'INT-LR-05',
    variant: 'international',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ມີສ່ວນປະກອບ, ຄຸນຄ່າທາງໂພຊະນາການ, ເງື່ອນໄຂການເກັບຮັກສາ, ເລກລັອດການຜະລິດ ຫຼື ວັນໝົດອາຍຸ',
      en: 'Label lacks the ingredients, composition, storage conditions, batch number or the date before which the product is to be consumed',
    },
    legalReference: 'Code Art. 9.4',
    referenceConfirmed: true,
    sortOrder: 110,
  },
  // Prohibited text
  {
    code: 'INT-PT-01',
    variant: 'international',
    group: 'prohibited_text',
    name: {
      lo: 'ມີຮູບພາບເດັກອ່ອນເທິງພາຊະນະບັນຈຸ ຫຼື ສະຫຼາກ',
      en: 'Pictures of infants on the container or label',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 120,
  },
  {
    code: 'INT-PT-02',
    variant: 'international',
    group: 'prohibited_text',
    name: {
      lo: 'ຮູບພາບ ຫຼື ຂໍ້ຄວາມທີ່ເຮັດໃຫ້ການໃຊ້ນົມຜົງເບິ່ງຄືວ່າດີເລີດ ຫຼື ສື່ວ່າເທົ່າທຽມ ຫຼື ດີກວ່ານົມແມ່',
      en: 'Pictures or text that idealise the use of infant formula or suggest it is equal or superior to breast milk',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 130,
  },
  {
    code: 'INT-PT-03',
    variant: 'international',
    group: 'prohibited_text',
    name: {
      lo: 'ໃຊ້ຄຳວ່າ "humanized", "maternalized" (ຄ້າຍນົມແມ່) ຫຼື ຄຳອື່ນທີ່ຄ້າຍຄືກັນ',
      en: 'Use of the terms "humanized", "maternalized" or similar terms',
    },
    legalReference: 'Code Art. 9.2',
    referenceConfirmed: true,
    sortOrder: 140,
  },
  {
    code: 'INT-PT-04',
    variant: 'international',
    group: 'prohibited_text',
    name: {
      lo: 'ການອ້າງຄຸນປະໂຫຍດດ້ານໂພຊະນາການ ຫຼື ສຸຂະພາບ ຂອງຜະລິດຕະພັນທົດແທນນົມແມ່ (ເຊັ່ນ: ຊ່ວຍພັດທະນາສະໝອງ ຫຼື ເສີມພູມຄຸ້ມກັນ)',
      en: 'Nutrition or health claims for a breast-milk substitute (for example, boosts brain development or immunity)',
    },
    legalReference: 'WHA 58.32',
    referenceConfirmed: true,
    sortOrder: 150,
  },
  // Information and education
  {
    code: 'INT-IE-01',
    variant: 'international',
    group: 'information_education',
    name: {
      lo: 'ເອກະສານຂໍ້ມູນ ຫຼື ການສຶກສາກ່ຽວກັບການໃຫ້ອາຫານເດັກອ່ອນ ຂາດຂໍ້ມູນທີ່ກຳນົດ ເຊັ່ນ: ປະໂຫຍດ ແລະ ຄວາມເໜືອກວ່າຂອງນົມແມ່ ແລະ ອັນຕະລາຍຂອງການໃຊ້ນົມຜົງທີ່ບໍ່ຈຳເປັນ',
      en: 'Information or education materials on infant feeding lack required points such as the benefits and superiority of breastfeeding and the hazards of unnecessary formula use',
    },
    legalReference: 'Code Art. 4.2',
    referenceConfirmed: true,
    sortOrder: 160,
  },
  {
    code: 'INT-IE-02',
    variant: 'international',
    group: 'information_education',
    name: {
      lo: 'ເອກະສານ ຫຼື ອຸປະກອນດ້ານຂໍ້ມູນ ແລະ ການສຶກສາທີ່ບໍລິສັດບໍລິຈາກ ອ້າງເຖິງຍີ່ຫໍ້ຜະລິດຕະພັນ ຫຼື ບໍ່ໄດ້ຮັບການອະນຸມັດຈາກລັດຖະບານ',
      en: 'Donated information or education materials or equipment refer to a proprietary product or were not requested and approved by the government',
    },
    legalReference: 'Code Art. 4.3, Art. 6.8',
    referenceConfirmed: true,
    sortOrder: 170,
  },
  // Information for health workers
  {
    code: 'INT-HW-01',
    variant: 'international',
    group: 'information_health_workers',
    name: {
      lo: 'ຂໍ້ມູນທີ່ໃຫ້ພະນັກງານສາທາລະນະສຸກ ບໍ່ຈຳກັດສະເພາະຂໍ້ມູນທາງວິທະຍາສາດ ແລະ ຂໍ້ເທັດຈິງ ຫຼື ສື່ວ່າການລ້ຽງລູກດ້ວຍຂວດນົມເທົ່າທຽມ ຫຼື ດີກວ່ານົມແມ່',
      en: 'Information for health workers is not limited to scientific and factual matters or implies that bottle-feeding is equivalent or superior to breastfeeding',
    },
    legalReference: 'Code Art. 7.2',
    referenceConfirmed: true,
    sortOrder: 180,
  },
  {
    code: 'INT-HW-02',
    variant: 'international',
    group: 'information_health_workers',
    name: {
      lo: 'ສະເໜີເງິນ ຫຼື ສິ່ງຂອງຈູງໃຈໃຫ້ພະນັກງານສາທາລະນະສຸກ ຫຼື ຄອບຄົວຂອງເຂົາເຈົ້າ ເພື່ອສົ່ງເສີມຜະລິດຕະພັນ',
      en: 'Financial or material inducements offered to health workers or their families to promote products',
    },
    legalReference: 'Code Art. 7.3',
    referenceConfirmed: true,
    sortOrder: 190,
  },
  {
    code: 'INT-HW-03',
    variant: 'international',
    group: 'information_health_workers',
    name: {
      lo: 'ໃຫ້ຕົວຢ່າງຜະລິດຕະພັນແກ່ພະນັກງານສາທາລະນະສຸກ ນອກເໜືອຈາກການປະເມີນທາງວິຊາຊີບ ຫຼື ການຄົ້ນຄວ້າ',
      en: 'Samples provided to health workers other than for professional evaluation or research',
    },
    legalReference: 'Code Art. 7.4',
    referenceConfirmed: true,
    sortOrder: 200,
  },
  {
    code: 'INT-HW-04',
    variant: 'international',
    group: 'information_health_workers',
    name: {
      lo: 'ນຳໃຊ້ສະຖານບໍລິການສາທາລະນະສຸກ ເພື່ອສົ່ງເສີມຜະລິດຕະພັນ ລວມທັງການວາງສະແດງສິນຄ້າ, ໂປສເຕີ ຫຼື ເອກະສານຂອງບໍລິສັດ',
      en: 'Use of health facilities to promote products, including product displays, posters or company materials',
    },
    legalReference: 'Code Art. 6.2, Art. 6.3',
    referenceConfirmed: true,
    sortOrder: 210,
  },
  // Sponsorships / conflicts of interest
  {
    code: 'INT-SP-01',
    variant: 'international',
    group: 'sponsorship_conflict_of_interest',
    name: {
      lo: 'ການສະໜັບສະໜູນພະນັກງານສາທາລະນະສຸກ ດ້ານທຶນການສຶກສາ, ການທັດສະນະສຶກສາ, ທຶນຄົ້ນຄວ້າ ຫຼື ກອງປະຊຸມ ທີ່ບໍ່ໄດ້ແຈ້ງໃຫ້ສະຖາບັນຂອງເຂົາເຈົ້າຮູ້',
      en: 'Contributions to health workers for fellowships, study tours, research grants or conferences not disclosed to their institution',
    },
    legalReference: 'Code Art. 7.5',
    referenceConfirmed: true,
    sortOrder: 220,
  },
  {
    code: 'INT-SP-02',
    variant: 'international',
    group: 'sponsorship_conflict_of_interest',
    name: {
      lo: 'ບໍລິສັດໃຫ້ການສະໜັບສະໜູນກອງປະຊຸມຂອງພະນັກງານສາທາລະນະສຸກ ຫຼື ກອງປະຊຸມວິຊາການ',
      en: 'Company sponsorship of meetings of health professionals or scientific meetings',
    },
    legalReference: `${WHO_2016} Recommendation 6`,
    referenceConfirmed: true,
    sortOrder: 230,
  },
  {
    code: 'INT-SP-03',
    variant: 'international',
    group: 'sponsorship_conflict_of_interest',
    name: {
      lo: 'ບໍລິສັດມອບຂອງຂວັນ, ສິ່ງຈູງໃຈ ຫຼື ໃຫ້ຄວາມຮູ້ແກ່ພໍ່ແມ່ ຢູ່ສະຖານບໍລິການສາທາລະນະສຸກ ເຊິ່ງກໍ່ໃຫ້ເກີດຜົນປະໂຫຍດທັບຊ້ອນ',
      en: 'Gifts, incentives or parent education provided by the company in health facilities, creating a conflict of interest',
    },
    legalReference: `${WHO_2016} Recommendation 6`,
    referenceConfirmed: true,
    sortOrder: 240,
  },
  // Complementary foods (*CF)
  {
    code: 'INT-CF-01',
    variant: 'international',
    group: 'complementary_foods',
    name: {
      lo: 'ອາຫານເສີມຖືກນຳສະເໜີວ່າເໝາະສົມສຳລັບເດັກອາຍຸຕ່ຳກວ່າ 6 ເດືອນ',
      en: 'Complementary food presented as suitable for infants under 6 months of age',
    },
    legalReference: `${WHO_2016} Recommendation 4`,
    referenceConfirmed: true,
    sortOrder: 250,
  },
  {
    code: 'INT-CF-02',
    variant: 'international',
    group: 'complementary_foods',
    name: {
      lo: 'ຂໍ້ຄວາມກ່ຽວກັບອາຫານເສີມບໍ່ໄດ້ລະບຸເຖິງການລ້ຽງລູກດ້ວຍນົມແມ່ຕໍ່ເນື່ອງເຖິງ 2 ປີ ແລະ ການບໍ່ໃຫ້ອາຫານເສີມກ່ອນອາຍຸ 6 ເດືອນ',
      en: 'Complementary food messages omit continued breastfeeding up to 2 years and not starting complementary feeding before 6 months',
    },
    legalReference: `${WHO_2016} Recommendation 4`,
    referenceConfirmed: true,
    sortOrder: 260,
  },
  {
    code: 'INT-CF-03',
    variant: 'international',
    group: 'complementary_foods',
    name: {
      lo: 'ການສົ່ງເສີມການຂາຍຂ້າມຜະລິດຕະພັນ ຜ່ານອາຫານເສີມທີ່ມີບັນຈຸພັນ, ສີ, ຊື່, ຄຳຂວັນ ຫຼື ສັນຍາລັກຄ້າຍຄືກັບຜະລິດຕະພັນທົດແທນນົມແມ່',
      en: 'Cross-promotion of breast-milk substitutes through complementary foods with similar packaging, colours, names, slogans or mascots',
    },
    legalReference: `${WHO_2016} Recommendation 5`,
    referenceConfirmed: true,
    sortOrder: 270,
  },
  {
    code: 'INT-CF-04',
    variant: 'international',
    group: 'complementary_foods',
    name: {
      lo: 'ຂໍ້ຄວາມກ່ຽວກັບອາຫານເສີມທີ່ບັ່ນທອນການລ້ຽງລູກດ້ວຍນົມແມ່, ປຽບທຽບກັບນົມແມ່, ອ້າງການຮັບຮອງຈາກພະນັກງານສາທາລະນະສຸກ ຫຼື ອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ',
      en: 'Complementary food messages that undermine breastfeeding, compare with breast milk, imply endorsement by health professionals or make health claims',
    },
    legalReference: `WHA 63.23; ${WHO_2016} Recommendation 4`,
    referenceConfirmed: true,
    sortOrder: 280,
  },
];

const LAOS_CODES: readonly SeedViolationCode[] = [
  // Promotion to the public
  {
    code: 'LA-PP-01',
    variant: 'laos',
    group: 'promotion_to_public',
    name: {
      lo: 'ການໂຄສະນາ ຫຼື ສົ່ງເສີມການຂາຍຕໍ່ສາທາລະນະ ສຳລັບຜະລິດຕະພັນອາຫານ ຫຼື ອຸປະກອນການໃຫ້ອາຫານເດັກອາຍຸເຖິງ 36 ເດືອນ (ນົມຜົງ, ຂວດນົມ ແລະ ຫົວນົມທຽມ)',
      en: 'Advertising or promotion to the public of food products or feeding equipment for children up to 36 months (formula, bottles and teats)',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 10,
  },
  {
    code: 'LA-PP-02',
    variant: 'laos',
    group: 'promotion_to_public',
    name: {
      lo: 'ບໍລິສັດແຈກຕົວຢ່າງຜະລິດຕະພັນ, ມອບຂອງຂວັນ ຫຼື ຕິດຕໍ່ໂດຍກົງກັບແມ່ຍິງຖືພາ, ແມ່ ຫຼື ຄອບຄົວ',
      en: 'Samples, gifts or direct contact offered by companies to pregnant women, mothers or their families',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 20,
  },
  {
    code: 'LA-PP-03',
    variant: 'laos',
    group: 'promotion_to_public',
    name: {
      lo: 'ການສົ່ງເສີມການຂາຍຜະລິດຕະພັນທີ່ຢູ່ໃນຂອບເຂດ ຜ່ານສື່ສັງຄົມອອນລາຍ, ຜູ້ມີອິດທິພົນທາງອອນລາຍ ຫຼື ຮ້ານຄ້າອອນລາຍ',
      en: 'Promotion of covered products on social media, through influencers or in online shops',
    },
    legalReference: DECREE_AND_GUIDELINE,
    referenceConfirmed: false,
    sortOrder: 30,
  },
  {
    code: 'LA-PP-04',
    variant: 'laos',
    group: 'promotion_to_public',
    name: {
      lo: 'ການຫຼຸດລາຄາ, ຄູປອງ, ການວາງສະແດງພິເສດ, ຊື້ 1 ແຖມ 1 ຫຼື ການສົ່ງເສີມການຂາຍອື່ນໆ ຢູ່ຈຸດຈຳໜ່າຍ',
      en: 'Discounts, coupons, special displays, buy-one-get-one or other sales promotions at points of sale',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 40,
  },
  // Labelling: required text
  {
    code: 'LA-LR-01',
    variant: 'laos',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ມີພາສາລາວ ຫຼື ອ່ານຍາກ',
      en: 'Label is not in the Lao language or is difficult to read',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 50,
  },
  {
    code: 'LA-LR-02',
    variant: 'laos',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ມີຂໍ້ຄວາມກ່ຽວກັບຄວາມສຳຄັນຂອງການລ້ຽງລູກດ້ວຍນົມແມ່',
      en: 'Label lacks the statement on the importance of breastfeeding',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 60,
  },
  {
    code: 'LA-LR-03',
    variant: 'laos',
    group: 'labeling_required_text',
    name: {
      lo: 'ສະຫຼາກບໍ່ລະບຸອາຍຸທີ່ແນະນຳ, ວິທີກຽມ ຫຼື ວັນໝົດອາຍຸ',
      en: 'Label lacks the recommended age, preparation instructions or expiry date',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 70,
  },
  // Prohibited text
  {
    code: 'LA-PT-01',
    variant: 'laos',
    group: 'prohibited_text',
    name: {
      lo: 'ມີຮູບພາບເດັກອ່ອນ ຫຼື ເດັກນ້ອຍ ເທິງສະຫຼາກ ຫຼື ໃນການໂຄສະນາ',
      en: 'Pictures of infants or young children on the label or in the advertisement',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 80,
  },
  {
    code: 'LA-PT-02',
    variant: 'laos',
    group: 'prohibited_text',
    name: {
      lo: 'ຂໍ້ຄວາມ ຫຼື ຮູບພາບທີ່ເຮັດໃຫ້ນົມຜົງເບິ່ງຄືວ່າດີເລີດ ຫຼື ປຽບທຽບກັບນົມແມ່',
      en: 'Text or images that idealise formula or compare it with breast milk',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 90,
  },
  {
    code: 'LA-PT-03',
    variant: 'laos',
    group: 'prohibited_text',
    name: {
      lo: 'ການອ້າງຄຸນປະໂຫຍດດ້ານໂພຊະນາການ ຫຼື ສຸຂະພາບ ຂອງຜະລິດຕະພັນສຳລັບເດັກອາຍຸເຖິງ 36 ເດືອນ',
      en: 'Nutrition or health claims about products for children up to 36 months',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 100,
  },
  // Information and education
  {
    code: 'LA-IE-01',
    variant: 'laos',
    group: 'information_education',
    name: {
      lo: 'ເອກະສານຂໍ້ມູນ ຫຼື ການສຶກສາກ່ຽວກັບການໃຫ້ອາຫານເດັກອ່ອນ ແລະ ເດັກນ້ອຍ ທີ່ບໍລິສັດຜະລິດ ຫຼື ແຈກຢາຍ ໂດຍບໍ່ມີເນື້ອໃນທີ່ກຳນົດ ຫຼື ບໍ່ໄດ້ຮັບອະນຸຍາດ',
      en: 'Information or education materials on infant and young child feeding produced or distributed by companies without the required content or approval',
    },
    legalReference: DECREE_AND_GUIDELINE,
    referenceConfirmed: false,
    sortOrder: 110,
  },
  // Information for health workers
  {
    code: 'LA-HW-01',
    variant: 'laos',
    group: 'information_health_workers',
    name: {
      lo: 'ຂໍ້ມູນທີ່ບໍລິສັດໃຫ້ພະນັກງານສາທາລະນະສຸກ ບໍ່ແມ່ນຂໍ້ມູນທາງວິທະຍາສາດ ແລະ ຂໍ້ເທັດຈິງ',
      en: 'Company information to health workers that is not scientific and factual',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 120,
  },
  {
    code: 'LA-HW-02',
    variant: 'laos',
    group: 'information_health_workers',
    name: {
      lo: 'ການສົ່ງເສີມການຂາຍ, ການວາງສະແດງ ຫຼື ການແຈກຕົວຢ່າງຜະລິດຕະພັນ ຢູ່ສະຖານບໍລິການສາທາລະນະສຸກ',
      en: 'Product promotion, displays or samples in health facilities',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 130,
  },
  // Sponsorships / conflicts of interest
  {
    code: 'LA-SP-01',
    variant: 'laos',
    group: 'sponsorship_conflict_of_interest',
    name: {
      lo: 'ມອບຂອງຂວັນ, ເງິນ ຫຼື ຜົນປະໂຫຍດອື່ນໆ ໃຫ້ພະນັກງານ ຫຼື ສະຖານບໍລິການສາທາລະນະສຸກ ເຊິ່ງກໍ່ໃຫ້ເກີດຜົນປະໂຫຍດທັບຊ້ອນ',
      en: 'Gifts, money or other benefits given to health workers or health facilities, creating a conflict of interest',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 140,
  },
  {
    code: 'LA-SP-02',
    variant: 'laos',
    group: 'sponsorship_conflict_of_interest',
    name: {
      lo: 'ບໍລິສັດໃຫ້ການສະໜັບສະໜູນກອງປະຊຸມ, ການຝຶກອົບຮົມ ຫຼື ກິດຈະກຳ ສຳລັບພະນັກງານສາທາລະນະສຸກ',
      en: 'Company sponsorship of meetings, training or events for health workers',
    },
    legalReference: DECREE_AND_GUIDELINE,
    referenceConfirmed: false,
    sortOrder: 150,
  },
  // Complementary foods (*CF)
  {
    code: 'LA-CF-01',
    variant: 'laos',
    group: 'complementary_foods',
    name: {
      lo: 'ອາຫານເສີມຖືກນຳສະເໜີວ່າເໝາະສົມສຳລັບເດັກອາຍຸຕ່ຳກວ່າ 6 ເດືອນ',
      en: 'Complementary food presented as suitable for infants under 6 months of age',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 160,
  },
  {
    code: 'LA-CF-02',
    variant: 'laos',
    group: 'complementary_foods',
    name: {
      lo: 'ບັນຈຸພັນ ຫຼື ຍີ່ຫໍ້ຂອງອາຫານເສີມ ທີ່ເປັນການສົ່ງເສີມການຂາຍຂ້າມໄປຫານົມຜົງ',
      en: 'Complementary food packaging or branding that cross-promotes formula',
    },
    legalReference: DECREE,
    referenceConfirmed: false,
    sortOrder: 170,
  },
];

export const VIOLATION_CODES: readonly SeedViolationCode[] = [...INTERNATIONAL_CODES, ...LAOS_CODES];

// ---------------------------------------------------------------------------------------------------------------
// Violation types
// ---------------------------------------------------------------------------------------------------------------

export interface SeedViolationType {
  key: string;
  variant: Variant;
  name: Label;
  /** `#rrggbb` */
  color: string;
}

/** Keys are prefixed by variant so that they are unique across both variants. */
export const VIOLATION_TYPES: readonly SeedViolationType[] = [
  {
    key: 'int_promotion',
    variant: 'international',
    name: { lo: 'ການໂຄສະນາ ແລະ ສົ່ງເສີມການຂາຍ', en: 'Advertising and promotion' },
    color: '#d62728',
  },
  {
    key: 'int_labelling',
    variant: 'international',
    name: { lo: 'ສະຫຼາກ', en: 'Labelling' },
    color: '#1f77b4',
  },
  {
    key: 'int_health_claims',
    variant: 'international',
    name: { lo: 'ການອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ ແລະ ໂພຊະນາການ', en: 'Health and nutrition claims' },
    color: '#9467bd',
  },
  {
    key: 'int_sponsorship',
    variant: 'international',
    name: { lo: 'ການສະໜັບສະໜູນ ແລະ ຜົນປະໂຫຍດທັບຊ້ອນ', en: 'Sponsorship and conflicts of interest' },
    color: '#ff7f0e',
  },
  {
    key: 'int_cross_promotion',
    variant: 'international',
    name: { lo: 'ການສົ່ງເສີມການຂາຍຂ້າມຜະລິດຕະພັນ', en: 'Cross-promotion' },
    color: '#2ca02c',
  },
  {
    key: 'la_promotion',
    variant: 'laos',
    name: { lo: 'ການໂຄສະນາ ແລະ ສົ່ງເສີມການຂາຍ', en: 'Advertising and promotion' },
    color: '#d62728',
  },
  {
    key: 'la_labelling',
    variant: 'laos',
    name: { lo: 'ສະຫຼາກ', en: 'Labelling' },
    color: '#1f77b4',
  },
  {
    key: 'la_health_claims',
    variant: 'laos',
    name: { lo: 'ການອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ ແລະ ໂພຊະນາການ', en: 'Health and nutrition claims' },
    color: '#9467bd',
  },
  {
    key: 'la_conflict_of_interest',
    variant: 'laos',
    name: { lo: 'ການສະໜັບສະໜູນ ແລະ ຜົນປະໂຫຍດທັບຊ້ອນ', en: 'Sponsorship and conflicts of interest' },
    color: '#ff7f0e',
  },
  {
    key: 'la_cross_promotion',
    variant: 'laos',
    name: { lo: 'ການສົ່ງເສີມການຂາຍຂ້າມຜະລິດຕະພັນ', en: 'Cross-promotion' },
    color: '#2ca02c',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Demo data (FICTIONAL companies, brands and sources)
// ---------------------------------------------------------------------------------------------------------------

/** The demo companies and brands are the contract's (the detector recognises the same ones): one list. */
export type SeedCompany = DemoCompany;
export type SeedBrand = DemoBrand;
export { DEMO_BRANDS, DEMO_COMPANIES };

export interface SeedSource {
  key: string;
  name: Label;
  url: string;
  platform: string;
  variant: Variant;
  intervalMinutes: number;
}

/**
 * The local demo feed server (another workspace's tool, on 127.0.0.1:5100) that the demo sources point at, so a
 * demo shows detections arriving. One place to change it.
 */
export const DEMO_FEED_BASE_URL = 'http://127.0.0.1:5100';
/** Every demo source is watched at the shortest interval a source may have (the data-option schema's minimum). */
export const DEMO_SOURCE_INTERVAL_MINUTES = 5;

export const DEMO_SOURCES: readonly SeedSource[] = [
  {
    key: 'fb_mekong_nutrition',
    name: { lo: 'ເພຈເຟສບຸກ ແມ່ຂອງ ໂພຊະນາການ (ຕົວຢ່າງ)', en: 'Mekong Nutrition Facebook page (demo)' },
    url: `${DEMO_FEED_BASE_URL}/mekong-nutrition/feed.xml`,
    platform: 'facebook',
    variant: 'laos',
    intervalMinutes: DEMO_SOURCE_INTERVAL_MINUTES,
  },
  {
    key: 'tiktok_buathong',
    name: { lo: 'ຊ່ອງ TikTok ນົມບົວທອງ (ຕົວຢ່າງ)', en: 'BuaThong TikTok channel (demo)' },
    url: `${DEMO_FEED_BASE_URL}/buathong/atom.xml`,
    platform: 'tiktok',
    variant: 'laos',
    intervalMinutes: DEMO_SOURCE_INTERVAL_MINUTES,
  },
  {
    key: 'web_daonoy',
    name: { lo: 'ເວັບໄຊ ດາວນ້ອຍ (ຕົວຢ່າງ)', en: 'DaoNoy website (demo)' },
    url: `${DEMO_FEED_BASE_URL}/daonoy/`,
    platform: 'website',
    variant: 'international',
    intervalMinutes: DEMO_SOURCE_INTERVAL_MINUTES,
  },
  {
    key: 'shop_baby_market',
    name: { lo: 'ຮ້ານຄ້າອອນລາຍ ຕະຫຼາດເດັກນ້ອຍ (ຕົວຢ່າງ)', en: 'Baby Market online shop (demo)' },
    url: `${DEMO_FEED_BASE_URL}/baby-market/`,
    platform: 'shop',
    variant: 'international',
    intervalMinutes: DEMO_SOURCE_INTERVAL_MINUTES,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Demo data options (derived): the reviewers' library entries the seeder can write as they are
// ---------------------------------------------------------------------------------------------------------------

export interface SeedDataOption {
  kind: DataOptionKind;
  key: string;
  name: Label;
  variant: Variant | 'both';
  /** A brand's company key. */
  parentKey?: string;
  url?: string;
  platform?: string;
  intervalMinutes?: number;
}

function labelOptions(kind: DataOptionKind, labels: Record<string, Label>): SeedDataOption[] {
  return Object.entries(labels).map(([key, name]) => ({ kind, key, name, variant: 'both' as const }));
}

export const DEMO_DATA_OPTIONS: readonly SeedDataOption[] = [
  ...DEMO_COMPANIES.map((c): SeedDataOption => ({ kind: 'company', key: c.key, name: c.name, variant: 'both' })),
  ...DEMO_BRANDS.map(
    (b): SeedDataOption => ({ kind: 'brand', key: b.key, name: b.name, variant: 'both', parentKey: b.companyKey }),
  ),
  ...labelOptions('product_type', PRODUCT_TYPE_LABELS),
  ...labelOptions('place', PLACE_LABELS),
  ...labelOptions('promotion_kind', PROMOTION_KIND_LABELS),
  ...labelOptions('label_problem', LABEL_PROBLEM_LABELS),
  ...DEMO_SOURCES.map(
    (s): SeedDataOption => ({
      kind: 'source',
      key: s.key,
      name: s.name,
      variant: s.variant,
      url: s.url,
      platform: s.platform,
      intervalMinutes: s.intervalMinutes,
    }),
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Demo captions (fictional ads; brands refer to DEMO_BRANDS)
// ---------------------------------------------------------------------------------------------------------------

export interface DemoCaption {
  text: string;
  lang: 'lo' | 'en';
  /** True when the caption clearly breaches at least one code. */
  suspected: boolean;
  /** Codes from VIOLATION_CODES (both variants) that this caption would breach; empty when `suspected` is false. */
  codes: string[];
}

export const DEMO_CAPTIONS: readonly DemoCaption[] = [
  // Clearly violating
  {
    text: 'ນົມຜົງດາວນ້ອຍ ດີກວ່ານົມແມ່! ໃຫ້ລູກນ້ອຍແຂງແຮງຕັ້ງແຕ່ມື້ທຳອິດ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PT-02', 'LA-PP-01', 'LA-PT-02'],
  },
  {
    text: 'ແຈກຟຣີ! ຕົວຢ່າງນົມຜົງສຳລັບເດັກອ່ອນ ສຳລັບແມ່ທີ່ຫາກໍ່ເກີດລູກ ທັກມາຮັບໄດ້ເລີຍ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-02', 'INT-PP-06', 'LA-PP-02', 'LA-PP-03'],
  },
  {
    text: 'ຫຼຸດລາຄາ 30% ນົມຜົງບົວທອງ ສູດ 1 ສຳລັບເດັກເກີດໃໝ່ ພຽງອາທິດນີ້ເທົ່ານັ້ນ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PP-03', 'LA-PP-01', 'LA-PP-04'],
  },
  {
    text: 'ຊື້ 1 ແຖມ 1 ນົມດາວນ້ອຍ ຈູເນຍ ສຳລັບເດັກອາຍຸ 1-3 ປີ ທີ່ຮ້ານທຸກສາຂາ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PP-03', 'LA-PP-01', 'LA-PP-04'],
  },
  {
    text: 'ນົມບົວທອງ ຊ່ວຍພັດທະນາສະໝອງ ແລະ ເສີມສ້າງພູມຄຸ້ມກັນໃຫ້ລູກນ້ອຍ ດ້ວຍ DHA ແລະ ພຣີໄບໂອຕິກ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PT-04', 'LA-PP-01', 'LA-PT-03'],
  },
  {
    text: 'ຊື້ນົມຜົງ 2 ກະປ໋ອງ ຮັບຟຣີຂວດນົມ ແລະ ຜ້າອ້ອມ ສຳລັບຄຸນແມ່',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-03', 'INT-PP-04', 'LA-PP-02', 'LA-PP-04'],
  },
  {
    text: 'ເຂົ້າປຽກທົ່ງນາ ເໝາະສຳລັບລູກນ້ອຍອາຍຸ 4 ເດືອນຂຶ້ນໄປ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-CF-01', 'LA-CF-01'],
  },
  {
    text: 'ມາເຂົ້າຮ່ວມກຸ່ມແມ່ດາວນ້ອຍ ປຶກສາຜູ້ຊ່ຽວຊານໂພຊະນາການຂອງພວກເຮົາໄດ້ 24 ຊົ່ວໂມງ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-05', 'INT-PP-06', 'LA-PP-02', 'LA-PP-03'],
  },
  {
    text: 'ທ່ານໝໍແນະນຳ: ນົມຜົງດາວນ້ອຍ ສູດໃກ້ຄຽງນົມແມ່ທີ່ສຸດ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PT-02', 'LA-PP-01', 'LA-PT-02'],
  },
  {
    text: 'Stage 1 newborn formula now 20% off in our online shop, free delivery in Vientiane!',
    lang: 'en',
    suspected: true,
    codes: ['INT-PP-03', 'INT-PP-06', 'LA-PP-03', 'LA-PP-04'],
  },
  {
    text: 'BuaThong Kids growing-up milk boosts brain power and immunity for smarter toddlers.',
    lang: 'en',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PT-04', 'LA-PP-01', 'LA-PT-03'],
  },
  {
    text: 'ບໍລິສັດດາວນ້ອຍ ມອບຂອງຂວັນໃຫ້ແມ່ຖືພາທຸກທ່ານ ທີ່ລົງທະບຽນຜ່ານເພຈນີ້',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-04', 'INT-PP-05', 'INT-PP-06', 'LA-PP-02', 'LA-PP-03'],
  },
  {
    text: 'ສະໜັບສະໜູນໂດຍ ນົມບົວທອງ: ກອງປະຊຸມວິຊາການສຳລັບແພດເດັກ ປີ 2025 ພ້ອມຂອງທີ່ລະນຶກສຳລັບຜູ້ເຂົ້າຮ່ວມ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-SP-02', 'INT-HW-02', 'LA-SP-01', 'LA-SP-02'],
  },
  {
    text: 'ຈາກນົມທົ່ງນາ ສູ່ເຂົ້າປຽກທົ່ງນາ: ກະປ໋ອງສີດຽວກັນ ຄອບຄົວດຽວກັນ ສຳລັບລູກນ້ອຍຂອງທ່ານ',
    lang: 'lo',
    suspected: true,
    codes: ['INT-CF-03', 'LA-CF-02'],
  },
  {
    text: 'ຂວດນົມຊ້າງນ້ອຍ ນຸ່ມຄືກັບເຕົ້ານົມແມ່ ລູກບໍ່ປະຕິເສດເຕົ້າ ຫຼຸດລາຄາ 15%',
    lang: 'lo',
    suspected: true,
    codes: ['INT-PP-01', 'INT-PP-03', 'LA-PP-01', 'LA-PP-04'],
  },
  {
    text: 'Free sample pack of DaoNoy infant formula for every mum who shares this post!',
    lang: 'en',
    suspected: true,
    codes: ['INT-PP-02', 'INT-PP-06', 'LA-PP-02', 'LA-PP-03'],
  },
  // Clearly fine
  {
    text: 'ນົມແມ່ດີທີ່ສຸດສຳລັບລູກ: ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວໃນ 6 ເດືອນທຳອິດ ແລະ ສືບຕໍ່ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ (ກະຊວງສາທາລະນະສຸກ)',
    lang: 'lo',
    suspected: false,
    codes: [],
  },
  {
    text: 'ອາທິດການລ້ຽງລູກດ້ວຍນົມແມ່ໂລກ: ຂໍເຊີນແມ່ ແລະ ຄອບຄົວ ເຂົ້າຮ່ວມກິດຈະກຳຢູ່ໂຮງໝໍແຂວງ',
    lang: 'lo',
    suspected: false,
    codes: [],
  },
  {
    text: 'ກາເຟລາວ ຫອມກຸ່ນ ຫຼຸດລາຄາ 20% ທຸກວັນສຸກ',
    lang: 'lo',
    suspected: false,
    codes: [],
  },
  {
    text: 'ເສື້ອຜ້າເດັກນ້ອຍ ຜ້າຝ້າຍ 100% ມີຫຼາຍສີ ຫຼາຍຂະໜາດ',
    lang: 'lo',
    suspected: false,
    codes: [],
  },
  {
    text: 'ເຂົ້າໜຽວ ແລະ ໄກ່ປີ້ງ ສົ່ງຟຣີ ໃນນະຄອນຫຼວງວຽງຈັນ',
    lang: 'lo',
    suspected: false,
    codes: [],
  },
  {
    text: 'ນົມສົ້ມລົດໝາກມ່ວງ ສຳລັບຜູ້ໃຫຍ່ ຊື້ 2 ແຖມ 1',
    lang: 'lo',
    suspected: false,
    codes: [],
  },
  {
    text: 'Breastfeeding is the best start in life: ask your health centre about breastfeeding support.',
    lang: 'en',
    suspected: false,
    codes: [],
  },
  {
    text: 'Adult protein shake, chocolate flavour: buy 2, get 1 free this weekend.',
    lang: 'en',
    suspected: false,
    codes: [],
  },
];
