/**
 * The site menu (spec §2): Home; International code and Laos law (auto detect, track violations with the
 * violation and non-violation lists); Submit violations; Resource center (external, new tab); Account management
 * (operators and admins). Keys are the route's last path segment, so the current tab follows the path.
 */
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { StaffRole, Variant } from '@lcmdp/contract';
import { RESOURCE_CENTER_URL, paths } from '@/config/paths';

type Item = Required<MenuProps>['items'][number];

const leaf = (to: string, label: string): Item => ({ key: to.replace(/^\//, ''), label: <Link to={to}>{label}</Link> });

function variantMenu(t: TFunction, variant: Variant, mobile: boolean): Item {
  return {
    key: `menu-${variant}`,
    label: t(variant === 'laos' ? 'menu.laos' : 'menu.international'),
    children: [
      leaf(paths.detection(variant, mobile), t('menu.autoDetect')),
      {
        key: `track-${variant}`,
        type: 'group',
        label: t('menu.trackViolations'),
        children: [
          leaf(paths.violation(variant, mobile), t('menu.violationList')),
          leaf(paths.nonviolation(variant, mobile), t('menu.nonviolationList')),
          leaf(paths.verified(variant), t('menu.verifiedReports')),
        ],
      },
    ],
  };
}

export function menuItems(t: TFunction, role: StaffRole | null, mobile: boolean): Item[] {
  const items: Item[] = [
    leaf(paths.home, t('menu.home')),
    variantMenu(t, 'international', mobile),
    variantMenu(t, 'laos', mobile),
    {
      key: 'menu-submit',
      label: t('menu.submitViolations'),
      children: [
        leaf(paths.submitViolation('international', mobile), t('menu.reportInternational')),
        leaf(paths.submitViolation('laos', mobile), t('menu.reportLaos')),
      ],
    },
    {
      key: 'resource-center-external',
      label: (
        <a href={RESOURCE_CENTER_URL} target="_blank" rel="noopener noreferrer">
          {t('menu.resourceCenter')}
        </a>
      ),
    },
  ];
  if (role === 'operator' || role === 'admin') items.push(leaf(paths.accountManagement, t('menu.accountManagement')));
  return items;
}
