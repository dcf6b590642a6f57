/** The case list's filters: state, variant, company, measure and "assigned to me". */
import { CASE_MEASURES, type CaseMeasure, type Variant } from '@lcmdp/contract';
import { Button, Checkbox, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_STATES, filtered, type CaseFilters } from '../lib/case-params';
import styles from './cases.module.css';

type Patch = Partial<Omit<CaseFilters, 'page' | 'pageSize'>>;

export function CaseFilterBar({
  filters,
  onChange,
  onReset,
}: {
  filters: CaseFilters;
  onChange: (patch: Patch) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('cases');
  const [company, setCompany] = useState(filters.company);
  useEffect(() => setCompany(filters.company), [filters.company]);
  return (
    <div className={styles.filters} role="search">
      <Select
        className={styles.filter}
        aria-label={t('filters.state')}
        value={filters.state}
        onChange={(state) => onChange({ state })}
        options={CASE_STATES.map((s) => ({ value: s, label: t(`filters.states.${s}`) }))}
      />
      <Select
        className={styles.filter}
        aria-label={t('filters.variant')}
        value={filters.variant ?? ''}
        onChange={(v: Variant | '') => onChange({ variant: v === '' ? undefined : v })}
        options={[
          { value: '', label: t('filters.variantAll') },
          { value: 'international', label: t('filters.variants.international') },
          { value: 'laos', label: t('filters.variants.laos') },
        ]}
      />
      <Select
        className={styles.filter}
        aria-label={t('filters.measure')}
        value={filters.measure ?? ''}
        onChange={(v: CaseMeasure | '') => onChange({ measure: v === '' ? undefined : v })}
        options={[
          { value: '', label: t('filters.measureAll') },
          ...CASE_MEASURES.map((m) => ({ value: m, label: t(`measures.${m}`) })),
        ]}
      />
      <Input.Search
        className={styles.search}
        aria-label={t('filters.company')}
        placeholder={t('filters.companyPlaceholder')}
        allowClear
        value={company}
        onChange={(e) => setCompany(e.target.value)}
        onSearch={(value) => onChange({ company: value.trim() })}
      />
      <Checkbox checked={filters.mine} onChange={(e) => onChange({ mine: e.target.checked })}>
        {t('filters.mine')}
      </Checkbox>
      {filtered(filters) && <Button onClick={onReset}>{t('filters.reset')}</Button>}
    </div>
  );
}
