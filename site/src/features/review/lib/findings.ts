/** The AI's findings as the review view reads them, and the terms to mark in the texts (see `@/lib/highlight`). */

/** Where the detector found something (contract: detectionPostSchema.aiFindings[].where). */
export type FindingPlace = 'caption' | 'page_text' | 'image_ocr' | 'image_match' | 'url';

/** One AI finding as the detector posted it (the wire carries them as `unknown[]`, staff only). */
export interface AiFinding {
  rule: string;
  term?: string;
  where: FindingPlace;
  excerpt?: string;
  codes?: string[];
}

const PLACES: readonly string[] = ['caption', 'page_text', 'image_ocr', 'image_match', 'url'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const optionalString = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** Reads `ai_findings` defensively: a malformed entry (older detector, hand-edited data) is skipped. */
export function readFindings(raw: readonly unknown[] | null | undefined): AiFinding[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): AiFinding[] => {
    if (!isRecord(entry) || typeof entry.rule !== 'string') return [];
    const where = typeof entry.where === 'string' && PLACES.includes(entry.where) ? (entry.where as FindingPlace) : 'caption';
    const codes = Array.isArray(entry.codes) ? entry.codes.filter((c): c is string => typeof c === 'string') : undefined;
    return [{ rule: entry.rule, where, term: optionalString(entry.term), excerpt: optionalString(entry.excerpt), codes }];
  });
}

/** The strings to look for: every finding's term and excerpt. */
export function findingNeedles(findings: readonly AiFinding[]): string[] {
  return findings.flatMap((f) => [f.term, f.excerpt].filter((s): s is string => Boolean(s)));
}
