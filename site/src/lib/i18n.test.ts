import { sanitizeLanguage } from './i18n';
import { dateFormat, formatDate } from './dates';

describe('language detection', () => {
  it('keeps supported language tags and falls back to Lao', () => {
    expect(sanitizeLanguage('en')).toBe('en');
    expect(sanitizeLanguage('en-US')).toBe('en');
    expect(sanitizeLanguage('lo-LA')).toBe('lo');
    expect(sanitizeLanguage('th')).toBe('lo');
    expect(sanitizeLanguage(undefined)).toBe('lo');
  });

  it('drops values that look like script injection', () => {
    expect(sanitizeLanguage('<script>alert(1)</script>')).toBe('lo');
    expect(sanitizeLanguage('en"><img src=x onerror=alert(1)>')).toBe('lo');
    expect(sanitizeLanguage('javascript:alert(1)')).toBe('lo');
  });
});

describe('dates', () => {
  it('shows dd/mm/yyyy in Lao and mm/dd/yyyy in English', () => {
    expect(dateFormat('lo')).toBe('DD/MM/YYYY');
    expect(formatDate('2026-03-04T10:00:00', 'lo')).toBe('04/03/2026');
    expect(formatDate('2026-03-04T10:00:00', 'en')).toBe('03/04/2026');
    expect(formatDate(null, 'en')).toBe('—');
  });
});
