/**
 * History you can trust (issue 13 point 5): every review event and every case step is appended to a hash chain.
 * Each link stores the hash of its entry (the event or step as written), the SHA-256 of the entry's evidence files,
 * the previous link's hash, and its own hash over all of that. Changing an entry, a file, a link, or removing or
 * reordering links breaks the chain from that link on; the verifier names the first broken link.
 *
 * Pure: hashing and checking. Reading the database and the files is services/history-chain.ts.
 */
import { createHash } from 'node:crypto';
import type { HistoryBreakReason, HistoryReport } from '@lcmdp/contract';

export const HISTORY_ENTRY_TYPES = ['review_event', 'case_step'] as const;
export type HistoryEntryType = (typeof HISTORY_ENTRY_TYPES)[number];

/** The hash the first link points back to. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of each kind of entry that the chain vouches for (ids of rows are not history; their content is). */
export const ENTRY_FIELDS: Record<HistoryEntryType, readonly string[]> = {
  review_event: [
    'itemKind',
    'itemId',
    'variant',
    'level',
    'action',
    'fromStatus',
    'toStatus',
    'codes',
    'types',
    'actorLabel',
    'note',
    'at',
  ],
  case_step: ['caseNumber', 'step', 'stageAfter', 'actorLabel', 'note', 'details', 'at'],
};

export interface FileFingerprint {
  /** Where the file is served (`/uploads/<sha256>.<ext>`). */
  url: string;
  sha256: string;
}

export interface HistoryLink {
  seq: number;
  entryType: HistoryEntryType;
  entryId: string;
  entryHash: string;
  files: FileFingerprint[];
  prevHash: string;
  hash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with object keys sorted at every level, so equal content always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A stored date as an instant (databases give back Date objects, strings with or without milliseconds). */
function normaliseValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  return value ?? null;
}

/** The hash of an entry's vouched-for fields. */
export function entryHash(type: HistoryEntryType, entry: Record<string, unknown>): string {
  const picked = Object.fromEntries(ENTRY_FIELDS[type].map((field) => [field, normaliseValue(entry[field])]));
  return sha256(canonicalJson({ type, ...picked }));
}

/** A link's own hash: its place, the previous link, the entry and its files. */
export function linkHash(link: Omit<HistoryLink, 'hash'>): string {
  return sha256(
    canonicalJson({
      seq: link.seq,
      prevHash: link.prevHash,
      entryType: link.entryType,
      entryId: link.entryId,
      entryHash: link.entryHash,
      files: [...link.files].sort((a, b) => (a.url < b.url ? -1 : 1)),
    }),
  );
}

/** The next link after `previous` (null for the first one). */
export function nextLink(
  previous: Pick<HistoryLink, 'seq' | 'hash'> | null,
  entry: { type: HistoryEntryType; id: string; hash: string; files: FileFingerprint[] },
): HistoryLink {
  const base = {
    seq: previous ? previous.seq + 1 : 1,
    entryType: entry.type,
    entryId: entry.id,
    entryHash: entry.hash,
    files: entry.files,
    prevHash: previous ? previous.hash : GENESIS_HASH,
  };
  return { ...base, hash: linkHash(base) };
}

export type ChainBreak = NonNullable<HistoryReport['firstBreak']>;
export type ChainReport = HistoryReport;
export type BrokenReason = HistoryBreakReason;

export interface ChainFacts {
  /** Every link, in any order. */
  links: HistoryLink[];
  /** The current hash of each entry, by `${type}:${id}` (absent: the entry is gone). */
  entryHashes: ReadonlyMap<string, string>;
  /** The current SHA-256 of each file by url (null: the file is gone). */
  fileHashes: ReadonlyMap<string, string | null>;
}

export const entryKey = (type: HistoryEntryType, id: string) => `${type}:${id}`;

/** Checks the chain link by link and names the first place it breaks. */
export function verifyChain({ links, entryHashes, fileHashes }: ChainFacts): ChainReport {
  const ordered = [...links].sort((a, b) => a.seq - b.seq);
  let previous: HistoryLink | null = null;
  let files = 0;
  const fail = (firstBreak: ChainBreak): ChainReport => ({ ok: false, links: ordered.length, files, firstBreak });
  for (const link of ordered) {
    const expectedSeq = previous ? previous.seq + 1 : 1;
    if (link.seq !== expectedSeq) return fail({ seq: expectedSeq, reason: 'link_missing' });
    const { hash, ...rest } = link;
    if (link.prevHash !== (previous ? previous.hash : GENESIS_HASH) || linkHash(rest) !== hash)
      return fail({ seq: link.seq, reason: 'link_altered', entryType: link.entryType, entryId: link.entryId });
    const current = entryHashes.get(entryKey(link.entryType, link.entryId));
    const where = { seq: link.seq, entryType: link.entryType, entryId: link.entryId };
    if (current === undefined) return fail({ ...where, reason: 'entry_missing' });
    if (current !== link.entryHash) return fail({ ...where, reason: 'entry_altered' });
    for (const file of link.files) {
      files += 1;
      const actual = fileHashes.get(file.url);
      if (actual === null || actual === undefined) return fail({ ...where, reason: 'file_missing', url: file.url });
      if (actual !== file.sha256) return fail({ ...where, reason: 'file_altered', url: file.url });
    }
    previous = link;
  }
  const linked = new Set(ordered.map((l) => entryKey(l.entryType, l.entryId)));
  const unlinked = [...entryHashes.keys()].find((key) => !linked.has(key));
  if (unlinked) {
    const [entryType, entryId] = unlinked.split(':') as [HistoryEntryType, string];
    return fail({ seq: (previous?.seq ?? 0) + 1, reason: 'entry_unlinked', entryType, entryId });
  }
  return { ok: true, links: ordered.length, files, firstBreak: null };
}
