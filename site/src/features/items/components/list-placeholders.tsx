/**
 * What a list shows while it loads and when it is empty. Plain markup (antd's Skeleton and Empty would be the only
 * antd parts a phone's list needs).
 */
import { useTranslation } from 'react-i18next';
import styles from '@/components/item-views.module.css';

export function ListLoading({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('items');
  return (
    <div aria-busy="true" className={styles.loadingRows}>
      <span className={styles.srOnly}>{t('list.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.loadingRow} aria-hidden />
      ))}
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyIcon} viewBox="0 0 64 41" aria-hidden focusable="false">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="#f0f0f0" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#b8c4c1">
            <path d="M55 12.8 44.9 1.3C44.5.5 43.7 0 42.9 0H21.1c-.8 0-1.6.5-2 1.3L9 12.8V22h46v-9.2z" />
            <path
              d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <p>{text}</p>
    </div>
  );
}
