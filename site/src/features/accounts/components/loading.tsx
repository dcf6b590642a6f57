import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './accounts.module.css';

/** A spinner that says what it is doing (antd's Spin has no text for screen readers). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.loading}>
      <Spin />
      <span>{t('loading')}</span>
    </div>
  );
}
