/**
 * Brands and companies the detector recognises by name. The first group are the FICTIONAL demo brands of the CMS
 * seed (cms/src/seed/catalogue.ts, same keys); the others are brands commonly sold in Lao shops, listed only so
 * that a post naming them is recognised; editors will later manage this list in the CMS's data options.
 */
import type { Product } from './vocabulary';

export interface KnownCompany {
  key: string;
  names: readonly string[];
}

export interface KnownBrand {
  key: string;
  names: readonly string[];
  companyKey?: string;
  /** What the brand sells, most typical first. */
  products: readonly Product[];
}

export const KNOWN_COMPANIES: readonly KnownCompany[] = [
  { key: 'mekong_nutrition', names: ['ແມ່ຂອງ ໂພຊະນາການ', 'Mekong Nutrition'] },
  { key: 'golden_lotus_dairy', names: ['ນົມບົວທອງ ຈຳກັດ', 'Golden Lotus Dairy'] },
  { key: 'blue_hills_foods', names: ['ອາຫານເດັກ ພູຟ້າ', 'Blue Hills Baby Foods', 'Blue Hills'] },
  { key: 'rice_field_foods', names: ['ອາຫານທົ່ງນາ', 'Rice Field Foods'] },
  { key: 'little_elephant_care', names: ['ຊ້າງນ້ອຍ ຜະລິດຕະພັນເດັກ', 'Little Elephant Baby Care'] },
  { key: 'nestle', names: ['Nestlé', 'Nestle', 'ເນສເລ່', 'ເນສເລ', 'เนสท์เล่'] },
  { key: 'danone', names: ['Danone', 'ດານອນ', 'Nutricia'] },
  { key: 'abbott', names: ['Abbott', 'ແອັບບອດ', 'แอ๊บบอต'] },
  { key: 'mead_johnson', names: ['Mead Johnson', 'Reckitt', 'ມີດຈອນສັນ'] },
  { key: 'frieslandcampina', names: ['FrieslandCampina', 'Friesland'] },
  { key: 'wyeth', names: ['Wyeth'] },
  { key: 'vinamilk', names: ['Vinamilk', 'ວີນາມິນ'] },
  { key: 'fonterra', names: ['Fonterra'] },
  { key: 'pigeon_corp', names: ['Pigeon Corporation'] },
];

export const KNOWN_BRANDS: readonly KnownBrand[] = [
  // Fictional demo brands (CMS seed)
  {
    key: 'daonoy_formula',
    names: ['ດາວນ້ອຍ', 'DaoNoy', 'Dao Noy'],
    companyKey: 'mekong_nutrition',
    products: ['infant_formula', 'follow_on_formula'],
  },
  {
    key: 'daonoy_junior',
    names: ['ດາວນ້ອຍ ຈູເນຍ', 'DaoNoy Junior'],
    companyKey: 'mekong_nutrition',
    products: ['growing_up_milk'],
  },
  {
    key: 'buathong_infant',
    names: ['ບົວທອງ', 'BuaThong', 'Bua Thong'],
    companyKey: 'golden_lotus_dairy',
    products: ['infant_formula', 'follow_on_formula'],
  },
  {
    key: 'buathong_kids',
    names: ['ບົວທອງ ຄິດສ໌', 'BuaThong Kids'],
    companyKey: 'golden_lotus_dairy',
    products: ['growing_up_milk'],
  },
  { key: 'phufa_cereal', names: ['ພູຟ້າ', 'PhuFa', 'Phu Fa'], companyKey: 'blue_hills_foods', products: ['complementary_food'] },
  {
    key: 'phufa_puree',
    names: ['ພູຟ້າ ໝາກໄມ້ບົດ', 'PhuFa Fruit Puree'],
    companyKey: 'blue_hills_foods',
    products: ['complementary_food'],
  },
  {
    key: 'thongna_porridge',
    names: ['ເຂົ້າປຽກ ທົ່ງນາ', 'ThongNa Rice Porridge'],
    companyKey: 'rice_field_foods',
    products: ['complementary_food'],
  },
  {
    key: 'thongna_milk',
    names: ['ນົມ ທົ່ງນາ', 'ThongNa Growing Milk', 'ThongNa'],
    companyKey: 'rice_field_foods',
    products: ['growing_up_milk'],
  },
  {
    key: 'sangnoy_bottles',
    names: ['ຂວດນົມ ຊ້າງນ້ອຍ', 'SangNoy', 'Sang Noy'],
    companyKey: 'little_elephant_care',
    products: ['bottles_teats'],
  },
  {
    key: 'sangnoy_teats',
    names: ['ຫົວນົມ ຊ້າງນ້ອຍ', 'SangNoy Soft Teats'],
    companyKey: 'little_elephant_care',
    products: ['bottles_teats'],
  },
  // Formula brands sold in the region
  {
    key: 'dumex',
    names: ['Dumex', 'ດູເມັກ', 'ດູແມັກ', 'ดูเม็กซ์'],
    companyKey: 'danone',
    products: ['infant_formula', 'follow_on_formula'],
  },
  { key: 'dugro', names: ['Dugro', 'ດູໂກຣ', 'ดูโกร'], companyKey: 'danone', products: ['growing_up_milk'] },
  {
    key: 'hi_q',
    names: ['Hi-Q', 'Hi Q', 'HiQ', 'ໄຮຄິວ', 'ไฮคิว'],
    companyKey: 'danone',
    products: ['infant_formula', 'follow_on_formula', 'growing_up_milk'],
  },
  { key: 'aptamil', names: ['Aptamil', 'ແອັບທາມິວ'], companyKey: 'danone', products: ['infant_formula', 'follow_on_formula'] },
  {
    key: 'enfa',
    names: ['Enfalac', 'Enfamil', 'Enfa', 'ເອັນຟາ', 'เอนฟา'],
    companyKey: 'mead_johnson',
    products: ['infant_formula', 'follow_on_formula'],
  },
  { key: 'enfagrow', names: ['Enfagrow', 'ເອັນຟາໂກຣ', 'เอนฟาโกร'], companyKey: 'mead_johnson', products: ['growing_up_milk'] },
  {
    key: 's26',
    names: ['S-26', 'S26', 'ເອສ 26', 'เอส-26'],
    companyKey: 'wyeth',
    products: ['infant_formula', 'follow_on_formula', 'growing_up_milk'],
  },
  {
    key: 'similac',
    names: ['Similac', 'ຊິມິແລັກ', 'ซิมิแลค'],
    companyKey: 'abbott',
    products: ['infant_formula', 'follow_on_formula'],
  },
  { key: 'nan', names: ['NAN OPTIPRO', 'NAN', 'แนน'], companyKey: 'nestle', products: ['infant_formula', 'follow_on_formula'] },
  {
    key: 'lactogen',
    names: ['Lactogen', 'ແລັກໂຕເຈນ', 'แลคโตเจน'],
    companyKey: 'nestle',
    products: ['infant_formula', 'follow_on_formula'],
  },
  { key: 'bebelac', names: ['Bebelac', 'ບີບີແລັກ'], companyKey: 'danone', products: ['infant_formula', 'follow_on_formula'] },
  {
    key: 'friso',
    names: ['Frisolac', 'Friso', 'ຟຣິໂຊ'],
    companyKey: 'frieslandcampina',
    products: ['infant_formula', 'follow_on_formula', 'growing_up_milk'],
  },
  { key: 'dielac', names: ['Dielac', 'Dielac Grow'], companyKey: 'vinamilk', products: ['infant_formula', 'growing_up_milk'] },
  { key: 'morinaga', names: ['Morinaga', 'ໂມຣິນາກະ', 'โมรินากะ'], products: ['infant_formula', 'follow_on_formula'] },
  { key: 'meiji', names: ['Meiji', 'ເມຈິ'], products: ['infant_formula', 'growing_up_milk'] },
  // Complementary foods
  {
    key: 'cerelac',
    names: ['Cerelac', 'ເຊເຣແລັກ', 'ຊີຣີແລັກ', 'ซีรีแลค'],
    companyKey: 'nestle',
    products: ['complementary_food'],
  },
  { key: 'gerber', names: ['Gerber', 'ເກີເບີ'], companyKey: 'nestle', products: ['complementary_food'] },
  { key: 'heinz_baby', names: ['Heinz Baby', 'Heinz'], products: ['complementary_food'] },
  { key: 'peachy', names: ['Peachy', 'พีชชี่'], products: ['complementary_food'] },
  // Bottles and teats
  { key: 'pigeon', names: ['Pigeon', 'ພີເຈັ້ນ', 'ພິເຈິ້ນ', 'พีเจ้น'], companyKey: 'pigeon_corp', products: ['bottles_teats'] },
  { key: 'avent', names: ['Philips Avent', 'Avent', 'ອາເວັນ'], products: ['bottles_teats'] },
  { key: 'dr_browns', names: ["Dr. Brown's", 'Dr Browns', 'Dr. Brown'], products: ['bottles_teats'] },
  { key: 'tommee_tippee', names: ['Tommee Tippee'], products: ['bottles_teats'] },
  { key: 'nuk', names: ['NUK'], products: ['bottles_teats'] },
  { key: 'hegen', names: ['Hegen'], products: ['bottles_teats'] },
  { key: 'natur', names: ['Natur', 'เนเจอร์'], products: ['bottles_teats'] },
  { key: 'attoon', names: ['Attoon', 'แอทตูน'], products: ['bottles_teats'] },
  // Other baby products
  { key: 'pampers', names: ['Pampers', 'ແພມເພີສ', 'แพมเพิส'], products: ['other_baby_product'] },
  { key: 'mamypoko', names: ['MamyPoko', 'Mamy Poko', 'ມາມີໂປໂກະ', 'มามี่โพโค'], products: ['other_baby_product'] },
  { key: 'huggies', names: ['Huggies', 'ຮັກກີ້'], products: ['other_baby_product'] },
  { key: 'babylove', names: ['BabyLove', 'Baby Love', 'เบบี้เลิฟ'], products: ['other_baby_product'] },
  { key: 'merries', names: ['Merries'], products: ['other_baby_product'] },
  { key: 'johnsons_baby', names: ["Johnson's baby", 'Johnsons baby', 'ຈອນສັນ'], products: ['other_baby_product'] },
  { key: 'kodomo', names: ['Kodomo', 'ໂຄໂດໂມະ', 'โคโดโม'], products: ['other_baby_product'] },
];
