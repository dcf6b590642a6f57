import { useTranslation } from 'react-i18next';
import styles from './loading-bar.module.css';

/** The thin bar across the top while a page loads (spec §2 "loading-bar screen"). */
export function LoadingBar() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="progressbar" aria-label={t('loading')} aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
