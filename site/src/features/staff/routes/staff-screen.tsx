import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Staff screens (review queues, checks, analysis, accounts) arrive with the staff workspace. */
export default function StaffScreen() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('staff.comingTitle')}</h1>}
      subTitle={t('staff.comingText')}
    />
  );
}
