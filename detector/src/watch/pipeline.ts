/**
 * From a collected item to a finding: the item's largest images are read (OCR within a time budget), the page
 * text and every image text are judged alone and together (the same reading as a page check), and an item that
 * scores at least the posting threshold becomes a finding whose evidence (images, screenshot, HTML) is kept in the
 * evidence store by SHA-256, with a perceptual hash of each image for the CMS's "seen again" linking.
 *
 * Posting policy: from `postMinScore` (0.25 by default) an item is posted; as a suspected violation when the verdict
 * says so (the model's calibrated threshold), otherwise as a non-violation record the reviewers can still open.
 * Items below `postMinScore` are only counted.
 *
 * Brands and companies: those of the CMS's library are recognised with the built-in ones (`deps.library`); a
 * finding's picture within the near-duplicate distance of a brand's reference picture names that brand when the
 * text names none, and the finding's explanation says so (`product.reference_image`, `image_match`).
 */
import { sha256 } from '../sha256';

import { FINDING_PLACE_OF_MATCH, LIMITS } from '@lcmdp/contract';

import { readWithinBudget } from '../judge/image-reading';
import { judgeItemTexts } from '../judge/judge';
import type { KnownBrand, KnownCompany } from '../understand/brands';
import type { Classifier } from '../understand/classifier';
import { builtInLibrary } from '../understand/evidence';
import type { OcrResult } from '../understand/ocr';
import { PRODUCT_TO_CONTRACT } from '../understand/vocabulary';
import { matchReferenceImages, type BrandLibrary, type PictureMatch } from './library';
import type { Finding, SourceItem } from './types';

/** The contract's caption limit: a page's text beyond it is not posted (the evidence HTML keeps all of it). */
const CAPTION_MAX = 20_000;
const EXCERPT_MAX = 1000;

export interface PipelineDeps {
  recognise(body: Buffer): Promise<OcrResult>;
  classifier?: Classifier;
  evidence: { put(data: Buffer | string): Promise<string> };
  phash(body: Buffer): Promise<string>;
  postMinScore: number;
  /** The CMS library's brands, companies and reference pictures (the built-in names alone when absent). */
  library?: BrandLibrary;
  /** At most this many of an item's images are read, within this budget. */
  maxImages: number;
  ocrBudgetMs: number;
}

export interface Judged {
  suspected: boolean;
  score: number;
  /** Present when the item is worth posting. */
  finding?: Finding;
  imagesRead: number;
  ocrMs: number;
}

/** The name a reviewer knows a brand or company by: its first Latin-script name, else its first name. */
function displayName(known: KnownBrand | KnownCompany): string {
  return known.names.find((name) => /^[\p{Script=Latin}\d\s.&'-]+$/u.test(name)) ?? known.names[0];
}

/** The explanation of a brand recognised from a picture. */
function pictureFinding(match: PictureMatch): Finding['aiFindings'][number] {
  const name = displayName(match.brand);
  return {
    rule: 'product.reference_image',
    where: 'image_match',
    term: name.slice(0, 500),
    excerpt: `picture ${match.picture} is ${match.distance} bits from a reference image of ${name}`.slice(0, EXCERPT_MAX),
  };
}

/** The outbox key: the same page, text and images in the same variant is the same finding. */
export function findingKey(variant: string, pageUrl: string, caption: string, imageHashes: readonly string[]): string {
  return sha256(JSON.stringify([variant, pageUrl, caption, [...imageHashes].sort()]));
}

export async function judgeItem(item: SourceItem, deps: PipelineDeps): Promise<Judged> {
  const read = await readWithinBudget(item.images.slice(0, deps.maxImages), deps.recognise, deps.ocrBudgetMs);
  const text = item.text.slice(0, CAPTION_MAX);
  const lexicon = deps.library?.lexicon;
  const { answer, named } = judgeItemTexts(
    { page: text, images: read.map(({ image, result }) => ({ name: image.url, result })) },
    item.source.variant,
    deps.classifier,
    lexicon ? { library: lexicon } : {},
  );
  const ocrMs = read.reduce((sum, { result }) => sum + result.ms, 0);
  const judged: Judged = { suspected: answer.suspected, score: answer.score, imagesRead: read.length, ocrMs };
  if (answer.score < deps.postMinScore) return judged;

  // Evidence: every image kept (read or not: a reviewer may read what OCR could not), the screenshot and the HTML.
  const kept = item.images.slice(0, LIMITS.imagesPerDetectionMax);
  const imageHashes = await Promise.all(kept.map((image) => deps.evidence.put(image.body)));
  const phashes = await Promise.all(kept.map((image) => deps.phash(image.body).catch(() => undefined)));
  const imagePhashes = phashes.filter((hash): hash is string => hash !== undefined);
  const pictured = deps.library ? matchReferenceImages(phashes, deps.library) : undefined;
  const screenshot = item.screenshot ? await deps.evidence.put(item.screenshot) : undefined;
  const html = item.html !== undefined ? await deps.evidence.put(item.html) : undefined;

  // The brand the text names, else the one the pictures show; its company when the text names none.
  const brand = named.brands[0] ?? pictured?.brand;
  const companyOfBrand = brand?.companyKey ? (lexicon ?? builtInLibrary()).company(brand.companyKey) : undefined;
  const company = named.companies[0] ?? companyOfBrand;
  const productType = answer.product ?? (pictured && PRODUCT_TO_CONTRACT[pictured.brand.products[0] ?? 'none']);
  const caption = text.trim();
  judged.finding = {
    key: findingKey(item.source.variant, item.pageUrl, caption, imageHashes),
    variant: item.source.variant,
    platform: item.source.platform,
    sourceKey: item.source.key,
    pageUrl: item.pageUrl,
    caption,
    ...(brand ? { brand: displayName(brand) } : {}),
    ...(company ? { company: displayName(company) } : {}),
    ...(productType ? { productType } : {}),
    crawledAt: item.capturedAt,
    ...(item.postedAt ? { postedAt: item.postedAt } : {}),
    aiScore: Math.min(1, Math.max(0, answer.score)),
    aiSuspected: answer.suspected,
    aiFindings: [
      ...(pictured ? [pictureFinding(pictured)] : []),
      ...answer.matches.slice(0, pictured ? 199 : 200).map((match) => ({
        rule: match.rule.slice(0, 100),
        term: match.term.slice(0, 500),
        where: FINDING_PLACE_OF_MATCH[match.where],
        excerpt: match.excerpt.slice(0, EXCERPT_MAX),
        ...(match.codes.length ? { codes: match.codes.slice(0, 20) } : {}),
      })),
    ],
    modelVersion: answer.model_version,
    imageHashes,
    imagePhashes,
    evidence: { images: imageHashes, ...(screenshot ? { screenshot } : {}), ...(html ? { html } : {}) },
  };
  return judged;
}
