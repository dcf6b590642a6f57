import { Button, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { ItemThumbnail } from '@/components/item-thumbnail';
import { CodeTags } from '@/components/violation-tags';
import { useVocab } from '@/lib/use-vocab';
import { itemName } from '@/lib/item';
import { formatDate } from '@/lib/dates';
import type { QueueItem } from '../api/get-queue';
import { itemDate, itemText } from '../lib/queue-item';
import type { ItemKind } from '../lib/review-endpoints';
import { StatusTag } from './status-tag';
import styles from './review.module.css';

interface Props {
  kind: ItemKind;
  items: QueueItem[];
  loading: boolean;
  pagination: TablePaginationConfig;
  openId?: string;
  onOpen: (id: string) => void;
}

/** The desktop queue: one row per item; a click, Enter or the row's button opens the review view. */
export function QueueTable({ kind, items, loading, pagination, openId, onOpen }: Props) {
  const { t, i18n } = useTranslation(['review', 'items']);
  const vocab = useVocab();
  const lang = i18n.language;
  const name = (item: QueueItem) => itemName(item) ?? t('items:list.unnamed');

  const columns: TableColumnsType<QueueItem> = [
    {
      key: 'image',
      title: t('review:columns.image'),
      width: 96,
      render: (_, item) => <ItemThumbnail images={item.images} name={name(item)} />,
    },
    { key: 'company', title: t('review:columns.company'), render: (_, item) => item.company ?? '—' },
    { key: 'brand', title: t('review:columns.brand'), render: (_, item) => item.brand ?? '—' },
    {
      key: 'text',
      title: t(kind === 'detection' ? 'review:columns.caption' : 'review:columns.description'),
      render: (_, item) => <p className={styles.clamp}>{itemText(item) ?? '—'}</p>,
    },
    {
      key: 'where',
      title: t(kind === 'detection' ? 'review:columns.platform' : 'review:columns.province'),
      render: (_, item) => (item.kind === 'detection' ? item.platform : (vocab.province(item.province) ?? '—')),
    },
    {
      key: 'date',
      title: t(kind === 'detection' ? 'review:columns.crawlDate' : 'review:columns.observedDate'),
      render: (_, item) => formatDate(itemDate(item), lang),
    },
    { key: 'status', title: t('review:columns.status'), render: (_, item) => <StatusTag status={item.status} /> },
    { key: 'lcmdp', title: t('review:columns.lcmdp'), render: (_, item) => <StatusTag status={item.lcmdp_status} /> },
    {
      key: 'supervisor',
      title: t('review:columns.supervisor'),
      render: (_, item) => <StatusTag status={item.supervisor_status} />,
    },
    { key: 'operator', title: t('review:columns.operator'), render: (_, item) => <StatusTag status={item.operator_status} /> },
    {
      key: 'codes',
      title: t('review:columns.codes'),
      render: (_, item) => <CodeTags codes={item.violation_codes} types={item.violation_types} />,
    },
    {
      key: 'action',
      title: t('review:columns.action'),
      fixed: 'right',
      render: (_, item) => (
        <Button
          onClick={(event) => {
            event.stopPropagation();
            onOpen(item._id);
          }}
          aria-label={t('review:list.reviewItem', { name: name(item) })}
        >
          {t('review:list.review')}
        </Button>
      ),
    },
  ];

  return (
    <Table<QueueItem>
      rowKey="_id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 1200 }}
      size="middle"
      rowClassName={(item) => `${styles.row} ${item._id === openId ? styles.rowOpen : ''}`}
      onRow={(item) => ({
        onClick: () => onOpen(item._id),
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(item._id);
        },
        tabIndex: 0,
        'aria-current': item._id === openId ? 'true' : undefined,
      })}
    />
  );
}
