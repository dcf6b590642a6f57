import type { StaffRole } from '@lcmdp/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StaffRole, string> = { admin: 'red', operator: 'blue', supervisor: 'green' };

export function RoleLabel({ role }: { role: StaffRole | null }) {
  const { t } = useTranslation(['common', 'accounts']);
  if (!role || !(role in COLORS)) return <span>{t('accounts:noRole')}</span>;
  return <Tag color={COLORS[role]}>{t(`common:header.roles.${role}`)}</Tag>;
}
