import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      action={
        <Link to={paths.home} className={styles.action}>
          {t('errors.backHome')}
        </Link>
      }
    />
  );
}
