/**
 * The review chain as the screen needs it: which actions the signed-in user may take on an item, and why not.
 * A mirror of the CMS's rules (cms/src/domain/review-chain.ts) so buttons the server would refuse are disabled
 * with an explanation; the server still decides, and its refusal is shown when the two disagree (a stale item).
 */
import {
  FINAL_STATUSES,
  REVIEW_REFUSAL_REASONS,
  type OperatorDecision,
  type ReviewRefusalReason,
  type StaffRole,
  type SupervisorDecision,
  type WireReviewFields,
} from '@lcmdp/contract/vocabulary';

export type StaffLevel = 'supervisor' | 'operator';
export type Decision = SupervisorDecision | OperatorDecision;

/** The decisions offered at both levels, in the order of their buttons and shortcuts. */
export const DECISIONS = ['violation', 'non_violation', 'to_be_updated'] as const satisfies readonly Decision[];

/** Refusal reason codes: the contract's, the ones the CMS sends as `error.details.reason` with a 409. */
export const REFUSALS = REVIEW_REFUSAL_REASONS;
export type Refusal = ReviewRefusalReason;

export type ChainState = Pick<WireReviewFields, 'status' | 'supervisor_status' | 'operator_status' | 'archived'>;

/** The levels a role acts at: an admin at both. */
export function levelsOf(role: StaffRole | null | undefined): StaffLevel[] {
  if (role === 'admin') return ['supervisor', 'operator'];
  return role === 'supervisor' || role === 'operator' ? [role] : [];
}

const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);

/** Approved by an operator as violation or non-violation (the end of the chain; public unless archived). */
export function isApproved(state: ChainState): boolean {
  return isFinal(state.status) && state.operator_status === state.status;
}

function common(state: ChainState, role: StaffRole | null | undefined, level: StaffLevel): Refusal | null {
  if (!levelsOf(role).includes(level)) return 'level_not_allowed';
  if (state.archived) return 'archived';
  return null;
}

/** Why choosing `decision` at `level` would be refused, or null when the chain allows it. */
export function decisionRefusal(
  state: ChainState,
  role: StaffRole | null | undefined,
  level: StaffLevel,
  decision: Decision,
): Refusal | null {
  const blocked = common(state, role, level);
  if (blocked) return blocked;
  if (level === 'supervisor') return isApproved(state) && role !== 'admin' ? 'approved_admin_only' : null;
  if (isApproved(state)) return state.operator_status === decision ? null : 'approved_needs_supervisor';
  if (state.status !== 'pending_approval' || !state.supervisor_status || state.supervisor_status === 'to_be_updated') {
    return 'supervisor_first';
  }
  if (decision === 'to_be_updated') return null;
  return decision === state.supervisor_status ? null : 'must_match_supervisor';
}

/** Why choosing violation codes or types at `level` would be refused, or null when allowed. */
export function entriesRefusal(state: ChainState, role: StaffRole | null | undefined, level: StaffLevel): Refusal | null {
  const blocked = common(state, role, level);
  if (blocked) return blocked;
  if (role === 'admin') return null;
  if (level === 'supervisor' && isApproved(state)) return 'approved_admin_only';
  if (level === 'operator' && state.status !== 'pending_approval') {
    return isApproved(state) ? 'approved_needs_supervisor' : 'supervisor_first';
  }
  return null;
}

/**
 * The level a user's shortcuts and code choices act at: their own; an admin acts as operator on an item that
 * waits for approval, else as supervisor.
 */
export function actingLevel(role: StaffRole | null | undefined, state: ChainState): StaffLevel | null {
  const levels = levelsOf(role);
  if (levels.length === 0) return null;
  if (levels.length === 1) return levels[0];
  return state.status === 'pending_approval' ? 'operator' : 'supervisor';
}

/** The decision currently recorded at a level (its button shows as chosen). */
export function currentDecision(state: ChainState, level: StaffLevel): Decision | null {
  return (level === 'supervisor' ? state.supervisor_status : state.operator_status) ?? null;
}
