/**
 * What the detector found, as the CMS's check routes answer it: the contract's `CheckAnswer` (read with
 * `checkRouteAnswerSchema`), reduced to what the report form and the check page show. An answer that does not fit
 * the contract (the CMS already answers 502 for those) reads as "unknown" rather than failing.
 */
import { checkRouteAnswerSchema, type CheckMatch, type CheckRouteAnswer, type CheckStatus } from '@lcmdp/contract';

export interface DetectorFinding {
  label: string;
  excerpt: string | null;
  codes: string[];
}

export interface DetectorVerdict {
  /** `suspected_violation` or `non_violation`; null when the answer could not be read. */
  status: CheckStatus | null;
  /** Whether it suspects a violation; null when the answer could not be read. */
  suspected: boolean | null;
  findings: DetectorFinding[];
}

/** The answer of a check route, or null when it does not fit the contract. */
export function readCheckAnswer(payload: unknown): CheckRouteAnswer | null {
  const parsed = checkRouteAnswerSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

function finding(match: CheckMatch): DetectorFinding {
  return { label: match.term.trim() || match.rule, excerpt: match.excerpt.trim() || null, codes: match.codes };
}

export function verdictOf(answer: CheckRouteAnswer | null): DetectorVerdict {
  if (!answer) return { status: null, suspected: null, findings: [] };
  return { status: answer.status, suspected: answer.suspected, findings: answer.matches.map(finding) };
}

export function toDetectorVerdict(payload: unknown): DetectorVerdict {
  return verdictOf(readCheckAnswer(payload));
}
