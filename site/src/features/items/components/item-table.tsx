import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { useVocab } from '@/lib/use-vocab';
import { detailPath, itemName, type Item } from '@/lib/item';
import { ItemThumbnail } from '@/components/item-thumbnail';
import { CodeTags } from '@/components/violation-tags';
import styles from '@/components/item-views.module.css';

interface Props {
  kind: Item['kind'];
  items: Item[];
  loading: boolean;
  pagination: TablePaginationConfig;
}

/** The desktop list (md and up): one row per item, paged by the server. */
export function ItemTable({ kind, items, loading, pagination }: Props) {
  const { t, i18n } = useTranslation('items');
  const vocab = useVocab();
  const lang = i18n.language;
  const name = (item: Item) => itemName(item) ?? t('list.unnamed');

  const columns: TableColumnsType<Item> = [
    {
      key: 'image',
      title: t('columns.image'),
      width: 96,
      render: (_, item) => <ItemThumbnail images={item.images} name={name(item)} />,
    },
    { key: 'company', title: t('columns.company'), render: (_, item) => item.company ?? '—' },
    { key: 'brand', title: t('columns.brand'), render: (_, item) => item.brand ?? '—' },
    ...(kind === 'detection'
      ? ([
          {
            key: 'caption',
            title: t('columns.caption'),
            render: (_, item) => <p className={styles.caption}>{(item.kind === 'detection' && item.caption) || '—'}</p>,
          },
          {
            key: 'platform',
            title: t('columns.platform'),
            render: (_, item) => (item.kind === 'detection' ? item.platform : '—'),
          },
          {
            key: 'crawlDate',
            title: t('columns.crawlDate'),
            render: (_, item) => (item.kind === 'detection' ? formatDate(item.crawl_date, lang) : '—'),
          },
          {
            key: 'publicationDate',
            title: t('columns.publicationDate'),
            render: (_, item) => (item.kind === 'detection' ? formatDate(item.public_date, lang) : '—'),
          },
        ] satisfies TableColumnsType<Item>)
      : ([
          {
            key: 'place',
            title: t('columns.place'),
            render: (_, item) =>
              item.kind === 'report' ? (
                <>
                  {vocab.place(item.place) ?? '—'}
                  <br />
                  {vocab.province(item.province)}
                </>
              ) : (
                '—'
              ),
          },
          {
            key: 'observedDate',
            title: t('columns.observedDate'),
            render: (_, item) => (item.kind === 'report' ? formatDate(item.observed_on, lang) : '—'),
          },
          { key: 'status', title: t('columns.status'), render: (_, item) => vocab.status(item.status) },
        ] satisfies TableColumnsType<Item>)),
    {
      key: 'codes',
      title: t('columns.codes'),
      render: (_, item) => <CodeTags codes={item.violation_codes} types={item.violation_types} />,
    },
    { key: 'violations', title: t('columns.violations'), align: 'right', render: (_, item) => item.violation },
    {
      key: 'details',
      title: t('columns.details'),
      render: (_, item) => (
        <Link to={detailPath(item)} aria-label={t('list.viewDetailsOf', { name: name(item) })}>
          {t('list.viewDetails')}
        </Link>
      ),
    },
  ];

  return (
    <Table<Item>
      rowKey="_id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      // Cells wrap to fit the page; below 960 px (small tablets) the table scrolls sideways instead.
      scroll={{ x: 960 }}
      size="middle"
    />
  );
}
