import { UploadOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, InputNumber, Modal, Select, Switch, Upload, type UploadFile } from 'antd';
import type { DataOptionKind, Variant, WireDataOption } from '@lcmdp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, downscaleImage, isAcceptedImage } from '@/lib/downscale-image';
import { isValidLink, normalizeLink } from '@/lib/report-values';
import { localName } from '@/lib/labels';
import { mediaUrl } from '@/lib/api-client';
import { useLibraryOptions } from '../api/get-library-options';
import { useSaveDataOption } from '../api/save-data-option';
import { announceSuccess } from '../lib/announce';
import {
  hasAliases,
  hasParent,
  isSource,
  KINDS_WITH_IMAGES,
  OPTION_KEY_PATTERN,
  OPTION_LIMITS,
  optionFieldOf,
  optionFormValues,
  toOptionFormData,
  type OptionFormValues,
} from '../lib/option-form';
import { saveRefusal } from '../lib/server-errors';
import { SaveProblem } from './save-problem';
import styles from './catalogue.module.css';

const PLATFORMS = ['facebook', 'tiktok', 'youtube', 'instagram', 'website'];

interface Props {
  variant: Variant;
  kind: DataOptionKind;
  option?: WireDataOption;
  open: boolean;
  onClose: () => void;
}

/** Adds or edits an entry of the data-option library; the fields depend on its kind. */
export function OptionFormModal({ variant, kind, option, open, onClose }: Props) {
  const { t, i18n } = useTranslation('catalogue');
  const [form] = Form.useForm<OptionFormValues>();
  const save = useSaveDataOption(variant);
  const companies = useLibraryOptions(variant, 'company', hasParent(kind));
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isNew = !option;
  const withImages = KINDS_WITH_IMAGES.includes(kind);
  const tooLong = (max: number) => ({ max, message: t('common.tooLong', { max }) });

  const submit = async (values: OptionFormValues) => {
    setProblem(null);
    setPreparing(true);
    const images: File[] = [];
    // One at a time: several large photos decoded at once can exhaust a phone's memory.
    for (const f of files) if (f.originFileObj) images.push(await downscaleImage(f.originFileObj));
    setPreparing(false);
    const normalized = isSource(kind) ? { ...values, url: normalizeLink(values.url) } : values;
    save.mutate(
      { id: option?._id, body: toOptionFormData(kind, normalized, isNew, images) },
      {
        onSuccess: () => {
          onClose();
          announceSuccess(t('common.saved'), t('options.savedText', { name: (values.nameLo ?? '').trim() }));
        },
        onError: (error) => {
          const refusal = saveRefusal(error, optionFieldOf);
          form.setFields(refusal.fields);
          setProblem(refusal.message ?? (refusal.fields.length ? t('common.checkFields') : null));
        },
      },
    );
  };

  const kindName = t(`options.kindOne.${kind}`);
  return (
    <Modal
      open={open}
      title={
        option
          ? t('options.editTitle', { name: localName(option.names, i18n.language) ?? option.key })
          : t('options.addTitle', { kind: kindName })
      }
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending || preparing}
      destroyOnHidden
      maskClosable={false}
    >
      <SaveProblem problem={problem} />
      <Form form={form} layout="vertical" initialValues={optionFormValues(option)} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="nameLo"
          label={t('common.nameLo')}
          rules={[{ required: true, whitespace: true, message: t('common.nameLoRequired') }, tooLong(OPTION_LIMITS.name)]}
        >
          <Input lang="lo" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('common.nameEn')} rules={[tooLong(OPTION_LIMITS.name)]}>
          <Input lang="en" />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('options.key')}
          extra={isNew ? t('options.keyHelp') : t('options.keyFixed')}
          rules={isNew ? [{ pattern: OPTION_KEY_PATTERN, message: t('options.keyInvalid') }] : []}
        >
          <Input disabled={!isNew} autoComplete="off" spellCheck={false} />
        </Form.Item>

        {hasAliases(kind) && (
          <Form.Item
            name="aliases"
            label={t('options.aliases')}
            extra={t('options.aliasesHelp')}
            rules={[tooLong(OPTION_LIMITS.aliases)]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        )}
        {hasParent(kind) && (
          <Form.Item name="parentKey" label={t('options.company')} extra={t('options.companyHelp')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              loading={companies.isPending}
              placeholder={t('options.noCompany')}
              options={(companies.data ?? []).map((c) => ({ value: c.key, label: localName(c.names, i18n.language) ?? c.key }))}
            />
          </Form.Item>
        )}

        {isSource(kind) && (
          <>
            <Form.Item
              name="url"
              label={t('options.url')}
              validateTrigger="onBlur"
              rules={[
                { required: true, whitespace: true, message: t('options.urlRequired') },
                tooLong(OPTION_LIMITS.url),
                {
                  validator: (_, value?: string) =>
                    !value?.trim() || isValidLink(value) ? Promise.resolve() : Promise.reject(new Error(t('options.urlInvalid'))),
                },
              ]}
            >
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
            <Form.Item name="platform" label={t('options.platform')} rules={[tooLong(OPTION_LIMITS.platform)]}>
              <AutoComplete options={PLATFORMS.map((p) => ({ value: p }))} />
            </Form.Item>
            <Form.Item
              name="intervalMinutes"
              label={t('options.interval')}
              extra={t('options.intervalHelp', { min: OPTION_LIMITS.intervalMin, max: OPTION_LIMITS.intervalMax })}
              rules={[
                {
                  type: 'number',
                  min: OPTION_LIMITS.intervalMin,
                  max: OPTION_LIMITS.intervalMax,
                  message: t('options.intervalRange', { min: OPTION_LIMITS.intervalMin, max: OPTION_LIMITS.intervalMax }),
                },
              ]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}

        {withImages && (
          <Form.Item
            label={t('options.images')}
            extra={isNew ? t('options.imagesHelp') : `${t('options.imagesHelp')} ${t('options.imagesAdded')}`}
          >
            {option && option.images.length > 0 && (
              <ul className={styles.thumbs} style={{ marginBottom: 8 }}>
                {option.images.map((image, i) => (
                  <li key={image.url}>
                    <img
                      src={mediaUrl(image.url)}
                      alt={t('options.imageAlt', { index: i + 1, name: option.key })}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            )}
            <Upload
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              multiple
              // File names only: antd's picture list draws previews on a canvas for every pick, costly on phones.
              listType="text"
              fileList={files}
              beforeUpload={(file) => (isAcceptedImage(file) ? false : Upload.LIST_IGNORE)}
              onChange={({ fileList }) => setFiles(fileList)}
            >
              <Button icon={<UploadOutlined aria-hidden />}>{t('options.addImages')}</Button>
            </Upload>
          </Form.Item>
        )}

        <Form.Item name="active" label={t('options.active')} extra={t('options.activeHelp')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
