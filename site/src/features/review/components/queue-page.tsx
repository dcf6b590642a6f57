/**
 * A review queue (detection or report, international or Laos from the path): search, dates, status and page in
 * the URL; a table on desktop, cards on phones; the archive as a list or as slides; export to Excel; the review
 * view over it for the item in `?item=`.
 */
import { Empty, Radio, Select, Skeleton, type PaginationProps } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPage } from '@/lib/use-last-page';
import { useLocation } from 'react-router-dom';
import { REVIEW_STATUSES } from '@lcmdp/contract/vocabulary';
import { variantOfPath } from '@/config/paths';
import { ListFilters } from '@/components/list-filters';
import { ErrorState } from '@/components/query-states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePaginationLabels } from '@/lib/use-pagination-labels';
import { useVocab } from '@/lib/use-vocab';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { useQueue } from '../api/get-queue';
import { useQueueParams } from '../hooks/use-queue-params';
import { ARCHIVE_LAYOUTS, QUEUE_VIEWS, queueFilter, type StatusFilter } from '../lib/queue-params';
import type { ItemKind } from '../lib/review-endpoints';
import { ArchiveSlides } from './archive-slides';
import { ExportButton } from './export-button';
import { QueueCards } from './queue-cards';
import { QueueTable } from './queue-table';
import { ReviewDrawer } from './review-drawer';
import styles from './review.module.css';

const PAGE_SIZES = [10, 20, 50, 100];

export function QueuePage({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation(['review', 'items']);
  const vocab = useVocab();
  const ids = { status: useId() };
  const variant = variantOfPath(useLocation().pathname);
  const { params, setFilters, setPage, setView, setLayout, openItem, reset, filtered } = useQueueParams();
  const filter = queueFilter(kind, variant, params);
  const query = useQueue({ ...filter, page: params.page, pageSize: params.pageSize });
  const desktop = useIsDesktop();
  const labels = usePaginationLabels();
  const archived = params.view === 'archived';
  const title = t(`review:queues.${kind}.title`);
  useDocumentTitle(`${title} · ${t(`items:variant.${variant}`)}`);

  const items = query.data?.data ?? [];
  const total = query.data?.meta.pagination.total ?? 0;
  const pastTheEnd = useLastPage(query, params.page, params.pageSize, setPage);

  const pagination: PaginationProps = {
    ...labels,
    current: params.page,
    pageSize: params.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    onChange: setPage,
  };
  const open = (id: string) => openItem(id);

  let body;
  if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending || pastTheEnd)
    body = (
      <div aria-busy="true">
        <span className={styles.srOnly}>{t('review:list.loading')}</span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (items.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          filtered ? t('review:list.emptyFiltered') : archived ? t('review:list.emptyArchived') : t('review:list.empty')
        }
      />
    );
  else {
    const loading = query.isPlaceholderData && query.isFetching;
    if (archived && params.layout === 'slides') body = <ArchiveSlides items={items} pagination={pagination} onOpen={open} />;
    else if (desktop)
      body = (
        <QueueTable kind={kind} items={items} loading={loading} pagination={pagination} openId={params.item} onOpen={open} />
      );
    else body = <QueueCards items={items} loading={loading} pagination={pagination} onOpen={open} />;
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <span className={styles.eyebrow}>{t(`items:variant.${variant}`)}</span>
        <h1>{title}</h1>
        <p className={styles.intro}>{t(`review:queues.${kind}.intro`)}</p>
      </header>
      <div className={styles.toolbar}>
        <ToolbarChoice
          label={t('review:views.label')}
          value={params.view}
          options={QUEUE_VIEWS.map((view) => ({ value: view, label: t(`review:views.${view}`) }))}
          onChange={setView}
        />
        {archived ? (
          <ToolbarChoice
            label={t('review:layouts.label')}
            value={params.layout}
            options={ARCHIVE_LAYOUTS.map((layout) => ({ value: layout, label: t(`review:layouts.${layout}`) }))}
            onChange={setLayout}
          />
        ) : null}
        <div className={styles.toolbarGroup}>
          <label htmlFor={ids.status} className={styles.toolbarLabel}>
            {t('review:filters.status')}
          </label>
          <Select<StatusFilter>
            id={ids.status}
            value={params.status}
            style={{ minWidth: 200 }}
            onChange={(status) => setFilters({ status })}
            options={[
              { value: 'all', label: t('review:filters.statusAll') },
              ...REVIEW_STATUSES.map((status) => ({ value: status, label: vocab.status(status) })),
            ]}
          />
        </div>
        <div className={styles.toolbarEnd}>
          <ExportButton filter={filter} />
        </div>
      </div>
      <ListFilters
        params={{ page: params.page, pageSize: params.pageSize, q: params.q, from: params.from, to: params.to, status: 'all' }}
        withStatus={false}
        filtered={filtered}
        // The box filters by text and dates; the status has its own select above.
        onChange={({ status: _status, ...patch }) => setFilters(patch)}
        onReset={reset}
      />
      <p className={styles.total} aria-live="polite">
        {query.data ? t('review:list.total', { count: total }) : '\u00a0'}
      </p>
      {body}
      <ReviewDrawer
        kind={kind}
        id={params.item}
        queueIds={items.map((item) => item._id)}
        onNavigate={(id) => openItem(id, true)}
        onClose={() => openItem(undefined, true)}
      />
    </>
  );
}

/** A labelled row of toggle buttons in the queue's toolbar (which view, which layout). */
function ToolbarChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.toolbarGroup}>
      <span id={id} className={styles.toolbarLabel}>
        {label}
      </span>
      <Radio.Group
        aria-labelledby={id}
        name={id}
        optionType="button"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        options={options}
      />
    </div>
  );
}
