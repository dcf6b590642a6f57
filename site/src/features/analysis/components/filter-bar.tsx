/**
 * The analysis filters (spec §2): start date, end date, violation status, and the variant. A period whose end
 * comes before its start is held here with a message, and the figures keep showing the last valid period.
 */
import { Button, DatePicker, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, VARIANTS, type ReviewStatus, type Variant } from '@lcmdp/contract/vocabulary';
import { dateFormat } from '@/lib/dates';
import { pickerLocale } from '@/lib/picker-locale';
import { useIsMobile } from '@/lib/use-is-mobile';
import { ISO_DATE, periodError, type AnalysisFilters } from '../lib/analysis-filters';
import styles from './analysis.module.css';

interface Props {
  filters: AnalysisFilters;
  onChange: (next: AnalysisFilters) => void;
  /** Field messages of a refused query (400), by query field: from, to, status, variant. */
  serverErrors: Record<string, string>;
  /** Whether anything differs from the default view (last 90 days, all statuses, both variants). */
  customised: boolean;
  onReset: () => void;
}

type VariantChoice = Variant | 'all';

export function FilterBar({ filters, onChange, serverErrors, customised, onReset }: Props) {
  const { t, i18n } = useTranslation(['analysis', 'vocab']);
  const mobile = useIsMobile();
  const id = useId();
  const ids = { from: `${id}-from`, to: `${id}-to`, status: `${id}-status` };
  const errorId = (field: string) => `${id}-${field}-error`;

  // The dates as picked, which may not be a valid period yet; the URL only ever holds valid ones.
  const [period, setPeriod] = useState({ from: filters.from, to: filters.to });
  useEffect(() => setPeriod({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const invalidPeriod = periodError(period.from, period.to);

  const changeDate = (end: 'from' | 'to', value: Dayjs | null) => {
    if (!value) return;
    const next = { ...period, [end]: value.format(ISO_DATE) };
    setPeriod(next);
    if (!periodError(next.from, next.to)) onChange({ ...filters, ...next });
  };

  const errors: Record<'from' | 'to' | 'status' | 'variant', string | undefined> = {
    from: serverErrors.from,
    to: invalidPeriod ? t('analysis:filters.endBeforeStart') : serverErrors.to,
    status: serverErrors.status,
    variant: serverErrors.variant,
  };
  const fieldError = (field: keyof typeof errors) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.fieldError} role="alert">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof typeof errors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field), status: 'error' as const } : {};

  const language = i18n.language;
  const picker = {
    locale: pickerLocale(language),
    format: dateFormat(language),
    allowClear: false,
    // Phones: pick from the calendar without the keyboard covering it.
    inputReadOnly: mobile,
    style: { width: '100%' },
  };

  return (
    <div role="search" aria-label={t('analysis:filters.label')} className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={ids.from}>{t('analysis:filters.startDate')}</label>
        <DatePicker
          {...picker}
          {...described('from')}
          id={ids.from}
          value={dayjs(period.from)}
          onChange={(value: Dayjs | null) => changeDate('from', value)}
        />
        {fieldError('from')}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.to}>{t('analysis:filters.endDate')}</label>
        <DatePicker
          {...picker}
          {...described('to')}
          id={ids.to}
          value={dayjs(period.to)}
          disabledDate={(day: Dayjs) => day.isBefore(period.from, 'day')}
          onChange={(value: Dayjs | null) => changeDate('to', value)}
        />
        {fieldError('to')}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.status}>{t('analysis:filters.status')}</label>
        <Select<ReviewStatus[]>
          {...described('status')}
          id={ids.status}
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('analysis:filters.statusAll')}
          value={filters.statuses}
          options={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`vocab:status.${status}`) }))}
          onChange={(statuses) => onChange({ ...filters, statuses })}
        />
        {fieldError('status')}
      </div>
      <fieldset className={`${styles.field} ${styles.fieldset}`}>
        <legend>{t('analysis:filters.variant')}</legend>
        <Radio.Group
          optionType="button"
          value={filters.variant ?? 'all'}
          onChange={(e) => {
            const choice = e.target.value as VariantChoice;
            onChange({ ...filters, variant: choice === 'all' ? null : choice });
          }}
          options={[
            { value: 'all', label: t('analysis:filters.variantAll') },
            ...VARIANTS.map((variant) => ({ value: variant, label: t(`analysis:variant.${variant}`) })),
          ]}
        />
        {fieldError('variant')}
      </fieldset>
      {customised ? <Button onClick={onReset}>{t('analysis:filters.defaultPeriod')}</Button> : null}
    </div>
  );
}
