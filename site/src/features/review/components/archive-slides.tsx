import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Pagination, type PaginationProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemName } from '@/lib/item';
import { mediaUrl } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { QueueItem } from '../api/get-queue';
import { itemDate, itemText, leadImageUrl } from '../lib/queue-item';
import { StatusTag } from './status-tag';
import styles from './review.module.css';

interface Props {
  items: QueueItem[];
  pagination: PaginationProps;
  onOpen: (id: string) => void;
}

/** The archive one item at a time: a big image, what it is, previous / next (spec §2 "slide view"). */
export function ArchiveSlides({ items, pagination, onOpen }: Props) {
  const { t, i18n } = useTranslation(['review', 'items', 'common']);
  const [index, setIndex] = useState(0);
  // A new page starts at its first item (a refetch of the same page keeps the place).
  const pageKey = items.map((item) => item._id).join();
  useEffect(() => setIndex(0), [pageKey]);
  const item = items[Math.min(index, items.length - 1)];
  if (!item) return null;
  const name = itemName(item) ?? t('items:list.unnamed');
  const image = leadImageUrl(item);
  const text = itemText(item);

  return (
    <section
      className={styles.slides}
      aria-roledescription={t('review:slides.roleDescription')}
      aria-label={t('review:slides.label')}
    >
      <div className={styles.slide} aria-live="polite">
        <div className={styles.slideImage}>
          {image ? (
            <img src={mediaUrl(image)} alt={t('items:list.imageAlt', { name })} />
          ) : (
            <span className={styles.slideNoImage}>{t('items:list.noImage')}</span>
          )}
        </div>
        <div className={styles.slideText}>
          <p className={styles.slidePosition}>{t('review:slides.position', { index: index + 1, total: items.length })}</p>
          <h2>{name}</h2>
          {text ? <p className={styles.clamp}>{text}</p> : null}
          <p>{formatDate(itemDate(item), i18n.language)}</p>
          <p className={styles.tagRow}>
            <StatusTag status={item.status} />
          </p>
          <Button type="primary" onClick={() => onOpen(item._id)} aria-label={t('review:list.reviewItem', { name })}>
            {t('review:list.review')}
          </Button>
        </div>
      </div>
      <div className={styles.slideNav}>
        <Button icon={<LeftOutlined aria-hidden />} disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          {t('review:slides.previous')}
        </Button>
        <Button disabled={index >= items.length - 1} onClick={() => setIndex((i) => i + 1)}>
          {t('review:slides.next')} <RightOutlined aria-hidden />
        </Button>
      </div>
      <nav className={styles.pagination} aria-label={t('common:pagination.label')}>
        <Pagination {...pagination} size="small" />
      </nav>
    </section>
  );
}
