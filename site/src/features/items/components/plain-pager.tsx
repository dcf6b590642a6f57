/**
 * The phone list's pager: previous / next, where we are, and the page size. Plain markup: antd's Pagination and
 * its Select cost phones more script than the whole list.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/item-views.module.css';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

export function PlainPager({ page, pageSize, total, pageSizes, onChange }: Props) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const start = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)}>
        <span aria-hidden>‹ </span>
        {t('pagination.prevPage')}
      </button>
      <span className={styles.pagerRange} aria-live="polite">
        {t('pagination.range', { start, end, total })}
      </span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1, pageSize)}
      >
        {t('pagination.nextPage')}
        <span aria-hidden> ›</span>
      </button>
      <label htmlFor={sizeId} className={styles.srOnly}>
        {t('pagination.pageSize')}
      </label>
      <select id={sizeId} className={styles.pagerSize} value={pageSize} onChange={(e) => onChange(1, Number(e.target.value))}>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size} {t('pagination.itemsPerPage')}
          </option>
        ))}
      </select>
    </nav>
  );
}
