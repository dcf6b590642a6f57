/**
 * Ages written in a post ("0-6 ເດືອນ", "ອາຍຸ 4 ເດືອນຂຶ້ນໄປ", "1-3 ປີ", "6m+", "12-36 months"), in months. They
 * tell the formula stage (infant, follow-on, growing-up) and whether a complementary food is offered too early.
 */
import { ROMANISED_MONTHS, ROMANISED_YEARS } from './romanised';

export interface AgeMention {
  /** Whether the text counted in months ("6 ເດືອນ") or years ("1-3 ປີ"). */
  unit: 'months' | 'years';
  fromMonths: number;
  toMonths?: number;
  start: number;
  end: number;
  found: string;
}

const MONTHS = `(?:ເດືອ[ນມບ]|months?|mths?|mos?|m(?![a-z])|เดือน|(?:${ROMANISED_MONTHS})(?![a-z]))`;
const YEARS = `(?:ປີ|ຂວບ|years?|yrs?|y(?![a-z])|ขวบ|ปี|(?:${ROMANISED_YEARS})(?![a-z]))`;
const TO = '\\s*(?:-|–|~|ຫາ|ເຖິງ|to|ถึง)\\s*';

const PATTERNS: { regex: RegExp; unit: number }[] = [
  { regex: new RegExp(`(\\d{1,2})${TO}(\\d{1,2})\\s*${MONTHS}`, 'giu'), unit: 1 },
  { regex: new RegExp(`(\\d{1,2})${TO}(\\d{1,2})\\s*${YEARS}`, 'giu'), unit: 12 },
  { regex: new RegExp(`(\\d{1,2})\\s*${MONTHS}`, 'giu'), unit: 1 },
  { regex: new RegExp(`(\\d{1,2})\\s*${YEARS}`, 'giu'), unit: 12 },
];

/** An age that only a baby or toddler has: months up to 36, or a range of years within 0-3 ("1-3 ປີ"). */
export function isYoungChildAge(age: AgeMention): boolean {
  if (age.unit === 'months') return age.fromMonths <= 36;
  return age.toMonths !== undefined && age.toMonths <= 36;
}

/** Words before a number that make it a duration or a pregnancy month, not a child's age. */
const NOT_AN_AGE_BEFORE = /(ຖືພາ|pregnan|ຮັບປະກັນ|warranty|ຜ່ອນ|ພາຍໃນ|within|ກິນມາ|ມາໄດ້|ມາ|ໃນ)\s*$/i;

export function findAges(text: string): AgeMention[] {
  const mentions: AgeMention[] = [];
  const taken: [number, number][] = [];
  for (const { regex, unit } of PATTERNS) {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      // A number glued to a longer number or a price is not an age ("185,000", "2025").
      if (start > 0 && /[\d,.\-–]/.test(text[start - 1])) continue;
      if (NOT_AN_AGE_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
      taken.push([start, end]);
      const from = Number(m[1]) * unit;
      const to = m[2] !== undefined && /^\d+$/.test(m[2]) ? Number(m[2]) * unit : undefined;
      mentions.push({ unit: unit === 1 ? 'months' : 'years', fromMonths: from, toMonths: to, start, end, found: m[0] });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}
