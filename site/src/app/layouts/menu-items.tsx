/**
 * The site menu (spec §2): Home; International code and Laos law (auto detect, track violations with the
 * violation and non-violation lists, and the variant's law PDF); Submit violations; Resource center (external, new tab); Account management
 * (operators and admins). Signed-in staff also see each variant's report queue, checks and management, the enforcement cases, and Analysis. Keys are the route's last path segment, so the current tab follows the path.
 */
import type { TFunction } from 'i18next';
import type { StaffRole, Variant } from '@lcmdp/contract/vocabulary';
import { RESOURCE_CENTER_URL, paths } from '@/config/paths';
import { LAW_LABEL_KEY, lawFileHref, type LawFiles } from '@/lib/law-files';

export type NavItem =
  | { kind: 'link'; key: string; label: string; to: string }
  | { kind: 'external'; key: string; label: string; href: string }
  | { kind: 'group'; key: string; label: string; children: NavItem[] };

const link = (to: string, label: string): NavItem => ({ kind: 'link', key: to.replace(/^\//, ''), label, to });

/** What staff reach in a variant's section: the report queue, checks and the catalogue management. */
function staffItems(t: TFunction, variant: Variant, mobile: boolean): NavItem[] {
  return [
    link(paths.report(variant, mobile), t('menu.reportedViolations')),
    link(paths.check(variant, mobile), t('menu.check')),
    link(paths.management(variant), t('menu.management')),
  ];
}

/** The variant's current law PDF (new tab); before it is known or when none is uploaded, the resource centre says so. */
function lawItem(t: TFunction, variant: Variant, laws: LawFiles | undefined, language: string): NavItem {
  const key = `law-${variant}`;
  const label = t(LAW_LABEL_KEY[variant]);
  const href = lawFileHref(laws, variant, language);
  return href ? { kind: 'external', key, label, href } : { kind: 'link', key, label, to: paths.resourceCenter };
}

function variantMenu(
  t: TFunction,
  variant: Variant,
  mobile: boolean,
  staff: boolean,
  laws: LawFiles | undefined,
  language: string,
): NavItem {
  return {
    kind: 'group',
    key: `menu-${variant}`,
    label: t(variant === 'laos' ? 'menu.laos' : 'menu.international'),
    children: [
      link(paths.detection(variant, mobile), t('menu.autoDetect')),
      {
        kind: 'group',
        key: `track-${variant}`,
        label: t('menu.trackViolations'),
        children: [
          link(paths.violation(variant, mobile), t('menu.violationList')),
          link(paths.nonviolation(variant, mobile), t('menu.nonviolationList')),
          link(paths.verified(variant), t('menu.verifiedReports')),
        ],
      },
      lawItem(t, variant, laws, language),
      ...(staff ? staffItems(t, variant, mobile) : []),
    ],
  };
}

/** `language`: the reader's, for the law PDF in that language (else the other). */
export function menuItems(
  t: TFunction,
  role: StaffRole | null,
  mobile: boolean,
  laws: LawFiles | undefined,
  language: string,
): NavItem[] {
  const items: NavItem[] = [
    link(paths.home, t('menu.home')),
    variantMenu(t, 'international', mobile, role !== null, laws, language),
    variantMenu(t, 'laos', mobile, role !== null, laws, language),
    {
      kind: 'group',
      key: 'menu-submit',
      label: t('menu.submitViolations'),
      children: [
        link(paths.submitViolation('international', mobile), t('menu.reportInternational')),
        link(paths.submitViolation('laos', mobile), t('menu.reportLaos')),
      ],
    },
    { kind: 'external', key: 'resource-center-external', label: t('menu.resourceCenter'), href: RESOURCE_CENTER_URL },
  ];
  if (role !== null)
    items.push(
      link(paths.cases, t('menu.cases')),
      link(paths.companies, t('menu.companies')),
      link(paths.monthlyReports, t('menu.monthlyReports')),
      link(paths.analysis, t('menu.analysis')),
    );
  if (role === 'operator' || role === 'admin') items.push(link(paths.accountManagement, t('menu.accountManagement')));
  if (role === 'admin') items.push(link(paths.historyCheck, t('menu.historyCheck')));
  return items;
}

/** Whether the current tab is inside an item (to mark its group as current). */
export function contains(item: NavItem, tab: string): boolean {
  if (item.kind === 'group') return item.children.some((c) => contains(c, tab));
  return item.key === tab;
}
