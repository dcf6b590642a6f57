import { Form, Input, Modal } from 'antd';
import type { Variant, WireViolationType } from '@lcmdp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagColours } from '@/lib/labels';
import { useAuth } from '@/lib/auth-store';
import { useSaveViolationType } from '../api/save-violation-type';
import { announceSuccess } from '../lib/announce';
import { saveRefusal } from '../lib/server-errors';
import { hexColour, toTypeInput, TYPE_NAME_MAX, typeFormValues, type TypeFormValues } from '../lib/type-form';
import { ColourField } from './colour-field';
import { SaveProblem } from './save-problem';
import styles from './catalogue.module.css';

interface Props {
  variant: Variant;
  type?: WireViolationType;
  open: boolean;
  onClose: () => void;
}

const typeFieldOf = (path: string): keyof TypeFormValues | null => {
  if (!path.startsWith('violations')) return null;
  return path.endsWith('color') ? 'color' : 'nameLo';
};

/** Adds or edits a violation type: names in Lao and English, and its colour. */
export function TypeFormModal({ variant, type, open, onClose }: Props) {
  const { t } = useTranslation('catalogue');
  const { user_id } = useAuth();
  const [form] = Form.useForm<TypeFormValues>();
  const save = useSaveViolationType(variant);
  const [problem, setProblem] = useState<string | null>(null);
  const colour = Form.useWatch('color', form);
  const previewName = Form.useWatch('nameLo', form);
  const tooLong = { max: TYPE_NAME_MAX, message: t('common.tooLong', { max: TYPE_NAME_MAX }) };

  const submit = (values: TypeFormValues) => {
    setProblem(null);
    const input = toTypeInput(values, type?._id, user_id);
    save.mutate(input, {
      onSuccess: () => {
        onClose();
        announceSuccess(t('common.saved'), t('types.savedText', { name: input.violations[0].name }));
      },
      onError: (error) => {
        const refusal = saveRefusal(error, typeFieldOf);
        form.setFields(refusal.fields);
        setProblem(refusal.message ?? (refusal.fields.length ? t('common.checkFields') : null));
      },
    });
  };

  return (
    <Modal
      open={open}
      title={
        type
          ? t('types.editTitle', { name: type.violations.find((v) => v.locale === 'lo')?.name ?? type.key })
          : t('types.addTitle')
      }
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      maskClosable={false}
    >
      <SaveProblem problem={problem} />
      <Form form={form} layout="vertical" initialValues={typeFormValues(type)} onFinish={submit}>
        <Form.Item
          name="nameLo"
          label={t('common.nameLo')}
          rules={[{ required: true, whitespace: true, message: t('common.nameLoRequired') }, tooLong]}
        >
          <Input lang="lo" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('common.nameEn')} rules={[tooLong]}>
          <Input lang="en" />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('types.colour')}
          extra={t('types.colourHelp')}
          rules={[
            {
              validator: (_, value) =>
                hexColour(value) ? Promise.resolve() : Promise.reject(new Error(t('types.colourInvalid'))),
            },
          ]}
        >
          <ColourField />
        </Form.Item>
        <div className={styles.swatchRow}>
          <span className={styles.muted}>{t('types.preview')}:</span>
          <span className={styles.tag} style={tagColours(hexColour(colour))}>
            {previewName?.trim() || t('types.colour')}
          </span>
        </div>
      </Form>
    </Modal>
  );
}
