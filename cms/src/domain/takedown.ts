/**
 * Takedown verified (issue 13 point 4): while a removal is ordered, an item's page is captured again and each visit
 * says whether the ad is still there (its text, or one of its pictures byte for byte), the page changed (it loads,
 * without the ad), or the page is gone (it does not load, or answers an error). Pure: the service captures.
 */
import type { RecaptureOutcome } from '@lcmdp/contract';

/** Share of the ad text's 4-character pieces found on the page for "the same text" (Lao has no spaces to split on). */
export const SAME_TEXT_SHARE = 0.8;
/** Ad texts shorter than this say too little to be recognised by their text alone. */
const MIN_TEXT_CHARS = 12;

const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

function pieces(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 4 <= text.length; i += 1) out.add(text.slice(i, i + 4));
  return out;
}

/** Whether the page still shows the ad's text: most of its 4-character pieces are on the page. */
export function showsSameText(adText: string | null | undefined, pageText: string): boolean {
  const ad = fold(adText ?? '');
  if (ad.length < MIN_TEXT_CHARS) return false;
  const page = fold(pageText);
  const wanted = pieces(ad);
  let found = 0;
  for (const piece of wanted) if (page.includes(piece)) found += 1;
  return found / wanted.size >= SAME_TEXT_SHARE;
}

export type Capture = { reachable: false } | { reachable: true; pageText: string; imageSha256s: readonly string[] };

/** What a capture of the page says about the ad. */
export function recaptureOutcome(
  capture: Capture,
  ad: { text: string | null | undefined; imageSha256s: readonly string[] },
): RecaptureOutcome {
  if (!capture.reachable) return 'gone';
  const pictures = new Set(ad.imageSha256s);
  if (capture.imageSha256s.some((sha) => pictures.has(sha))) return 'still_there';
  return showsSameText(ad.text, capture.pageText) ? 'still_there' : 'changed';
}
