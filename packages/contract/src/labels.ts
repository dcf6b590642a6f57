/**
 * Lao and English labels of the platform's vocabularies (spec §3): one source for the CMS seed (data options) and
 * the site (its `vocab` translation namespace). Lao is in Lao script; keys are the vocabulary keys.
 */
import type {
  LabelProblem,
  ObservationPlace,
  ProductType,
  PromotionKind,
  Province,
  ReportCategory,
  ReviewStatus,
  Variant,
  ViolationGroup,
} from './vocabulary';

export interface Label {
  lo: string;
  en: string;
}

export const VIOLATION_GROUP_LABELS: Record<ViolationGroup, Label> = {
  promotion_to_public: { lo: 'ການສົ່ງເສີມການຂາຍຕໍ່ສາທາລະນະ', en: 'Promotion to the public' },
  labeling_required_text: { lo: 'ສະຫຼາກ: ຂໍ້ຄວາມທີ່ຕ້ອງມີ', en: 'Labelling: required text' },
  prohibited_text: { lo: 'ຂໍ້ຄວາມທີ່ຖືກຫ້າມ', en: 'Prohibited text' },
  information_education: { lo: 'ຂໍ້ມູນຂ່າວສານ ແລະ ການສຶກສາ', en: 'Information and education' },
  information_health_workers: { lo: 'ຂໍ້ມູນສຳລັບພະນັກງານສາທາລະນະສຸກ', en: 'Information for health workers' },
  sponsorship_conflict_of_interest: {
    lo: 'ການສະໜັບສະໜູນ ແລະ ຜົນປະໂຫຍດທັບຊ້ອນ',
    en: 'Sponsorships / conflicts of interest',
  },
  complementary_foods: { lo: 'ອາຫານເສີມ (*CF)', en: 'Complementary foods (*CF)' },
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, Label> = {
  infant_formula: { lo: 'ນົມຜົງສຳລັບເດັກອ່ອນ (#1)', en: 'Infant formula (#1)' },
  follow_on_formula: { lo: 'ນົມຜົງສູດຕໍ່ເນື່ອງ (#2)', en: 'Follow-on formula (#2)' },
  grow_on_formula: { lo: 'ນົມຜົງສຳລັບເດັກກຳລັງເຕີບໃຫຍ່ (#3)', en: 'Grow-on formula (#3)' },
  bottles_teats: { lo: 'ຂວດນົມ ແລະ ຫົວນົມທຽມ', en: 'Feeding bottles and teats' },
  complementary_food: { lo: 'ອາຫານເສີມສຳລັບເດັກອາຍຸ 6–36 ເດືອນ', en: 'Complementary foods (6–36 months)' },
  complementary_food_inappropriate_label: {
    lo: 'ອາຫານເສີມທີ່ມີສະຫຼາກບໍ່ເໝາະສົມ',
    en: 'Complementary foods labelled inappropriately',
  },
};

export const PLACE_LABELS: Record<ObservationPlace, Label> = {
  health_settings: {
    lo: 'ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ພະນັກງານສາທາລະນະສຸກ',
    en: 'Health settings or health workers',
  },
  points_of_sale: { lo: 'ຈຸດຈຳໜ່າຍສິນຄ້າ', en: 'Points of sale' },
  public_promotion: { lo: 'ການໂຄສະນາຕໍ່ສາທາລະນະ', en: 'Public promotion' },
};

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, Label> = {
  promotion_to_public: { lo: 'ການສົ່ງເສີມການຂາຍຕໍ່ສາທາລະນະ', en: 'Promotion to the public' },
  promotion_at_point_of_sale: { lo: 'ການສົ່ງເສີມການຂາຍຢູ່ຈຸດຈຳໜ່າຍ', en: 'Promotion at points of sale' },
  inappropriate_labeling: { lo: 'ສະຫຼາກບໍ່ເໝາະສົມ', en: 'Inappropriate labelling' },
  health_settings_workers: {
    lo: 'ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ພະນັກງານສາທາລະນະສຸກ',
    en: 'Health settings or health workers',
  },
};

export const PROMOTION_KIND_LABELS: Record<PromotionKind, Label> = {
  poster: { lo: 'ໂປສເຕີ', en: 'Poster' },
  banner: { lo: 'ປ້າຍໂຄສະນາ', en: 'Banner' },
  special_cabinets: { lo: 'ຕູ້ ຫຼື ຊັ້ນວາງສິນຄ້າພິເສດ', en: 'Special cabinets or shelves' },
  coupons: { lo: 'ຄູປອງສ່ວນຫຼຸດ', en: 'Discount coupons' },
  stamp: { lo: 'ສະແຕມ ຫຼື ບັດສະສົມແຕ້ມ', en: 'Stamps or loyalty points' },
  price_reduction: { lo: 'ການຫຼຸດລາຄາ', en: 'Price reduction' },
  buy1get1: { lo: 'ຊື້ 1 ແຖມ 1', en: 'Buy one, get one free' },
  lucky_draw_tickets: { lo: 'ບັດຈັບສະຫຼາກຊິງລາງວັນ', en: 'Lucky draw tickets' },
  gifts_free_items: { lo: 'ຂອງຂວັນ ຫຼື ສິ່ງຂອງແຈກຟຣີ', en: 'Gifts or free items' },
  product_samples: { lo: 'ຕົວຢ່າງຜະລິດຕະພັນ', en: 'Product samples' },
  cross_promotion: {
    lo: 'ການສົ່ງເສີມການຂາຍຂ້າມຜະລິດຕະພັນ (ສີ ຫຼື ບັນຈຸພັນຄ້າຍຄືກັນ)',
    en: 'Cross-promotion (similar colours or packaging)',
  },
  company_materials: { lo: 'ເອກະສານຂອງບໍລິສັດ', en: 'Company materials' },
  sales_representatives: { lo: 'ພະນັກງານຂາຍຂອງບໍລິສັດ', en: 'Company sales representatives' },
  gifts_for_mothers: { lo: 'ຂອງຂວັນສຳລັບແມ່', en: 'Gifts for mothers' },
  company_events: { lo: 'ກິດຈະກຳຂອງບໍລິສັດ', en: 'Company events' },
  donation: { lo: 'ການບໍລິຈາກ', en: 'Donations' },
  inappropriate_display: { lo: 'ການວາງສະແດງສິນຄ້າບໍ່ເໝາະສົມ', en: 'Inappropriate display' },
  any_product: { lo: 'ຜະລິດຕະພັນອື່ນໆ', en: 'Any other product' },
  relevant_materials: { lo: 'ເອກະສານອື່ນໆທີ່ກ່ຽວຂ້ອງ', en: 'Other relevant materials' },
};

export const LABEL_PROBLEM_LABELS: Record<LabelProblem, Label> = {
  not_in_lao: { lo: 'ບໍ່ມີພາສາລາວ', en: 'Not in the Lao language' },
  difficult_to_read: { lo: 'ອ່ານຍາກ', en: 'Difficult to read' },
  no_age: { lo: 'ບໍ່ລະບຸອາຍຸທີ່ແນະນຳ', en: 'No recommended age' },
  no_preparation_methods: { lo: 'ບໍ່ມີຄຳແນະນຳວິທີກຽມ', en: 'No preparation instructions' },
  no_breastfeeding: {
    lo: 'ບໍ່ມີຂໍ້ຄວາມກ່ຽວກັບຄວາມສຳຄັນຂອງການລ້ຽງລູກດ້ວຍນົມແມ່',
    en: 'No statement on the importance of breastfeeding',
  },
  pictures_children: { lo: 'ມີຮູບພາບເດັກອ່ອນ ຫຼື ເດັກນ້ອຍ', en: 'Pictures of infants or children' },
  health_claims: {
    lo: 'ມີການອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ ຫຼື ໂພຊະນາການ',
    en: 'Health or nutrition claims',
  },
  no_expiration_date: { lo: 'ບໍ່ມີວັນໝົດອາຍຸ', en: 'No expiry date' },
  expired: { lo: 'ໝົດອາຍຸແລ້ວ', en: 'Expired' },
  contact_company: {
    lo: 'ເຊີນຊວນໃຫ້ຕິດຕໍ່ບໍລິສັດ (ສາຍດ່ວນ, ສະໂມສອນແມ່)',
    en: 'Invites contact with the company (hotline, mother club)',
  },
};

export const PROVINCE_LABELS: Record<Province, Label> = {
  vientiane_capital: { lo: 'ນະຄອນຫຼວງວຽງຈັນ', en: 'Vientiane Capital' },
  phongsaly: { lo: 'ຜົ້ງສາລີ', en: 'Phongsaly' },
  luang_namtha: { lo: 'ຫຼວງນ້ຳທາ', en: 'Luang Namtha' },
  oudomxay: { lo: 'ອຸດົມໄຊ', en: 'Oudomxay' },
  bokeo: { lo: 'ບໍ່ແກ້ວ', en: 'Bokeo' },
  luang_prabang: { lo: 'ຫຼວງພະບາງ', en: 'Luang Prabang' },
  houaphanh: { lo: 'ຫົວພັນ', en: 'Houaphanh' },
  xayaboury: { lo: 'ໄຊຍະບູລີ', en: 'Xayaboury' },
  xiengkhouang: { lo: 'ຊຽງຂວາງ', en: 'Xiengkhouang' },
  vientiane_province: { lo: 'ແຂວງວຽງຈັນ', en: 'Vientiane Province' },
  borikhamxay: { lo: 'ບໍລິຄຳໄຊ', en: 'Borikhamxay' },
  khammouane: { lo: 'ຄຳມ່ວນ', en: 'Khammouane' },
  savannakhet: { lo: 'ສະຫວັນນະເຂດ', en: 'Savannakhet' },
  salavan: { lo: 'ສາລະວັນ', en: 'Salavan' },
  sekong: { lo: 'ເຊກອງ', en: 'Sekong' },
  champasak: { lo: 'ຈຳປາສັກ', en: 'Champasak' },
  attapeu: { lo: 'ອັດຕະປື', en: 'Attapeu' },
  xaysomboun: { lo: 'ໄຊສົມບູນ', en: 'Xaysomboun' },
};

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, Label> = {
  suspected_violation: { lo: 'ສົງໄສວ່າລະເມີດ', en: 'Suspected violation' },
  reviewing: { lo: 'ກຳລັງກວດສອບ', en: 'Reviewing' },
  pending_approval: { lo: 'ລໍຖ້າອະນຸມັດ', en: 'Pending approval' },
  to_be_updated: { lo: 'ຕ້ອງປັບປຸງ', en: 'To be updated' },
  violation: { lo: 'ລະເມີດ', en: 'Violation' },
  non_violation: { lo: 'ບໍ່ລະເມີດ', en: 'Non violation' },
};

/** The two variants, as staff files (Excel exports, analysis sheets) name them. */
export const VARIANT_LABELS: Record<Variant, Label> = {
  international: { lo: 'ລະຫັດສາກົນ', en: 'International code' },
  laos: { lo: 'ກົດໝາຍລາວ', en: 'Laos law' },
};

export const ARCHIVED_LABELS: Record<'yes' | 'no', Label> = {
  yes: { lo: 'ເກັບມ້ຽນແລ້ວ', en: 'Archived' },
  no: { lo: 'ບໍ່ໄດ້ເກັບມ້ຽນ', en: 'Not archived' },
};
