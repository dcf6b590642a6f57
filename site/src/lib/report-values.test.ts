import dayjs from 'dayjs';
import { detailsFor, isValidEmail, isValidLink, normalizeLink, toReportFormData } from './report-values';

describe('toReportFormData', () => {
  it('writes the fields of reportSubmissionSchema, details comma-separated, the date as yyyy-mm-dd, and the images', () => {
    const image = new File(['a'], 'a.jpg', { type: 'image/jpeg' });
    const body = toReportFormData(
      {
        observedOn: dayjs('2026-03-04T23:30:00'),
        province: 'savannakhet',
        category: 'inappropriate_labeling',
        // "poster" belongs to another category: dropped.
        details: ['not_in_lao', 'poster', 'health_claims'],
        company: '  Abbott ',
        brand: 'Similac',
        productType: 'grow_on_formula',
        url: 'shop.example.la/p/1',
        suspectedText: '  ',
        reporterName: 'ທ້າວ ສົມ',
        reporterEmail: '',
      },
      [image],
      'international',
    );
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'images'))).toEqual({
      variant: 'international',
      observedOn: '2026-03-04',
      province: 'savannakhet',
      category: 'inappropriate_labeling',
      details: 'not_in_lao,health_claims',
      company: 'Abbott',
      brand: 'Similac',
      productType: 'grow_on_formula',
      url: 'https://shop.example.la/p/1',
      reporterName: 'ທ້າວ ສົມ',
    });
    expect(body.getAll('images')).toHaveLength(1);
  });
});

describe('links and email', () => {
  it('assumes https:// for addresses typed without it', () => {
    expect(normalizeLink(' www.facebook.com/x ')).toBe('https://www.facebook.com/x');
    expect(normalizeLink('http://a.la')).toBe('http://a.la');
    expect(normalizeLink('')).toBe('');
    expect(isValidLink('facebook.com/nan')).toBe(true);
    expect(isValidLink('not a link')).toBe(false);
    expect(isValidLink('localhost')).toBe(false);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
  });

  it('checks email addresses like the server', () => {
    expect(isValidEmail('a.b@example.la')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a..b@example.la')).toBe(false);
  });

  it('keeps only the details of the chosen category', () => {
    expect(detailsFor('health_settings_workers', ['poster', 'price_reduction'])).toEqual(['poster']);
    expect(detailsFor(undefined, ['poster'])).toEqual([]);
  });
});
