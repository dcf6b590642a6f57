/** New items: public reports from the report form, and findings posted by the detector. */
import { documents } from './documents';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LIMITS, type DetectionPost, type reportSubmissionSchema } from '@lcmdp/contract';
import type { z } from 'zod';
import { findingHash, sha256 } from '../domain/content-hash';
import { initialStatus } from '../domain/review-chain';
import { HttpFailure } from '../http/failure';
import { ITEM_UID } from './items';
import type { MediaFile } from './media';
import { logReviewEvent } from './review-log';
import { store, storeBuffer, vetFiles, withStoredFiles, type IncomingFile } from './uploads';

type ReportInput = z.output<typeof reportSubmissionSchema>;

/** A salted hash of the reporter's IP: enough to spot abuse, useless to identify anyone. */
function ipFingerprint(ip: string): string {
  return createHash('sha256')
    .update(`${strapi.config.get('server.app.keys', [''])[0]}:${ip}`)
    .digest('hex')
    .slice(0, 32);
}

export async function submitReport(input: ReportInput, images: IncomingFile[], ip: string) {
  const vetted = await vetFiles('images', 'image', images, LIMITS.imagesPerReportMax);
  const stored = await store(vetted);
  return withStoredFiles(stored, () =>
    strapi.db.transaction(async () => {
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
      return { _id: report.documentId, status: initialStatus('report') };
    }),
  );
}

export interface DetectionFiles {
  images: IncomingFile[];
  screenshot?: IncomingFile;
  html?: IncomingFile;
}

/**
 * Stores a finding with its evidence. The same finding posted again (same variant, page, caption and images)
 * is a no-op that answers the existing item, so the detector may retry freely.
 */
export async function addDetection(post: DetectionPost, files: DetectionFiles) {
  const images = await vetFiles('images', 'image', files.images, LIMITS.imagesPerDetectionMax);
  const screenshot = files.screenshot ? await vetFiles('screenshot', 'image', [files.screenshot], 1) : [];
  const imageHashes = await Promise.all(images.map(async (f) => sha256(await readFile(f.filepath))));
  const contentHash = findingHash({ ...post, imageHashes: post.imageHashes.length ? post.imageHashes : imageHashes });

  const existing = await strapi.db
    .query(ITEM_UID.detection)
    .findOne({ where: { contentHash }, select: ['documentId', 'reviewStatus'] });
  if (existing) return { created: false, _id: existing.documentId as string, status: existing.reviewStatus as string };

  const hashes: Record<string, string> = {};
  imageHashes.forEach((h, i) => (hashes[`image:${i}`] = h));
  if (screenshot[0]) hashes.screenshot = sha256(await readFile(screenshot[0].filepath));
  let htmlBuffer: Buffer | undefined;
  if (files.html) {
    htmlBuffer = await readFile(files.html.filepath);
    if (htmlBuffer.length > LIMITS.pdfMaxBytes) throw new HttpFailure(413, 'html: The captured page is larger than 20 MB');
    hashes.html = sha256(htmlBuffer);
  }

  const storedImages = await store(images);
  const storedScreenshot = await withStoredFiles(storedImages, () => store(screenshot));
  const all: MediaFile[] = [...storedImages, ...storedScreenshot];
  // Captured HTML is evidence to read, never a page to serve: it is stored as plain text.
  const storedHtml = htmlBuffer
    ? await withStoredFiles(all, () => storeBuffer(`page-${contentHash.slice(0, 12)}.html.txt`, 'text/plain', htmlBuffer!))
    : undefined;
  if (storedHtml) all.push(storedHtml);

  return withStoredFiles(all, () =>
    strapi.db.transaction(async () => {
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
        actorLabel: 'LCMDP detector',
        note: `AI score ${post.aiScore.toFixed(2)}; ${post.aiFindings.length} finding(s)`,
      });
      return { created: true, _id: detection.documentId as string, status };
    }),
  ).catch(async (error: unknown) => {
    // Two posts of the same finding at once: the unique content hash lets one win; the other is a no-op.
    const again = await strapi.db
      .query(ITEM_UID.detection)
      .findOne({ where: { contentHash }, select: ['documentId', 'reviewStatus'] });
    if (again) return { created: false, _id: again.documentId as string, status: again.reviewStatus as string };
    throw error;
  });
}
