import { FilePdfOutlined, GlobalOutlined } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@lcmdp/contract';
import { RESOURCE_CENTER_URL } from '@/config/paths';
import { VARIANTS } from '@lcmdp/contract/vocabulary';
import { LAW_LABEL_KEY, lawFileHref, useLawFiles } from '@/lib/law-files';

/** Law PDFs of both variants (uploaded by staff) and the global resource centre. */
export default function ResourceCenter() {
  const { t, i18n } = useTranslation();
  const laws = useLawFiles();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('resourceCenter.title')}
      </Typography.Title>
      <p>{t('resourceCenter.intro')}</p>
      <List
        loading={laws.isLoading}
        dataSource={[...VARIANTS]}
        renderItem={(variant: Variant) => {
          const href = lawFileHref(laws.data, variant, i18n.language);
          const key = LAW_LABEL_KEY[variant];
          return (
            <List.Item>
              <FilePdfOutlined aria-hidden />{' '}
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(key)}
                </a>
              ) : (
                <span>
                  {t(key)} — {t('resourceCenter.notUploaded')}
                </span>
              )}
            </List.Item>
          );
        }}
      />
      <p>
        <GlobalOutlined aria-hidden />{' '}
        <a href={RESOURCE_CENTER_URL} target="_blank" rel="noopener noreferrer">
          {t('resourceCenter.global')}
        </a>
      </p>
    </Card>
  );
}
