import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-client';

/** A list that could not be loaded: the server's message (spec §8) and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t('catalogue:common.loadFailed')}
      description={serverMessage(error) ?? undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:errors.retry')}
        </Button>
      }
    />
  );
}
