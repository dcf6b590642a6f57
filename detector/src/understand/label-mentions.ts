/**
 * What a post says about a pack's label, however it words it: that the label is in another language than Lao
 * ("label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ", "English/Chinese label", "ກ່ອງພາສາໄທ", "box only Korean language"), or that its
 * expiry date is missing ("expiry date print rubbed off", "ບໍ່ມີ EXP date", "without the expiry date stamped"). The
 * lexicon lists the common phrasings; these patterns find the rest (a label word beside a language's name; an expiry
 * word beside a word of absence). A Lao label mentioned with the others ("Lao/English label") is a Lao label.
 */
const either = (words: readonly string[]) => `(?:${words.join('|')})`;
const ENGLISH_NAMES = ['english', 'chinese', 'thai', 'japanese', 'korean', 'vietnamese', 'malay', 'german', 'french', 'dutch'];
const LAO_NAMES = ['ພາສາອັງກິດ', 'ອັງກິດ', 'ພາສາຈີນ', 'ຈີນ', 'ພາສາໄທ', 'ໄທ', 'ຍີ່ປຸ່ນ', 'ເກົາຫຼີ', 'ຫວຽດ', 'ຫວຽດນາມ', 'ມາເລ'];
/** One language's name or several joined ("English/German", "ພາສາອັງກິດ+ຈີນ", "Thai and English"). */
const languages = (names: readonly string[]) => `${either(names)}(?:\\s*(?:[+/&,]|and|ແລະ)\\s*${either(names)})*`;
const LANGUAGES = languages([...ENGLISH_NAMES, ...LAO_NAMES]);
const ENGLISH_LANGUAGES = languages(ENGLISH_NAMES);
const LABEL_WORDS = ['labels?', 'ສະຫຼາກ', 'ສະລາກ'];
const LABEL = either(LABEL_WORDS);
/** What carries a label's words: the label, the box, the tin, the instructions. */
const CARRIER = either([
  ...LABEL_WORDS,
  'box',
  'boxes',
  'tins?',
  'cans?',
  'packs?',
  'packaging',
  'instructions',
  'ກ່ອງ',
  'ກະປ໋ອງ',
  'ໜ້າກະປ໋ອງ',
  'ວິທີຊົງ',
  'ຄູ່ມື',
]);

const FOREIGN_LABEL = [
  // label ... language: "label ພາສາອັງກິດ+ຈີນ", "label all in Chinese", "ສະຫຼາກເປັນພາສາໄທ"
  // "Label language: Thai / English"
  new RegExp(`${LABEL}(?:\\s*language)?[\\s:.,-]{0,3}(?:all in|only in|in|ເປັນ|ມີແຕ່|ແມ່ນ)?\\s*(?:ພາສາ)?\\s*${LANGUAGES}`, 'gu'),
  // a carrier said to be in a language: "ກ່ອງພາສາໄທ", "box only Korean language", "Label is all Japanese",
  // "ກ່ອງ ແລະ ຄູ່ມື ເປັນພາສາອັງກິດທັງໝົດ", "ໜ້າກະປ໋ອງເປັນພາສາຈີນ"
  new RegExp(`${CARRIER}[^\\n.!?]{0,16}?(?:ເປັນພາສາ|ພາສາ|is all|are all|all in|only in|is in|are in|only)\\s*${LANGUAGES}`, 'gu'),
  // language ... label, in English: "English/Chinese label", "Thai-language box only" (in Lao the language's name
  // before a box is where it comes from: "ນຳເຂົ້າຈາກໄທ ກ່ອງລະ 50,000")
  new RegExp(`${ENGLISH_LANGUAGES}[\\s-]{0,2}(?:language[\\s-]*)?${CARRIER}`, 'gu'),
];

const LAO_NEARBY = /lao|ລາວ/u;
/** Lao named as missing ("ບໍ່ມີລາວ", "no Lao", "non-Lao"): the label is foreign all the same. */
const LAO_ABSENT = /(?:ບໍ່ມີ|ບໍ່ແມ່ນ|ບໍ່ເປັນ)\s*(?:ພາສາ\s*)?ລາວ|(?:no|not|non|without|without any)[\s-]*(?:in\s*)?lao/gu;

const EXPIRY = '(?:expiry(?:\\s*date)?(?:\\s*(?:print|stamp|sticker)s?\\b)?|exp(?:\\s*date)?|ວັນໝົດອາຍຸ|ວັນຫມົດອາຍຸ)';
const ABSENT_AFTER =
  '(?:missing|rubbed off|rubbed out|not shown|not visible|not printed|removed|torn off|scratched off|peeled off|illegible|ບໍ່ເຫັນ|ເບິ່ງບໍ່ເຫັນ|ຖືກຂູດ|ຂູດອອກ|ລອກອອກ|ລົບເລືອນ|ຈາງ)';
const MISSING_EXPIRY = [
  // "expiry date print rubbed off", "EXP ບໍ່ເຫັນ", "expiry stickers missing"
  new RegExp(`${EXPIRY}[^\\n.!?]{0,14}?${ABSENT_AFTER}`, 'gu'),
  // "ບໍ່ມີ EXP date", "without the expiry date stamped", "no exp"
  new RegExp(`(?:ບໍ່ມີ|without|no)\\s*(?:the\\s*|an\\s*|any\\s*)?${EXPIRY}`, 'gu'),
];

export interface LabelMention {
  start: number;
  end: number;
}

function mentions(folded: string, patterns: readonly RegExp[], keep: (start: number, end: number) => boolean) {
  const found: LabelMention[] = [];
  for (const pattern of patterns) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!keep(start, end) || found.some((m) => m.start < end && start < m.end)) continue;
      found.push({ start, end });
    }
  }
  return found;
}

/** Where the (folded, lower-case) text says a label is in a language other than Lao. */
export function foreignLanguageLabels(folded: string): LabelMention[] {
  // "Lao/English label", "English + Lao label", "ສະຫຼາກພາສາລາວ ແລະ ອັງກິດ": Lao is on it.
  return mentions(
    folded,
    FOREIGN_LABEL,
    (start, end) => !LAO_NEARBY.test(folded.slice(Math.max(0, start - 10), end + 10).replace(LAO_ABSENT, ' ')),
  );
}

/**
 * A parent asking for help with a label they cannot read ("ອ່ານວິທີຊົງບໍ່ເຂົ້າໃຈ", "ໃຜຊ່ວຍແປແດ່", "can anyone
 * translate"): a parent's own question (labelling guide: not suspected), not a seller's notice of a foreign label.
 */
const CANNOT_READ = [
  /ອ່ານ[^\n.!?]{0,12}?ບໍ່\s*(?:ຄ່ອຍ\s*)?(?:ອອກ|ເຂົ້າໃຈ)/u,
  /(?:ຊ່ວຍ|ໃຜ)[^\n.!?]{0,8}?ແປ/u,
  /ແປໃຫ້/u,
  /\b(?:can'?t|cannot|can not|unable to) (?:read|understand)\b/u,
  /\b(?:anyone|someone|somebody)[^\n.!?]{0,24}?(?:translate|read (?:thai|chinese|korean|vietnamese|japanese))/u,
  /\bhelp (?:me )?translate\b/u,
];

export function asksForHelpReadingALabel(folded: string): boolean {
  return CANNOT_READ.some((pattern) => pattern.test(folded));
}

/** Where the (folded, lower-case) text says a pack's expiry date is missing or unreadable. */
export function missingExpiryDates(folded: string): LabelMention[] {
  return mentions(folded, MISSING_EXPIRY, () => true);
}
