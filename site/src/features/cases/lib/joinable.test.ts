import type { WireCompanyItem } from '@lcmdp/contract';
import { joinableItems } from './joinable';

const item = (overrides: Partial<WireCompanyItem>): WireCompanyItem => ({
  kind: 'detection',
  _id: 'd',
  variant: 'laos',
  company: 'Dumex Laos',
  brand: null,
  status: 'violation',
  confirmed: true,
  archived: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  caseId: null,
  caseNumber: null,
  caseStage: null,
  ...overrides,
});

describe('joinableItems', () => {
  it('offers confirmed items of the variant outside this case whose own case has not gone past "opened"', () => {
    const items = [
      item({ _id: 'free' }),
      item({ _id: 'own-case-opened', caseId: 'other', caseNumber: 'LA-2026-0002', caseStage: 'opened' }),
      item({ _id: 'own-case-under-way', caseId: 'other2', caseNumber: 'LA-2026-0003', caseStage: 'notice_sent' }),
      item({ _id: 'in-this-case', caseId: 'this', caseNumber: 'LA-2026-0001', caseStage: 'opened' }),
      item({ _id: 'not-confirmed', confirmed: false, status: 'pending_approval' }),
      item({ _id: 'other-variant', variant: 'international' }),
    ];
    expect(joinableItems(items, { _id: 'this', variant: 'laos' }).map((i) => i._id)).toEqual(['free', 'own-case-opened']);
  });
});
