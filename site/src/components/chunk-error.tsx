import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.chunkTitle')}
      subTitle={t('errors.chunkText')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
