/**
 * The three-level review chain (spec §4): the AI (LCMDP) marks an item suspected, a supervisor decides
 * (violation / non violation / to be updated), an operator approves that decision or sends it back. Only
 * operator-approved items are public. An admin may act at any level and may reopen an approved item.
 *
 * Pure functions: they take the item's current review state and the actor, and answer either the patch to write
 * and the review event to log, or a refusal: a stable reason code (REVIEW_REFUSAL_REASONS of the contract, for
 * the site to translate) and an English message (the controller answers 409 with both). Who may do what is the
 * contract's rule (`decisionRefusalReason`, `codesRefusalReason`), the one the site disables its buttons with;
 * this module words the refusals and writes the patches.
 */
import {
  codesRefusalReason,
  decisionRefusalReason,
  isApprovedPosition,
  isFinalStatus,
  levelsOf as levelsOfRole,
  type ChainPosition,
  type FinalStatus,
  type OperatorDecision,
  type ReviewRefusalReason,
  type ReviewStatus,
  type StaffLevel,
  type StaffRole,
  type SupervisorDecision,
  toLegacyLabel,
} from '@lcmdp/contract';

export interface ReviewState {
  reviewStatus: ReviewStatus;
  supervisorStatus?: SupervisorDecision | null;
  operatorStatus?: OperatorDecision | null;
  archived: boolean;
}

export interface Actor {
  userId: number;
  role: StaffRole;
}

export type { StaffLevel };

/** The fields a decision writes on the item. `*By` hold the acting user's id. */
export interface ReviewPatch {
  reviewStatus?: ReviewStatus;
  supervisorStatus?: SupervisorDecision | null;
  supervisorBy?: number | null;
  supervisorAt?: string | null;
  operatorStatus?: OperatorDecision | null;
  operatorBy?: number | null;
  operatorAt?: string | null;
  approvedAt?: string | null;
  trackedAt?: string;
}

/** Why the chain refuses a change: a code for machines and translators, a sentence for people. */
export interface Refusal {
  reason: ReviewRefusalReason;
  message: string;
}

export type Decision =
  | { ok: true; changed: true; patch: ReviewPatch; from: ReviewStatus; to: ReviewStatus }
  | { ok: true; changed: false }
  | ({ ok: false } & Refusal);

export const refusal = (reason: ReviewRefusalReason, message: string): Refusal => ({ reason, message });
const refuse = (blocked: Refusal): Decision => ({ ok: false, ...blocked });

export function isFinal(status: ReviewStatus): status is FinalStatus {
  return isFinalStatus(status);
}

/** An item the operator has approved as violation or non-violation: the only kind the public may see. */
export function isApproved(state: Pick<ReviewState, 'reviewStatus' | 'operatorStatus'>): boolean {
  return isApprovedPosition({ status: state.reviewStatus, operatorStatus: state.operatorStatus });
}

/** The item where the contract's rules read it. */
const positionOf = (state: ReviewState): ChainPosition => ({
  status: state.reviewStatus,
  supervisorStatus: state.supervisorStatus,
  operatorStatus: state.operatorStatus,
  archived: state.archived,
});

export function isPublic(state: ReviewState): boolean {
  return isApproved(state) && !state.archived;
}

/** Which levels a role may act at. */
export function levelsOf(role: StaffRole): StaffLevel[] {
  return levelsOfRole(role);
}

export function mayActAt(role: StaffRole, level: StaffLevel): boolean {
  return levelsOf(role).includes(level);
}

/** Refusal of a role at a level it does not act at. */
export function levelRefusal(role: StaffRole, level: StaffLevel): Refusal {
  return refusal('level_not_allowed', `The ${role} role cannot act at the ${level} level.`);
}

export const ARCHIVED_REFUSAL: Refusal = refusal('archived', 'This item is archived; restore it before changing it.');

/** Someone else changed the item between reading it and writing the decision. */
export const STALE_REFUSAL: Refusal = refusal(
  'stale_item',
  'Someone else changed this item meanwhile; reload it and decide again.',
);

/** A decision's refusal, worded for people. */
function decisionRefusal(reason: ReviewRefusalReason, state: ReviewState, actor: Actor, level: StaffLevel): Refusal {
  switch (reason) {
    case 'level_not_allowed':
      return levelRefusal(actor.role, level);
    case 'archived':
      return ARCHIVED_REFUSAL;
    case 'approved_admin_only':
      return refusal(
        'approved_admin_only',
        `This item was already approved by an operator as ${toLegacyLabel(state.reviewStatus)}; only an admin can reopen it.`,
      );
    case 'approved_needs_supervisor':
      return approvedNeedsSupervisor(state.reviewStatus);
    case 'supervisor_first':
      return SUPERVISOR_FIRST;
    case 'must_match_supervisor':
      return refusal(
        'must_match_supervisor',
        `The supervisor decided ${toLegacyLabel(state.supervisorStatus ?? '')}: the operator approves that decision or sends the item back (to be updated).`,
      );
    default:
      return refusal(reason, 'This change is not allowed at this point of the review.');
  }
}

export function decideAsSupervisor(state: ReviewState, decision: SupervisorDecision, actor: Actor, now: Date): Decision {
  const reason = decisionRefusalReason(positionOf(state), actor.role, 'supervisor', decision);
  if (reason) return refuse(decisionRefusal(reason, state, actor, 'supervisor'));
  const to: ReviewStatus = decision === 'to_be_updated' ? 'to_be_updated' : 'pending_approval';
  if (state.supervisorStatus === decision && state.reviewStatus === to) return { ok: true, changed: false };
  const at = now.toISOString();
  return {
    ok: true,
    changed: true,
    from: state.reviewStatus,
    to,
    patch: {
      reviewStatus: to,
      supervisorStatus: decision,
      supervisorBy: actor.userId,
      supervisorAt: at,
      // A new supervisor decision needs a new operator approval.
      operatorStatus: null,
      operatorBy: null,
      operatorAt: null,
      approvedAt: null,
    },
  };
}

const approvedNeedsSupervisor = (status: ReviewStatus): Refusal =>
  refusal(
    'approved_needs_supervisor',
    `This item was already approved as ${toLegacyLabel(status)}; a supervisor decision is needed before the operator can act again (an admin can reopen it).`,
  );

const SUPERVISOR_FIRST = refusal(
  'supervisor_first',
  'The supervisor has not decided on this item yet; the operator acts after the supervisor.',
);

export function decideAsOperator(state: ReviewState, decision: OperatorDecision, actor: Actor, now: Date): Decision {
  const reason = decisionRefusalReason(positionOf(state), actor.role, 'operator', decision);
  if (reason) return refuse(decisionRefusal(reason, state, actor, 'operator'));
  // Allowed on an approved item only when it is the decision already recorded: nothing changes.
  if (isApproved(state)) return { ok: true, changed: false };
  const at = now.toISOString();
  if (decision === 'to_be_updated') {
    return {
      ok: true,
      changed: true,
      from: state.reviewStatus,
      to: 'to_be_updated',
      patch: { reviewStatus: 'to_be_updated', operatorStatus: 'to_be_updated', operatorBy: actor.userId, operatorAt: at },
    };
  }
  return {
    ok: true,
    changed: true,
    from: state.reviewStatus,
    to: decision,
    patch: {
      reviewStatus: decision,
      operatorStatus: decision,
      operatorBy: actor.userId,
      operatorAt: at,
      approvedAt: at,
      ...(decision === 'violation' ? { trackedAt: at } : {}),
    },
  };
}

/**
 * Approved means frozen: once an operator has approved an item, what the public sees of it (codes, types, number of
 * violations) changes only by an admin; an archived item not at all. Every handler that changes a public field asks.
 */
export function mayChangePublicFields(state: ReviewState, actor: Actor): Refusal | null {
  if (state.archived) return ARCHIVED_REFUSAL;
  if (isApproved(state) && actor.role !== 'admin') {
    return refusal(
      'approved_admin_only',
      'This item was already approved by an operator; only an admin can change what the public sees of it.',
    );
  }
  return null;
}

/**
 * Who may choose violation codes/types for an item at a level: the supervisor until an operator has approved,
 * the operator while the item waits for approval; an admin always. Archived items are frozen.
 */
export function mayChooseCodes(state: ReviewState, actor: Actor, level: StaffLevel): Refusal | null {
  const reason = codesRefusalReason(positionOf(state), actor.role, level);
  switch (reason) {
    case null:
      return null;
    case 'approved_admin_only':
      return mayChangePublicFields(state, actor);
    case 'supervisor_first':
      return refusal('supervisor_first', 'The operator chooses codes while the item waits for approval, after the supervisor.');
    default:
      return decisionRefusal(reason, state, actor, level);
  }
}

/** The level a staff member acts at when the request does not say (an admin acts as supervisor by default). */
export function defaultLevel(role: StaffRole): StaffLevel {
  return role === 'operator' ? 'operator' : 'supervisor';
}

/** The status a new item starts with. */
export function initialStatus(kind: 'detection' | 'report', aiSuspected?: boolean): ReviewStatus {
  if (kind === 'report') return 'reviewing';
  return aiSuspected === false ? 'reviewing' : 'suspected_violation';
}
