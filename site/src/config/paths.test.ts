import { currentTab, paths } from './paths';

describe('the current tab', () => {
  it('is the last path segment, and a detail page or a case keeps its list tab', () => {
    expect(currentTab('/analysis')).toBe('analysis');
    expect(currentTab('/detail-laos/abc')).toBe('detail-laos');
    expect(currentTab(paths.case('case1'))).toBe('cases');
    expect(currentTab(paths.cases)).toBe('cases');
  });
});
