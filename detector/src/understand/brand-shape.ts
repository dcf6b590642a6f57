/**
 * Names shaped like a brand of milk or baby food that the library may not know: "MaliMilk", "DragonGrow",
 * "Champa Baby", "Sunnymom", "Nutrilac". Every writer, shop and company invents or imports names the library has
 * never seen, and a reviewer still reads such a name as a brand (POLICY §0: a covered product may be named only by
 * an unknown brand). The model cannot learn an unseen name from its letters; it can learn that a post names
 * something brand-shaped. Only Latin letters: a Lao-script name has no shape to tell it from a word.
 */

export interface BrandShape {
  found: string;
  /** UTF-16 offsets in the searched text. */
  start: number;
  end: number;
}

/** Two or more capitalised parts in one word: "MaliMilk", "KiddoGold", "NutriKid". */
const CAMEL = /(?<![\p{L}\p{N}])[A-Z][a-z]+(?:[A-Z][a-z]+)+(?![\p{L}\p{N}])/gu;
/** A capitalised word and a part brands of baby milk and food are made of: "Champa Baby", "Lanxang Kids". */
const NAME_AND_PART =
  /(?<![\p{L}\p{N}])([A-Z][a-z]+) (?:Baby|Babies|Kids?|Milk|Mom|Mum|Mama|Grow|Gold|Star|Plus|Nutrition|Junior|Care|Lac)(?![\p{L}\p{N}])/gu;
/** One word ending in such a part: "Sunnymom", "Pearlbaby", "Nutrilac", "Dugro", "Happykid". */
const ENDS_IN_PART = /(?<![\p{L}\p{N}])[A-Z][a-z]+(?:milk|mom|mum|baby|kids?|grow|gro|lac|lait)(?![\p{L}\p{N}])/gu;

/** Apps, platforms and everyday words of the same shape. */
const NOT_BRANDS = new Set(
  [
    'WhatsApp',
    'TikTok',
    'TikTokShop',
    'WeChat',
    'YouTube',
    'LinkedIn',
    'PayPal',
    'PowerPoint',
    'OneDrive',
    'GoPro',
    'McDonald',
    'Breastmilk',
    'Grandmom',
    'Grandmum',
    'Stepmom',
    'Stepmum',
    'Supermom',
    'Supermum',
    'Newbaby',
  ].map((w) => w.toLowerCase()),
);

/** First words (lower case) that make "<word> Baby" an ordinary phrase, not a brand ("Your Baby", "Infant Nutrition"). */
const ORDINARY_FIRST = new Set([
  'a',
  'the',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'new',
  'every',
  'each',
  'any',
  'all',
  'this',
  'that',
  'for',
  'and',
  'with',
  'infant',
  'infants',
  'child',
  'children',
  'toddler',
  'newborn',
  'young',
  'paediatric',
  'pediatric',
  'maternal',
  'mother',
  'mothers',
  'family',
  'breast',
  'human',
  'good',
  'best',
  'healthy',
  'happy',
  'total',
  'complete',
  'first',
  'big',
  'little',
  'premature',
  'sick',
  'health',
  'baby',
  'kids',
  'working',
  'single',
]);

/** The brand-shaped names in a text, each once, in order. */
export function findBrandShapes(text: string): BrandShape[] {
  const found: BrandShape[] = [];
  const add = (name: string, start: number) => {
    if (NOT_BRANDS.has(name.toLowerCase())) return;
    const end = start + name.length;
    if (found.some((s) => s.start < end && start < s.end)) return;
    found.push({ found: name, start, end });
  };
  for (const m of text.matchAll(CAMEL)) add(m[0], m.index ?? 0);
  for (const m of text.matchAll(NAME_AND_PART)) {
    if (!ORDINARY_FIRST.has(m[1].toLowerCase())) add(m[0], m.index ?? 0);
  }
  for (const m of text.matchAll(ENDS_IN_PART)) add(m[0], m.index ?? 0);
  return found.sort((a, b) => a.start - b.start);
}
