import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page';

/** Staff screens (review queues, checks, analysis, accounts) arrive with the staff workspace. */
export default function StaffScreen() {
  const { t } = useTranslation();
  return <StatusPage title={t('staff.comingTitle')} text={t('staff.comingText')} />;
}
