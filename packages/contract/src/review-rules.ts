/**
 * The review chain's rules of who may do what (spec §4), as reason codes: the CMS decides with them (and words its
 * 409 messages, cms/src/domain/review-chain.ts), the site disables with them the buttons the server would refuse.
 * One definition, so the two cannot drift apart.
 */
import {
  FINAL_STATUSES,
  type FinalStatus,
  type OperatorDecision,
  type ReviewRefusalReason,
  type ReviewStatus,
  type StaffRole,
  type SupervisorDecision,
} from './vocabulary';

/** The two levels staff act at. */
export type StaffLevel = 'supervisor' | 'operator';

/** Where an item stands in the chain: its status, the decision recorded at each level, and whether it is archived. */
export interface ChainPosition {
  status: ReviewStatus;
  supervisorStatus?: SupervisorDecision | null;
  operatorStatus?: OperatorDecision | null;
  archived: boolean;
}

export function isFinalStatus(status: ReviewStatus): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/** Approved by an operator as violation or non-violation: the end of the chain, public unless archived. */
export function isApprovedPosition(position: Pick<ChainPosition, 'status' | 'operatorStatus'>): boolean {
  return isFinalStatus(position.status) && position.operatorStatus === position.status;
}

/** The levels a role acts at: an admin at both; nobody else's. */
export function levelsOf(role: StaffRole | null | undefined): StaffLevel[] {
  if (role === 'admin') return ['supervisor', 'operator'];
  return role === 'supervisor' || role === 'operator' ? [role] : [];
}

function levelOrArchive(position: ChainPosition, role: StaffRole | null | undefined, level: StaffLevel) {
  if (!levelsOf(role).includes(level)) return 'level_not_allowed' as const;
  return position.archived ? ('archived' as const) : null;
}

/**
 * Why deciding `decision` at `level` is refused, or null when the chain allows it (an approved item's operator
 * choosing its own decision again is allowed: nothing changes).
 */
export function decisionRefusalReason(
  position: ChainPosition,
  role: StaffRole | null | undefined,
  level: StaffLevel,
  decision: SupervisorDecision | OperatorDecision,
): ReviewRefusalReason | null {
  const blocked = levelOrArchive(position, role, level);
  if (blocked) return blocked;
  const approved = isApprovedPosition(position);
  if (level === 'supervisor') return approved && role !== 'admin' ? 'approved_admin_only' : null;
  if (approved) return position.operatorStatus === decision ? null : 'approved_needs_supervisor';
  if (position.status !== 'pending_approval' || !position.supervisorStatus || position.supervisorStatus === 'to_be_updated') {
    return 'supervisor_first';
  }
  if (decision === 'to_be_updated') return null;
  return decision === position.supervisorStatus ? null : 'must_match_supervisor';
}

/**
 * Why choosing violation codes or types at `level` is refused, or null: the supervisor until an operator has
 * approved, the operator while the item waits for approval; an admin always; archived items never.
 */
export function codesRefusalReason(
  position: ChainPosition,
  role: StaffRole | null | undefined,
  level: StaffLevel,
): ReviewRefusalReason | null {
  const blocked = levelOrArchive(position, role, level);
  if (blocked) return blocked;
  if (role === 'admin') return null;
  const approved = isApprovedPosition(position);
  if (level === 'supervisor') return approved ? 'approved_admin_only' : null;
  if (position.status !== 'pending_approval') return approved ? 'approved_needs_supervisor' : 'supervisor_first';
  return null;
}
