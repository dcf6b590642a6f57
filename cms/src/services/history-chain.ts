/**
 * The hash chain over review events and case steps (domain/history-chain.ts). Every event or step the Document
 * Service creates, whoever creates it (review chain, intake, cases, seed), is recorded as pending in the transaction
 * that writes it: its hash and its files' SHA-256, no lock taken. Once that transaction has committed, one sealer
 * at a time (across CMS processes: a PostgreSQL advisory lock) links the pending entries into the chain in the
 * order they were recorded, a batch per turn. A request answers only once its entries are sealed (`withSealsAwaited`
 * around it), so whoever reads the chain next finds them. An entry is never neither linked nor pending: the two are
 * written in one transaction and sealed in one; pending entries a stopped process left behind are sealed at start-up
 * and by the next seal anywhere. `verifyHistory` seals, then reads every link, entry and evidence file back and
 * names the first broken link.
 *
 * (Until 2026-11-28 the link itself was appended inside the entry's transaction under a transaction-scoped lock,
 * held until commit: on PostgreSQL, 100 photo reports under a read flood passed it one at a time, 64 s in all.)
 */
import { AsyncLocalStorage } from 'node:async_hooks';
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
import { CASE_STEP_TYPE, HISTORY_PENDING_TYPE, REVIEW_EVENT_TYPE } from '../domain/review-lock';
import { settings } from '../settings';
import { createSharedLock } from './serial';
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

/** Records a new entry's link-to-be, inside the transaction that created it: its hash and its files' SHA-256. */
async function recordPending(type: HistoryEntryType, id: number): Promise<boolean> {
  const entry = await readEntry(type, id);
  if (!entry) return false;
  await strapi.db.query(HISTORY_PENDING_TYPE).create({
    data: {
      entryType: type,
      entryId: entry.documentId,
      entryHash: entryHash(type, entry.record),
      files: await fingerprints(entry.files),
      at: new Date().toISOString(),
    },
  });
  return true;
}

interface PendingRow {
  id: number;
  entryType: HistoryEntryType;
  entryId: string;
  entryHash: string;
  files: FileFingerprint[] | null;
  at: string | Date;
}

/** Pending entries sealed per transaction. */
const SEAL_BATCH = 500;

/** Links the oldest pending entries after the chain's last link, and removes them from pending, in one transaction. */
async function sealBatch(): Promise<number> {
  return strapi.db.transaction(async () => {
    const pending = (await strapi.db
      .query(HISTORY_PENDING_TYPE)
      .findMany({ orderBy: { id: 'asc' }, limit: SEAL_BATCH })) as PendingRow[];
    if (pending.length === 0) return 0;
    let last = (await strapi.db.query(HISTORY_LINK_UID).findOne({ orderBy: { seq: 'desc' }, select: ['seq', 'hash'] })) as Pick<
      HistoryLink,
      'seq' | 'hash'
    > | null;
    const links = pending.map((row) => {
      const link = nextLink(last, { type: row.entryType, id: row.entryId, hash: row.entryHash, files: row.files ?? [] });
      last = link;
      return { ...link, at: new Date(row.at).toISOString() };
    });
    await strapi.db.query(HISTORY_LINK_UID).createMany({ data: links });
    await strapi.db.query(HISTORY_PENDING_TYPE).deleteMany({ where: { id: { $in: pending.map((row) => row.id) } } });
    return pending.length;
  });
}

const sealer = createSharedLock('history-chain');
/** The seal that has not started yet: whoever asks now is served by it (it reads what is pending when it starts). */
let nextSeal: Promise<void> | null = null;

/** Seals every entry pending when it starts; concurrent callers share one turn. */
export function sealHistory(): Promise<void> {
  if (nextSeal) return nextSeal;
  const seal = sealer(async () => {
    if (nextSeal === seal) nextSeal = null;
    let sealed = SEAL_BATCH;
    while (sealed === SEAL_BATCH) sealed = await sealBatch();
  });
  nextSeal = seal;
  // A turn that could not start (no connection for the lock) must not be shared by later callers.
  seal.catch(() => {
    if (nextSeal === seal) nextSeal = null;
  });
  return seal;
}

// The seals a request's writes started, awaited before it answers. One scope per process, even when this module is
// loaded twice (the compiled app and a test's ts-jest copy).
const SCOPE_KEY = Symbol.for('lcmdp.history-seals');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<Promise<void>[]> | undefined>;
const seals = (holder[SCOPE_KEY] ??= new AsyncLocalStorage<Promise<void>[]>());

const sealFailed = (error: unknown): void => {
  strapi.log.error(
    `LCMDP: the history chain could not seal its pending entries now (sealed at the next write or start): ${String(error)}`,
  );
};

/** Runs `work` (a request), then waits until the history entries it wrote are sealed into the chain. */
export async function withSealsAwaited<T>(work: () => Promise<T>): Promise<T> {
  const started: Promise<void>[] = [];
  const result = await seals.run(started, work);
  await Promise.all(started);
  return result;
}

/** Seals after the commit of the transaction that recorded an entry; a request waits for it (`withSealsAwaited`). */
function sealAfterCommit(): void {
  const seal = sealHistory().catch(sealFailed);
  seals.getStore()?.push(seal);
}

/** Records every review event and case step the Document Service creates, in its transaction; seals after commit. */
export function registerHistoryChain(app: Core.Strapi): void {
  app.documents.use(async (context, next) => {
    const { uid, action } = context as unknown as { uid: string; action: string };
    const type = (Object.keys(ENTRY_UID) as HistoryEntryType[]).find((t) => ENTRY_UID[t] === uid);
    if (action !== 'create' || !type) return next();
    return strapi.db.transaction(async ({ onCommit }) => {
      const created = await next();
      if (await recordPending(type, (created as { id: number }).id)) onCommit(sealAfterCommit);
      return created;
    });
  });
}

/** Reads the whole chain back: every link, the entries as they are now, and every evidence file's bytes. */
export async function verifyHistory(): Promise<ChainReport> {
  await sealHistory();
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
