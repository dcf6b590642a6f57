/** The three public lists share one page: filters and page in the URL, a table on desktop, cards on mobile. */
import type { PaginationProps } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPage } from '@/lib/use-last-page';
import { useLocation } from 'react-router-dom';
import { variantOfPath } from '@/config/paths';
import { listRequest, useItemsFromRoute, type PublicList } from '../api/get-items-from-route';
import { AntdScope, loadAntdProvider } from '@/components/antd-scope';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { usePaginationLabels } from '@/lib/use-pagination-labels';
import { ItemCards } from './item-cards';
import { ListFilters } from '@/components/list-filters';
import { ListEmpty, ListLoading } from './list-placeholders';
import styles from '@/components/item-views.module.css';

// The page itself draws no antd (phones see plain cards): antd's Table, the heaviest part of a list, and the error
// state's button come in chunks of their own, with antd's provider.
const loadTable = () => import('./item-table');
const ItemTable = lazy(() => loadTable().then((m) => ({ default: m.ItemTable })));
const ErrorState = lazy(() => import('@/components/query-states').then((m) => ({ default: m.ErrorState })));

export type { PublicList };

const PAGE_SIZES = [10, 20, 50, 100];

export function ItemListPage({ list }: { list: PublicList }) {
  const { t } = useTranslation('items');
  const variant = variantOfPath(useLocation().pathname);
  const { params, setPage, setFilters, reset, filtered } = useListParams();
  const query = useItemsFromRoute(listRequest(list, variant, params));
  const desktop = useIsDesktop();
  // Start fetching the table's code with the data, not after it.
  if (desktop) void Promise.all([loadTable(), loadAntdProvider()]);
  const labels = usePaginationLabels();
  const title = t(`lists.${list}.title`);
  useDocumentTitle(`${title} · ${t(`variant.${variant}`)}`);

  const total = query.data?.meta.pagination.total ?? 0;
  const pastTheEnd = useLastPage(query, params.page, params.pageSize, setPage);
  const pagination: PaginationProps = {
    ...labels,
    current: params.page,
    pageSize: params.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    onChange: (page, pageSize) => setPage(page, pageSize),
  };

  let body;
  if (query.isError)
    body = (
      <AntdScope>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </AntdScope>
    );
  else if (query.isPending || pastTheEnd) body = <ListLoading />;
  else if (query.data.data.length === 0)
    body = <ListEmpty text={filtered ? t('list.emptyFiltered') : t(`lists.${list}.empty`)} />;
  else {
    const loading = query.isPlaceholderData && query.isFetching;
    body = desktop ? (
      <AntdScope fallback={<ListLoading />}>
        <ItemTable
          kind={list === 'verified' ? 'report' : 'detection'}
          items={query.data.data}
          loading={loading}
          pagination={pagination}
        />
      </AntdScope>
    ) : (
      <ItemCards
        items={query.data.data}
        loading={loading}
        pagination={{ page: params.page, pageSize: params.pageSize, total, pageSizes: PAGE_SIZES }}
        onPageChange={setPage}
      />
    );
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <span className={styles.eyebrow}>{t(`variant.${variant}`)}</span>
        <h1>{title}</h1>
        <p className={styles.intro}>{t(`lists.${list}.intro`)}</p>
      </header>
      <ListFilters params={params} withStatus={list === 'verified'} filtered={filtered} onChange={setFilters} onReset={reset} />
      <p className={styles.total} aria-live="polite">
        {query.data ? t('list.total', { count: total }) : '\u00a0'}
      </p>
      {body}
    </>
  );
}
