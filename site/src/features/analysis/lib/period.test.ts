import { formatPeriod, formatRange, granularityOf } from './period';

describe('formatPeriod', () => {
  it('writes days as dd/mm/yyyy in Lao and mm/dd/yyyy in English', () => {
    expect(formatPeriod('2025-03-07', 'lo')).toBe('07/03/2025');
    expect(formatPeriod('2025-03-07', 'en')).toBe('03/07/2025');
  });

  it('writes months as mm/yyyy in both languages', () => {
    expect(formatPeriod('2025-11', 'lo')).toBe('11/2025');
    expect(formatPeriod('2025-11', 'en')).toBe('11/2025');
  });

  it('leaves a period it does not recognise as it is', () => {
    expect(formatPeriod('2025-W12', 'en')).toBe('2025-W12');
  });
});

describe('granularityOf', () => {
  it('tells days from months', () => {
    expect(granularityOf(['2025-01', '2025-02'])).toBe('month');
    expect(granularityOf(['2025-01-01', '2025-01-02'])).toBe('day');
    expect(granularityOf([])).toBe('day');
  });
});

describe('formatRange', () => {
  it('shows both ends in the reader’s date format', () => {
    expect(formatRange('2025-01-02', '2025-03-31', 'lo')).toBe('02/01/2025 – 31/03/2025');
    expect(formatRange('2025-01-02', '2025-03-31', 'en')).toBe('01/02/2025 – 03/31/2025');
  });
});
