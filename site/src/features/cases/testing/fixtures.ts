/** Enforcement cases shaped like the CMS's answers, for the case screens' tests. */
import type { WireCase } from '@lcmdp/contract';

export function wireCase(overrides: Partial<WireCase> = {}): WireCase {
  return {
    _id: 'case1aaaaaaaaaaaaaaaaaaa',
    caseNumber: 'LA-2026-0007',
    variant: 'laos',
    company: 'Dumex Laos',
    stage: 'notice_sent',
    overdue: null,
    assignee: { id: 2, name: 'Demo Operator' },
    responseDueOn: '2026-12-10',
    measures: [],
    fineKip: null,
    removalDueOn: null,
    legalBasis: null,
    openedAt: '2026-11-02T03:00:00.000Z',
    closedAt: null,
    allowedSteps: ['record_response'],
    items: [{ kind: 'detection', _id: 'det1aaaaaaaaaaaaaaaaaaaa', company: 'Dumex Laos', brand: 'Dumex' }],
    ...overrides,
  };
}

export function casePage(data: WireCase[], overdue = data.filter((c) => c.overdue).length) {
  return { data, meta: { page: 1, pageSize: 20, total: data.length, overdue } };
}

/** Strapi's error body with field messages or a refusal reason. */
export function refusal(status: number, message: string, details: { fields?: Record<string, string>; reason?: string }) {
  return { data: null, error: { status, name: status === 409 ? 'ConflictError' : 'ValidationError', message, details } };
}
