import { Button, Card, Pagination, Spin, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ItemThumbnail } from '@/components/item-thumbnail';
import { CodeTags } from '@/components/violation-tags';
import { useVocab } from '@/lib/use-vocab';
import { itemName } from '@/lib/item';
import { formatDate } from '@/lib/dates';
import type { QueueItem } from '../api/get-queue';
import { itemDate, itemText } from '../lib/queue-item';
import { StatusTag } from './status-tag';
import styles from './review.module.css';

interface Props {
  items: QueueItem[];
  loading: boolean;
  pagination: PaginationProps;
  onOpen: (id: string) => void;
}

/** The phone queue (below md): one card per item with its three statuses and a review button. */
export function QueueCards({ items, loading, pagination, onOpen }: Props) {
  const { t, i18n } = useTranslation(['review', 'items', 'common']);
  const vocab = useVocab();
  return (
    <Spin spinning={loading}>
      <ul className={styles.cards}>
        {items.map((item) => {
          const name = itemName(item) ?? t('items:list.unnamed');
          const text = itemText(item);
          const where = item.kind === 'detection' ? item.platform : vocab.province(item.province);
          return (
            <li key={item._id}>
              <Card size="small">
                <div className={styles.cardBody}>
                  <ItemThumbnail images={item.images} name={name} />
                  <div className={styles.cardText}>
                    <h2>{name}</h2>
                    {text ? <p className={styles.clamp}>{text}</p> : null}
                    <p className={styles.cardMeta}>
                      {[where, formatDate(itemDate(item), i18n.language)].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                </div>
                <dl className={styles.statusList}>
                  <div>
                    <dt>{t('review:columns.status')}</dt>
                    <dd>
                      <StatusTag status={item.status} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('review:columns.lcmdp')}</dt>
                    <dd>
                      <StatusTag status={item.lcmdp_status} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('review:columns.supervisor')}</dt>
                    <dd>
                      <StatusTag status={item.supervisor_status} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('review:columns.operator')}</dt>
                    <dd>
                      <StatusTag status={item.operator_status} />
                    </dd>
                  </div>
                </dl>
                <CodeTags codes={item.violation_codes} types={item.violation_types} />
                <Button
                  block
                  type="primary"
                  style={{ marginTop: 8 }}
                  onClick={() => onOpen(item._id)}
                  aria-label={t('review:list.reviewItem', { name })}
                >
                  {t('review:list.review')}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <nav className={styles.pagination} aria-label={t('common:pagination.label')}>
        <Pagination {...pagination} size="small" />
      </nav>
    </Spin>
  );
}
