import { findEvidence } from '../src/understand/evidence';
import { brandStageMentions, recogniseProduct } from '../src/understand/product';

const productOf = (text: string) => recogniseProduct(findEvidence(text, 'caption')).product;

describe('product recognition', () => {
  it.each([
    ['ນົມຜົງເດັກ ສູດ 1 ສຳລັບເດັກແຮກເກີດ', 'infant_formula'],
    ['ນົມສູດ 2 ສຳລັບເດັກ 6-12 ເດືອນ', 'follow_on_formula'],
    ['Toddler milk for 1-3 years, vanilla', 'growing_up_milk'],
    ['Lactogen 2 ລາຄາພິເສດ', 'follow_on_formula'],
    ['ນົມຜົງເດັກ Enfa ມີພ້ອມສົ່ງ', 'infant_formula'],
    ['ຂວດນົມ ຄໍກວ້າງ ພ້ອມຫົວນົມທຽມ', 'bottles_teats'],
    ['ເຂົ້າປຽກເດັກ ລົດຊາດໝາກກ້ວຍ', 'complementary_food'],
    ['ຜ້າອ້ອມເດັກ ໄຊ້ L', 'other_baby_product'],
    ['ນົມຜົງສຳລັບຜູ້ໃຫຍ່ ແຄວຊຽມສູງ', 'none'],
    ['Formula 1 Grand Prix tickets', 'none'],
    // A bottle and a teat sold together say each other: feeding bottles, with no baby word.
    ['SoftNip wide-neck bottles 30% OFF, buy 2 get a spare teat pair free', 'bottles_teats'],
    ['Stainless water bottles 30% OFF', 'none'],
    // Baby clothes sized by age are no formula for that age.
    ['ເຄື່ອງນຸ່ງເດັກນ້ອຍ ຈາກໄທ ລ້າງສະຕັອກ ຫຼຸດ50% ທຸກຕົວ 0-2ປີ ຊື້3ຕົວສົ່ງຟຣີ', 'other_baby_product'],
  ])('%s → %s', (text, product) => {
    expect(productOf(text)).toBe(product);
  });

  it.each([
    'SoftBum XL 108 ແຜ່ນ SALE -20% ແຖມເຈ້ຍປຽກ 1 1 ຫໍ່ ສົ່ງຟຣີ',
    'ຊື້ 2 ແພັກ ແຖມເຈ້ຍປຽກ 1 ຫໍ່',
    // Everyday words before a number, in Lao script and typed in Latin letters.
    'ລົດເຂັນເດັກ ມີ 3 ສີ ລາຄາ 900,000 ກີບ',
    'lot khen dek phab dai, lot la kha 30% song free mee 3 sii',
    'pha om dek size M 52 phaen sue 2 thaem 1, song free nai vieng',
  ])("reads no brand and stage in an out-of-scope good's name before a number: %s", (text) => {
    expect(brandStageMentions(findEvidence(text, 'image_ocr'))).toEqual([]);
    expect(productOf(text)).not.toBe('infant_formula');
  });

  it('still reads a brand and its stage: "Mamilac 1", "nom Hi-Kid 3"', () => {
    expect(brandStageMentions(findEvidence('Mamilac 1 ລາຄາ 185,000 ກີບ', 'caption')).map((m) => m.stage)).toEqual([1]);
    expect(brandStageMentions(findEvidence('nom Hi-Kid 3 900g song free', 'caption')).map((m) => m.stage)).toEqual([3]);
  });

  it('takes a bottle offered as a gift for a premium, not the product on sale', () => {
    expect(productOf('ຊື້ນົມຜົງເດັກ 2 ກະປ໋ອງ ແຖມຟຣີຂວດນົມ 1 ໜ່ວຍ')).toBe('infant_formula');
  });

  it('does not read a pregnancy month as the child’s age', () => {
    expect(productOf('ຂອງຂວັນສຳລັບແມ່ຖືພາ 8 ເດືອນ ຊຸດນົມຜົງເດັກ')).toBe('infant_formula');
  });

  it('reads numbered stages offered for a baby as formula, even when the brand is unknown and no milk word is said', () => {
    expect(recogniseProduct(findEvidence('Hanako Baby Step 1 & Step 2, 800g, made in Japan, ລາຄາສົ່ງ', 'caption')).product).toBe(
      'infant_formula',
    );
  });

  it('reads "ສູດ 3" offered with a gift as formula with no baby word, but not a generic step or a stage without an offer', () => {
    expect(productOf('Inbox ແລ້ວຈ້າ ມື້ນີ້ ສູດ 3 ມີ promotion ຊື້ 2 ແຖມ 1 ນຳເດີ້')).toBe('growing_up_milk');
    expect(productOf('Stage 2 now 15% off, this week only')).toBe('follow_on_formula');
    expect(productOf('Step 1 of the course: 20% off for early sign-ups')).toBe('none');
    expect(productOf('ສູດ 3 ຍັງມີເດີ້')).toBe('none');
  });

  it('does not read a count or a time after a name as a stage ("2 ໜ່ວຍ", "1 ວິນາທີ", "3 pieces")', () => {
    expect(productOf('Lactoplus ມອບຕູ້ອົບເດັກ 2 ໜ່ວຍ ໃຫ້ໂຮງໝໍແຂວງ')).not.toMatch(/formula|milk/);
    expect(productOf('ບາຫຼອດວັດແທກອຸນຫະພູມ ອ່ານຄ່າໄດ້ໃນ 1 ວິນາທີ ສຳລັບເດັກ ຫຼຸດ 20%')).not.toMatch(/formula|milk/);
    expect(productOf('Teether set 3 pieces for babies, 15% off')).not.toMatch(/formula|milk/);
  });

  it('reads a senior milk as out of scope', () => {
    expect(productOf("Senior formula milk 50+ with 'immune boost' - buy 3 get 1 free this week only")).toBe('none');
  });

  it('recognises a known brand and its company', () => {
    const evidence = findEvidence('ນົມ ດາວນ້ອຍ ຈູເນຍ ຈາກ Mekong Nutrition', 'caption');
    expect(evidence.brands.map((b) => b.brand.key)).toEqual(['daonoy_junior']);
    expect(evidence.companies.map((c) => c.company.key)).toEqual(['mekong_nutrition']);
    expect(recogniseProduct(evidence).product).toBe('growing_up_milk');
  });
});
