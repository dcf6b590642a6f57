import { BulbOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { variantOfPath } from '@/config/paths';
import { ReportForm } from '../components/report-form';

/** submit-violation[-laos][-mobile]: the public report form; the route names the law (variant) it is reported under. */
export default function SubmitViolation() {
  const { t } = useTranslation('report');
  const variant = variantOfPath(useLocation().pathname);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: '1.6rem' }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph>{t(`intro.${variant}`)}</Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        icon={<BulbOutlined aria-hidden />}
        message={t('hint.title')}
        description={t('hint.text')}
        style={{ marginBottom: 16, maxWidth: 1040 }}
      />
      <ReportForm key={variant} variant={variant} />
    </>
  );
}
