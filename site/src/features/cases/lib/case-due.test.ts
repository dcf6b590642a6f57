import { caseDue } from './case-due';

const base = { responseDueOn: '2026-12-01', removalDueOn: '2026-12-20', measures: ['removal_order' as const] };

describe('the deadline a case waits on', () => {
  it('is the answer date after the notice and the removal date after an order to remove', () => {
    expect(caseDue({ ...base, stage: 'notice_sent' })).toEqual({ kind: 'response', date: '2026-12-01' });
    expect(caseDue({ ...base, stage: 'decided' })).toEqual({ kind: 'removal', date: '2026-12-20' });
  });

  it('is none before the notice, after a decision without removal, and once removal is verified', () => {
    expect(caseDue({ ...base, stage: 'opened' })).toBeNull();
    expect(caseDue({ ...base, stage: 'decided', measures: ['warning'] })).toBeNull();
    expect(caseDue({ ...base, stage: 'removal_verified' })).toBeNull();
  });
});
