import dayjs from 'dayjs';
import {
  analysisSearch,
  defaultPeriod,
  isIsoDate,
  normaliseStatuses,
  parseAnalysisFilters,
  periodError,
  toAnalysisQuery,
} from './analysis-filters';

const TODAY = dayjs('2025-06-30');

describe('defaultPeriod', () => {
  it('is the last 90 days, today included', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2025-04-02', to: '2025-06-30' });
    expect(dayjs('2025-06-30').diff(dayjs('2025-04-02'), 'day') + 1).toBe(90);
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('periodError', () => {
  it('refuses an end before the start, and allows a one-day period', () => {
    expect(periodError('2025-03-02', '2025-03-01')).toBe('endBeforeStart');
    expect(periodError('2025-03-01', '2025-03-01')).toBeNull();
    expect(periodError('2024-12-31', '2025-01-01')).toBeNull();
  });
});

describe('normaliseStatuses', () => {
  it('keeps known statuses once, in the vocabulary order', () => {
    expect(normaliseStatuses(['violation', 'reviewing', 'violation', 'bogus', ''])).toEqual(['reviewing', 'violation']);
  });
});

describe('parseAnalysisFilters', () => {
  it('reads the period, statuses and variant from the URL', () => {
    const search = new URLSearchParams('from=2025-01-01&to=2025-03-31&status=violation,suspected_violation&variant=laos');
    expect(parseAnalysisFilters(search, TODAY)).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
      statuses: ['suspected_violation', 'violation'],
      variant: 'laos',
    });
  });

  it('falls back to the last 90 days, all statuses and both variants', () => {
    expect(parseAnalysisFilters(new URLSearchParams(), TODAY)).toEqual({
      from: '2025-04-02',
      to: '2025-06-30',
      statuses: [],
      variant: null,
    });
  });

  it('ignores a malformed, half or reversed period and an unknown variant', () => {
    for (const query of ['from=2025-13-01&to=2025-03-01', 'from=2025-01-01', 'from=2025-03-02&to=2025-03-01']) {
      const filters = parseAnalysisFilters(new URLSearchParams(`${query}&variant=mars`), TODAY);
      expect(filters).toMatchObject({ from: '2025-04-02', to: '2025-06-30', variant: null });
    }
  });
});

describe('analysisSearch and toAnalysisQuery', () => {
  const filters = {
    from: '2025-01-01',
    to: '2025-01-31',
    statuses: ['violation', 'pending_approval'] as const,
    variant: 'international' as const,
  };

  it('write the period always and the rest when chosen', () => {
    expect(analysisSearch({ ...filters, statuses: [...filters.statuses] }).toString()).toBe(
      'from=2025-01-01&to=2025-01-31&status=pending_approval%2Cviolation&variant=international',
    );
    expect(analysisSearch({ ...filters, statuses: [], variant: null }).toString()).toBe('from=2025-01-01&to=2025-01-31');
  });

  it('ask the server for the same filters', () => {
    expect(toAnalysisQuery({ ...filters, statuses: [...filters.statuses] })).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      status: 'pending_approval,violation',
      variant: 'international',
    });
    expect(toAnalysisQuery({ ...filters, statuses: [], variant: null })).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });

  it('round-trip through the URL', () => {
    const chosen = { ...filters, statuses: [...filters.statuses] };
    expect(parseAnalysisFilters(analysisSearch(chosen), TODAY)).toEqual({
      ...chosen,
      statuses: ['pending_approval', 'violation'],
    });
  });
});
