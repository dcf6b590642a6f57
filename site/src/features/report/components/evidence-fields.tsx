import { Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@lcmdp/contract';
import { useCheckLink } from '../api/check-link';
import { useCheckText } from '../api/check-text';
import type { usePhotos } from '@/lib/use-photos';
import { MAX_LENGTH, isValidLink, normalizeLink } from '@/lib/report-values';
import { DetectorCheck } from './detector-check';
import { PhotoPicker } from '@/components/photo-picker';

const linkRule = (message: string) => ({
  validator: (_: unknown, value: string | undefined) =>
    !value?.trim() || isValidLink(value) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** The suspected text and its check; the result shows only while the text is the one that was checked. */
function SuspectedText({ variant }: { variant: Variant }) {
  const { t } = useTranslation('report');
  const text = Form.useWatch<string | undefined>('suspectedText') ?? '';
  const check = useCheckText(variant);
  const [checked, setChecked] = useState<string | null>(null);
  const current = checked !== null && checked === text.trim();
  return (
    <>
      <Form.Item name="suspectedText" label={t('fields.suspectedText')} extra={t('fields.suspectedTextHelp')}>
        <Input.TextArea rows={3} maxLength={MAX_LENGTH.text} />
      </Form.Item>
      <DetectorCheck
        label={t('check.text')}
        disabled={!text.trim()}
        pending={check.isPending}
        verdict={current ? (check.data ?? null) : null}
        error={current ? check.error : null}
        problem={null}
        onCheck={() => {
          const value = text.trim();
          setChecked(value);
          check.mutate(value);
        }}
      />
    </>
  );
}

/** The suspected link and its check (a link that is not one is refused before asking). */
function SuspectedLink({ variant }: { variant: Variant }) {
  const { t } = useTranslation('report');
  const link = Form.useWatch<string | undefined>('suspectedLink') ?? '';
  const check = useCheckLink(variant);
  const [checked, setChecked] = useState<string | null>(null);
  const current = checked !== null && checked === link.trim();
  const invalid = current && !isValidLink(link);
  return (
    <>
      <Form.Item
        name="suspectedLink"
        label={t('fields.suspectedLink')}
        extra={t('fields.suspectedLinkHelp')}
        rules={[linkRule(t('validation.link'))]}
      >
        <Input inputMode="url" autoComplete="off" maxLength={MAX_LENGTH.link} />
      </Form.Item>
      <DetectorCheck
        label={t('check.link')}
        disabled={!link.trim()}
        pending={check.isPending}
        verdict={current && !invalid ? (check.data ?? null) : null}
        error={current && !invalid ? check.error : null}
        problem={invalid ? t('check.invalidLink') : null}
        onCheck={() => {
          setChecked(link.trim());
          if (isValidLink(link)) check.mutate(normalizeLink(link));
          else check.reset();
        }}
      />
    </>
  );
}

/** Photos, the page address, and the suspected text and link with their checks. */
export function EvidenceFields({ variant, photos }: { variant: Variant; photos: ReturnType<typeof usePhotos> }) {
  const { t } = useTranslation('report');
  return (
    <>
      <PhotoPicker
        photos={photos.photos}
        preparing={photos.preparing}
        problems={photos.problems}
        max={photos.max}
        onAdd={(files) => void photos.add(files)}
        onRemove={photos.remove}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="url" label={t('fields.url')} extra={t('fields.urlHelp')} rules={[linkRule(t('validation.link'))]}>
            <Input inputMode="url" autoComplete="url" maxLength={MAX_LENGTH.link} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{t('check.note')}</Typography.Paragraph>
      <SuspectedText variant={variant} />
      <SuspectedLink variant={variant} />
    </>
  );
}
