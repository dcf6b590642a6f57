import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { useVocab } from '@/lib/use-vocab';
import { detailPath, itemName, type Item } from '@/lib/item';
import { ItemThumbnail } from '@/components/item-thumbnail';
import { PlainPager } from './plain-pager';
import { CodeTags } from '@/components/violation-tags';
import styles from '@/components/item-views.module.css';

interface Props {
  items: Item[];
  loading: boolean;
  pagination: { page: number; pageSize: number; total: number; pageSizes: readonly number[] };
  onPageChange: (page: number, pageSize: number) => void;
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

/** The mobile list (below md): one card per item, in plain markup so a phone's list needs no antd component. */
export function ItemCards({ items, loading, pagination, onPageChange }: Props) {
  const { t } = useTranslation('items');
  return (
    <div className={loading ? styles.busy : undefined} aria-busy={loading}>
      <ul className={styles.cards}>
        {items.map((item) => {
          const name = itemName(item) ?? t('list.unnamed');
          return (
            <li key={item._id}>
              <article className={styles.card}>
                <div className={styles.cardBody}>
                  <ItemThumbnail images={item.images} name={name} />
                  <div className={styles.cardText}>
                    <h2>{name}</h2>
                    {item.kind === 'detection' && item.caption ? <p className={styles.caption}>{item.caption}</p> : null}
                    <Facts item={item} />
                    <CodeTags codes={item.violation_codes} types={item.violation_types} />
                  </div>
                </div>
                <Link to={detailPath(item)} className={styles.cardLink} aria-label={t('list.viewDetailsOf', { name })}>
                  {t('list.viewDetails')}
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
      <PlainPager {...pagination} onChange={onPageChange} />
    </div>
  );
}
