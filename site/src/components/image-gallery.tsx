import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/api-client';
import styles from './item-views.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
}

/**
 * The item's images: thumbnails are real buttons (keyboard-usable) that open antd's preview at that image;
 * the preview steps through the whole group.
 */
export function ImageGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation('items');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  if (!images.length) return <p>{t('detail.noImages')}</p>;
  const items = images.map((image) => ({ src: mediaUrl(image.url), alt: image.alt }));
  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        visible: open,
        current,
        onVisibleChange: (visible) => setOpen(visible),
        onChange: (index) => setCurrent(index),
      }}
    >
      <ul className={styles.gallery}>
        {items.map((image, index) => (
          <li key={`${image.src}-${index}`} className={index === 0 ? styles.galleryLead : undefined}>
            <button
              type="button"
              className={styles.galleryButton}
              onClick={() => {
                setCurrent(index);
                setOpen(true);
              }}
            >
              <img src={image.src} alt={image.alt} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
              <span className={styles.srOnly}>{t('detail.enlarge', { index: index + 1, total: items.length })}</span>
            </button>
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
