/**
 * A label said to be in another language than Lao, however the post words it: "label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ",
 * "English/Chinese label", "ກ່ອງພາສາໄທ", "labels all in Korean". The lexicon lists the common phrasings; this finds
 * the rest as a pattern (a label word beside a language's name). A Lao label mentioned with them ("Lao/English
 * label", "ສະຫຼາກພາສາລາວ ແລະ ອັງກິດ") is a Lao label: no hit.
 */
const LANGUAGE =
  '(?:english|chinese|thai|japanese|korean|vietnamese|malay|german|french|dutch|ພາສາອັງກິດ|ອັງກິດ|ພາສາຈີນ|ຈີນ|ພາສາໄທ|ໄທ|ຍີ່ປຸ່ນ|ເກົາຫຼີ|ຫວຽດ|ຫວຽດນາມ|ມາເລ)';
const LABEL = '(?:labels?|ສະຫຼາກ|ສະລາກ)';
const LANGUAGES = `${LANGUAGE}(?:\\s*(?:[+/&,]|and|ແລະ)\\s*${LANGUAGE})*`;

const PATTERNS = [
  // label ... language: "label ພາສາອັງກິດ+ຈີນ", "label all in Chinese", "ສະຫຼາກເປັນພາສາໄທ"
  new RegExp(`${LABEL}[\\s:.,-]{0,3}(?:all in|only in|in|ເປັນ|ມີແຕ່|ແມ່ນ)?\\s*(?:ພາສາ)?\\s*${LANGUAGES}`, 'gu'),
  // a box or pack "in" a language: "ກ່ອງພາສາໄທ", "box in Japanese"
  new RegExp(`(?:ກ່ອງ|box|pack|tin|can)\\s*(?:ພາສາ|in)\\s*${LANGUAGES}`, 'gu'),
  // language ... label: "English/Chinese label", "ພາສາອັງກິດ ສະຫຼາກ"
  new RegExp(`${LANGUAGES}[\\s-]{0,2}(?:language\\s*)?${LABEL}`, 'gu'),
];

const LAO_NEARBY = /lao|ລາວ/u;

export interface LanguageLabelMention {
  start: number;
  end: number;
}

/** Where the (folded, lower-case) text says a label is in a language other than Lao. */
export function foreignLanguageLabels(folded: string): LanguageLabelMention[] {
  const found: LanguageLabelMention[] = [];
  for (const pattern of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // "Lao/English label", "English + Lao label", "ສະຫຼາກພາສາລາວ ແລະ ອັງກິດ": Lao is on it.
      if (LAO_NEARBY.test(folded.slice(Math.max(0, start - 10), end + 10))) continue;
      if (found.some((m) => m.start < end && start < m.end)) continue;
      found.push({ start, end });
    }
  }
  return found;
}
