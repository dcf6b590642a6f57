/** Companies shaped like the CMS's answers, for the company screens' tests. */
import type { CompanyDetail, WireCompany } from '@lcmdp/contract';

export function wireCompany(overrides: Partial<WireCompany> = {}): WireCompany {
  return {
    key: 'mekong_nutrition',
    name: 'Mekong Nutrition Co.',
    names: [
      { locale: 'lo', name: 'ແມ່ຂອງ ນິວທຣິຊັນ' },
      { locale: 'en', name: 'Mekong Nutrition' },
    ],
    known: true,
    spellings: ['Mekong Nutrition Co.', 'MKN'],
    variants: ['laos'],
    items: 4,
    confirmedViolations: 3,
    cases: 2,
    openCases: 1,
    lastDetectedAt: '2026-11-20T03:00:00.000Z',
    repeatOffender: true,
    ...overrides,
  };
}

export const SUNRISE = wireCompany({
  key: 'sunrise baby foods',
  name: 'Sunrise Baby Foods',
  names: [],
  known: false,
  spellings: ['Sunrise Baby Foods'],
  items: 1,
  confirmedViolations: 0,
  cases: 0,
  openCases: 0,
  lastDetectedAt: '2026-11-25T03:00:00.000Z',
  repeatOffender: false,
});

export function companyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    company: wireCompany({ items: 2 }),
    items: [
      {
        kind: 'detection',
        _id: 'det1aaaaaaaaaaaaaaaaaaaa',
        variant: 'laos',
        company: 'Mekong Nutrition Co.',
        brand: 'DemoMilk Gold',
        status: 'violation',
        confirmed: true,
        archived: false,
        createdAt: '2026-11-20T03:00:00.000Z',
        caseId: 'case1aaaaaaaaaaaaaaaaaaa',
        caseNumber: 'LA-2026-0007',
        caseStage: 'notice_sent',
      },
      {
        kind: 'report',
        _id: 'rep1aaaaaaaaaaaaaaaaaaaa',
        variant: 'laos',
        company: 'MKN',
        brand: null,
        status: 'reviewing',
        confirmed: false,
        archived: false,
        createdAt: '2026-11-18T03:00:00.000Z',
        caseId: null,
        caseNumber: null,
        caseStage: null,
      },
    ],
    cases: [
      {
        _id: 'case1aaaaaaaaaaaaaaaaaaa',
        caseNumber: 'LA-2026-0007',
        variant: 'laos',
        stage: 'notice_sent',
        overdue: 'response_overdue',
        measures: [],
        fineKip: null,
        openedAt: '2026-11-02T03:00:00.000Z',
        closedAt: null,
        items: 1,
      },
    ],
    ...overrides,
  };
}
