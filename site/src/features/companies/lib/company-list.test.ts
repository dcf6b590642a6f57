import { SUNRISE, wireCompany } from '../testing/fixtures';
import { searchCompanies, searchForm, sortCompanies } from './company-list';

const MEKONG = wireCompany();
const GOLDEN = wireCompany({
  key: 'golden star',
  name: 'Golden Star',
  names: [],
  spellings: ['Golden Star'],
  items: 9,
  confirmedViolations: 1,
  cases: 1,
  lastDetectedAt: null,
  repeatOffender: false,
});
const ALL = [SUNRISE, GOLDEN, MEKONG];
const name = (c: { name: string }) => c.name;

describe('searchCompanies', () => {
  it('finds a company by any spelling or library name, whatever the accents, case and punctuation', () => {
    expect(searchForm('Nestlé Co., Ltd.')).toBe('nestle co ltd');
    expect(searchCompanies(ALL, 'mkn').map((c) => c.key)).toEqual(['mekong_nutrition']);
    expect(searchCompanies(ALL, 'ແມ່ຂອງ').map((c) => c.key)).toEqual(['mekong_nutrition']);
    expect(searchCompanies(ALL, '  SUNRISE baby ').map((c) => c.key)).toEqual(['sunrise baby foods']);
    expect(searchCompanies(ALL, '')).toHaveLength(3);
    expect(searchCompanies(ALL, 'nobody')).toEqual([]);
  });
});

describe('sortCompanies', () => {
  it('sorts by violations then cases then items, by name, by counts and by last detection', () => {
    expect(sortCompanies(ALL, 'weight', 'descend', name).map(name)).toEqual([
      'Mekong Nutrition Co.',
      'Golden Star',
      'Sunrise Baby Foods',
    ]);
    expect(sortCompanies(ALL, 'name', 'ascend', name).map(name)).toEqual([
      'Golden Star',
      'Mekong Nutrition Co.',
      'Sunrise Baby Foods',
    ]);
    expect(sortCompanies(ALL, 'items', 'descend', name).map(name)).toEqual([
      'Golden Star',
      'Mekong Nutrition Co.',
      'Sunrise Baby Foods',
    ]);
    expect(sortCompanies(ALL, 'lastDetectedAt', 'descend', name).map(name)).toEqual([
      'Sunrise Baby Foods',
      'Mekong Nutrition Co.',
      'Golden Star',
    ]);
    // Ties keep the names in order.
    expect(sortCompanies(ALL, 'cases', 'ascend', name).map(name)).toEqual([
      'Sunrise Baby Foods',
      'Golden Star',
      'Mekong Nutrition Co.',
    ]);
  });
});
