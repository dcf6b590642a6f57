/**
 * Staff page checks are kept as detections of origin `check` in the queue of their variant, with the captured
 * screenshot as evidence (the check screen promises it; its "recent checks" list shows them). A public check only
 * answers. Keeping is best effort: the check's answer comes back even if the detection could not be stored, and
 * then says so (`detection: null`).
 */
import type { KeptCheck, PageCheckAnswer, Variant } from '@lcmdp/contract';
import { pageCheckFinding } from '../domain/page-check';
import { keptEvidence } from './detector-client';
import { addDetection, type DetectionIntake } from './intake';
import { withTempFile } from './uploads';

export async function keepPageCheck(
  variant: Variant,
  check: { url: string; desc?: string },
  answer: PageCheckAnswer,
): Promise<KeptCheck | null> {
  try {
    const finding = pageCheckFinding(variant, check, answer);
    const screenshot = answer.evidence.stored ? await keptEvidence(answer.evidence.screenshot_sha256) : null;
    const intake: DetectionIntake = screenshot
      ? await withTempFile('screenshot.png', 'image/png', screenshot, (file) =>
          addDetection(finding, { images: [], screenshot: file }),
        )
      : await addDetection(finding, { images: [] });
    return { _id: intake._id, created: intake.created, seen_again: intake.seenAgain };
  } catch (error) {
    strapi.log.warn(`page check not kept: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
