import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { LIMITS, type Variant } from '@lcmdp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '@/components/photo-picker';
import { usePhotos } from '@/lib/use-photos';
import { useCheckImages } from '../api/check-images';
import { toCheckFailure } from '../lib/check-failure';
import { CheckOutcome } from './check-outcome';
import styles from './checks.module.css';

/** Images (downscaled on the device, like the report form's) and optional text, checked together. */
export function ImageCheckForm({ variant }: { variant: Variant }) {
  const { t } = useTranslation('checks');
  const photos = usePhotos();
  const [text, setText] = useState('');
  const [needInput, setNeedInput] = useState(false);
  const check = useCheckImages(variant);
  const hasInput = photos.photos.length > 0 || text.trim() !== '';

  const submit = () => {
    if (!hasInput) {
      setNeedInput(true);
      return;
    }
    setNeedInput(false);
    check.mutate({ images: photos.photos.map((p) => p.file), text });
  };

  return (
    <>
      <Form layout="vertical" onFinish={submit} className={styles.methods}>
        <PhotoPicker
          photos={photos.photos}
          preparing={photos.preparing}
          problems={photos.problems}
          max={photos.max}
          onAdd={(files) => {
            setNeedInput(false);
            void photos.add(files);
          }}
          onRemove={photos.remove}
        />
        <Form.Item label={t('images.text')} htmlFor="check-text" extra={t('images.textHelp')}>
          <Input.TextArea
            id="check-text"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setNeedInput(false);
            }}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={LIMITS.textMax}
            showCount
          />
        </Form.Item>
        {needInput && <Alert type="warning" showIcon role="alert" message={t('images.needInput')} style={{ marginBottom: 16 }} />}
        <div className={styles.actions}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SafetyCertificateOutlined aria-hidden />}
            loading={check.isPending}
            disabled={photos.preparing}
          >
            {t('images.submit')}
          </Button>
          <Button
            onClick={() => {
              photos.clear();
              setText('');
              setNeedInput(false);
              check.reset();
            }}
            disabled={check.isPending || (!hasInput && !check.data && !check.error)}
          >
            {t('images.clear')}
          </Button>
        </div>
      </Form>
      <CheckOutcome
        variant={variant}
        pending={check.isPending}
        result={check.data}
        failure={check.error ? toCheckFailure(check.error) : null}
      />
    </>
  );
}
