import { REVIEW_REFUSAL_REASONS } from '@lcmdp/contract';
import {
  ARCHIVED_REFUSAL,
  STALE_REFUSAL,
  decideAsOperator,
  decideAsSupervisor,
  initialStatus,
  isPublic,
  mayChangePublicFields,
  mayChooseCodes,
  type Actor,
  type ReviewState,
} from '../../src/domain/review-chain';

const supervisor: Actor = { userId: 1, role: 'supervisor' };
const operator: Actor = { userId: 2, role: 'operator' };
const admin: Actor = { userId: 3, role: 'admin' };
const now = new Date('2026-01-02T03:04:05.000Z');

const suspected: ReviewState = { reviewStatus: 'suspected_violation', archived: false };
const pending = (decision: 'violation' | 'non_violation'): ReviewState => ({
  reviewStatus: 'pending_approval',
  supervisorStatus: decision,
  archived: false,
});
const approved = (decision: 'violation' | 'non_violation'): ReviewState => ({
  reviewStatus: decision,
  supervisorStatus: decision,
  operatorStatus: decision,
  archived: false,
});

describe('supervisor level', () => {
  it('sends a supervisor violation decision to the operator for approval', () => {
    const d = decideAsSupervisor(suspected, 'violation', supervisor, now);
    expect(d).toMatchObject({ ok: true, changed: true, from: 'suspected_violation', to: 'pending_approval' });
    if (d.ok && d.changed) {
      expect(d.patch).toMatchObject({
        supervisorStatus: 'violation',
        supervisorBy: 1,
        supervisorAt: now.toISOString(),
        operatorStatus: null,
      });
    }
  });

  it('marks "to be updated" without involving the operator', () => {
    const d = decideAsSupervisor(suspected, 'to_be_updated', supervisor, now);
    expect(d).toMatchObject({ ok: true, changed: true, to: 'to_be_updated' });
  });

  it('lets the supervisor change a decision while it waits for approval', () => {
    const d = decideAsSupervisor(pending('violation'), 'non_violation', supervisor, now);
    expect(d).toMatchObject({ ok: true, changed: true, to: 'pending_approval' });
  });

  it('treats repeating the same decision as no change', () => {
    expect(decideAsSupervisor(pending('violation'), 'violation', supervisor, now)).toEqual({ ok: true, changed: false });
  });

  it('refuses a supervisor on an operator-approved item, and says why', () => {
    const d = decideAsSupervisor(approved('violation'), 'non_violation', supervisor, now);
    expect(d).toMatchObject({ ok: false, reason: 'approved_admin_only' });
    if (!d.ok) expect(d.message).toMatch(/already approved.*only an admin/);
  });

  it('lets an admin reopen an approved item, clearing the operator approval', () => {
    const d = decideAsSupervisor(approved('violation'), 'non_violation', admin, now);
    expect(d).toMatchObject({ ok: true, changed: true, from: 'violation', to: 'pending_approval' });
    if (d.ok && d.changed) expect(d.patch).toMatchObject({ operatorStatus: null, approvedAt: null, supervisorBy: 3 });
  });

  it('refuses an operator acting at the supervisor level', () => {
    const d = decideAsSupervisor(suspected, 'violation', operator, now);
    expect(d).toEqual({
      ok: false,
      reason: 'level_not_allowed',
      message: 'The operator role cannot act at the supervisor level.',
    });
  });

  it('refuses archived items', () => {
    const d = decideAsSupervisor({ ...suspected, archived: true }, 'violation', supervisor, now);
    expect(d).toMatchObject({ ok: false, reason: 'archived' });
    if (!d.ok) expect(d.message).toMatch(/archived/);
    expect(decideAsOperator({ ...pending('violation'), archived: true }, 'violation', admin, now)).toMatchObject({
      ok: false,
      reason: 'archived',
    });
  });
});

describe('operator level', () => {
  it('approves the supervisor decision, making the item final and tracked', () => {
    const d = decideAsOperator(pending('violation'), 'violation', operator, now);
    expect(d).toMatchObject({ ok: true, changed: true, from: 'pending_approval', to: 'violation' });
    if (d.ok && d.changed) {
      expect(d.patch).toMatchObject({
        operatorStatus: 'violation',
        operatorBy: 2,
        approvedAt: now.toISOString(),
        trackedAt: now.toISOString(),
      });
    }
  });

  it('approves a non-violation without a tracking date', () => {
    const d = decideAsOperator(pending('non_violation'), 'non_violation', operator, now);
    expect(d).toMatchObject({ ok: true, to: 'non_violation' });
    if (d.ok && d.changed) expect(d.patch.trackedAt).toBeUndefined();
  });

  it('sends an item back to the supervisor', () => {
    const d = decideAsOperator(pending('violation'), 'to_be_updated', operator, now);
    expect(d).toMatchObject({ ok: true, to: 'to_be_updated' });
  });

  it('refuses a decision that contradicts the supervisor', () => {
    const d = decideAsOperator(pending('violation'), 'non_violation', operator, now);
    expect(d).toMatchObject({ ok: false, reason: 'must_match_supervisor' });
    if (!d.ok) expect(d.message).toMatch(/supervisor decided violation/);
  });

  it('refuses to act before the supervisor', () => {
    for (const state of [
      suspected,
      { reviewStatus: 'to_be_updated', supervisorStatus: 'to_be_updated', archived: false } as ReviewState,
    ]) {
      const d = decideAsOperator(state, 'violation', operator, now);
      expect(d).toMatchObject({ ok: false, reason: 'supervisor_first' });
      if (!d.ok) expect(d.message).toMatch(/supervisor has not decided/);
    }
  });

  it('refuses a supervisor acting at the operator level', () => {
    expect(decideAsOperator(pending('violation'), 'violation', supervisor, now)).toMatchObject({
      ok: false,
      reason: 'level_not_allowed',
    });
  });

  it('lets an admin approve at the operator level', () => {
    expect(decideAsOperator(pending('violation'), 'violation', admin, now)).toMatchObject({ ok: true, changed: true });
  });

  it('refuses changing an approved item but treats the same approval as no change', () => {
    expect(decideAsOperator(approved('violation'), 'violation', operator, now)).toEqual({ ok: true, changed: false });
    const d = decideAsOperator(approved('violation'), 'to_be_updated', operator, now);
    expect(d).toMatchObject({ ok: false, reason: 'approved_needs_supervisor' });
    if (!d.ok) expect(d.message).toMatch(/already approved as violation; a supervisor decision is needed/);
  });
});

describe('refusal reasons', () => {
  it('uses only the reason codes the contract publishes, and each one somewhere in the chain', () => {
    const states: ReviewState[] = [
      suspected,
      pending('violation'),
      pending('non_violation'),
      approved('violation'),
      { reviewStatus: 'to_be_updated', supervisorStatus: 'to_be_updated', archived: false },
      { ...suspected, archived: true },
    ];
    const seen = new Set<string>([STALE_REFUSAL.reason, ARCHIVED_REFUSAL.reason]);
    for (const state of states) {
      for (const actor of [supervisor, operator, admin]) {
        for (const decision of ['violation', 'non_violation', 'to_be_updated'] as const) {
          for (const d of [decideAsSupervisor(state, decision, actor, now), decideAsOperator(state, decision, actor, now)]) {
            if (!d.ok) seen.add(d.reason);
          }
        }
        for (const level of ['supervisor', 'operator'] as const) {
          const r = mayChooseCodes(state, actor, level);
          if (r) seen.add(r.reason);
        }
      }
    }
    expect([...seen].sort()).toEqual([...REVIEW_REFUSAL_REASONS].sort());
  });
});

describe('visibility and codes', () => {
  it('shows the public only operator-approved, unarchived items', () => {
    expect(isPublic(approved('violation'))).toBe(true);
    expect(isPublic(approved('non_violation'))).toBe(true);
    expect(isPublic({ ...approved('violation'), archived: true })).toBe(false);
    expect(isPublic(pending('violation'))).toBe(false);
    expect(isPublic({ reviewStatus: 'violation', supervisorStatus: 'violation', archived: false })).toBe(false);
  });

  it('lets the supervisor choose codes until approval and the operator only while pending', () => {
    expect(mayChooseCodes(suspected, supervisor, 'supervisor')).toBeNull();
    expect(mayChooseCodes(approved('violation'), supervisor, 'supervisor')).toEqual({
      reason: 'approved_admin_only',
      message: expect.stringMatching(/only an admin/),
    });
    expect(mayChooseCodes(pending('violation'), operator, 'operator')).toBeNull();
    expect(mayChooseCodes(suspected, operator, 'operator')).toEqual({
      reason: 'supervisor_first',
      message: expect.stringMatching(/waits for approval/),
    });
    expect(mayChooseCodes(approved('violation'), operator, 'operator')?.reason).toBe('approved_needs_supervisor');
    expect(mayChooseCodes(approved('violation'), admin, 'operator')).toBeNull();
    expect(mayChooseCodes(suspected, operator, 'supervisor')).toEqual({
      reason: 'level_not_allowed',
      message: expect.stringMatching(/cannot act/),
    });
    expect(mayChooseCodes({ ...suspected, archived: true }, admin, 'supervisor')?.reason).toBe('archived');
  });

  it('freezes what the public sees of an approved item for everyone but an admin', () => {
    for (const state of [
      suspected,
      pending('violation'),
      { ...approved('violation'), operatorStatus: 'to_be_updated' as const },
    ]) {
      expect(mayChangePublicFields(state, supervisor)).toBeNull();
      expect(mayChangePublicFields(state, operator)).toBeNull();
    }
    for (const actor of [supervisor, operator]) {
      expect(mayChangePublicFields(approved('non_violation'), actor)).toEqual({
        reason: 'approved_admin_only',
        message: expect.stringMatching(/only an admin can change what the public sees/),
      });
    }
    expect(mayChangePublicFields(approved('violation'), admin)).toBeNull();
    expect(mayChangePublicFields({ ...suspected, archived: true }, admin)).toEqual(ARCHIVED_REFUSAL);
  });

  it('starts detections as suspected (or reviewing when the AI did not suspect) and reports as reviewing', () => {
    expect(initialStatus('detection', true)).toBe('suspected_violation');
    expect(initialStatus('detection', false)).toBe('reviewing');
    expect(initialStatus('report')).toBe('reviewing');
  });
});
