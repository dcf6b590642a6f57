/** New items: public reports from the report form, and findings posted by the detector. */
import { documents } from './documents';
import { readFile } from 'node:fs/promises';
import {
  LIMITS,
  NEAR_DUPLICATE_MAX_DISTANCE,
  type DetectionIntakeAnswer,
  type DetectionPost,
  type reportSubmissionSchema,
} from '@lcmdp/contract';
import type { z } from 'zod';
import { findingHash, sha256 } from '../domain/content-hash';
import { laterOf, nearDuplicates, rememberSeenUrl, type NearMatch } from '../domain/near-duplicate';
import { initialStatus } from '../domain/review-chain';
import { HttpFailure } from '../http/failure';
import { DEFAULT_LOCALE } from '../domain/localized-fields';
import { ITEM_UID } from './items';
import { notifyAfterCommit } from './notifications';
import { logReviewEvent } from './review-log';
import { chainTransaction } from './review-lock';
import { createSharedLock } from './serial';
import { store, storeBuffer, vetFiles, withStoredFiles, type IncomingFile, type StoredFile } from './uploads';

type ReportInput = z.output<typeof reportSubmissionSchema>;

/** A salted hash of the reporter's IP: enough to spot abuse, useless to identify anyone. */
function ipFingerprint(ip: string): string {
  return sha256(`${strapi.config.get('server.app.keys', [''])[0]}:${ip}`).slice(0, 32);
}

export async function submitReport(input: ReportInput, images: IncomingFile[], ip: string) {
  const vetted = await vetFiles('images', 'image', images, LIMITS.imagesPerReportMax);
  const stored = await store(vetted);
  return withStoredFiles(stored, () =>
    chainTransaction(async () => {
      const { reporterName, reporterEmail, reporterOrganisation, ...fields } = input;
      const hasReporter = Boolean(reporterName || reporterEmail || reporterOrganisation);
      const report = await documents(ITEM_UID.report).create({
        data: {
          ...fields,
          observedOn: fields.observedOn.slice(0, 10),
          images: stored.map((f) => f.id),
          reporter: hasReporter
            ? { fullName: reporterName, email: reporterEmail, organisation: reporterOrganisation }
            : undefined,
          submittedFromIpHash: ipFingerprint(ip),
          reviewStatus: initialStatus('report'),
          archived: false,
          violationCount: 0,
        },
      });
      await logReviewEvent({
        itemKind: 'report',
        itemId: report.documentId,
        variant: input.variant,
        level: 'public',
        action: 'created',
        toStatus: initialStatus('report'),
        actorLabel: 'public report',
      });
      await notifyAfterCommit({
        kind: 'new_report',
        item: { kind: 'report', documentId: report.documentId, variant: input.variant },
      });
      return { _id: report.documentId, status: initialStatus('report') };
    }),
  );
}

export interface DetectionFiles {
  images: IncomingFile[];
  screenshot?: IncomingFile;
  html?: IncomingFile;
}

export const SIGHTING_UID = 'api::detection-sighting.detection-sighting';
const DETECTOR_LABEL = 'LCMDP detector';
/** Near-duplicate candidates are read this many rows at a time (two columns each), so memory stays bounded. */
const CANDIDATE_BATCH_SIZE = 5000;

/** add_detection's answer (the contract's `DetectionIntakeAnswer`); `seenAgain`: the same ad as `_id`, updated. */
export type DetectionIntake = Required<DetectionIntakeAnswer>;

/**
 * One lock for every detection intake, across every CMS process on the database: the check (new? seen again?)
 * and the write happen as one step.
 */
const intakeLock = createSharedLock('detection-intake');

/**
 * Stores a finding with its evidence, unless it is already known:
 * - the same finding posted again (same variant, page, caption and images: the content hash) is a no-op that
 *   answers the existing item, so the detector may retry freely;
 * - the same ad (an image within NEAR_DUPLICATE_MAX_DISTANCE bits of an image of a detection of the same
 *   variant) updates that detection once ("seen again": count, last seen, page) and stores nothing else. The
 *   finding's content hash is kept (a detection sighting), so its repost is a no-op too.
 * Checks and writes run under one lock shared by every CMS process; the unique content hashes are the database's
 * last guard.
 */
export async function addDetection(post: DetectionPost, files: DetectionFiles): Promise<DetectionIntake> {
  const images = await vetFiles('images', 'image', files.images, LIMITS.imagesPerDetectionMax);
  const screenshot = files.screenshot ? await vetFiles('screenshot', 'image', [files.screenshot], 1) : [];
  const imageHashes = await Promise.all(images.map(async (f) => sha256(await readFile(f.filepath))));
  const contentHash = findingHash({ ...post, imageHashes: post.imageHashes.length ? post.imageHashes : imageHashes });

  return intakeLock(async () => {
    const known = await knownFinding(contentHash);
    if (known) return known;
    const near = await nearestDuplicate(post.variant, post.imagePhashes);
    if (near) return seenAgain(post, contentHash, near);
    return createDetection(post, contentHash, { images, screenshot, imageHashes, html: files.html });
  });
}

/** The answer for a finding already stored: as a detection of its own, or merged into one as seen again. */
async function knownFinding(contentHash: string): Promise<DetectionIntake | null> {
  const existing = await strapi.db
    .query(ITEM_UID.detection)
    .findOne({ where: { contentHash }, select: ['documentId', 'reviewStatus'] });
  if (existing) {
    return { created: false, seenAgain: false, _id: existing.documentId as string, status: existing.reviewStatus as string };
  }
  const sighting = await strapi.db.query(SIGHTING_UID).findOne({ where: { contentHash }, select: ['detectionId'] });
  if (!sighting) return null;
  const detection = await strapi.db
    .query(ITEM_UID.detection)
    .findOne({ where: { documentId: sighting.detectionId }, select: ['documentId', 'reviewStatus'] });
  // The detection it was merged into has been deleted since: the finding is new again.
  if (!detection) return null;
  return { created: false, seenAgain: true, _id: detection.documentId as string, status: detection.reviewStatus as string };
}

/**
 * The closest detection of the variant with an image near one of the finding's images. Reads only detections
 * that have perceptual hashes (null otherwise), two columns each, in id order a batch at a time; the variant
 * filter is served by the indexes that start with `variant`. Matching is XOR-popcount on two 32-bit halves:
 * 100,000 detections of 2 images against a finding of 3 took 150–450 ms (JSON parse included) on the 2 shared
 * cores of the dev machine. Past that, keep the parsed hashes in memory or index them (multi-index hashing).
 */
async function nearestDuplicate(variant: string, phashes: string[]): Promise<NearMatch | null> {
  if (!phashes.length) return null;
  let best: NearMatch | null = null;
  let afterId = 0;
  for (;;) {
    const rows = (await strapi.db.query(ITEM_UID.detection).findMany({
      where: { variant, imagePhashes: { $notNull: true }, id: { $gt: afterId } },
      select: ['id', 'imagePhashes'],
      orderBy: { id: 'asc' },
      limit: CANDIDATE_BATCH_SIZE,
    })) as { id: number; imagePhashes: unknown }[];
    const candidates = rows.map((r) => ({ id: r.id, imagePhashes: jsonStrings(r.imagePhashes) }));
    const [closest] = nearDuplicates(phashes, candidates, NEAR_DUPLICATE_MAX_DISTANCE);
    if (closest && (!best || closest.distance < best.distance)) best = closest;
    if (best?.distance === 0 || rows.length < CANDIDATE_BATCH_SIZE) return best;
    afterId = rows[rows.length - 1].id;
  }
}

/** A stored JSON list of strings (PostgreSQL answers the array, SQLite may answer the JSON text). */
function jsonStrings(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
}

/** Merges a finding into the detection of the same ad: one sighting, one bump, one review event. */
async function seenAgain(post: DetectionPost, contentHash: string, near: NearMatch): Promise<DetectionIntake> {
  const target = (await strapi.db.query(ITEM_UID.detection).findOne({
    where: { id: near.id },
    select: ['documentId', 'reviewStatus', 'pageUrl', 'lastSeenAt', 'crawledAt', 'seenUrls'],
  })) as {
    documentId: string;
    reviewStatus: string;
    pageUrl: string;
    lastSeenAt?: string | null;
    crawledAt: string;
    seenUrls?: unknown;
  };
  const answer: DetectionIntake = { created: false, seenAgain: true, _id: target.documentId, status: target.reviewStatus };
  try {
    await chainTransaction(async () => {
      await strapi.db.query(SIGHTING_UID).create({
        data: {
          contentHash,
          detectionId: target.documentId,
          variant: post.variant,
          pageUrl: post.pageUrl,
          crawledAt: post.crawledAt,
          phashDistance: near.distance,
        },
      });
      // The count is derived from the sightings, so it can never drift from the findings actually merged.
      const sightings = await strapi.db.query(SIGHTING_UID).count({ where: { detectionId: target.documentId } });
      await strapi.db.query(ITEM_UID.detection).update({
        where: { id: near.id },
        data: {
          seenCount: 1 + sightings,
          lastSeenAt: laterOf(target.lastSeenAt ?? target.crawledAt, post.crawledAt),
          seenUrls: rememberSeenUrl(jsonStrings(target.seenUrls), post.pageUrl, target.pageUrl),
        },
      });
      await logReviewEvent({
        itemKind: 'detection',
        itemId: target.documentId,
        variant: post.variant,
        level: 'ai',
        action: 'seen_again',
        actorLabel: DETECTOR_LABEL,
        note: `Seen again on ${post.pageUrl} (image distance ${near.distance} of ${NEAR_DUPLICATE_MAX_DISTANCE} bits)`,
      });
    });
  } catch (error) {
    // Another writer merged the same finding first (unique content hash): the merge happened once, as it should.
    const known = await knownFinding(contentHash);
    if (known) return known;
    throw error;
  }
  return answer;
}

interface NewDetectionFiles {
  images: IncomingFile[];
  screenshot: IncomingFile[];
  imageHashes: string[];
  html?: IncomingFile;
}

/** The id of the monitored source the finding names, when it is in the catalogue. */
async function sourceIdOf(sourceKey: string | undefined): Promise<number | null> {
  if (!sourceKey) return null;
  const option = await strapi.db
    .query('api::data-option.data-option')
    .findOne({ where: { kind: 'source', key: sourceKey, locale: DEFAULT_LOCALE }, select: ['id'] });
  return option ? (option.id as number) : null;
}

async function createDetection(
  post: DetectionPost,
  contentHash: string,
  { images, screenshot, imageHashes, html }: NewDetectionFiles,
): Promise<DetectionIntake> {
  let htmlBuffer: Buffer | undefined;
  if (html) {
    htmlBuffer = await readFile(html.filepath);
    if (htmlBuffer.length > LIMITS.pdfMaxBytes) throw new HttpFailure(413, 'html: The captured page is larger than 20 MB');
  }
  const source = await sourceIdOf(post.sourceKey);

  const storedImages = await store(images, imageHashes);
  const storedScreenshot = await withStoredFiles(storedImages, () => store(screenshot));
  const all: StoredFile[] = [...storedImages, ...storedScreenshot];
  // Captured HTML is evidence to read, never a page to serve: it is stored as plain text.
  const storedHtml = htmlBuffer
    ? await withStoredFiles(all, () => storeBuffer(`page-${contentHash.slice(0, 12)}.html.txt`, 'text/plain', htmlBuffer!))
    : undefined;
  if (storedHtml) all.push(storedHtml);
  // The evidence's SHA-256, as each file was hashed when it was stored.
  const hashes: Record<string, string> = {};
  storedImages.forEach((f, i) => (hashes[`image:${i}`] = f.sha256));
  if (storedScreenshot[0]) hashes.screenshot = storedScreenshot[0].sha256;
  if (storedHtml) hashes.html = storedHtml.sha256;

  return withStoredFiles(all, () =>
    chainTransaction(async () => {
      const status = initialStatus('detection', post.aiSuspected);
      const detection = await documents(ITEM_UID.detection).create({
        data: {
          variant: post.variant,
          origin: post.origin,
          platform: post.platform,
          pageUrl: post.pageUrl,
          caption: post.caption,
          company: post.company,
          brand: post.brand,
          productType: post.productType,
          crawledAt: post.crawledAt,
          postedAt: post.postedAt,
          aiStatus: post.aiSuspected ? 'suspected_violation' : 'non_violation',
          aiScore: post.aiScore,
          aiFindings: post.aiFindings,
          aiModelVersion: post.modelVersion ?? null,
          // Null rather than [] when there are none: the near-duplicate search reads only rows that have some.
          imagePhashes: post.imagePhashes.length ? [...new Set(post.imagePhashes)] : null,
          sourceKey: post.sourceKey ?? null,
          source,
          seenCount: 1,
          lastSeenAt: post.crawledAt,
          seenUrls: [],
          reviewStatus: status,
          archived: false,
          violationCount: 0,
          contentHash,
          evidenceHashes: hashes,
          images: storedImages.map((f) => f.id),
          evidenceScreenshot: storedScreenshot[0]?.id ?? null,
          evidenceHtml: storedHtml?.id ?? null,
        },
      });
      await logReviewEvent({
        itemKind: 'detection',
        itemId: detection.documentId,
        variant: post.variant,
        level: 'ai',
        action: 'created',
        toStatus: status,
        actorLabel: DETECTOR_LABEL,
        note: `AI score ${post.aiScore.toFixed(2)}; ${post.aiFindings.length} finding(s)${post.modelVersion ? `; model ${post.modelVersion}` : ''}`,
      });
      return { created: true, seenAgain: false, _id: detection.documentId as string, status };
    }),
  ).catch(async (error: unknown) => {
    // Two posts of the same finding at once (another process): the unique content hash lets one win; the other
    // is a no-op.
    const again = await knownFinding(contentHash);
    if (again) return again;
    throw error;
  });
}
