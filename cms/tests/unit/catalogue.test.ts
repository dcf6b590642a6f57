import {
  LABEL_PROBLEMS,
  OBSERVATION_PLACES,
  PRODUCT_TYPES,
  PROMOTION_KINDS,
  PROVINCES,
  REPORT_CATEGORIES,
  VARIANTS,
  VIOLATION_GROUPS,
  LABEL_PROBLEM_LABELS,
  PLACE_LABELS,
  PRODUCT_TYPE_LABELS,
  PROMOTION_KIND_LABELS,
  PROVINCE_LABELS,
  REPORT_CATEGORY_LABELS,
  VIOLATION_GROUP_LABELS,
  type Label,
} from '@lcmdp/contract';
import {
  DEMO_BRANDS,
  DEMO_CAPTIONS,
  DEMO_COMPANIES,
  DEMO_DATA_OPTIONS,
  DEMO_FEED_BASE_URL,
  DEMO_SOURCES,
  LAO_REFERENCES,
  VIOLATION_CODES,
  VIOLATION_TYPES,
} from '../../src/seed/catalogue';

const LAO_SCRIPT = /[\u0E80-\u0EFF]/;
/** NIGGAHITA (U+0ECD) followed by AA (U+0EB2) is the decomposed spelling of AM (U+0EB3): always wrong in seed text. */
const DECOMPOSED_AM = /\u0ECD\u0EB2/;
/** Thai characters that slipped into Lao text. */
const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

const LABEL_RECORDS: Array<[string, Record<string, Label>, readonly string[]]> = [
  ['VIOLATION_GROUP_LABELS', VIOLATION_GROUP_LABELS, VIOLATION_GROUPS],
  ['PRODUCT_TYPE_LABELS', PRODUCT_TYPE_LABELS, PRODUCT_TYPES],
  ['PLACE_LABELS', PLACE_LABELS, OBSERVATION_PLACES],
  ['REPORT_CATEGORY_LABELS', REPORT_CATEGORY_LABELS, REPORT_CATEGORIES],
  ['PROMOTION_KIND_LABELS', PROMOTION_KIND_LABELS, PROMOTION_KINDS],
  ['LABEL_PROBLEM_LABELS', LABEL_PROBLEM_LABELS, LABEL_PROBLEMS],
  ['PROVINCE_LABELS', PROVINCE_LABELS, PROVINCES],
];

/** Every Label in the catalogue, with a path for readable failures. */
function allLabels(): Array<[string, Label]> {
  const out: Array<[string, Label]> = [];
  for (const [recordName, record] of LABEL_RECORDS) {
    for (const [key, label] of Object.entries(record)) out.push([`${recordName}.${key}`, label]);
  }
  for (const c of VIOLATION_CODES) out.push([`code ${c.code}`, c.name]);
  for (const t of VIOLATION_TYPES) out.push([`type ${t.key}`, t.name]);
  for (const c of DEMO_COMPANIES) out.push([`company ${c.key}`, c.name]);
  for (const b of DEMO_BRANDS) out.push([`brand ${b.key}`, b.name]);
  for (const s of DEMO_SOURCES) out.push([`source ${s.key}`, s.name]);
  return out;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('violation codes', () => {
  it.each(VARIANTS)('are unique within the %s variant', (variant) => {
    const codes = VIOLATION_CODES.filter((c) => c.variant === variant).map((c) => c.code);
    expect(duplicates(codes)).toEqual([]);
  });

  it('are unique across variants too (a code names one provision)', () => {
    expect(duplicates(VIOLATION_CODES.map((c) => c.code))).toEqual([]);
  });

  it('carry the variant prefix in the code', () => {
    for (const c of VIOLATION_CODES) {
      expect(c.code).toMatch(c.variant === 'international' ? /^INT-[A-Z]{2}-\d{2}$/ : /^LA-[A-Z]{2}-\d{2}$/);
    }
  });

  it.each(VARIANTS)('cover every violation group in the %s variant', (variant) => {
    const used = new Set(VIOLATION_CODES.filter((c) => c.variant === variant).map((c) => c.group));
    for (const group of VIOLATION_GROUPS) expect({ group, used: used.has(group) }).toEqual({ group, used: true });
  });

  it('have a sensible number of codes per variant', () => {
    const count = (v: string) => VIOLATION_CODES.filter((c) => c.variant === v).length;
    expect(count('international')).toBeGreaterThanOrEqual(20);
    expect(count('international')).toBeLessThanOrEqual(28);
    expect(count('laos')).toBeGreaterThanOrEqual(12);
    expect(count('laos')).toBeLessThanOrEqual(18);
  });

  it.each(VARIANTS)('have unique, increasing sort orders in the %s variant', (variant) => {
    const orders = VIOLATION_CODES.filter((c) => c.variant === variant).map((c) => c.sortOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('cite Decree 472/PM or Guideline 1540/MOH for every Lao code, never as confirmed, and invent no article number', () => {
    const laos = VIOLATION_CODES.filter((c) => c.variant === 'laos');
    expect(laos.length).toBeGreaterThan(0);
    for (const c of laos) {
      expect(c.legalReference).toMatch(/472\/PM|1540\/MOH/);
      expect(c.referenceConfirmed).toBe(false);
      expect(c.legalReference).not.toMatch(/\b(?:Art\.?|Article)\s*\d/i);
    }
  });

  it('give every reference in Lao too, and no "to be confirmed" in either text (that is the staff-only marker)', () => {
    for (const c of VIOLATION_CODES) {
      const lao = LAO_REFERENCES[c.legalReference];
      expect(lao).toMatch(LAO_SCRIPT);
      // Latin letters only in the names of WHO and its Assembly's resolutions.
      expect(lao.replace(/\bWH[AO]\b/g, '')).not.toMatch(/[A-Za-z]/);
      expect(`${c.legalReference} ${lao}`).not.toMatch(/confirm|ຢືນຢັນ/i);
    }
  });

  it('cite the Code, a WHA resolution or WHO guidance for every international code', () => {
    for (const c of VIOLATION_CODES.filter((v) => v.variant === 'international')) {
      expect(c.legalReference).toMatch(/Code Art\. \d|WHA \d{2}\.\d+|WHO 20(16|23)/);
      expect(c.referenceConfirmed).toBe(true);
    }
  });
});

describe('violation types', () => {
  it('have #rrggbb colours', () => {
    for (const t of VIOLATION_TYPES) expect(t.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('have unique keys', () => {
    expect(duplicates(VIOLATION_TYPES.map((t) => t.key))).toEqual([]);
  });

  it.each(VARIANTS)('exist for the %s variant with distinct colours', (variant) => {
    const types = VIOLATION_TYPES.filter((t) => t.variant === variant);
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(duplicates(types.map((t) => t.color.toLowerCase()))).toEqual([]);
  });
});

describe('labels', () => {
  it.each(LABEL_RECORDS)('%s has exactly the vocabulary keys', (_name, record, keys) => {
    expect(Object.keys(record).sort()).toEqual([...keys].sort());
  });

  it('are non-empty in both languages, Lao in Lao script', () => {
    for (const [where, label] of allLabels()) {
      expect({ where, lo: label.lo.trim().length > 0, en: label.en.trim().length > 0 }).toEqual({
        where,
        lo: true,
        en: true,
      });
      expect({ where, laoScript: LAO_SCRIPT.test(label.lo) }).toEqual({ where, laoScript: true });
    }
  });

  it('use the composed AM vowel and no Thai characters in Lao text', () => {
    const loTexts = [
      ...allLabels().map(([where, l]) => [where, l.lo] as const),
      ...DEMO_CAPTIONS.filter((c) => c.lang === 'lo').map((c) => ['caption', c.text] as const),
    ];
    for (const [where, text] of loTexts) {
      expect({ where, decomposedAm: DECOMPOSED_AM.test(text), thai: THAI_SCRIPT.test(text) }).toEqual({
        where,
        decomposedAm: false,
        thai: false,
      });
    }
  });

  it('give every province its official English name', () => {
    expect(PROVINCE_LABELS.vientiane_capital).toEqual({ lo: 'ນະຄອນຫຼວງວຽງຈັນ', en: 'Vientiane Capital' });
    expect(PROVINCE_LABELS.phongsaly.lo).toBe('ຜົ້ງສາລີ');
    expect(duplicates(Object.values(PROVINCE_LABELS).map((l) => l.en))).toEqual([]);
    expect(duplicates(Object.values(PROVINCE_LABELS).map((l) => l.lo))).toEqual([]);
  });
});

describe('demo companies, brands and sources', () => {
  it('have unique keys', () => {
    expect(duplicates(DEMO_COMPANIES.map((c) => c.key))).toEqual([]);
    expect(duplicates(DEMO_BRANDS.map((b) => b.key))).toEqual([]);
    expect(duplicates(DEMO_SOURCES.map((s) => s.key))).toEqual([]);
  });

  it('link every brand to an existing company and known product types', () => {
    const companies = new Set(DEMO_COMPANIES.map((c) => c.key));
    for (const b of DEMO_BRANDS) {
      expect({ brand: b.key, companyExists: companies.has(b.companyKey) }).toEqual({
        brand: b.key,
        companyExists: true,
      });
      expect(b.productTypes.length).toBeGreaterThan(0);
      for (const p of b.productTypes) expect(PRODUCT_TYPES).toContain(p);
    }
  });

  it('give every company at least one brand', () => {
    const withBrands = new Set(DEMO_BRANDS.map((b) => b.companyKey));
    for (const c of DEMO_COMPANIES) expect(withBrands.has(c.key)).toBe(true);
  });

  it('point sources at the local demo feed, watched every 5 minutes (the shortest interval allowed)', () => {
    for (const s of DEMO_SOURCES) {
      expect(s.url.startsWith(`${DEMO_FEED_BASE_URL}/`)).toBe(true);
      expect(new URL(s.url).host).toBe('127.0.0.1:5100');
      expect(VARIANTS).toContain(s.variant);
      expect(s.intervalMinutes).toBe(5);
    }
    expect(Object.fromEntries(DEMO_SOURCES.map((s) => [s.key, s.url]))).toEqual({
      fb_mekong_nutrition: 'http://127.0.0.1:5100/mekong-nutrition/feed.xml',
      tiktok_buathong: 'http://127.0.0.1:5100/buathong/atom.xml',
      web_daonoy: 'http://127.0.0.1:5100/daonoy/',
      shop_baby_market: 'http://127.0.0.1:5100/baby-market/',
    });
    expect(new Set(DEMO_SOURCES.map((s) => s.platform))).toEqual(new Set(['facebook', 'tiktok', 'website', 'shop']));
  });

  it('derive data options whose keys are unique per kind and whose brand parents exist', () => {
    const seen = DEMO_DATA_OPTIONS.map((o) => `${o.kind}:${o.key}`);
    expect(duplicates(seen)).toEqual([]);
    const companies = new Set(DEMO_DATA_OPTIONS.filter((o) => o.kind === 'company').map((o) => o.key));
    for (const o of DEMO_DATA_OPTIONS.filter((d) => d.kind === 'brand')) {
      expect(companies.has(o.parentKey ?? '')).toBe(true);
    }
    expect(DEMO_DATA_OPTIONS.filter((o) => o.kind === 'product_type')).toHaveLength(PRODUCT_TYPES.length);
  });
});

describe('demo captions', () => {
  const knownCodes = new Set(VIOLATION_CODES.map((c) => c.code));

  it('only cite codes that exist in VIOLATION_CODES', () => {
    for (const caption of DEMO_CAPTIONS) {
      for (const code of caption.codes) {
        expect({ caption: caption.text, code, known: knownCodes.has(code) }).toEqual({
          caption: caption.text,
          code,
          known: true,
        });
      }
    }
  });

  it('cite codes exactly when suspected', () => {
    for (const caption of DEMO_CAPTIONS) {
      expect({ text: caption.text, hasCodes: caption.codes.length > 0 }).toEqual({
        text: caption.text,
        hasCodes: caption.suspected,
      });
      expect(duplicates(caption.codes)).toEqual([]);
    }
  });

  it('are written in the language they declare', () => {
    for (const caption of DEMO_CAPTIONS) {
      expect({ text: caption.text, lao: LAO_SCRIPT.test(caption.text) }).toEqual({
        text: caption.text,
        lao: caption.lang === 'lo',
      });
    }
  });

  it('mix violating and fine captions, mostly in Lao', () => {
    const suspected = DEMO_CAPTIONS.filter((c) => c.suspected).length;
    const fine = DEMO_CAPTIONS.length - suspected;
    expect(suspected).toBeGreaterThan(fine);
    expect(fine).toBeGreaterThanOrEqual(DEMO_CAPTIONS.length / 4);
    expect(DEMO_CAPTIONS.filter((c) => c.lang === 'lo').length).toBeGreaterThan(DEMO_CAPTIONS.length / 2);
  });
});
