/**
 * Company and brand names as people type them ("Nestlé Lao Co., Ltd.", "nestle", "ເນສເລ່") resolved against the
 * data-option library, so that one company is one bar in the analysis. A name matches an option when, once
 * normalised, it equals the option's key, its Lao or English name, or one of its aliases. Normalising: Unicode
 * compatibility form, accents dropped, lower case, punctuation and spaces squeezed, and the legal form of a company
 * ("Co.", "Ltd.", "Company Limited", ບໍລິສັດ ... ຈຳກັດ) left out. Pure: the analysis service loads the options.
 */
import type { AnalysisBucket, LocalizedName } from '@lcmdp/contract';

/** Words of a company's legal form, in English and Lao, that say nothing about which company it is. */
const LEGAL_FORM_WORDS: readonly string[] = [
  'co',
  'company',
  'companies',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'plc',
  'llc',
  'jsc',
  'sa',
  'ag',
  'gmbh',
  'bv',
  'pte',
  'sdn',
  'bhd',
  'ບໍລິສັດ',
  'ຈຳກັດ',
  'ຈກ',
  'ມະຫາຊົນ',
  'ຜູ້ດຽວ',
  'ສ່ວນບຸກຄົນ',
];

/**
 * Compatibility form with Latin accents dropped (é → e), lower case. Lao vowel and tone marks are kept: they tell
 * words apart. The compatibility form also makes the two ways of typing AM (ຳ, or ໍ + າ) one.
 */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const LEGAL_FORMS = new Set(LEGAL_FORM_WORDS.map(fold));

/** The form of a name that matching compares ('' when nothing but a legal form or punctuation is left). */
export function normalizeName(name: string): string {
  return fold(name)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ');
}

export interface LibraryName {
  key: string;
  names: LocalizedName[];
  aliases: string[];
}

/** Each normalised name of the library's options, to the key of its option (the first option wins a clash). */
export function nameIndex(options: readonly LibraryName[]): Map<string, LibraryName> {
  const index = new Map<string, LibraryName>();
  for (const option of options) {
    for (const name of [option.key, ...option.names.map((n) => n.name), ...option.aliases]) {
      const normal = normalizeName(name);
      if (normal && !index.has(normal)) index.set(normal, option);
    }
  }
  return index;
}

/**
 * Stored names' counts as the library names them: counts of names of one option added up under the option's key
 * (with its names); names the library does not know stay as typed and are listed apart for an editor to map.
 * Items without a name (key '') stay under ''. Both lists largest first.
 */
export function resolveNames(
  buckets: readonly AnalysisBucket[],
  index: ReadonlyMap<string, LibraryName>,
): { resolved: AnalysisBucket[]; unresolved: AnalysisBucket[] } {
  const byKey = new Map<string, AnalysisBucket>();
  const unresolved = new Map<string, AnalysisBucket>();
  for (const { key, count } of buckets) {
    const option = key.trim() ? index.get(normalizeName(key)) : undefined;
    if (option) {
      const bucket = byKey.get(option.key) ?? { key: option.key, count: 0, names: option.names };
      bucket.count += count;
      byKey.set(option.key, bucket);
      continue;
    }
    // Unknown names that differ only in case, spacing or punctuation are one name, shown as first typed.
    const normal = normalizeName(key);
    const typed = unresolved.get(normal) ?? { key: normal ? key.trim() : '', count: 0 };
    typed.count += count;
    unresolved.set(normal, typed);
  }
  const largestFirst = (a: AnalysisBucket, b: AnalysisBucket) => b.count - a.count || a.key.localeCompare(b.key);
  const unknown = [...unresolved.values()].sort(largestFirst);
  return {
    resolved: [...byKey.values(), ...unknown].sort(largestFirst),
    unresolved: unknown.filter((b) => b.key !== ''),
  };
}
