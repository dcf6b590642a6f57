/**
 * A load that failed inside a page, a tab or a form: what could not be loaded, the server's message when it gave
 * one (spec §8), and a retry. A page whose whole content failed shows `ErrorState` (query-states.tsx) instead.
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-client';

export function LoadErrorAlert({
  title,
  error,
  fallback,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** Said when the server gave no message. */
  fallback?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={title}
      description={serverMessage(error) ?? fallback}
      action={
        <Button size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
