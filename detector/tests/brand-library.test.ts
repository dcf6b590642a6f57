/** The recogniser's brand and company library: the built-in names (from the contract's demo list) and extra ones. */
import { DEMO_BRANDS, DEMO_COMPANIES } from '@lcmdp/contract/vocabulary';

import { judgeTexts } from '../src/judge/answer';
import { KNOWN_BRANDS, KNOWN_COMPANIES } from '../src/understand/brands';
import { builtInLibrary, extendLibrary, findEvidence } from '../src/understand/evidence';
import { recogniseProduct } from '../src/understand/product';
import { understandText } from '../src/understand/verdict';

const DRAGON = { key: 'dragon_milk', names: ['ນົມມັງກອນ', 'Dragon Milk'], companyKey: 'dragon_foods', products: [] };
const DRAGON_FOODS = { key: 'dragon_foods', names: ['ບໍລິສັດ ອາຫານມັງກອນ', 'Dragon Foods'] };

const brandKeys = (text: string, library = builtInLibrary()) =>
  findEvidence(text, 'caption', library).brands.map((hit) => hit.brand.key);

describe('the built-in brands', () => {
  it('are the contract demo brands and companies, by their short names, then the region’s brands', () => {
    for (const demo of DEMO_BRANDS) {
      const known = KNOWN_BRANDS.find((b) => b.key === demo.key);
      expect(known?.names.slice(0, 2)).toEqual([demo.shortName.lo, demo.shortName.en]);
      expect(known?.companyKey).toBe(demo.companyKey);
    }
    for (const demo of DEMO_COMPANIES) {
      expect(KNOWN_COMPANIES.find((c) => c.key === demo.key)?.names.slice(0, 2)).toEqual([demo.shortName.lo, demo.shortName.en]);
    }
    expect(KNOWN_BRANDS.find((b) => b.key === 'daonoy_junior')?.products).toEqual(['growing_up_milk']);
    expect(KNOWN_BRANDS.find((b) => b.key === 'phufa_puree')?.products).toEqual(['complementary_food']);
    expect(KNOWN_BRANDS.find((b) => b.key === 'daonoy_formula')?.names).toContain('Dao Noy');
    expect(KNOWN_BRANDS.some((b) => b.key === 'lactogen')).toBe(true);
  });

  it('are compiled once: the default library is the same object every time', () => {
    expect(builtInLibrary()).toBe(builtInLibrary());
    expect(builtInLibrary().brands).toBe(KNOWN_BRANDS);
  });
});

describe('extendLibrary', () => {
  const library = extendLibrary({ brands: [DRAGON], companies: [DRAGON_FOODS] });

  it('recognises a new brand in Lao and in English, and its company', () => {
    expect(brandKeys('ນົມມັງກອນ ສູດ 1 ລາຄາພິເສດ ມື້ນີ້', library)).toEqual(['dragon_milk']);
    expect(brandKeys('Dragon Milk stage 1, special price today', library)).toEqual(['dragon_milk']);
    const evidence = findEvidence('New from Dragon Foods: Dragon Milk', 'caption', library);
    expect(evidence.companies.map((hit) => hit.company.key)).toEqual(['dragon_foods']);
    expect(library.company(library.brand('dragon_milk')!.companyKey!)?.names).toContain('Dragon Foods');
  });

  it('leaves the built-in library and its results unchanged', () => {
    expect(brandKeys('ນົມມັງກອນ ສູດ 1 ລາຄາພິເສດ')).toEqual([]);
    expect(brandKeys('Dragon Milk stage 1')).toEqual([]);
    for (const text of ['ນົມຜົງ ດາວນ້ອຍ ສູດ 1 ລາຄາພິເສດ', 'Lactogen 2 ลดราคา', 'Similac and Enfagrow on sale']) {
      expect(brandKeys(text, library)).toEqual(brandKeys(text));
    }
    expect(builtInLibrary().brands).toBe(KNOWN_BRANDS);
    expect(builtInLibrary().brand('dragon_milk')).toBeUndefined();
    // The default reading (classify, eval) is the built-in one.
    const text = 'ນົມຜົງ ດາວນ້ອຍ ສູດ 1 ລາຄາພິເສດ';
    expect(understandText(text, 'caption', 'laos').evidence).toEqual(findEvidence(text, 'caption'));
  });

  it('adds a library name to a built-in brand, which keeps its products and company', () => {
    const merged = extendLibrary({
      brands: [{ key: 'daonoy_formula', names: ['ນົມຜົງ ດາວນ້ອຍ', 'DaoNoy Formula', 'ດາວນ້ອຍ'], products: [] }],
    });
    const brand = merged.brand('daonoy_formula')!;
    expect(brand.names).toEqual(['ດາວນ້ອຍ', 'DaoNoy', 'Dao Noy', 'ນົມຜົງ ດາວນ້ອຍ', 'DaoNoy Formula']);
    expect(brand.products).toEqual(['infant_formula', 'follow_on_formula']);
    expect(brand.companyKey).toBe('mekong_nutrition');
    const evidence = findEvidence('DaoNoy Formula for your baby', 'caption', merged);
    expect(evidence.brands.map((hit) => [hit.brand.key, hit.found])).toEqual([['daonoy_formula', 'DaoNoy Formula']]);
    expect(recogniseProduct(evidence).product).toBe('infant_formula');
  });

  it('skips names too short to search for', () => {
    const short = extendLibrary({ brands: [{ key: 'xy', names: ['XY', ' '], products: [] }] });
    expect(short.brand('xy')).toBeUndefined();
    expect(short.brandTerms.length).toBe(builtInLibrary().brandTerms.length);
  });

  it('reaches judgeTexts: the answer names the library brand and its company', () => {
    const pieces = [{ where: 'text' as const, text: 'ນົມມັງກອນ ຈາກ Dragon Foods ສຳລັບເດັກແຮກເກີດ ລາຄາພິເສດ' }];
    const { named } = judgeTexts(pieces, 'laos', undefined, { library });
    expect(named.brands.map((b) => b.key)).toEqual(['dragon_milk']);
    expect(named.companies.map((c) => c.key)).toEqual(['dragon_foods']);
    expect(judgeTexts(pieces, 'laos').named.brands).toEqual([]);
  });
});
