/**
 * Applying review decisions to stored items. Each change runs in one transaction: read the item, let the
 * review chain decide, write the change only if nobody else changed the item meanwhile, log the event.
 */
import type { OperatorDecision, SupervisorDecision, Variant } from '@lcmdp/contract';
import type { ItemKind } from '../domain/list-plan';
import {
  STALE_REFUSAL,
  decideAsOperator,
  decideAsSupervisor,
  mayChangePublicFields,
  mayChooseCodes,
  type Actor,
  type Decision,
  type ReviewState,
  type StaffLevel,
} from '../domain/review-chain';
import { badRequest, notFound, refused } from '../http/failure';
import { DEFAULT_LOCALE } from '../domain/localized-fields';
import { openCaseForItem } from './cases';
import { ITEM_UID } from './items';
import { notifyReviewDecision } from './notifications';
import { logReviewEvent } from './review-log';
import { chainTransaction } from './review-lock';

interface StoredState extends ReviewState {
  id: number;
  documentId: string;
  variant: Variant;
}

const STATE_FIELDS = ['id', 'documentId', 'variant', 'reviewStatus', 'supervisorStatus', 'operatorStatus', 'archived'];

/** Reads an item of a kind (and, for variant-specific routes, of that variant). */
async function readState(kind: ItemKind, documentId: string, variant?: Variant): Promise<StoredState> {
  const row = (await strapi.db
    .query(ITEM_UID[kind])
    .findOne({ where: { documentId }, select: STATE_FIELDS })) as StoredState | null;
  if (!row || (variant && row.variant !== variant)) {
    throw notFound(`${kind === 'detection' ? 'Detection' : 'Report'}${variant ? ` (${variant})` : ''}`);
  }
  return row;
}

/** Writes `data` only if the item still has the state the decision was made on. */
async function writeIfUnchanged(kind: ItemKind, state: StoredState, data: Record<string, unknown>): Promise<void> {
  const nullable = (v: unknown) => (v === null || v === undefined ? { $null: true } : v);
  const { count } = await strapi.db.query(ITEM_UID[kind]).updateMany({
    where: {
      id: state.id,
      reviewStatus: state.reviewStatus,
      supervisorStatus: nullable(state.supervisorStatus),
      operatorStatus: nullable(state.operatorStatus),
      archived: state.archived,
    },
    data,
  });
  if (count !== 1) throw refused(STALE_REFUSAL);
}

export interface StatusChange {
  kind: ItemKind;
  documentId: string;
  variant?: Variant;
  level: StaffLevel;
  status: SupervisorDecision | OperatorDecision;
  note?: string;
}

export async function changeStatus(change: StatusChange, actor: Actor) {
  return chainTransaction(async () => {
    const state = await readState(change.kind, change.documentId, change.variant);
    const now = new Date();
    const decision: Decision =
      change.level === 'supervisor'
        ? decideAsSupervisor(state, change.status, actor, now)
        : decideAsOperator(state, change.status, actor, now);
    if (!decision.ok) throw refused(decision);
    if (!decision.changed) return { changed: false, status: state.reviewStatus };
    const { supervisorBy, operatorBy, ...scalars } = decision.patch;
    await writeIfUnchanged(change.kind, state, scalars);
    const relations: Record<string, number | null> = {};
    if (supervisorBy !== undefined) relations.supervisorBy = supervisorBy;
    if (operatorBy !== undefined) relations.operatorBy = operatorBy;
    if (Object.keys(relations).length) {
      await strapi.db.query(ITEM_UID[change.kind]).update({ where: { id: state.id }, data: relations });
    }
    await logReviewEvent({
      itemKind: change.kind,
      itemId: state.documentId,
      variant: state.variant,
      level: change.level,
      action: 'status',
      fromStatus: decision.from,
      toStatus: decision.to,
      actorId: actor.userId,
      note: change.note,
    });
    await notifyReviewDecision(
      { kind: change.kind, documentId: state.documentId, variant: state.variant },
      change.level,
      decision.to,
      change.status,
    );
    // A confirmed violation is where the ministry's enforcement starts: its case opens (issue 13).
    if (change.level === 'operator' && decision.to === 'violation') await openCaseForItem(change.kind, state.id, actor);
    return { changed: true, status: decision.to };
  });
}

export interface CodesChange {
  kind: ItemKind;
  documentId: string;
  variant?: Variant;
  level: StaffLevel;
  /** Violation code or type document ids, or code strings (`INT-PP-01`) / type keys. */
  refs: string[];
}

const CATALOGUE = {
  codes: {
    uid: 'api::violation-code.violation-code',
    key: 'code',
    field: 'violationCodes',
    label: 'violation code',
    input: 'names',
  },
  types: {
    uid: 'api::violation-type.violation-type',
    key: 'key',
    field: 'violationTypes',
    label: 'violation type',
    input: 'violations',
  },
} as const;

/** Resolves references to catalogue entries of the item's variant; an unknown or foreign one is a 400. */
async function resolveRefs(which: keyof typeof CATALOGUE, refs: string[], variant: Variant) {
  const c = CATALOGUE[which];
  const unique = [...new Set(refs)];
  if (!unique.length) return [];
  const rows = (await strapi.db.query(c.uid).findMany({
    // Items link the `lo` entry of a code or type (the default locale); its English text is joined in on reading.
    where: { locale: DEFAULT_LOCALE, $or: [{ documentId: { $in: unique } }, { [c.key]: { $in: unique } }] },
    select: ['id', 'documentId', c.key, 'variant'],
  })) as { id: number; documentId: string; variant: Variant; [k: string]: unknown }[];
  const fields: Record<string, string> = {};
  unique.forEach((ref, i) => {
    const row = rows.find((r) => r.documentId === ref || r[c.key] === ref);
    if (!row) fields[`${c.input}.${i}`] = `Unknown ${c.label}: ${ref}`;
    else if (row.variant !== variant) fields[`${c.input}.${i}`] = `${ref} belongs to the ${row.variant} variant, not ${variant}`;
  });
  if (Object.keys(fields).length) throw badRequest(`Invalid ${c.label}s`, fields);
  return rows;
}

export async function chooseCatalogueEntries(which: keyof typeof CATALOGUE, change: CodesChange, actor: Actor) {
  return chainTransaction(async () => {
    const state = await readState(change.kind, change.documentId, change.variant);
    const refusal = mayChooseCodes(state, actor, change.level);
    if (refusal) throw refused(refusal);
    const rows = await resolveRefs(which, change.refs, state.variant);
    const c = CATALOGUE[which];
    const data: Record<string, unknown> = { [c.field]: rows.map((r) => r.id) };
    // The number of violations follows the provisions breached unless a reviewer set it by hand later.
    if (which === 'codes') data.violationCount = rows.length;
    await strapi.db.query(ITEM_UID[change.kind]).update({ where: { id: state.id }, data });
    const chosen = rows.map((r) => String(r[c.key]));
    await logReviewEvent({
      itemKind: change.kind,
      itemId: state.documentId,
      variant: state.variant,
      level: change.level,
      action: which,
      ...(which === 'codes' ? { codes: chosen } : { types: chosen }),
      actorId: actor.userId,
    });
    return chosen;
  });
}

export async function setArchived(kind: ItemKind, documentId: string, archived: boolean, actor: Actor, variant?: Variant) {
  return chainTransaction(async () => {
    const state = await readState(kind, documentId, variant);
    if (state.archived === archived) return { changed: false };
    await strapi.db.query(ITEM_UID[kind]).update({ where: { id: state.id }, data: { archived } });
    await logReviewEvent({
      itemKind: kind,
      itemId: documentId,
      variant: state.variant,
      level: 'staff',
      action: 'archive',
      fromStatus: state.archived ? 'archived' : 'no_archive',
      toStatus: archived ? 'archived' : 'no_archive',
      actorId: actor.userId,
    });
    return { changed: true };
  });
}

export async function setViolationCount(kind: ItemKind, documentId: string, count: number, actor: Actor, variant?: Variant) {
  return chainTransaction(async () => {
    const state = await readState(kind, documentId, variant);
    const frozen = mayChangePublicFields(state, actor);
    if (frozen) throw refused(frozen);
    await strapi.db.query(ITEM_UID[kind]).update({ where: { id: state.id }, data: { violationCount: count } });
    await logReviewEvent({
      itemKind: kind,
      itemId: documentId,
      variant: state.variant,
      level: 'staff',
      action: 'violation_count',
      toStatus: String(count),
      actorId: actor.userId,
    });
  });
}
