/** Latin names shaped like a milk or baby-food brand, known to the library or not (POLICY §0: unknown brands). */
import { findBrandShapes } from '../src/understand/brand-shape';
import { findEvidence } from '../src/understand/evidence';
import { featureBag } from '../src/understand/features';
import { namesNothing, understandText } from '../src/understand/verdict';

const names = (text: string) => findBrandShapes(text).map((s) => s.found);

describe('brand-shaped names', () => {
  it.each([
    ['Week 12 update from MaliMilk Baby Journey', ['MaliMilk']],
    ['ງານສຳມະນາ ຮ່ວມກັບ DragonGrow ແລະ GoldenLamb', ['DragonGrow', 'GoldenLamb']],
    ['ລຸ້ນຮັບ Champa Baby 3 ຟຣີ', ['Champa Baby']],
    ['Sunnymom, Nutrilac and Dugro on sale', ['Sunnymom', 'Nutrilac', 'Dugro']],
  ])('finds the new names in %s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('leaves apps, ordinary phrases and everyday words alone', () => {
    expect(names('Message us on WhatsApp or TikTok, see YouTube')).toEqual([]);
    expect(names('Your Baby needs Breastmilk; Infant Nutrition tips; Black Place')).toEqual([]);
    expect(names('ນົມແມ່ ດີທີ່ສຸດ ສຳລັບລູກ')).toEqual([]);
  });

  it('gives the offsets of each name in the text', () => {
    const [shape] = findBrandShapes('Try NutriKid today');
    expect(shape).toEqual({ found: 'NutriKid', start: 4, end: 12 });
  });

  it('is a feature of its own and crossed with the acts found, and makes a post name something', () => {
    const understanding = understandText('Free webinar by the MaliMilk Parenting Club, join us', 'caption', 'laos');
    const bag = featureBag(understanding, 'laos');
    expect(bag.get('@brand_shape')).toBe(1);
    expect([...bag.keys()].some((k) => k.startsWith('@brand_shape&cue:'))).toBe(true);
    expect(findEvidence('A quiet walk in the park', 'caption').brandShapes).toEqual([]);
    expect(namesNothing(understandText('Week 12 update from MaliMilk Journey', 'caption', 'laos'))).toBe(false);
    expect(namesNothing(understandText('Week 12 update from the journey', 'caption', 'laos'))).toBe(true);
  });
});
