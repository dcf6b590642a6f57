/**
 * What a page shows instead of its data: a retryable error with the server's message, or "not found".
 * Plain markup rather than antd's Result, whose status illustrations would weigh on every page chunk.
 */
import { CloseCircleOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { LinkButton } from './link-button';
import styles from './query-states.module.css';

/** An id the API does not know, or one it refuses as malformed: either way the link leads nowhere. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** `level` 1 when the error is all the page shows (it then carries the page's one h1). */
export function ErrorState({ error, onRetry, level = 2 }: { error: unknown; onRetry: () => void; level?: 1 | 2 }) {
  const { t } = useTranslation('common');
  const Heading = level === 1 ? 'h1' : 'h2';
  // Spec §8: the server's message, or "Something went wrong" when there is none.
  const message = serverMessage(error);
  return (
    <div className={styles.state} role="alert">
      <CloseCircleOutlined className={styles.stateIconError} aria-hidden />
      <Heading className={styles.stateTitle}>{t('errors.somethingWentWrong')}</Heading>
      <p className={styles.stateText}>{message ?? t('errors.loadFailed')}</p>
      <Button type="primary" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}

/** The item is unknown or not public: the page's one heading says so. */
export function ItemNotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation('items');
  return (
    <div className={styles.state}>
      <FileSearchOutlined className={styles.stateIcon} aria-hidden />
      <h1 className={styles.stateTitle}>{t('detail.notFound.title')}</h1>
      <p className={styles.stateText}>{t('detail.notFound.text')}</p>
      <LinkButton type="primary" to={backTo}>
        {t('detail.backToList')}
      </LinkButton>
    </div>
  );
}
