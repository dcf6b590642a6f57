import type { Group } from '../src/understand/vocabulary';
import { findEvidence, hits } from '../src/understand/evidence';
import { groupStrengths } from '../src/understand/rules';
import { understandText } from '../src/understand/verdict';

/** Groups the rules alone find firmly (strength at least 0.5), without any trained model. */
function firmGroups(
  text: string,
  source: 'caption' | 'image_ocr' = 'caption',
  variant: 'laos' | 'international' = 'laos',
): Group[] {
  const strengths = groupStrengths(understandText(text, source, variant).findings);
  return [...strengths.entries()]
    .filter(([, s]) => s >= 0.5)
    .map(([g]) => g)
    .sort();
}

describe('rules per violation group', () => {
  it.each<[Group, string]>([
    ['promotion_public', 'ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20% ສົ່ງຟຣີທົ່ວປະເທດ'],
    ['promotion_public', 'Buy 2 tins of follow-on formula and get a free feeding bottle'],
    ['prohibited_text', 'ນົມຜົງສູດ 1 ໃກ້ຄຽງນົມແມ່ທີ່ສຸດ ສຳລັບລູກນ້ອຍ'],
    ['prohibited_text', 'Growing-up milk with DHA for brain development and immunity, 1-3 years'],
    ['labeling_required', 'ຂາຍນົມຜົງເດັກ ສະຫຼາກພາສາຈີນ ບໍ່ມີພາສາລາວ'],
    ['labeling_required', 'Zenobi 2 (6-12m) label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ 800g 330,000 kip ມີຂອງພ້ອມ'],
    ['labeling_required', 'Clearance! Zenobi 2 follow-on formula, expiry sticker removed, only 100,000 kip each'],
    ['prohibited_text', "In stock: Zenobi 1 infant formula 800g 340,000 kip (as close to mother's milk as possible)"],
    ['information_education', 'ດາວໂຫຼດຟຣີ ປຶ້ມຄູ່ມືການລ້ຽງລູກ ຈາກ ບໍລິສັດ ນົມຜົງເດັກ'],
    // A company's "is my milk enough?" check list and its feeding chart (guide §7), in Lao.
    ['information_education', 'ບໍລິສັດ ຈຳປາ ນົມຜົງເດັກ: ນົມແມ່ຂອງຂ້ອຍພໍບໍ? ກວດເບິ່ງ 5 ຂໍ້ນີ້ ລູກກິນນົມ 8-12 ເທື່ອຕໍ່ມື້'],
    ['information_education', 'ເຂົ້ານ້ອຍ ອາຫານເສີມເດັກ ຈາກ ບໍລິສັດ ຈຳປາ: ຕາຕະລາງອາຫານເສີມ ຕາມອາຍຸຂອງລູກ'],
    ['health_workers', 'Medical representatives bring souvenirs and infant formula samples to doctors at the hospital'],
    ['sponsorship_coi', 'ກອງປະຊຸມວິຊາການ ສຳລັບແພດເດັກ ສະໜັບສະໜູນໂດຍ ບໍລິສັດ ນົມຜົງ'],
    ['complementary_foods', 'ເຂົ້າປຽກເດັກ ສຳລັບລູກອາຍຸ 4 ເດືອນຂຶ້ນໄປ'],
    ['complementary_foods', 'Baby cereal from the makers of your favourite growing-up milk, same blue pack'],
    // Cereal given with a formula purchase: cross-promotion (the post's main product is the formula).
    ['complementary_foods', 'ຊື້ນົມຜົງ SunBaby ສູດ 2 ຄົບ 3 ກະປ໋ອງ ແຖມເຂົ້າບົດ SunBaby 1 ຊອງ'],
    // Cereal in the bottle.
    ['complementary_foods', 'ລູກບໍ່ອີ່ມ ໃຫ້ປະສົມເຂົ້າບົດ 1 ບ່ວງ ໃສ່ຕຸກ ກ່ອນນອນ'],
    ['complementary_foods', 'Add one spoon of our rice cereal to the bottle at night so baby sleeps longer'],
  ])('finds %s', (group, text) => {
    expect(firmGroups(text)).toContain(group);
  });

  it.each([
    ['a ministry breastfeeding message', 'ນົມແມ່ດີທີ່ສຸດ ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ 6 ເດືອນ (ກະຊວງສາທາລະນະສຸກ)'],
    ['adult milk on offer', 'ນົມຜົງສຳລັບຜູ້ໃຫຍ່ ແຄວຊຽມສູງ ຊື້ 2 ແຖມ 1'],
    ['diapers on offer', 'ຜ້າອ້ອມເດັກ ຫໍ່ໃຫຍ່ ຫຼຸດ 20% ສົ່ງຟຣີ'],
    ['a maths formula', 'Quadratic formula for grade 10 students, free download'],
    ['a Formula 1 race', 'Formula 1 Grand Prix: buy tickets now with 10% off'],
    ['a skincare formula', 'New skincare formula serum, 30% off today'],
    ['a compliant complementary food', 'ເຂົ້າປຽກເດັກ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ ສືບຕໍ່ໃຫ້ນົມແມ່ຮອດ 2 ປີ'],
    ['a customer, not a child', 'ຂອບໃຈລູກຄ້າທຸກທ່ານ ກາເຟ ຫຼຸດ 10%'],
    // The statements a complementary food's label must carry are no early-age claim (POLICY §8).
    [
      'a cereal saying not before 6 months',
      'Oat porridge, from 6 months. Do not give before 6 months of age. Keep breastfeeding',
    ],
    ['a Lao cereal saying not before 6 months', 'ເຂົ້າປຽກເດັກ ສຳລັບ 6 ເດືອນຂຶ້ນໄປ ບໍ່ຄວນໃຫ້ກ່ອນ 6 ເດືອນ'],
    // Enforcement news and other senses of ສູດ.
    ['unlabelled formula seized at a border post', 'ດ່ານສາກົນ ວັງເຕົ່າ ຢຶດນົມຜົງເດັກ ບໍ່ມີສະຫຼາກ 200 ກະປອງ ທີ່ລັກລອບນຳເຂົ້າ'],
    ['monks chanting at a house-warming', 'ຂໍເຊີນຮ່ວມບຸນຂຶ້ນເຮືອນໃໝ່ ນິມົນພະສົງ 9 ອົງ ມາສູດມົນ ວັນອາທິດ'],
    // Eaten "with breast milk": the continued-breastfeeding message, not a food paired with a formula.
    ['a cereal eaten with breast milk', 'ເຂົ້າປຽກເດັກ LittlePlate ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ ກ່ອງລະ 38,000 ກີບ ກິນຄູ່ກັບນົມແມ່ເດີ້'],
    // Enforcement news, the fine spelt ປັບໄໝ as often as ປັບໃໝ.
    ['a health office fining clinics', 'ພະແນກສາທາລະນະສຸກແຂວງ ປັບໄໝ ຄລີນິກ 3 ແຫ່ງ ທີ່ແຈກ ຕົວຢ່າງນົມ ສູດ 1 ໃຫ້ແມ່ຫຼັງເກີດລູກ'],
    ['a court fining a distributor', "Court fines distributor for advertising toddler milk with 'IQ' claims on billboards"],
    // A maker of out-of-scope goods sponsoring or donating is not the formula or bottle industry (labelling guide §6).
    [
      'a diaper company sponsoring a midwives meeting',
      'ສະມາຄົມຜະດຸງຄັນລາວ ຂອບໃຈ ບໍລິສັດຜ້າອ້ອມ SoftBum ທີ່ສະໜັບສະໜູນ ອາຫານທ່ຽງ ກອງປະຊຸມປະຈຳປີ',
    ],
    [
      'a breast-pump maker sponsoring a coffee break',
      "Thanks to MamaPump (breast pumps) for sponsoring the coffee break at our Midwives' Association annual meeting",
    ],
  ])('finds nothing in %s', (_, text) => {
    expect(firmGroups(text)).toEqual([]);
  });

  it("reads a photographed puree label's 'from 4 months' as too early, its nutrition table's protein no adult's (POLICY §8)", () => {
    const label =
      'Baby Vita Veggie Puree\nຂໍ້ມູນໂພຊະນາການ - Nutrition facts\nໂປຣຕີນ / Protein 1.4 g\nSuitable from 4 months\nNet wt 120 g : EXP 12/2026';
    expect(firmGroups(label, 'image_ocr', 'international')).toEqual(['complementary_foods']);
    // A protein shake is an adult's, as before.
    expect(firmGroups('Whey protein shake for the gym, from 4 months of training, 20% off', 'caption')).toEqual([]);
  });

  it('reads a fertiliser formula as no formula', () => {
    const bag = 'ປຸ໋ຍສູດ 16-20-0 - Fertilizer formula\nNitrogen 16, Phosphate 20\nຖົງ 50 kg 310.000 ກີບ ຫຼຸດ 10%';
    expect(firmGroups(bag, 'image_ocr', 'laos')).toEqual([]);
  });

  it("reads a label's importer line as no sale (POLICY §4)", () => {
    const panel =
      'ນົມຜົງສູດຕໍ່ເນື່ອງ ສູດ 2 ສຳລັບເດັກອາຍຸ 6-12 ເດືອນ\nວິທີກຽມ: 1 ບ່ວງ ຕໍ່ນ້ຳ 30 ມລ\nວັນໝົດອາຍຸ: 19/02/2027\nນຳເຂົ້າ ແລະ ຈຳໜ່າຍໂດຍ: ບໍລິສັດ ແສງຈັນ ການຄ້າ ຈຳກັດ';
    expect(firmGroups(panel, 'image_ocr', 'laos')).not.toContain('promotion_public');
    // Imported goods on sale are still a sale.
    expect(firmGroups('ນົມຜົງສູດ 2 ນຳເຂົ້າຈາກໄທ ຫຼຸດ 10% ສົ່ງຟຣີ', 'caption', 'laos')).toContain('promotion_public');
  });

  it('weakens findings in news about the law', () => {
    const news = groupStrengths(
      understandText('ຂ່າວ: ກະຊວງສາທາລະນະສຸກ ກວດກາຮ້ານທີ່ຂາຍນົມຜົງເດັກ ລະເມີດດຳລັດ', 'caption', 'laos').findings,
    );
    expect(Math.max(0, ...news.values())).toBeLessThan(0.5);
  });

  it('reads a photographed English-only formula label as a labelling problem under laos only (POLICY §4, §10)', () => {
    const label = 'INFANT FORMULA Stage 1 Net Wt 800 g Ingredients: skimmed milk, lactose Preparation: 1 scoop per 30 ml';
    expect(firmGroups(label, 'image_ocr', 'laos')).toEqual(['labeling_required']);
    expect(firmGroups(label, 'image_ocr', 'international')).toEqual([]);
  });

  it('reads an English-only pack of baby cereal under laos as labeling_required alone (POLICY §4, §8)', () => {
    const pack =
      'First Grains Organic Baby Rice From 6 months Not suitable before 6 months Continue breastfeeding up to 2 years Best before 03/2026 Ingredients: rice';
    expect(firmGroups(pack, 'image_ocr', 'laos')).toEqual(['labeling_required']);
    expect(firmGroups(pack, 'image_ocr', 'international')).toEqual([]);
    // A caption saying the same words is not a photographed pack.
    expect(firmGroups(pack, 'caption', 'laos')).toEqual([]);
  });

  it('applies the Lao-label rule under laos only, and the missing expiry date under both (POLICY §4)', () => {
    const notLao = 'ຂາຍນົມຜົງເດັກ ສູດ 1 ສະຫຼາກພາສາອັງກິດ ບໍ່ມີພາສາລາວ';
    expect(firmGroups(notLao, 'caption', 'laos')).toContain('labeling_required');
    expect(firmGroups(notLao, 'caption', 'international')).not.toContain('labeling_required');
  });

  it('reads a label said to be missing its Lao, its expiry date or itself (POLICY §4)', () => {
    const noLao = 'ມີ stock ນົມຜົງເດັກ ສູດ 2 (400g) ນຳເຂົ້າ ບໍ່ມີສະຫຼາກລາວ ລາຄາ 150k';
    expect(firmGroups(noLao, 'caption', 'laos')).toContain('labeling_required');
    // No Lao label is no fault under the Code alone, and it is not a missing label.
    expect(firmGroups(noLao, 'caption', 'international')).not.toContain('labeling_required');
    const japanese = 'Infant formula stage 1, 800g, Japanese label, 210k a can';
    expect(firmGroups(japanese, 'caption', 'laos')).toContain('labeling_required');
    expect(firmGroups(japanese, 'caption', 'international')).not.toContain('labeling_required');
    const expiry = 'Toddler milk 1-3 yrs 900g, expiry date not visible, 150k';
    expect(firmGroups(expiry, 'caption', 'international')).toContain('labeling_required');
    expect(firmGroups('ນົມຜົງເດັກ ສູດ 1 ບໍ່ມີສະຫຼາກ ຂາຍເປັນຖົງ 90.000 ກີບ', 'caption', 'international')).toContain(
      'labeling_required',
    );
  });

  it('reads a stock board saying its labels are English only as a Lao-label fault under laos (POLICY §4)', () => {
    const board = 'Milk powder stock board: Goat 1 (0-6m) 400g 215,000 LAK; Goat 2 (6-12m) 205,000 LAK. Labels: English only.';
    expect(firmGroups(board, 'caption', 'laos')).toContain('labeling_required');
    expect(firmGroups(board, 'caption', 'international')).not.toContain('labeling_required');
    expect(firmGroups('ນົມສູດ 2 ສະຫຼາກມີແຕ່ພາສາໄທ 180.000 ກີບ', 'caption', 'laos')).toContain('labeling_required');
  });

  it.each([
    'Repack formula stage 1 in ziplock bag 1kg 110k, same as can inside',
    'Formula sold by the scoop, bring your own container, stage 1: 9,000 kip / 100g',
    'ຂາຍດ່ວນ ນົມສູດ 2 ກະປ໋ອງບຸບ ວັນໝົດອາຍຸຖືກຂູດອອກ ລາຄາພິເສດ 80,000 ກີບ',
  ])('reads formula sold without its label or its expiry date as a label fault under both variants: %s', (text) => {
    expect(firmGroups(text, 'caption', 'international')).toContain('labeling_required');
  });

  it('reads a nearly expired tin on clearance as an offer, not a label fault (POLICY §1, §4)', () => {
    const clearance = 'ນົມສູດ 1 ໃກ້ໝົດອາຍຸ (08/2025) ຂາຍລ້າງສະຕັອກ ເຄິ່ງລາຄາ 90.000 ກີບ ດ່ວນ!';
    expect(firmGroups(clearance, 'caption', 'international')).toEqual(['promotion_public']);
  });

  it('finds samples of a baby cereal handed out at a clinic as a health-worker channel (POLICY §5, §8)', () => {
    const clinic = 'ຄລີນິກແມ່ ແລະ ເດັກ ແຈກຕົວຢ່າງ ເຂົ້າບົດເດັກ ສຳລັບລູກ 4 ເດືອນຂຶ້ນໄປ ທີ່ມາສັກຢາວັນເສົາ';
    expect(firmGroups(clinic)).toEqual(expect.arrayContaining(['health_workers', 'complementary_foods']));
  });

  it('finds a formula company handing equipment over to a hospital ward (POLICY §6)', () => {
    const text = 'MilkyWay Nutrition Laos hands over two incubators to the maternity ward of the provincial hospital';
    expect(firmGroups(text, 'caption', 'international')).toContain('sponsorship_coi');
  });

  it.each([
    ['a hospital refusing a formula donation', 'ໂຮງໝໍແຂວງ ປະຕິເສດ donation ນົມຜົງເດັກ ຈາກບໍລິສັດ ຕາມນະໂຍບາຍ baby-friendly'],
    [
      "a midwives' meeting that refuses industry money",
      'Midwives meeting funded by UNFPA; no sponsorship from formula companies is accepted',
    ],
  ])('finds nothing firm in %s', (_, text) => {
    expect(firmGroups(text, 'caption', 'laos')).toEqual([]);
  });

  it('survives OCR errors in an image text', () => {
    expect(firmGroups('ນົມຜົງເດັກ ສູດ 1 ຊື 1 ແຖມ 1 ດີກວ້ານົມແຟ', 'image_ocr')).toEqual(['prohibited_text', 'promotion_public']);
  });
});

describe('news words and Lao typed in Latin letters', () => {
  it('reads "ban" as a village in romanised Lao, and a ban on formula ads as news', () => {
    const news = (text: string) => hits(findEvidence(text, 'caption'), 'neg.news_law').map((h) => h.term);
    expect(news('nom phong sut 3 Hi-Kid 900g 250,000 kip. song free thuk ban nai vieng!')).toEqual([]);
    expect(news('khai nom sut 1, hap eng thi ban Sisattanak')).toEqual([]);
    expect(news('The ministry announced a ban on formula ads on TikTok')).not.toEqual([]);
  });
});
