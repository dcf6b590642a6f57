/**
 * A staff page check kept as a detection: the detector's answer (the contract's `PageCheckAnswer`, read by the
 * detector client) becomes the finding a crawler would have posted, of origin `check`. Pure: the service fetches
 * the screenshot and stores the detection.
 */
import {
  detectionPostSchema,
  FINDING_PLACE_OF_MATCH,
  LIMITS,
  type DetectionPost,
  type PageCheckAnswer,
  type Variant,
} from '@lcmdp/contract';

/** A check's caption: what staff typed about the page, else the start of the page's text. */
const CAPTION_FROM_PAGE_CHARS = 2000;

/** The platform a page address belongs to (the data-option platforms sources use). */
export function platformOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^(www|m|web|mobile)\./, '');
  } catch {
    return 'website';
  }
  const on = (...domains: string[]) => domains.some((d) => host === d || host.endsWith(`.${d}`));
  if (on('facebook.com', 'fb.com', 'fb.watch', 'messenger.com')) return 'facebook';
  if (on('tiktok.com')) return 'tiktok';
  if (on('youtube.com', 'youtu.be')) return 'youtube';
  if (on('instagram.com')) return 'instagram';
  return 'website';
}

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/** The finding to store for a staff page check, validated as any posted finding is. */
export function pageCheckFinding(
  variant: Variant,
  check: { url: string; desc?: string },
  answer: PageCheckAnswer,
): DetectionPost {
  const caption = check.desc?.trim() || answer.page_text?.trim().slice(0, CAPTION_FROM_PAGE_CHARS) || undefined;
  return detectionPostSchema.parse({
    variant,
    origin: 'check',
    platform: platformOf(answer.evidence.final_url || check.url),
    pageUrl: answer.evidence.final_url || check.url,
    caption,
    crawledAt: answer.evidence.captured_at,
    aiScore: answer.score,
    aiSuspected: answer.suspected,
    aiFindings: answer.matches.slice(0, 200).map((match) => ({
      rule: clip(match.rule, 100),
      term: clip(match.term, 500),
      where: FINDING_PLACE_OF_MATCH[match.where],
      excerpt: clip(match.excerpt, 1000),
      codes: match.codes.slice(0, 20).map((code) => code.slice(0, 50)),
    })),
    imageHashes: [],
    // The page's pictures' perceptual hashes: the same ad seen again, and a re-capture recognising its picture.
    imagePhashes: (answer.evidence.image_phashes ?? []).slice(0, LIMITS.imagesPerDetectionMax),
    modelVersion: clip(answer.model_version, 100),
  });
}
