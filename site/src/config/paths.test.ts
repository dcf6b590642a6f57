import { currentTab, paths } from './paths';

describe('the current tab', () => {
  it('is the last path segment, and a detail page or a case keeps its list tab', () => {
    expect(currentTab('/analysis')).toBe('analysis');
    expect(currentTab('/detail-laos/abc')).toBe('detail-laos');
    expect(currentTab(paths.case('case1'))).toBe('cases');
    expect(currentTab(paths.cases)).toBe('cases');
    expect(currentTab(paths.company('Mekong Nutrition Co.'))).toBe('companies');
    expect(currentTab(paths.companies)).toBe('companies');
  });

  it('opens an item in its staff review queue', () => {
    expect(paths.reviewItem('detection', 'laos', 'a b')).toBe('/detection-laos?item=a%20b');
    expect(paths.reviewItem('report', 'international', 'r1')).toBe('/report?item=r1');
  });
});
