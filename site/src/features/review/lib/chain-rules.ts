/**
 * The review chain as the screen needs it: which actions the signed-in user may take on an item, and why not.
 * The rules are the contract's (`decisionRefusalReason`, `codesRefusalReason`), the ones the CMS decides with, so
 * buttons the server would refuse are disabled with an explanation; the server still decides, and its refusal is
 * shown when the two disagree (a stale item).
 */
import {
  REVIEW_REFUSAL_REASONS,
  codesRefusalReason,
  decisionRefusalReason,
  isApprovedPosition,
  levelsOf,
  type ChainPosition,
  type OperatorDecision,
  type ReviewRefusalReason,
  type StaffLevel,
  type StaffRole,
  type SupervisorDecision,
  type WireReviewFields,
} from '@lcmdp/contract/vocabulary';

export { levelsOf, type StaffLevel };
export type Decision = SupervisorDecision | OperatorDecision;

/** The decisions offered at both levels, in the order of their buttons and shortcuts. */
export const DECISIONS = ['violation', 'non_violation', 'to_be_updated'] as const satisfies readonly Decision[];

/** Refusal reason codes: the contract's, the ones the CMS sends as `error.details.reason` with a 409. */
export const REFUSALS = REVIEW_REFUSAL_REASONS;
export type Refusal = ReviewRefusalReason;

export type ChainState = Pick<WireReviewFields, 'status' | 'supervisor_status' | 'operator_status' | 'archived'>;

/** An item of the wire where the chain's rules read it. */
const positionOf = (state: ChainState): ChainPosition => ({
  status: state.status,
  supervisorStatus: state.supervisor_status,
  operatorStatus: state.operator_status,
  archived: state.archived ?? false,
});

/** Approved by an operator as violation or non-violation (the end of the chain; public unless archived). */
export function isApproved(state: ChainState): boolean {
  return isApprovedPosition(positionOf(state));
}

/** Why choosing `decision` at `level` would be refused, or null when the chain allows it. */
export function decisionRefusal(
  state: ChainState,
  role: StaffRole | null | undefined,
  level: StaffLevel,
  decision: Decision,
): Refusal | null {
  return decisionRefusalReason(positionOf(state), role, level, decision);
}

/** Why choosing violation codes or types at `level` would be refused, or null when allowed. */
export function entriesRefusal(state: ChainState, role: StaffRole | null | undefined, level: StaffLevel): Refusal | null {
  return codesRefusalReason(positionOf(state), role, level);
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
