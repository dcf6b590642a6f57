import { lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from './antd-scope';
import { formatDate } from '@/lib/dates';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { STATUS_FILTERS, type ListParams } from '@/lib/use-list-params';
import type { DateRangePickerProps } from './date-range-picker';
import styles from './item-views.module.css';

const DateRangePicker = lazy(() => import('./date-range-picker'));

interface Props {
  params: ListParams;
  /** The verified list filters by decision (violation / non-violation). */
  withStatus: boolean;
  filtered: boolean;
  onChange: (patch: Partial<Pick<ListParams, 'q' | 'from' | 'to' | 'status'>>) => void;
  onReset: () => void;
}

export function ListFilters({ params, withStatus, filtered, onChange, onReset }: Props) {
  const { t, i18n } = useTranslation(['items', 'common', 'vocab']);
  const id = useId();
  const ids = { q: `${id}-q`, from: `${id}-from`, to: `${id}-to`, status: `${id}-status` };
  // The box holds what is typed; the URL changes on search (Enter or the button), not on every key.
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);

  return (
    <div role="search" aria-label={t('items:filters.label')} className={styles.filters}>
      <div className={`${styles.field} ${styles.searchField}`}>
        <label htmlFor={ids.q}>{t('items:filters.search')}</label>
        {/* A plain search box: antd's Input would add ~47 KB (gzip) to a page phones open often. */}
        <form
          className={styles.searchForm}
          role="presentation"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ q: text.trim() });
          }}
        >
          <input
            id={ids.q}
            type="search"
            className={styles.searchInput}
            value={text}
            maxLength={200}
            placeholder={t('items:filters.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className={styles.searchButton}>
            {t('common:actions.search')}
          </button>
        </form>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.from}>{t('items:filters.dateRange')}</label>
        <label htmlFor={ids.to} className={styles.srOnly}>
          {t('items:filters.endDate')}
        </label>
        <DateRange
          ids={{ start: ids.from, end: ids.to }}
          language={i18n.language}
          from={params.from}
          to={params.to}
          placeholder={[t('items:filters.startDate'), t('items:filters.endDate')]}
          onChange={onChange}
        />
      </div>
      {withStatus ? (
        <fieldset className={`${styles.field} ${styles.fieldset}`}>
          <legend>{t('items:filters.status')}</legend>
          {/* Plain radio buttons, drawn as one segmented control: antd's Radio would bring antd to the list page. */}
          <div className={styles.segments}>
            {STATUS_FILTERS.map((s) => (
              <label key={s} className={styles.segment}>
                <input
                  type="radio"
                  name={ids.status}
                  value={s}
                  checked={params.status === s}
                  onChange={() => onChange({ status: s })}
                />
                <span>{s === 'all' ? t('items:filters.statusAll') : t(`vocab:status.${s}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {filtered ? (
        <button type="button" className={styles.resetButton} onClick={onReset}>
          {t('common:actions.reset')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The date range: antd's picker where it is loaded; until then a stand-in with the same ids, labels and dates,
 * whose first touch loads the picker and opens it.
 */
function DateRange(props: Omit<DateRangePickerProps, 'openInitially'>) {
  const desktop = useIsDesktop();
  const [touched, setTouched] = useState(false);
  const { ids, language, from, to, placeholder } = props;
  const standIn = (
    <div className={styles.rangeFallback} onPointerDown={() => setTouched(true)}>
      <input
        id={ids.start}
        readOnly
        value={from ? formatDate(from, language) : ''}
        placeholder={placeholder[0]}
        onFocus={() => setTouched(true)}
      />
      <span aria-hidden>→</span>
      <input
        id={ids.end}
        readOnly
        value={to ? formatDate(to, language) : ''}
        placeholder={placeholder[1]}
        onFocus={() => setTouched(true)}
      />
    </div>
  );
  if (!desktop && !touched) return standIn;
  return (
    <AntdScope fallback={standIn}>
      <DateRangePicker {...props} openInitially={touched} />
    </AntdScope>
  );
}
