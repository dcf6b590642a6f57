/**
 * The detector's answer to a check (`POST /check/images`, `POST /check/url` of the detector service), which the
 * CMS's check routes pass on to the site: declared once here. The detector builds it as `CheckAnswer`, the CMS
 * parses the detector's answer with `checkAnswerSchema` (a malformed answer is the detector's fault: 502), and the
 * site reads its fields by these names.
 */
import { z } from 'zod';
import { phashSchema, type DetectionPost } from './schemas';
import { PRODUCT_TYPES, VIOLATION_GROUPS } from './vocabulary';

export const CHECK_STATUSES = ['suspected_violation', 'non_violation'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** Where a match was found: the typed text, the page's text, one image's OCR, or all texts read together. */
export const CHECK_MATCH_PLACES = ['text', 'page', 'image', 'combined'] as const;
export type CheckMatchPlace = (typeof CHECK_MATCH_PLACES)[number];

/** A violation code of the catalogue, by its code ("LA-PP-01"). */
const codeSchema = z.string().min(1).max(50);

export const checkMatchSchema = z.object({
  rule: z.string().min(1),
  term: z.string(),
  /** The text as found (approximate matches differ from `term`). */
  found: z.string(),
  /** The violation group the match is evidence of; null for matches that name a product or a maker only. */
  group: z.enum(VIOLATION_GROUPS).nullable(),
  where: z.enum(CHECK_MATCH_PLACES),
  /** The image's file name or address when `where` is `image`. */
  image: z.string().optional(),
  /** The found text with up to 40 characters either side, from the text the answer gives back. */
  excerpt: z.string(),
  /** The answer's codes that belong to this match's group. */
  codes: z.array(codeSchema),
});
export type CheckMatch = z.infer<typeof checkMatchSchema>;

export const checkedImageSchema = z.object({
  name: z.string(),
  ocr_text: z.string(),
  /** Tesseract's mean confidence, 0..100. */
  confidence: z.number().min(0).max(100).optional(),
});
export type CheckedImage = z.infer<typeof checkedImageSchema>;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Not a SHA-256 hex digest');

export const checkEvidenceSchema = z.object({
  url: z.string(),
  final_url: z.string(),
  /** SHA-256 of the full-page PNG screenshot and of the page's HTML (UTF-8) as captured. */
  screenshot_sha256: sha256Schema,
  html_sha256: sha256Schema,
  screenshot_bytes: z.number().int().min(0),
  html_bytes: z.number().int().min(0),
  http_status: z.number().int().nullable(),
  captured_at: z.string(),
  /** Present when the check asked to `store`: whether the evidence was kept in the detector's evidence store. */
  stored: z.boolean().optional(),
  /** SHA-256 of each kept image (the page's largest, largest first). */
  image_sha256s: z.array(sha256Schema).optional(),
  /**
   * 64-bit perceptual hash (sharp-phash, 16 hex digits) of each of the page's largest images that could be hashed,
   * and of the screenshot: a re-capture recognises the ad's picture re-encoded or resized (takedown verification).
   */
  image_phashes: z.array(phashSchema).optional(),
  screenshot_phash: phashSchema.optional(),
});
export type CheckEvidence = z.infer<typeof checkEvidenceSchema>;

export const checkAnswerSchema = z.object({
  status: z.enum(CHECK_STATUSES),
  suspected: z.boolean(),
  /** 0..1, calibrated. */
  score: z.number().min(0).max(1),
  groups: z.array(z.enum(VIOLATION_GROUPS)),
  /** The main product the texts are about; null when none the contract names (no product, another baby product). */
  product: z.enum(PRODUCT_TYPES).nullable(),
  codes: z.array(codeSchema),
  matches: z.array(checkMatchSchema),
  model_version: z.string().min(1),
  /** The page's text, normalised (page checks). */
  page_text: z.string().optional(),
  /** All OCR text, normalised, one image after the other. */
  ocr_text: z.string().optional(),
  images: z.array(checkedImageSchema).optional(),
  /** What the page check captured (page checks). */
  evidence: checkEvidenceSchema.optional(),
});
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;

/** A page check's answer: the same answer, with its evidence. */
export const pageCheckAnswerSchema = checkAnswerSchema.extend({ evidence: checkEvidenceSchema });
export type PageCheckAnswer = z.infer<typeof pageCheckAnswerSchema>;

/** Where a detection's finding (add_detection's `aiFindings[].where`) says a check's match was found. */
export const FINDING_PLACE_OF_MATCH = {
  text: 'caption',
  page: 'page_text',
  image: 'image_ocr',
  combined: 'page_text',
} as const satisfies Record<CheckMatchPlace, DetectionPost['aiFindings'][number]['where']>;

/** The detection a staff page check was kept as (the CMS's check routes add it to a staff page check's answer). */
export const keptCheckSchema = z.object({ _id: z.string().min(1), created: z.boolean(), seen_again: z.boolean() });
export type KeptCheck = z.infer<typeof keptCheckSchema>;

/**
 * What the CMS's check routes answer: the detector's answer, and for a staff page check the detection it was kept
 * as (`null` when it could not be kept; absent for image checks and public checks, which are not kept).
 */
export const checkRouteAnswerSchema = checkAnswerSchema.extend({ detection: keptCheckSchema.nullable().optional() });
export type CheckRouteAnswer = z.infer<typeof checkRouteAnswerSchema>;
