import { FileImageOutlined, GlobalOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { variantOfPath } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImageCheckForm } from '../components/image-check-form';
import { PageCheckForm } from '../components/page-check-form';
import { RecentChecks } from '../components/recent-checks';

/**
 * check, check-laos, check-mobile, check-mobile-laos: staff ask the detector about images (with optional text) or
 * a page address, against the variant's rules; the pages staff checked are listed below.
 */
export default function CheckPage() {
  const { t } = useTranslation('checks');
  const variant = variantOfPath(useLocation().pathname);
  const title = t(`title.${variant}`);
  useDocumentTitle(title);

  return (
    // A new variant is a new page: nothing typed for one law is checked against the other.
    <div key={variant}>
      <Typography.Title level={1} style={{ fontSize: '1.6rem' }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 880 }}>{t('intro')}</Typography.Paragraph>
      <Tabs
        aria-label={t('methods.label')}
        // Both ways stay mounted: what was typed in one is still there after a look at the other.
        destroyOnHidden={false}
        items={[
          {
            key: 'images',
            label: t('methods.images'),
            icon: <FileImageOutlined aria-hidden />,
            children: <ImageCheckForm variant={variant} />,
          },
          {
            key: 'page',
            label: t('methods.page'),
            icon: <GlobalOutlined aria-hidden />,
            children: <PageCheckForm variant={variant} />,
          },
        ]}
      />
      <RecentChecks variant={variant} />
    </div>
  );
}
