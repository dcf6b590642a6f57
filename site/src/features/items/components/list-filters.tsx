import { Button, DatePicker, Radio } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/dates';
import { pickerLocale } from '@/lib/picker-locale';
import { STATUS_FILTERS, type ListParams } from '../hooks/use-list-params';
import styles from './items.module.css';

interface Props {
  params: ListParams;
  /** The verified list filters by decision (violation / non-violation). */
  withStatus: boolean;
  filtered: boolean;
  onChange: (patch: Partial<Pick<ListParams, 'q' | 'from' | 'to' | 'status'>>) => void;
  onReset: () => void;
}

const ISO = 'YYYY-MM-DD';

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
        <DatePicker.RangePicker
          locale={pickerLocale(i18n.language)}
          id={{ start: ids.from, end: ids.to }}
          format={dateFormat(i18n.language)}
          placeholder={[t('items:filters.startDate'), t('items:filters.endDate')]}
          value={[params.from ? dayjs(params.from) : null, params.to ? dayjs(params.to) : null]}
          allowEmpty={[true, true]}
          onChange={(dates) => onChange({ from: dates?.[0]?.format(ISO), to: dates?.[1]?.format(ISO) })}
        />
      </div>
      {withStatus ? (
        <fieldset className={`${styles.field} ${styles.fieldset}`}>
          <legend>{t('items:filters.status')}</legend>
          <Radio.Group
            optionType="button"
            value={params.status}
            onChange={(e) => onChange({ status: e.target.value as ListParams['status'] })}
            options={STATUS_FILTERS.map((s) => ({
              value: s,
              label: s === 'all' ? t('items:filters.statusAll') : t(`vocab:status.${s}`),
            }))}
          />
        </fieldset>
      ) : null}
      {filtered ? <Button onClick={onReset}>{t('common:actions.reset')}</Button> : null}
    </div>
  );
}
