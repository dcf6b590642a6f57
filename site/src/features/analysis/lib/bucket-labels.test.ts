import { OTHER_BUCKET, bucketLabel, type BucketLabelDictionary } from './bucket-labels';

const LABELS: BucketLabelDictionary = {
  other: 'All others',
  unknown: 'Not given',
  province: { vientiane_capital: 'Vientiane Capital', luang_prabang: 'Luang Prabang' },
  place: { promotion_at_point_of_sale: 'Promotion at points of sale' },
  variant: { international: 'International code', laos: 'Laos law' },
  language: 'en',
};

describe('bucketLabel', () => {
  it('names provinces and variants in the reader’s language', () => {
    expect(bucketLabel('province', 'luang_prabang', LABELS)).toBe('Luang Prabang');
    expect(bucketLabel('variant', 'laos', LABELS)).toBe('Laos law');
    // Reports count under the category of the place; detections under their platform, shown as stored.
    expect(bucketLabel('place', 'promotion_at_point_of_sale', LABELS)).toBe('Promotion at points of sale');
    expect(bucketLabel('platform', 'facebook', LABELS)).toBe('facebook');
  });

  it('names the "all others" bucket and a bucket without a value in every breakdown', () => {
    expect(bucketLabel('company', OTHER_BUCKET, LABELS)).toBe('All others');
    expect(bucketLabel('province', OTHER_BUCKET, LABELS)).toBe('All others');
    expect(bucketLabel('brand', '', LABELS)).toBe('Not given');
  });

  it('shows stored names, and vocabulary keys it does not know, as they are', () => {
    expect(bucketLabel('company', 'Acme Nutrition', LABELS)).toBe('Acme Nutrition');
    expect(bucketLabel('code', 'LD-5', LABELS)).toBe('LD-5');
    // A company called like a province stays a company.
    expect(bucketLabel('company', 'luang_prabang', LABELS)).toBe('luang_prabang');
    expect(bucketLabel('province', 'atlantis', LABELS)).toBe('atlantis');
    expect(bucketLabel('province', 'toString', LABELS)).toBe('toString');
  });

  it('names a company or brand the library knows in the reader’s language, else in Lao', () => {
    const names = [
      { locale: 'lo' as const, name: 'ແມ່ຂອງ' },
      { locale: 'en' as const, name: 'Mekong Nutrition' },
    ];
    expect(bucketLabel('company', 'mekong', LABELS, names)).toBe('Mekong Nutrition');
    expect(bucketLabel('company', 'mekong', { ...LABELS, language: 'lo' }, names)).toBe('ແມ່ຂອງ');
    expect(bucketLabel('brand', 'gold', LABELS, [{ locale: 'lo', name: 'ໂກລ' }])).toBe('ໂກລ');
  });
});
