/**
 * The watcher's words, shared by its parts: a monitored **source** (a data option of the kind `source` in the
 * CMS), the **items** an adapter collects from it (a page, or one feed entry), and the **finding** the pipeline
 * makes of an item and keeps in the outbox until the CMS acknowledges it.
 *
 *   scheduler ──due source──▶ adapter.collect ──items──▶ pipeline (OCR, verdict, pHash) ──finding──▶ outbox ──▶ poster ──▶ CMS
 */
import type { ProductType, Variant } from '@lcmdp/contract/vocabulary';

/** A monitored source as the CMS lists it (`get_data_options?route=source`, staff/detector only). */
export interface Source {
  /** The data option's key: stable, names the source in logs and metrics. */
  key: string;
  name: string;
  url: string;
  /** facebook, tiktok, website, shop, rss… (free text from the library). */
  platform: string;
  variant: Variant;
  intervalMinutes: number;
  /** The brand or company key the source belongs to (the option's parentKey), when known. */
  owner?: string;
}

/** An image an adapter fetched with its item. */
export interface SourceImage {
  url: string;
  body: Buffer;
}

/** One thing to judge: a captured page, or one feed entry. */
export interface SourceItem {
  source: Source;
  /** The item's own address (the page, or the entry's link). */
  pageUrl: string;
  /** The visible text (page text, or the entry's title and summary without markup). */
  text: string;
  images: SourceImage[];
  /** ISO date-time the item says it was published, when it says. */
  postedAt?: string;
  /** ISO date-time of the capture. */
  capturedAt: string;
  /** Full-page PNG screenshot and the HTML, for pages captured in Chromium. */
  screenshot?: Buffer;
  html?: string;
}

/** A problem with one part of a source (one entry, one image) that did not stop the rest. */
export interface ItemProblem {
  where: string;
  message: string;
}

export interface Collected {
  items: SourceItem[];
  problems: ItemProblem[];
}

/**
 * One kind of source: a web page (Chromium capture), an RSS/Atom feed, and later social networks with their APIs.
 * `collect` throws for a failure of the whole source (unreachable, timeout, refused address): the scheduler backs
 * off. A bad entry or image inside an otherwise good source is reported in `problems` instead.
 */
export interface SourceAdapter {
  readonly name: string;
  handles(source: Source): boolean;
  collect(source: Source, signal: AbortSignal): Promise<Collected>;
}

/** A finding, as kept in the outbox and posted to `/api-laos/add_detection`. */
export interface Finding {
  /** The outbox key: SHA-256 of what makes the finding the same finding (variant, page, text, image hashes). */
  key: string;
  variant: Variant;
  platform: string;
  sourceKey: string;
  pageUrl: string;
  caption: string;
  brand?: string;
  company?: string;
  productType?: ProductType;
  crawledAt: string;
  postedAt?: string;
  aiScore: number;
  aiSuspected: boolean;
  aiFindings: {
    rule: string;
    term?: string;
    where: 'caption' | 'page_text' | 'image_ocr' | 'image_match' | 'url';
    excerpt?: string;
    codes?: string[];
  }[];
  modelVersion: string;
  /** SHA-256 of each image, in `evidence.images` order. */
  imageHashes: string[];
  /** 64-bit perceptual hash of each image as 16 lowercase hex digits (sharp-phash). */
  imagePhashes: string[];
  /** Evidence files by SHA-256 in the evidence store. */
  evidence: { images: string[]; screenshot?: string; html?: string };
}
