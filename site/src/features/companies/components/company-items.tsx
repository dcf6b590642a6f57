/**
 * A company's items: each links to the staff review view (its evidence and review levels), with its review status
 * and its case. A table on a desktop, a list on a phone.
 */
import type { WireCompanyItem } from '@lcmdp/contract';
import { Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useIsDesktop } from '@/lib/use-is-mobile';
import styles from './companies.module.css';

function ItemLink({ item }: { item: WireCompanyItem }) {
  const { t } = useTranslation('companies');
  const name = [item.brand, item.company].filter(Boolean).join(' · ');
  return (
    <Link to={paths.reviewItem(item.kind, item.variant, item._id)} aria-label={t('items.review', { name })}>
      {name}
    </Link>
  );
}

function ItemStatus({ item }: { item: WireCompanyItem }) {
  const { t } = useTranslation(['companies', 'vocab']);
  return (
    <>
      <Tag color={item.confirmed ? 'red' : undefined}>{t(`vocab:status.${item.status}`)}</Tag>
      {item.archived && <Tag>{t('items.archived')}</Tag>}
    </>
  );
}

function ItemCase({ item }: { item: WireCompanyItem }) {
  const { t } = useTranslation('companies');
  return item.caseId && item.caseNumber ? (
    <Link to={paths.case(item.caseId)}>{item.caseNumber}</Link>
  ) : (
    <span>{t('items.noCase')}</span>
  );
}

export function CompanyItems({ items }: { items: WireCompanyItem[] }) {
  const { t, i18n } = useTranslation('companies');
  const desktop = useIsDesktop();
  const columns: TableProps<WireCompanyItem>['columns'] = [
    { key: 'name', title: t('items.name'), render: (_, item) => <ItemLink item={item} /> },
    { key: 'kind', title: t('items.kind'), render: (_, item) => t(`items.kinds.${item.kind}`) },
    { key: 'variant', title: t('items.variant'), render: (_, item) => t(`variants.${item.variant}`) },
    { key: 'status', title: t('items.status'), render: (_, item) => <ItemStatus item={item} /> },
    { key: 'found', title: t('items.found'), render: (_, item) => formatDate(item.createdAt, i18n.language) },
    { key: 'case', title: t('items.case'), render: (_, item) => <ItemCase item={item} /> },
  ];
  return (
    <section className={styles.section} aria-labelledby="company-items">
      <h2 id="company-items" className={styles.sectionTitle}>
        {t('company.items')} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p>{t('company.noItems')}</p>
      ) : desktop ? (
        <Table<WireCompanyItem>
          rowKey={(item) => `${item.kind}-${item._id}`}
          columns={columns}
          dataSource={items}
          pagination={items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={`${item.kind}-${item._id}`} className={styles.card}>
              <p className={styles.cardTitle}>
                <ItemLink item={item} />
              </p>
              <p className={styles.cardLine}>
                {t(`items.kinds.${item.kind}`)} · {t(`variants.${item.variant}`)} · {formatDate(item.createdAt, i18n.language)}
              </p>
              <p className={styles.cardLine}>
                <ItemStatus item={item} />
              </p>
              <p className={styles.cardLine}>
                {t('items.case')}: <ItemCase item={item} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
