import {
  actingLevel,
  currentDecision,
  decisionRefusal,
  entriesRefusal,
  isApproved,
  levelsOf,
  type ChainState,
} from './chain-rules';

const state = (overrides: Partial<ChainState> = {}): ChainState => ({
  status: 'suspected_violation',
  supervisor_status: null,
  operator_status: null,
  archived: false,
  ...overrides,
});

const pending = state({ status: 'pending_approval', supervisor_status: 'violation' });
const approved = state({ status: 'violation', supervisor_status: 'violation', operator_status: 'violation' });

describe('review chain rules (mirror of the CMS)', () => {
  it('lets each role act at its own level only, an admin at both', () => {
    expect(levelsOf('supervisor')).toEqual(['supervisor']);
    expect(levelsOf('operator')).toEqual(['operator']);
    expect(levelsOf('admin')).toEqual(['supervisor', 'operator']);
    expect(levelsOf(null)).toEqual([]);
    expect(decisionRefusal(state(), 'operator', 'supervisor', 'violation')).toBe('level_not_allowed');
    expect(decisionRefusal(pending, 'supervisor', 'operator', 'violation')).toBe('level_not_allowed');
    expect(entriesRefusal(pending, 'supervisor', 'operator')).toBe('level_not_allowed');
  });

  it('freezes archived items at every level', () => {
    const archived = { ...pending, archived: true };
    expect(decisionRefusal(archived, 'supervisor', 'supervisor', 'violation')).toBe('archived');
    expect(decisionRefusal(archived, 'admin', 'operator', 'violation')).toBe('archived');
    expect(entriesRefusal(archived, 'admin', 'supervisor')).toBe('archived');
  });

  it('lets a supervisor decide anything until an operator approved; then only an admin reopens', () => {
    for (const decision of ['violation', 'non_violation', 'to_be_updated'] as const) {
      expect(decisionRefusal(state(), 'supervisor', 'supervisor', decision)).toBeNull();
      expect(decisionRefusal(pending, 'supervisor', 'supervisor', decision)).toBeNull();
    }
    expect(isApproved(approved)).toBe(true);
    expect(decisionRefusal(approved, 'supervisor', 'supervisor', 'non_violation')).toBe('approved_admin_only');
    expect(decisionRefusal(approved, 'admin', 'supervisor', 'non_violation')).toBeNull();
  });

  it("lets the operator approve the supervisor's decision or send it back, after the supervisor", () => {
    expect(decisionRefusal(state(), 'operator', 'operator', 'violation')).toBe('supervisor_first');
    expect(
      decisionRefusal(
        state({ status: 'to_be_updated', supervisor_status: 'to_be_updated' }),
        'operator',
        'operator',
        'to_be_updated',
      ),
    ).toBe('supervisor_first');
    expect(decisionRefusal(pending, 'operator', 'operator', 'violation')).toBeNull();
    expect(decisionRefusal(pending, 'operator', 'operator', 'to_be_updated')).toBeNull();
    expect(decisionRefusal(pending, 'operator', 'operator', 'non_violation')).toBe('must_match_supervisor');
    // Approved: the same decision again changes nothing; another one needs a new supervisor decision.
    expect(decisionRefusal(approved, 'operator', 'operator', 'violation')).toBeNull();
    expect(decisionRefusal(approved, 'operator', 'operator', 'to_be_updated')).toBe('approved_needs_supervisor');
    expect(decisionRefusal(approved, 'admin', 'operator', 'non_violation')).toBe('approved_needs_supervisor');
  });

  it('lets codes and types be chosen by the supervisor before approval, the operator while pending, an admin always', () => {
    expect(entriesRefusal(state(), 'supervisor', 'supervisor')).toBeNull();
    expect(entriesRefusal(approved, 'supervisor', 'supervisor')).toBe('approved_admin_only');
    expect(entriesRefusal(pending, 'operator', 'operator')).toBeNull();
    expect(entriesRefusal(state(), 'operator', 'operator')).toBe('supervisor_first');
    expect(entriesRefusal(approved, 'operator', 'operator')).toBe('approved_needs_supervisor');
    expect(entriesRefusal(approved, 'admin', 'supervisor')).toBeNull();
    expect(entriesRefusal(state(), 'admin', 'operator')).toBeNull();
  });

  it('acts at the own level; an admin as operator on items waiting for approval', () => {
    expect(actingLevel('supervisor', pending)).toBe('supervisor');
    expect(actingLevel('operator', state())).toBe('operator');
    expect(actingLevel('admin', pending)).toBe('operator');
    expect(actingLevel('admin', state())).toBe('supervisor');
    expect(actingLevel(null, state())).toBeNull();
    expect(currentDecision(pending, 'supervisor')).toBe('violation');
    expect(currentDecision(pending, 'operator')).toBeNull();
  });
});
