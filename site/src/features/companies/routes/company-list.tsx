/**
 * Companies (issue 13 point 2, staff): every company named by an item, the spellings of one company counted as one
 * (by the server, through the data-option library). Search and sort in the page; repeat offenders (2 or more
 * confirmed violations or cases) carry a red tag. A table on a desktop, cards on a phone.
 */
import { Empty, Input, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { useCompanies } from '../api/companies';
import { CompanyCards } from '../components/company-cards';
import { CompanyTable } from '../components/company-table';
import { companyName } from '../lib/company-name';
import {
  COMPANY_SORTS,
  defaultOrder,
  searchCompanies,
  sortCompanies,
  type CompanySort,
  type SortOrder,
} from '../lib/company-list';
import styles from '../components/companies.module.css';

export default function CompanyList() {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const desktop = useIsDesktop();
  const companies = useCompanies();
  const [q, setQ] = useState('');
  const [{ sort, order }, setSort] = useState<{ sort: CompanySort; order: SortOrder }>({ sort: 'weight', order: 'descend' });
  const title = t('list.title');
  useDocumentTitle(title);

  const shown = useMemo(
    () => sortCompanies(searchCompanies(companies.data ?? [], q), sort, order, (c) => companyName(c, i18n.language)),
    [companies.data, q, sort, order, i18n.language],
  );

  let body;
  if (companies.isError)
    body = (
      <LoadErrorAlert
        title={t('list.loadFailed')}
        error={companies.error}
        fallback={t('common:errors.somethingWentWrong')}
        onRetry={() => void companies.refetch()}
      />
    );
  else if (companies.isPending) body = <Spin />;
  else if (shown.length === 0) body = <Empty description={q.trim() ? t('list.emptySearch') : t('list.empty')} />;
  else
    body = desktop ? (
      <CompanyTable companies={shown} sort={sort} order={order} onSort={(s, o) => setSort({ sort: s, order: o })} />
    ) : (
      <CompanyCards companies={shown} />
    );

  return (
    <section>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
      </div>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('list.search')}</span>
          <Input allowClear value={q} placeholder={t('list.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
        </label>
        <div className={styles.field}>
          <span id="company-sort">{t('list.sort')}</span>
          <Select<CompanySort>
            aria-labelledby="company-sort"
            value={sort}
            options={COMPANY_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
            onChange={(s) => setSort({ sort: s, order: defaultOrder(s) })}
          />
        </div>
        {companies.data && (
          <p className={styles.intro} role="status">
            {t('list.count', { count: shown.length })}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
