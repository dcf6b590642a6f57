/** A re-capture's pages in one line for people: "address — what was found (the detector's reason)", joined by "; ". */
import type { RecaptureOutcome } from '@lcmdp/contract';

export interface CapturedPage {
  url: string;
  outcome: RecaptureOutcome;
  /** Why the page is gone or was not checked, in the detector's words. */
  reason?: string;
}

export function capturedPages(captures: readonly CapturedPage[], outcomeText: (outcome: RecaptureOutcome) => string): string {
  return captures.map((c) => `${c.url} — ${outcomeText(c.outcome)}${c.reason ? ` (${c.reason})` : ''}`).join('; ');
}
