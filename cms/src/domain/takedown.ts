/**
 * Takedown verified (issue 13 point 4): while a removal is ordered, an item's page is captured again and each visit
 * says whether the ad is still there (its text, or one of its pictures: byte for byte, or within the near-duplicate
 * threshold of its perceptual hash, so a re-encoded or resized copy counts), the page changed (it loads, without
 * the ad), or the page is gone (it does not load, or answers an error). Pure: the service captures.
 */
import {
  NEAR_DUPLICATE_MAX_DISTANCE,
  removalOrdered,
  type CaseMeasure,
  type CaseStage,
  type RecaptureOutcome,
} from '@lcmdp/contract';
import { closestDistance } from './near-duplicate';

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

/** Whether one of the page's pictures is one of the ad's: the same bytes, or a perceptual hash within the threshold. */
export function showsSamePicture(
  page: { imageSha256s: readonly string[]; imagePhashes?: readonly string[] },
  ad: { imageSha256s: readonly string[]; imagePhashes?: readonly string[] },
): boolean {
  const pictures = new Set(ad.imageSha256s);
  if (page.imageSha256s.some((sha) => pictures.has(sha))) return true;
  return closestDistance(page.imagePhashes ?? [], ad.imagePhashes ?? []) <= NEAR_DUPLICATE_MAX_DISTANCE;
}

export type Capture =
  | { reachable: false }
  | { reachable: true; pageText: string; imageSha256s: readonly string[]; imagePhashes?: readonly string[] };

/** What a capture of the page says about the ad. */
export function recaptureOutcome(
  capture: Capture,
  ad: { text: string | null | undefined; imageSha256s: readonly string[]; imagePhashes?: readonly string[] },
): RecaptureOutcome {
  if (!capture.reachable) return 'gone';
  if (showsSamePicture(capture, ad)) return 'still_there';
  return showsSameText(ad.text, capture.pageText) ? 'still_there' : 'changed';
}

/** A case re-captured (by staff or the schedule) within this many hours is left alone by the scheduled run. */
export const SCHEDULED_RECAPTURE_SKIP_HOURS = 20;

/**
 * Whether the scheduled run re-captures a case now: its removal is ordered and not yet verified (the case is
 * "decided" with a removal order), and nobody re-captured it in the last SCHEDULED_RECAPTURE_SKIP_HOURS hours.
 */
export function scheduledRecaptureDue(
  position: { stage: CaseStage; measures: readonly CaseMeasure[] | null },
  lastRecaptureAt: string | Date | null | undefined,
  now: Date,
): boolean {
  if (position.stage !== 'decided' || !removalOrdered(position)) return false;
  if (!lastRecaptureAt) return true;
  const last = new Date(lastRecaptureAt).getTime();
  if (Number.isNaN(last)) return true;
  return now.getTime() - last >= SCHEDULED_RECAPTURE_SKIP_HOURS * 3_600_000;
}
