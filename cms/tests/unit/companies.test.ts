import {
  companyMatches,
  isRepeatOffender,
  resolveCompany,
  summarizeCompanies,
  type CompanyCaseFacts,
  type CompanyItemFacts,
} from '../../src/domain/companies';
import { nameIndex } from '../../src/domain/name-resolution';

const index = nameIndex([
  {
    key: 'mekong_nutrition',
    names: [
      { locale: 'lo', name: 'ແມ່ຂອງ ນິວທຣິຊັນ' },
      { locale: 'en', name: 'Mekong Nutrition' },
    ],
    aliases: ['MKN'],
  },
]);

const item = (company: string | null, extra: Partial<CompanyItemFacts> = {}): CompanyItemFacts => ({
  variant: 'laos',
  company,
  reviewStatus: 'reviewing',
  operatorStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const confirmed = { reviewStatus: 'violation', operatorStatus: 'violation' };
const kase = (company: string, extra: Partial<CompanyCaseFacts> = {}): CompanyCaseFacts => ({
  variant: 'laos',
  company,
  stage: 'opened',
  itemCount: 1,
  ...extra,
});

describe('isRepeatOffender', () => {
  it.each([
    [0, 0, false],
    [1, 1, false],
    [2, 0, true],
    [0, 2, true],
    [1, 2, true],
  ])('%i confirmed violations and %i cases → %s', (confirmedViolations, cases, expected) => {
    expect(isRepeatOffender({ confirmedViolations, cases })).toBe(expected);
  });
});

describe('resolveCompany', () => {
  it("gives the library's key for its key, names and spellings, whatever the legal form and case", () => {
    for (const name of ['mekong_nutrition', 'Mekong Nutrition Co., Ltd.', 'MKN', 'ບໍລິສັດ ແມ່ຂອງ ນິວທຣິຊັນ ຈຳກັດ'])
      expect(resolveCompany(name, index)?.key).toBe('mekong_nutrition');
  });
  it('gives the normalised name for a name the library does not know, and null for no name', () => {
    expect(resolveCompany('Sunrise Baby-Foods LTD.', index)).toEqual({ key: 'sunrise baby foods', option: null });
    expect(resolveCompany('  Co., Ltd. ', index)).toBeNull();
    expect(resolveCompany(null, index)).toBeNull();
  });
});

describe('summarizeCompanies', () => {
  const items = [
    item('Mekong Nutrition Co.', { ...confirmed, createdAt: '2026-03-01T00:00:00.000Z' }),
    item('MKN', { ...confirmed, variant: 'international', createdAt: '2026-05-01T00:00:00.000Z' }),
    item('MKN', { createdAt: '2026-04-01T00:00:00.000Z' }),
    item('Sunrise Baby Foods'),
    item('sunrise baby foods ltd', { reviewStatus: 'violation', operatorStatus: null }),
    item(null),
    item(''),
  ];
  const cases = [
    kase('Mekong Nutrition Co.', { stage: 'closed' }),
    kase('MKN'),
    // Merged into another case: no items left, not counted.
    kase('MKN', { stage: 'closed', itemCount: 0 }),
    kase('Golden Star Trading'),
  ];
  const list = summarizeCompanies(items, cases, index);

  it('counts every spelling of a company once, heaviest first; items without a company are left out', () => {
    expect(list.map((c) => c.key)).toEqual(['mekong_nutrition', 'golden star trading', 'sunrise baby foods']);
    expect(list[0]).toEqual({
      key: 'mekong_nutrition',
      name: 'MKN',
      names: [
        { locale: 'lo', name: 'ແມ່ຂອງ ນິວທຣິຊັນ' },
        { locale: 'en', name: 'Mekong Nutrition' },
      ],
      known: true,
      spellings: ['MKN', 'Mekong Nutrition Co.'],
      variants: ['international', 'laos'],
      items: 3,
      confirmedViolations: 2,
      cases: 2,
      openCases: 1,
      lastDetectedAt: '2026-05-01T00:00:00.000Z',
      repeatOffender: true,
    });
  });

  it('counts only operator-confirmed violations, and names an unknown company by its most used spelling', () => {
    expect(list[2]).toMatchObject({ known: false, items: 2, confirmedViolations: 0, cases: 0, repeatOffender: false });
    expect(list[2].spellings).toHaveLength(2);
  });

  it('adds up facts that stand for several items (the list groups items by name, variant and statuses)', () => {
    const [grouped] = summarizeCompanies(
      [
        item('MKN', { ...confirmed, count: 40, createdAt: '2026-02-01T00:00:00.000Z' }),
        item('Mekong Nutrition', { count: 3, createdAt: '2026-06-01T00:00:00.000Z' }),
      ],
      [],
      index,
    );
    expect(grouped).toMatchObject({
      items: 43,
      confirmedViolations: 40,
      spellings: ['MKN', 'Mekong Nutrition'],
      lastDetectedAt: '2026-06-01T00:00:00.000Z',
      repeatOffender: true,
    });
  });

  it('lists a company named only by a case', () => {
    expect(list[1]).toMatchObject({ name: 'Golden Star Trading', items: 0, cases: 1, openCases: 1, lastDetectedAt: null });
  });

  it('searches names, spellings and library names, normalised', () => {
    expect(list.filter((c) => companyMatches(c, 'ແມ່ຂອງ')).map((c) => c.key)).toEqual(['mekong_nutrition']);
    expect(list.filter((c) => companyMatches(c, 'SUNRISE')).map((c) => c.key)).toEqual(['sunrise baby foods']);
    expect(list.filter((c) => companyMatches(c, '')).length).toBe(3);
    expect(list.filter((c) => companyMatches(c, 'nobody'))).toEqual([]);
  });
});
