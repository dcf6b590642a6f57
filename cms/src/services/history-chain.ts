/**
 * The hash chain over review events and case steps (domain/history-chain.ts): a link is appended in the same
 * transaction as every event or step the Document Service creates, whoever creates it (review chain, intake, cases,
 * seed); `verifyHistory` reads every link, entry and evidence file back and names the first broken link.
 */
import type { Core } from '@strapi/strapi';
import {
  entryHash,
  entryKey,
  nextLink,
  verifyChain,
  type ChainReport,
  type FileFingerprint,
  type HistoryEntryType,
  type HistoryLink,
} from '../domain/history-chain';
import { CASE_STEP_TYPE, REVIEW_EVENT_TYPE } from '../domain/review-lock';
import { settings } from '../settings';
import { storedFileSha256 } from './storage';
import { knownHash } from './stored-hashes';

export const HISTORY_LINK_UID = 'api::history-link.history-link';

const ENTRY_UID: Record<HistoryEntryType, string> = { review_event: REVIEW_EVENT_TYPE, case_step: CASE_STEP_TYPE };
const ITEM_UID = { detection: 'api::detection.detection', report: 'api::report.report' } as const;
const ITEM_MEDIA = ['images', 'evidenceScreenshot', 'evidenceHtml'];

interface MediaRow {
  url: string;
}

/** The SHA-256 of a stored upload, or null when it is gone: from the public folder, or from the S3 bucket. */
const fileSha256 = (url: string) => storedFileSha256(url, settings(), strapi.dirs.static.public);

/** A new link's fingerprint of a file: the hash its upload computed when this request stored it, else its bytes read back. */
const linkedFileSha256 = async (url: string) => knownHash(url) ?? (await fileSha256(url));

const mediaOf = (row: Record<string, unknown> | null, fields: string[]): MediaRow[] =>
  fields.flatMap((field) => {
    const value = row?.[field];
    return (Array.isArray(value) ? value : value ? [value] : []) as MediaRow[];
  });

/** An entry as the chain vouches for it, with its evidence files. */
async function readEntry(
  type: HistoryEntryType,
  id: number,
): Promise<{ documentId: string; record: Record<string, unknown>; files: MediaRow[] } | null> {
  if (type === 'review_event') {
    const event = (await strapi.db.query(REVIEW_EVENT_TYPE).findOne({ where: { id } })) as Record<string, unknown> | null;
    if (!event) return null;
    let files: MediaRow[] = [];
    // An item's evidence is vouched for by the event that recorded the item.
    if (event.action === 'created' && (event.itemKind === 'detection' || event.itemKind === 'report')) {
      const item = (await strapi.db.query(ITEM_UID[event.itemKind]).findOne({
        where: { documentId: event.itemId },
        populate: Object.fromEntries(ITEM_MEDIA.map((f) => [f, true])),
      })) as Record<string, unknown> | null;
      files = mediaOf(item, ITEM_MEDIA);
    }
    return { documentId: event.documentId as string, record: event, files };
  }
  const step = (await strapi.db
    .query(CASE_STEP_TYPE)
    .findOne({ where: { id }, populate: { files: true, case: { select: ['caseNumber'] } } })) as Record<string, unknown> | null;
  if (!step) return null;
  const record = { ...step, caseNumber: (step.case as { caseNumber?: string } | null)?.caseNumber ?? null };
  return { documentId: step.documentId as string, record, files: mediaOf(step, ['files']) };
}

async function fingerprints(files: MediaRow[]): Promise<FileFingerprint[]> {
  const out: FileFingerprint[] = [];
  for (const file of files) out.push({ url: file.url, sha256: (await linkedFileSha256(file.url)) ?? 'missing' });
  return out;
}

/** Serialises appends on PostgreSQL (SQLite already writes one transaction at a time). */
async function lockChain(): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') {
    await strapi.db.transaction(async ({ trx }) => {
      await trx.raw('SELECT pg_advisory_xact_lock(?)', [0x4c43_4d44]);
    });
  }
}

/** Appends the link of a new entry (inside the transaction that created it). */
export async function appendLink(type: HistoryEntryType, id: number): Promise<void> {
  const entry = await readEntry(type, id);
  if (!entry) return;
  await lockChain();
  const last = (await strapi.db.query(HISTORY_LINK_UID).findOne({ orderBy: { seq: 'desc' }, select: ['seq', 'hash'] })) as Pick<
    HistoryLink,
    'seq' | 'hash'
  > | null;
  const link = nextLink(last, {
    type,
    id: entry.documentId,
    hash: entryHash(type, entry.record),
    files: await fingerprints(entry.files),
  });
  await strapi.db.query(HISTORY_LINK_UID).create({ data: { ...link, at: new Date().toISOString() } });
}

/** Appends a link for every review event and case step the Document Service creates, in the same transaction. */
export function registerHistoryChain(app: Core.Strapi): void {
  app.documents.use(async (context, next) => {
    const { uid, action } = context as unknown as { uid: string; action: string };
    const type = (Object.keys(ENTRY_UID) as HistoryEntryType[]).find((t) => ENTRY_UID[t] === uid);
    if (action !== 'create' || !type) return next();
    return strapi.db.transaction(async () => {
      const created = await next();
      await appendLink(type, (created as { id: number }).id);
      return created;
    });
  });
}

/** Reads the whole chain back: every link, the entries as they are now, and every evidence file's bytes. */
export async function verifyHistory(): Promise<ChainReport> {
  const links = (
    (await strapi.db.query(HISTORY_LINK_UID).findMany({ orderBy: { seq: 'asc' } })) as (HistoryLink & {
      files: FileFingerprint[] | null;
    })[]
  ).map((l) => ({ ...l, files: l.files ?? [] }));
  const entryHashes = new Map<string, string>();
  for (const type of Object.keys(ENTRY_UID) as HistoryEntryType[]) {
    const rows = (await strapi.db.query(ENTRY_UID[type]).findMany({ select: ['id'] })) as { id: number }[];
    for (const { id } of rows) {
      const entry = await readEntry(type, id);
      if (entry) entryHashes.set(entryKey(type, entry.documentId), entryHash(type, entry.record));
    }
  }
  const fileHashes = new Map<string, string | null>();
  for (const file of links.flatMap((l) => l.files)) {
    if (!fileHashes.has(file.url)) fileHashes.set(file.url, await fileSha256(file.url));
  }
  return verifyChain({ links, entryHashes, fileHashes });
}
