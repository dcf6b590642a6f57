import { listQuerySchema } from '@lcmdp/contract';
import { planForDetections, planForRoute } from '../../src/domain/list-plan';

const q = (input: Record<string, string> = {}) => listQuerySchema.parse(input);

describe('list plans', () => {
  it('maps public routes to operator-approved items of the right kind and variant', () => {
    expect(planForRoute('violation-laos', q(), false)).toMatchObject({
      ok: true,
      plan: { kind: 'detection', variant: 'laos', statuses: ['violation'], approvedOnly: true, archived: false },
    });
    expect(planForRoute('verified', q(), false)).toMatchObject({
      ok: true,
      plan: { kind: 'report', variant: 'international', statuses: ['violation', 'non_violation'], approvedOnly: true },
    });
  });

  it('keeps public lists approved-only for staff too', () => {
    expect(planForRoute('nonviolation', q(), true)).toMatchObject({
      ok: true,
      plan: { approvedOnly: true, statuses: ['non_violation'] },
    });
  });

  it('narrows a public list by a status it shows, and refuses one it does not', () => {
    expect(planForRoute('verified-laos', q({ status: 'non violation' }), false)).toMatchObject({
      ok: true,
      plan: { statuses: ['non_violation'] },
    });
    expect(planForRoute('violation', q({ status: 'reviewing' }), false)).toMatchObject({ ok: false, status: 403 });
  });

  it('asks anonymous visitors to sign in for review queues', () => {
    for (const route of ['detection', 'check-laos', 'report', 'archived'] as const) {
      expect(planForRoute(route, q(), false)).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('gives staff the queues with any status, archived items only when asked', () => {
    expect(planForRoute('detection', q({ status: 'pending_approval,to be updated' }), true)).toMatchObject({
      ok: true,
      plan: { origin: 'crawler', statuses: ['pending_approval', 'to_be_updated'], approvedOnly: false, archived: false },
    });
    expect(planForRoute('archived-laos', q(), true)).toMatchObject({ ok: true, plan: { archived: true, variant: 'laos' } });
    expect(planForRoute('report', q({ archived: 'all' }), true)).toMatchObject({ ok: true, plan: { archived: 'all' } });
  });

  it('shows the public only final statuses in get_data', () => {
    expect(planForDetections(q(), false)).toMatchObject({
      ok: true,
      plan: { statuses: ['violation', 'non_violation'], approvedOnly: true },
    });
    expect(planForDetections(q({ status: 'suspected violation' }), false)).toMatchObject({ ok: false, status: 403 });
    expect(planForDetections(q({ status: 'suspected_violation' }), true)).toMatchObject({
      ok: true,
      plan: { approvedOnly: false },
    });
  });
});
