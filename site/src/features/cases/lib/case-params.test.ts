import { CASE_FILTER_DEFAULTS, caseFiltersSearch, caseListQuery, parseCaseFilters } from './case-params';

describe('the case list filters', () => {
  it('read back what they write, and leave the defaults out of the URL', () => {
    const filters = {
      ...CASE_FILTER_DEFAULTS,
      state: 'overdue' as const,
      variant: 'laos' as const,
      company: 'Milk',
      measure: 'fine' as const,
      mine: true,
      page: 2,
    };
    const search = caseFiltersSearch(filters);
    expect(search.toString()).toBe('page=2&state=overdue&variant=laos&company=Milk&measure=fine&mine=1');
    expect(parseCaseFilters(search)).toEqual(filters);
    expect(caseFiltersSearch(CASE_FILTER_DEFAULTS).toString()).toBe('');
  });

  it('fall back to the defaults on a hand-edited URL', () => {
    expect(parseCaseFilters(new URLSearchParams('state=late&variant=x&measure=jail&page=-1&pageSize=500'))).toEqual(
      CASE_FILTER_DEFAULTS,
    );
  });

  it('ask for the signed-in user\'s cases when "assigned to me" is on', () => {
    expect(caseListQuery({ ...CASE_FILTER_DEFAULTS, mine: true }, 7)).toMatchObject({ assignee: 7, state: 'open' });
    expect(caseListQuery(CASE_FILTER_DEFAULTS, 7).assignee).toBeUndefined();
  });
});
