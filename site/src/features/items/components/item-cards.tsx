import { Card, Pagination, Spin, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useVocab } from '../hooks/use-vocab';
import { detailPath, itemName, type Item } from '../utils/item';
import { ItemThumbnail } from './item-thumbnail';
import { LinkButton } from './link-button';
import { CodeTags } from './violation-tags';
import styles from './items.module.css';

interface Props {
  items: Item[];
  loading: boolean;
  pagination: PaginationProps;
}

function Facts({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('items');
  const vocab = useVocab();
  const lang = i18n.language;
  const facts: [string, string][] =
    item.kind === 'detection'
      ? [
          [t('columns.platform'), item.platform],
          [t('columns.crawlDate'), formatDate(item.crawl_date, lang)],
          [t('columns.publicationDate'), formatDate(item.public_date, lang)],
          [t('columns.violations'), String(item.violation)],
        ]
      : [
          [t('columns.place'), [vocab.place(item.place), vocab.province(item.province)].filter(Boolean).join(', ')],
          [t('columns.observedDate'), formatDate(item.observed_on, lang)],
          [t('columns.status'), vocab.status(item.status) ?? '—'],
          [t('columns.violations'), String(item.violation)],
        ];
  return (
    <dl className={styles.meta}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The mobile list (below md): one card per item. */
export function ItemCards({ items, loading, pagination }: Props) {
  const { t } = useTranslation('items');
  return (
    <Spin spinning={loading}>
      <ul className={styles.cards}>
        {items.map((item) => {
          const name = itemName(item) ?? t('list.unnamed');
          return (
            <li key={item._id}>
              <Card size="small">
                <div className={styles.cardBody}>
                  <ItemThumbnail images={item.images} name={name} />
                  <div className={styles.cardText}>
                    <h2>{name}</h2>
                    {item.kind === 'detection' && item.caption ? <p className={styles.caption}>{item.caption}</p> : null}
                    <Facts item={item} />
                    <CodeTags codes={item.violation_codes} types={item.violation_types} />
                  </div>
                </div>
                <LinkButton to={detailPath(item)} block style={{ marginTop: 8 }} aria-label={t('list.viewDetailsOf', { name })}>
                  {t('list.viewDetails')}
                </LinkButton>
              </Card>
            </li>
          );
        })}
      </ul>
      <nav className={styles.pagination} aria-label={t('pagination.label')}>
        <Pagination {...pagination} size="small" />
      </nav>
    </Spin>
  );
}
