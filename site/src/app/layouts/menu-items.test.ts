import type { TFunction } from 'i18next';
import { menuItems, type NavItem } from './menu-items';

const t = ((key: string) => key) as unknown as TFunction;
const keys = (items: NavItem[]): string[] => items.flatMap((i) => (i.kind === 'group' ? keys(i.children) : [i.key]));

describe('the menu', () => {
  it('shows the enforcement cases to every staff role, and not to the public', () => {
    for (const role of ['supervisor', 'operator', 'admin'] as const)
      expect(keys(menuItems(t, role, false, undefined, 'lo'))).toContain('cases');
    expect(keys(menuItems(t, null, false, undefined, 'lo'))).not.toContain('cases');
  });

  it('shows the companies to every staff role, and not to the public', () => {
    for (const role of ['supervisor', 'operator', 'admin'] as const)
      expect(keys(menuItems(t, role, true, undefined, 'lo'))).toContain('companies');
    expect(keys(menuItems(t, null, true, undefined, 'lo'))).not.toContain('companies');
  });

  it('shows the monthly reports to every staff role, and not to the public', () => {
    for (const role of ['supervisor', 'operator', 'admin'] as const)
      expect(keys(menuItems(t, role, false, undefined, 'lo'))).toContain('monthly-reports');
    expect(keys(menuItems(t, null, false, undefined, 'lo'))).not.toContain('monthly-reports');
  });

  it('shows the history check to admins only', () => {
    expect(keys(menuItems(t, 'admin', false, undefined, 'lo'))).toContain('history-check');
    for (const role of ['supervisor', 'operator', null] as const)
      expect(keys(menuItems(t, role, false, undefined, 'lo'))).not.toContain('history-check');
  });
});
