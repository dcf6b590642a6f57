/**
 * A staff page check kept as a detection: the detector's answer (its CheckAnswer, read here through the few fields
 * a detection keeps) becomes the finding a crawler would have posted, of origin `check`. Pure: the service fetches
 * the screenshot and stores the detection.
 */
import { detectionPostSchema, type DetectionPost, type Variant } from '@lcmdp/contract';
import { z } from 'zod';

/** Where the detector found a match, as a detection's finding says it. */
const WHERE = { text: 'caption', page: 'page_text', image: 'image_ocr', combined: 'page_text' } as const;

export const pageCheckAnswerSchema = z.object({
  suspected: z.boolean(),
  score: z.number().min(0).max(1),
  model_version: z.string().optional(),
  page_text: z.string().optional(),
  matches: z
    .array(
      z.object({
        rule: z.string().min(1),
        term: z.string().optional(),
        where: z.enum(['text', 'page', 'image', 'combined']),
        excerpt: z.string().optional(),
        codes: z.array(z.string()).optional(),
      }),
    )
    .default([]),
  evidence: z.object({
    final_url: z.string(),
    screenshot_sha256: z.string(),
    captured_at: z.string(),
    stored: z.boolean().optional(),
  }),
});

export type PageCheckAnswer = z.infer<typeof pageCheckAnswerSchema>;

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
      where: WHERE[match.where],
      excerpt: clip(match.excerpt, 1000),
      codes: match.codes?.slice(0, 20).map((code) => code.slice(0, 50)),
    })),
    imageHashes: [],
    imagePhashes: [],
    modelVersion: clip(answer.model_version, 100),
  });
}
