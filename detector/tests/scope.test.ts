/** POLICY §0: what is in scope, and a covered product named only by an unknown brand with a stage or age. */
import { findEvidence } from '../src/understand/evidence';
import { brandStageMentions, recogniseProduct } from '../src/understand/product';
import { factsOf } from '../src/understand/rules';
import { namesNothing, understandText } from '../src/understand/verdict';

const productOf = (text: string) => recogniseProduct(findEvidence(text, 'caption')).product;

describe('scope: covered products and the out-of-scope list', () => {
  it.each([
    ['Mekong Gold 2 ຫຼຸດ 15% ມື້ນີ້ເທົ່ານັ້ນ', 'follow_on_formula'],
    ['Sunnymom 1 special price 199k, free delivery', 'infant_formula'],
    ['ນົມ ແສງຕາເວັນ 3 ຊື້ 2 ແຖມ 1', 'growing_up_milk'],
    ['Little Lotus 0-6 months, special price 199k this weekend', 'infant_formula'],
  ])('an unknown brand with a stage or an age range names formula: %s → %s', (text, product) => {
    expect(productOf(text)).toBe(product);
  });

  it('does not take quantities, sizes or times after a word for a stage', () => {
    const stages = (text: string) => brandStageMentions(findEvidence(text, 'caption')).map((m) => m.stage);
    expect(stages('Buy 2 get 1 free')).toEqual([]);
    expect(stages('Open 8 hours, size 3 kg, ຊື້ 2 ແຖມ 1')).toEqual([]);
    expect(stages('Mekong Gold 2 800g')).toEqual([2]);
    expect(stages('ສົ່ງໄວ 2 ມື້ຮອດ, open 7 days, ready in 3 weeks')).toEqual([]);
    expect(stages('Price 2,000 kip, open 8:30')).toEqual([]);
  });

  it('takes a stage at the end of a sentence, and shows the reviewer the whole name', () => {
    const mentions = (text: string) => brandStageMentions(findEvidence(text, 'caption')).map((m) => [m.stage, m.hit.found]);
    expect(mentions('Every participant gets a voucher for Bambino Plus 2. Register now')).toEqual([[2, 'Bambino Plus 2']]);
    expect(mentions('Join and get a Pearlbaby 1 trial pack')).toEqual([[1, 'Pearlbaby 1']]);
    expect(mentions('ກົດຕະກ້າ 🛒 ນົມ Nomjai 1 ລາຄາຖືກ')).toEqual([[1, 'Nomjai 1']]);
  });

  it.each([
    ['Sunny Star 4+ ນົມສຳລັບເດັກໄວຮຽນ ຊື້ 2 ແຖມ 1'],
    ['Puppy & kitten milk replacer 400g, 20% off'],
    ['ນົມແມວ KittyMilk ສຳລັບລູກແມວ ຊື້ 2 ແຖມ 1'],
    ['ວິຕາມິນແມ່ຖືພາ ມີ DHA ບຳລຸງສະໝອງລູກ ຫຼຸດ 20%'],
    ['Prenatal vitamins with folic acid and DHA for baby’s brain, 15% off'],
    ['Drinking yoghurt for immunity, buy 3 get 1'],
  ])('reads no covered product in an out-of-scope offer: %s', (text) => {
    expect(['none', 'other_baby_product']).toContain(productOf(text));
  });

  it('reads a recall, or a practice named to forbid it, as information', () => {
    const informational = (text: string) => {
      const evidence = findEvidence(text, 'caption');
      return factsOf(evidence, recogniseProduct(evidence), 'laos').informational;
    };
    expect(informational('RECALL: batch 2301 of Brand Blossom infant formula is recalled, return it to the store')).toBe(true);
    expect(informational('ກະຊວງສາທາລະນະສຸກ ແຈ້ງ: ຫ້າມຫຼຸດລາຄາ ຫຼື ແຈກຕົວຢ່າງ ນົມຜົງສຳລັບເດັກ')).toBe(true);
    expect(informational('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20% ລາຄາ 250.000 ກີບ')).toBe(false);
  });

  it('knows when a post names nothing a reviewer could check', () => {
    expect(namesNothing(understandText('Our recycling points are now open in Vientiane', 'caption', 'laos'))).toBe(true);
    expect(namesNothing(understandText('ນົມສູດ 1 ຫຼຸດ 10%', 'caption', 'laos'))).toBe(false);
    expect(namesNothing(understandText('Quiz brought to you by Sunnymom', 'caption', 'laos'))).toBe(false);
  });
});
