import type { WireImage } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/api-client';
import styles from './item-views.module.css';

/** The item's first image, small and lazy-loaded. */
export function ItemThumbnail({ images, name }: { images: readonly WireImage[]; name: string }) {
  const { t } = useTranslation('items');
  const first = images[0];
  if (!first) return <span className={styles.thumbEmpty}>{t('list.noImage')}</span>;
  return (
    <img
      className={styles.thumb}
      src={mediaUrl(first.url)}
      alt={t('list.imageAlt', { name })}
      loading="lazy"
      decoding="async"
      width={72}
      height={72}
    />
  );
}
