import { characterNgrams, featureBag } from '../src/understand/features';
import { understandText } from '../src/understand/verdict';

const bag = (text: string, variant: 'laos' | 'international' = 'laos') =>
  featureBag(understandText(text, 'caption', variant), variant);

describe('the model’s features', () => {
  it('keeps a stage digit and folds prices, so "ສູດ 1" is not "ສູດ 2" but two prices look alike', () => {
    expect(characterNgrams('ສູດ 1')).toContain('c:ດ 1');
    expect(characterNgrams('ສູດ 2')).not.toContain('c:ດ 1');
    expect(characterNgrams('ລາຄາ 285.000 ກີບ')).toEqual(characterNgrams('ລາຄາ 250,000 ກີບ'));
  });

  it('reads Lao written without spaces through its character n-grams', () => {
    expect(characterNgrams('ນົມຜົງເດັກ').length).toBeGreaterThan(3);
  });

  it('scales each text block to unit length', () => {
    const values = [...bag('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20%')].filter(([name]) => name.startsWith('c:')).map(([, v]) => v);
    expect(values.reduce((sum, v) => sum + v * v, 0)).toBeCloseTo(1);
  });

  it('crosses every act with the scope of the product (the policy’s "covered product AND act")', () => {
    expect(bag('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20%').has('@covered&cue:promo.discount')).toBe(true);
    expect(bag('ຜ້າອ້ອມເດັກ ຫຼຸດລາຄາ 20%').has('@covered&cue:promo.discount')).toBe(false);
  });

  it('uses the variant only with the label cues, never alone', () => {
    const laos = bag('ນົມຜົງເດັກ ສູດ 1 ສະຫຼາກພາສາອັງກິດ ບໍ່ມີພາສາລາວ', 'laos');
    const international = bag('ນົມຜົງເດັກ ສູດ 1 ສະຫຼາກພາສາອັງກິດ ບໍ່ມີພາສາລາວ', 'international');
    expect([...laos.keys()].some((k) => k.startsWith('@laos&'))).toBe(true);
    expect([...international.keys()].some((k) => k.startsWith('@laos&'))).toBe(false);
    expect([...laos.keys()].some((k) => k.startsWith('@variant'))).toBe(false);
    const promo = (variant: 'laos' | 'international') => [...bag('ນົມສູດ 2 ຫຼຸດ 10%', variant).keys()].sort();
    expect(promo('laos')).toEqual(promo('international'));
  });
});
