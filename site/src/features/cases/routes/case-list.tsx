/**
 * The enforcement case list (issue 13, staff): a table on a desktop and cards on a phone, filtered by state,
 * variant, company, measure and "assigned to me"; overdue cases stand out with the deadline that passed.
 */
import { Empty, Pagination, Spin, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { usePaginationLabels } from '@/lib/use-pagination-labels';
import { useCases } from '../api/cases';
import { CaseCards } from '../components/case-cards';
import { CaseFilterBar } from '../components/case-filters';
import { CaseTable } from '../components/case-table';
import { CASE_FILTER_DEFAULTS, caseFiltersSearch, filtered, parseCaseFilters, type CaseFilters } from '../lib/case-params';
import styles from '../components/cases.module.css';

export default function CaseList() {
  const { t } = useTranslation(['cases', 'common']);
  const { user_id: me } = useAuth();
  const desktop = useIsDesktop();
  const pagination = usePaginationLabels();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseCaseFilters(search), [search]);
  const cases = useCases(filters, me);
  const title = t('list.title');
  useDocumentTitle(title);

  const change = useCallback(
    (patch: Partial<CaseFilters>) => setSearch(caseFiltersSearch({ ...filters, page: 1, ...patch })),
    [filters, setSearch],
  );

  let body;
  if (cases.isError)
    body = (
      <LoadErrorAlert
        title={t('list.loadFailed')}
        error={cases.error}
        fallback={t('common:errors.somethingWentWrong')}
        onRetry={() => void cases.refetch()}
      />
    );
  else if (cases.isPending) body = <Spin />;
  else if (cases.data.data.length === 0)
    body = <Empty description={filtered(filters) ? t('list.emptyFiltered') : t('list.empty')} />;
  else
    body = (
      <>
        {desktop ? <CaseTable cases={cases.data.data} loading={cases.isFetching} /> : <CaseCards cases={cases.data.data} />}
        <Pagination
          className={styles.pager}
          current={filters.page}
          pageSize={filters.pageSize}
          total={cases.data.meta.total}
          onChange={(page, pageSize) => change({ page: pageSize !== filters.pageSize ? 1 : page, pageSize })}
          showSizeChanger
          simple={!desktop}
          {...pagination}
        />
      </>
    );

  return (
    <section>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {title}{' '}
          {cases.data && cases.data.meta.overdue > 0 && (
            <Tag color="red">{t('list.overdueCount', { count: cases.data.meta.overdue })}</Tag>
          )}
        </h1>
        <p className={styles.intro}>{t('list.intro')}</p>
      </div>
      <CaseFilterBar
        filters={filters}
        onChange={change}
        onReset={() => setSearch(caseFiltersSearch({ ...CASE_FILTER_DEFAULTS, pageSize: filters.pageSize }))}
      />
      {body}
    </section>
  );
}
