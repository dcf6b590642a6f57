/**
 * A company's items: each links to the staff review view (its evidence and review levels), with its review status
 * and its case. A table on a desktop, a list on a phone.
 */
import type { WireCompanyItem } from '@lcmdp/contract';
import { Pagination, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { usePaginationLabels } from '@/lib/use-pagination-labels';
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

/** Items per page: the desktop table's rows, the phone's cards. */
const DESKTOP_PAGE = 50;
const PHONE_PAGE = 20;

/** `items`: the newest the API lists; `total`: all the company's items (more than `items` when the API capped the list). */
export function CompanyItems({ items, total }: { items: WireCompanyItem[]; total: number }) {
  const { t, i18n } = useTranslation('companies');
  const desktop = useIsDesktop();
  const pager = usePaginationLabels();
  const [phonePage, setPhonePage] = useState(1);
  const onPhone = items.slice((phonePage - 1) * PHONE_PAGE, phonePage * PHONE_PAGE);
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
        {t('company.items')} ({total})
      </h2>
      {total > items.length && <p>{t('company.newestItems', { shown: items.length, total })}</p>}
      {items.length === 0 ? (
        <p>{t('company.noItems')}</p>
      ) : desktop ? (
        <Table<WireCompanyItem>
          rowKey={(item) => `${item.kind}-${item._id}`}
          columns={columns}
          dataSource={items}
          pagination={
            items.length > DESKTOP_PAGE ? { pageSize: DESKTOP_PAGE, showSizeChanger: false, locale: pager.locale } : false
          }
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <>
          <ul className={styles.cards}>
            {onPhone.map((item) => (
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
          {items.length > PHONE_PAGE && (
            <Pagination
              simple
              current={phonePage}
              pageSize={PHONE_PAGE}
              total={items.length}
              onChange={setPhonePage}
              locale={pager.locale}
            />
          )}
        </>
      )}
    </section>
  );
}
