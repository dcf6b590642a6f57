import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

export function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('errors.chunkTitle')}
      text={t('errors.chunkText')}
      action={
        <button type="button" className={styles.action} onClick={onRetry}>
          {t('errors.retry')}
        </button>
      }
    />
  );
}
