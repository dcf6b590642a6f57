/**
 * The data formats the detector reads: classify inputs, labelled examples (the repo's data/ and reviewers'
 * decisions exported from the CMS), all JSON lines. One schema per format; loaders report the line of a bad entry.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PRODUCT_TYPES, VARIANTS, VIOLATION_GROUPS } from '@lcmdp/contract/vocabulary';
import { z } from 'zod';

import { groupOfCode } from '../understand/codes';
import { CONTRACT_TO_GROUP, CONTRACT_TO_PRODUCT, GROUPS, PRODUCTS, type Group, type Product } from '../understand/vocabulary';

const id = z.union([z.string().min(1).max(200), z.number().transform(String)]);
const variant = z.enum(VARIANTS);

// Unknown keys are ignored (zod strips them), so a labelled file can be fed as it is.
// A line with both `text` and `image` is refused: which one to judge would be a guess.
const captionInputSchema = z.object({ id, variant, text: z.string().max(100_000), image: z.undefined() });
const imageInputSchema = z.object({ id, variant, image: z.string().min(1).max(1000), text: z.undefined() });

/** One line of `classify --input`: a caption or an image path relative to the input file's folder. */
export const classifyInputSchema = z.union([captionInputSchema, imageInputSchema]);
export type ClassifyInput = z.infer<typeof classifyInputSchema>;

/** Parses a classify input line; a line with `image` is read as an image line, so errors name its fields. */
export function parseClassifyInput(value: unknown) {
  const isImage = typeof value === 'object' && value !== null && 'image' in value && !('text' in value);
  return isImage ? imageInputSchema.safeParse(value) : captionInputSchema.safeParse(value);
}

const labels = {
  suspected: z.boolean(),
  groups: z.array(z.enum(GROUPS)).default([]),
  product: z.enum(PRODUCTS),
  note: z.string().optional(),
  /** Who wrote the example and from which base post: splits keep each writer and template on one side. */
  writer: z.string().optional(),
  template: z.string().optional(),
  lang: z.enum(['lo', 'en', 'mixed']).optional(),
  sender: z.string().optional(),
};

/** A labelled caption in data/texts/*.jsonl. */
export const labelledTextSchema = z.object({ id: z.string().min(1), variant, text: z.string().min(1), ...labels }).strict();
/** A labelled image in data/images/*.jsonl; `image` is relative to the JSONL file's folder. */
export const labelledImageSchema = z
  .object({
    id: z.string().min(1),
    variant,
    image: z.string().min(1),
    ...labels,
    /** The text drawn in the picture, for OCR's character error rate. */
    ocr_truth: z.string().optional(),
    /** How the picture was made harder to read (render-ads), e.g. `jpeg`, `rotate`, `pack_photo`. */
    render: z.string().optional(),
  })
  .strict();

export type LabelledText = z.infer<typeof labelledTextSchema>;
export type LabelledImage = z.infer<typeof labelledImageSchema>;

/**
 * A reviewer's final decision exported from the CMS (operator-approved detections and reports), one per line:
 *
 *   {"id": "det_123", "variant": "laos", "text": "caption or OCR text", "decision": "violation",
 *    "codes": ["LA-PP-01"], "groups": ["promotion_to_public"], "productType": "infant_formula",
 *    "decidedAt": "2025-06-01T10:00:00Z"}
 *
 * `decision` is the contract's final status; `groups` (contract keys) may be left out when `codes` tell them;
 * `productType` is a contract product type, or absent.
 */
export const cmsDecisionSchema = z.object({
  id,
  variant,
  text: z.string().min(1),
  decision: z.enum(['violation', 'non_violation']),
  codes: z.array(z.string()).default([]),
  groups: z.array(z.enum(VIOLATION_GROUPS)).default([]),
  productType: z.enum(PRODUCT_TYPES).optional(),
  decidedAt: z.string().optional(),
});
export type CmsDecision = z.infer<typeof cmsDecisionSchema>;

/** What training needs from any labelled source. `product` is absent when the source does not say. */
export interface TrainingText {
  id: string;
  variant: LabelledText['variant'];
  text: string;
  suspected: boolean;
  groups: Group[];
  product?: Product;
  /** Where the text comes from: a caption (default) or what OCR read from a picture. */
  source?: 'caption' | 'image_ocr';
  /** Who wrote it (labelled sets); absent for the team's own examples and for CMS decisions. */
  writer?: string;
}

export function decisionToTrainingText(decision: CmsDecision): TrainingText {
  const groups = new Set<Group>(decision.groups.map((g) => CONTRACT_TO_GROUP[g]));
  for (const code of decision.codes) {
    const group = groupOfCode(code);
    if (group) groups.add(group);
  }
  const suspected = decision.decision === 'violation';
  return {
    id: `cms:${decision.id}`,
    variant: decision.variant,
    text: decision.text,
    suspected,
    groups: suspected ? [...groups] : [],
    product: decision.productType ? CONTRACT_TO_PRODUCT[decision.productType] : undefined,
  };
}

/** Reads a JSON-lines file; blank lines are skipped, a bad line is an error naming file and line. */
export function readJsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const out: T[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not JSON (${(error as Error).message})`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new Error(`${file}:${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    out.push(parsed.data);
  });
  return out;
}

export function readLabelledTexts(file: string): LabelledText[] {
  return readJsonLines(file, labelledTextSchema);
}

export function readLabelledImages(file: string): (LabelledImage & { path: string })[] {
  const dir = path.dirname(file);
  return readJsonLines(file, labelledImageSchema).map((item) => ({ ...item, path: path.resolve(dir, item.image) }));
}

export function readCmsDecisions(file: string): TrainingText[] {
  return readJsonLines(file, cmsDecisionSchema).map(decisionToTrainingText);
}
