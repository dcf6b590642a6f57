import { FilePdfOutlined, GlobalOutlined } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@lcmdp/contract';
import { RESOURCE_CENTER_URL } from '@/config/paths';
import { mediaUrl } from '@/lib/api-client';
import { useLawFiles } from '../api/get-law-files';

const LAWS: { variant: Variant; key: 'resourceCenter.lawInternational' | 'resourceCenter.lawLaos' }[] = [
  { variant: 'international', key: 'resourceCenter.lawInternational' },
  { variant: 'laos', key: 'resourceCenter.lawLaos' },
];

/** Law PDFs of both variants (uploaded by staff) and the global resource centre. */
export default function ResourceCenter() {
  const { t } = useTranslation();
  const laws = useLawFiles();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('resourceCenter.title')}
      </Typography.Title>
      <p>{t('resourceCenter.intro')}</p>
      <List
        loading={laws.isLoading}
        dataSource={LAWS}
        renderItem={({ variant, key }) => {
          const file = laws.data?.[variant];
          return (
            <List.Item>
              <FilePdfOutlined aria-hidden />{' '}
              {file ? (
                <a href={mediaUrl(file.url)} target="_blank" rel="noopener noreferrer">
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
