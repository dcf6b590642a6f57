import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Space, Spin, Typography } from 'antd';
import { LIMITS } from '@lcmdp/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo, PhotoProblems } from '@/lib/use-photos';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/downscale-image';
import styles from './photo-picker.module.css';

/** A preview address for the lifetime of the thumbnail (none where the browser cannot make one). */
function usePreviewUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function Thumbnail({ photo, index, onRemove }: { photo: Photo; index: number; onRemove: () => void }) {
  const { t } = useTranslation('report');
  const url = usePreviewUrl(photo.file);
  const name = photo.file.name;
  return (
    <li className={styles.photo}>
      {url ? <img src={url} alt={t('photos.alt', { index, name })} /> : <span className={styles.photoName}>{name}</span>}
      <Button
        className={styles.photoRemove}
        shape="circle"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('photos.remove', { index, name })}
        onClick={onRemove}
      />
    </li>
  );
}

interface Props {
  photos: Photo[];
  preparing: boolean;
  problems: PhotoProblems;
  max: number;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/** Several photos with previews and remove buttons; a plain file input underneath, so it works everywhere. */
export function PhotoPicker({ photos, preparing, problems, max, onAdd, onRemove }: Props) {
  const { t } = useTranslation('report');
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= max;
  const messages = [
    problems.wrongType.length > 0 && t('photos.wrongType', { names: problems.wrongType.join(', ') }),
    problems.overLimit > 0 && t('photos.tooMany', { max, count: problems.overLimit }),
    problems.tooLarge.length > 0 &&
      t('photos.tooLarge', { size: LIMITS.imageMaxBytes / 1024 / 1024, names: problems.tooLarge.join(', ') }),
  ].filter((m): m is string => Boolean(m));

  return (
    <Form.Item label={t('photos.label')} htmlFor={inputId} extra={<span id={helpId}>{t('photos.help', { max })}</span>}>
      <input
        ref={input}
        id={inputId}
        className={styles.photoInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        aria-describedby={helpId}
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Let the same photo be picked again after it was removed.
          e.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
      <Space wrap align="center">
        <Button
          icon={<CameraOutlined aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={full}
          aria-describedby={helpId}
        >
          {t('photos.add')}
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          {t('photos.count', { count: photos.length, max })}
        </Typography.Text>
        {preparing && (
          <span role="status">
            <Spin size="small" /> {t('photos.preparing')}
          </span>
        )}
      </Space>
      {messages.map((m) => (
        <Alert key={m} type="warning" showIcon message={m} style={{ marginTop: 8 }} />
      ))}
      {photos.length > 0 && (
        <ul className={styles.photoList} aria-label={t('photos.listLabel')}>
          {photos.map((photo, i) => (
            <Thumbnail key={photo.id} photo={photo} index={i + 1} onRemove={() => onRemove(photo.id)} />
          ))}
        </ul>
      )}
    </Form.Item>
  );
}
