/**
 * The review chain owns some fields of detections and reports: only the chain writes them, and each of its writes
 * leaves a review event. A write from anywhere else (the admin panel's Content Manager, a script) that would change
 * one of them is refused, so what the public sees never changes without a trail. The trail itself (review events)
 * is written only by the chain and never changed or deleted, by anyone.
 *
 * Pure: the caller says which write is asked for, with the stored values of the item when it exists.
 */

export const ITEM_TYPES = ['api::detection.detection', 'api::report.report'] as const;
export const REVIEW_EVENT_TYPE = 'api::review-event.review-event';
/** Enforcement cases change only through their steps (services/cases.ts), and the steps are their append-only history. */
export const CASE_TYPE = 'api::enforcement-case.enforcement-case';
export const CASE_STEP_TYPE = 'api::case-step.case-step';
/** The hash chain over both (domain/history-chain.ts): appended by the CMS itself, never through the Document Service. */
export const HISTORY_LINK_TYPE = 'api::history-link.history-link';
/** Entries written and not linked yet (services/history-chain.ts): the CMS's own queue, never written from outside. */
export const HISTORY_PENDING_TYPE = 'api::history-pending.history-pending';

/** The fields the chain writes (each write logged): AI, supervisor and operator levels, codes, count, archive, sightings. */
export const REVIEW_CHAIN_FIELDS = [
  'reviewStatus',
  'aiStatus',
  'aiScore',
  'aiFindings',
  'aiModelVersion',
  'supervisorStatus',
  'supervisorBy',
  'supervisorAt',
  'operatorStatus',
  'operatorBy',
  'operatorAt',
  'approvedAt',
  'violationCodes',
  'violationTypes',
  'violationCount',
  'trackedAt',
  'archived',
  'seenCount',
  'lastSeenAt',
  'seenUrls',
] as const;

/** The relations among them: a write names them by connect/disconnect/set, not by value. */
export const CHAIN_RELATIONS: ReadonlySet<string> = new Set(['supervisorBy', 'operatorBy', 'violationCodes', 'violationTypes']);

/** Document Service actions that write. */
const WRITES = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);

export interface WriteRequest {
  uid: string;
  action: string;
  /** The data of a create, update or clone. */
  data?: Record<string, unknown> | null;
  /** The item as stored, for an update (null when it does not exist). */
  stored?: Record<string, unknown> | null;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** A value as compared: dates as instants, numbers and decimals as numbers, JSON as text. */
function comparable(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))) return Date.parse(v);
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v;
}

/** A relation input that changes nothing: absent, or connect/disconnect lists that are empty, without a set. */
function relationUnchanged(v: unknown): boolean {
  if (v === undefined) return true;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return !('set' in r) && isEmpty(r.connect) && isEmpty(r.disconnect);
}

/** The chain fields a write would change (all those it sets, for a new item). */
export function changedChainFields(data: Record<string, unknown>, stored?: Record<string, unknown> | null): string[] {
  return REVIEW_CHAIN_FIELDS.filter((field) => {
    if (!(field in data)) return false;
    const value = data[field];
    if (CHAIN_RELATIONS.has(field)) return !relationUnchanged(value);
    if (!stored) return !isEmpty(value) && value !== false && value !== 0;
    return comparable(value) !== comparable(stored[field]);
  });
}

/**
 * Why a Document Service write is refused, or null when it may go ahead. `inChain` is true when the review chain
 * itself is writing.
 */
export function reviewLockRefusal(write: WriteRequest, inChain: boolean): string | null {
  if (!WRITES.has(write.action)) return null;
  if (write.uid === REVIEW_EVENT_TYPE) {
    if (write.action === 'create' && inChain) return null;
    return write.action === 'create'
      ? 'Review events are written by the review chain only'
      : 'Review events are append-only: they cannot be changed or deleted';
  }
  if (write.uid === HISTORY_LINK_TYPE || write.uid === HISTORY_PENDING_TYPE)
    return 'The history chain is appended by the CMS only and never changed';
  if (write.uid === CASE_STEP_TYPE) {
    if (write.action === 'create' && inChain) return null;
    return write.action === 'create'
      ? 'Case steps are written by the case service only'
      : 'Case steps are append-only: they cannot be changed or deleted';
  }
  if (write.uid === CASE_TYPE) {
    return inChain ? null : 'Enforcement cases change only through their steps (each logged), not directly';
  }
  if (inChain || !(ITEM_TYPES as readonly string[]).includes(write.uid)) return null;
  if (write.action === 'clone') {
    return 'A copy would carry the review decisions without their history; items enter through the detector or the report form';
  }
  if (write.action !== 'create' && write.action !== 'update') return null;
  const changed = changedChainFields(write.data ?? {}, write.action === 'update' ? (write.stored ?? {}) : null);
  if (!changed.length) return null;
  return `These fields belong to the review chain and change only through a review decision (which is logged): ${changed.join(', ')}`;
}
