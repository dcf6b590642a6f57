/**
 * The FICTIONAL demo companies and brands: one list for the CMS seed (which writes them as data options of the
 * kinds `company` and `brand`) and the detector (which recognises them in posts before the library is read).
 * Invented names; any resemblance to a real brand is accidental.
 *
 * `name` is the full name the library shows; `shortName` is what a post calls the brand or company ("ດາວນ້ອຍ",
 * "DaoNoy"), the form the detector searches for. Pure data: no zod, so the zod-free entry can export it.
 */
import type { Label } from './labels';
import type { ProductType } from './vocabulary';

export interface DemoCompany {
  key: string;
  name: Label;
  shortName: Label;
}

export interface DemoBrand {
  key: string;
  name: Label;
  shortName: Label;
  /** The company that makes it (a `DEMO_COMPANIES` key; the brand option's `parent_key`). */
  companyKey: string;
  /** What the brand sells, most typical first. */
  productTypes: ProductType[];
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'mekong_nutrition',
    name: { lo: 'ບໍລິສັດ ແມ່ຂອງ ໂພຊະນາການ ຈຳກັດ', en: 'Mekong Nutrition Co.' },
    shortName: { lo: 'ແມ່ຂອງ ໂພຊະນາການ', en: 'Mekong Nutrition' },
  },
  {
    key: 'golden_lotus_dairy',
    name: { lo: 'ບໍລິສັດ ນົມບົວທອງ ຈຳກັດ', en: 'Golden Lotus Dairy Ltd.' },
    shortName: { lo: 'ນົມບົວທອງ ຈຳກັດ', en: 'Golden Lotus Dairy' },
  },
  {
    key: 'blue_hills_foods',
    name: { lo: 'ບໍລິສັດ ອາຫານເດັກ ພູຟ້າ ຈຳກັດ', en: 'Blue Hills Baby Foods Co.' },
    shortName: { lo: 'ອາຫານເດັກ ພູຟ້າ', en: 'Blue Hills Baby Foods' },
  },
  {
    key: 'rice_field_foods',
    name: { lo: 'ບໍລິສັດ ອາຫານທົ່ງນາ ຈຳກັດ', en: 'Rice Field Foods Co.' },
    shortName: { lo: 'ອາຫານທົ່ງນາ', en: 'Rice Field Foods' },
  },
  {
    key: 'little_elephant_care',
    name: { lo: 'ບໍລິສັດ ຊ້າງນ້ອຍ ຜະລິດຕະພັນເດັກ ຈຳກັດ', en: 'Little Elephant Baby Care Co.' },
    shortName: { lo: 'ຊ້າງນ້ອຍ ຜະລິດຕະພັນເດັກ', en: 'Little Elephant Baby Care' },
  },
];

export const DEMO_BRANDS: readonly DemoBrand[] = [
  {
    key: 'daonoy_formula',
    name: { lo: 'ນົມຜົງ ດາວນ້ອຍ', en: 'DaoNoy Formula' },
    shortName: { lo: 'ດາວນ້ອຍ', en: 'DaoNoy' },
    companyKey: 'mekong_nutrition',
    productTypes: ['infant_formula', 'follow_on_formula'],
  },
  {
    key: 'daonoy_junior',
    name: { lo: 'ດາວນ້ອຍ ຈູເນຍ', en: 'DaoNoy Junior' },
    shortName: { lo: 'ດາວນ້ອຍ ຈູເນຍ', en: 'DaoNoy Junior' },
    companyKey: 'mekong_nutrition',
    productTypes: ['grow_on_formula'],
  },
  {
    key: 'buathong_infant',
    name: { lo: 'ນົມບົວທອງ ສຳລັບເດັກອ່ອນ', en: 'BuaThong Infant' },
    shortName: { lo: 'ບົວທອງ', en: 'BuaThong' },
    companyKey: 'golden_lotus_dairy',
    productTypes: ['infant_formula', 'follow_on_formula'],
  },
  {
    key: 'buathong_kids',
    name: { lo: 'ນົມບົວທອງ ຄິດສ໌', en: 'BuaThong Kids' },
    shortName: { lo: 'ບົວທອງ ຄິດສ໌', en: 'BuaThong Kids' },
    companyKey: 'golden_lotus_dairy',
    productTypes: ['grow_on_formula'],
  },
  {
    key: 'phufa_cereal',
    name: { lo: 'ພູຟ້າ ອາຫານເສີມເດັກ', en: 'PhuFa Baby Cereal' },
    shortName: { lo: 'ພູຟ້າ', en: 'PhuFa' },
    companyKey: 'blue_hills_foods',
    productTypes: ['complementary_food'],
  },
  {
    key: 'phufa_puree',
    name: { lo: 'ພູຟ້າ ໝາກໄມ້ບົດ', en: 'PhuFa Fruit Puree' },
    shortName: { lo: 'ພູຟ້າ ໝາກໄມ້ບົດ', en: 'PhuFa Fruit Puree' },
    companyKey: 'blue_hills_foods',
    productTypes: ['complementary_food', 'complementary_food_inappropriate_label'],
  },
  {
    key: 'thongna_porridge',
    name: { lo: 'ເຂົ້າປຽກ ທົ່ງນາ', en: 'ThongNa Rice Porridge' },
    shortName: { lo: 'ເຂົ້າປຽກ ທົ່ງນາ', en: 'ThongNa Rice Porridge' },
    companyKey: 'rice_field_foods',
    productTypes: ['complementary_food'],
  },
  {
    key: 'thongna_milk',
    name: { lo: 'ນົມ ທົ່ງນາ', en: 'ThongNa Growing Milk' },
    shortName: { lo: 'ນົມ ທົ່ງນາ', en: 'ThongNa Growing Milk' },
    companyKey: 'rice_field_foods',
    productTypes: ['grow_on_formula'],
  },
  {
    key: 'sangnoy_bottles',
    name: { lo: 'ຂວດນົມ ຊ້າງນ້ອຍ', en: 'SangNoy Feeding Bottles' },
    shortName: { lo: 'ຂວດນົມ ຊ້າງນ້ອຍ', en: 'SangNoy' },
    companyKey: 'little_elephant_care',
    productTypes: ['bottles_teats'],
  },
  {
    key: 'sangnoy_teats',
    name: { lo: 'ຫົວນົມ ຊ້າງນ້ອຍ', en: 'SangNoy Soft Teats' },
    shortName: { lo: 'ຫົວນົມ ຊ້າງນ້ອຍ', en: 'SangNoy Soft Teats' },
    companyKey: 'little_elephant_care',
    productTypes: ['bottles_teats'],
  },
];
