import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '@/components/item-views.module.css';

export function DetailLoading() {
  const { t } = useTranslation('items');
  return (
    <div aria-busy="true">
      <span className={styles.srOnly}>{t('detail.loading')}</span>
      <Skeleton active title paragraph={{ rows: 2 }} />
      <Skeleton.Image active style={{ width: 240, height: 180, marginTop: 16 }} />
      <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />
    </div>
  );
}
