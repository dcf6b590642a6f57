/**
 * Enforces domain/review-lock on every Document Service write (the Content Manager goes through it too): the review
 * chain's fields change only inside throughReviewChain(...), which the review, intake and seed services use.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CASE_STEP_TYPE,
  CASE_TYPE,
  CHAIN_RELATIONS,
  HISTORY_LINK_TYPE,
  ITEM_TYPES,
  REVIEW_CHAIN_FIELDS,
  REVIEW_EVENT_TYPE,
  reviewLockRefusal,
} from '../domain/review-lock';

// One scope per process, even when this module is loaded twice (the compiled app and a test's ts-jest copy).
const SCOPE_KEY = Symbol.for('lcmdp.review-chain-scope');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<true> | undefined>;
const scope = (holder[SCOPE_KEY] ??= new AsyncLocalStorage<true>());

/** Runs `work` as the review chain: its writes may change the chain's fields and log review events. */
export function throughReviewChain<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

/** One transaction of the review chain. */
export function chainTransaction<T>(work: () => Promise<T>): Promise<T> {
  return throughReviewChain(async () => (await strapi.db.transaction(work)) as T);
}

const inReviewChain = () => scope.getStore() === true;

interface WriteContext {
  uid: string;
  action: string;
  params: { documentId?: string; data?: Record<string, unknown> | null };
}

/** The stored values of the chain's own fields that an update names (relations are judged by their input alone). */
async function storedValues(uid: string, documentId: string | undefined, data: Record<string, unknown>) {
  const attributes = strapi.contentType(uid as UID.ContentType).attributes;
  const select = REVIEW_CHAIN_FIELDS.filter((f) => f in data && f in attributes && !CHAIN_RELATIONS.has(f));
  if (!documentId || !select.length) return {};
  const row = await strapi.db.query(uid as never).findOne({ where: { documentId }, select });
  return (row ?? {}) as Record<string, unknown>;
}

export function registerReviewLock(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as WriteContext;
    const data = params?.data ?? undefined;
    const inChain = inReviewChain();
    // Only an update from outside the chain needs the stored values, to tell a change from the panel echoing them.
    const compare = action === 'update' && data && !inChain && (ITEM_TYPES as readonly string[]).includes(uid);
    const stored = compare ? await storedValues(uid, params.documentId, data) : null;
    const refusal = reviewLockRefusal({ uid, action, data, stored }, inChain);
    if (refusal) throw new errors.ForbiddenError(refusal);
    return next();
  });
}

type Configuration = { metadatas?: Record<string, { edit?: { editable?: boolean } }> };

/** Shows the chain's fields (and every field of review events, cases and case steps) read-only in the Content Manager. */
export async function lockFieldsInContentManager(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager')?.service('content-types');
  if (!contentTypes) return;
  const locked: [string, readonly string[]][] = [
    ...ITEM_TYPES.map((uid) => [uid, REVIEW_CHAIN_FIELDS] as [string, readonly string[]]),
    ...[REVIEW_EVENT_TYPE, CASE_TYPE, CASE_STEP_TYPE, HISTORY_LINK_TYPE].map(
      (uid) => [uid, Object.keys(strapi.contentType(uid as UID.ContentType).attributes)] as [string, readonly string[]],
    ),
  ];
  for (const [uid, fields] of locked) {
    const config = (await contentTypes.findConfiguration({ uid })) as Configuration;
    const metadatas = { ...config.metadatas };
    let changed = false;
    for (const field of fields) {
      const meta = metadatas[field];
      if (!meta || meta.edit?.editable === false) continue;
      metadatas[field] = { ...meta, edit: { ...meta.edit, editable: false } };
      changed = true;
    }
    if (changed) await contentTypes.updateConfiguration({ uid }, { metadatas });
  }
}
