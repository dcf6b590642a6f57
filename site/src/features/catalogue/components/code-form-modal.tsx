import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { VIOLATION_GROUPS } from '@lcmdp/contract/vocabulary';
import type { Variant, WireViolationCode } from '@lcmdp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVocab } from '@/lib/use-vocab';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useSaveViolationCode } from '../api/save-violation-code';
import { announceSuccess } from '../lib/announce';
import { CODE_LIMITS, codeFieldOf, codeFormValues, toCodeInput, type CodeFormValues } from '../lib/code-form';
import { saveRefusal } from '../lib/server-errors';
import { SaveProblem } from './save-problem';

interface Props {
  variant: Variant;
  /** The code to edit; none to add one. */
  code?: WireViolationCode;
  open: boolean;
  onClose: () => void;
}

/** Adds or edits a violation code: code, group, names in Lao and English, legal reference. */
export function CodeFormModal({ variant, code, open, onClose }: Props) {
  const { t } = useTranslation('catalogue');
  const vocab = useVocab();
  const { user_id } = useAuth();
  const [form] = Form.useForm<CodeFormValues>();
  const save = useSaveViolationCode(variant);
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = (max: number) => ({ max, message: t('common.tooLong', { max }) });

  const submit = (values: CodeFormValues) => {
    setProblem(null);
    save.mutate(toCodeInput(values, code?._id, user_id), {
      onSuccess: ({ data }) => {
        onClose();
        announceSuccess(t('common.saved'), t('codes.savedText', { code: data?.code ?? values.code }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setFields([{ name: 'code', errors: [t('codes.codeDuplicate')] }]);
          return;
        }
        const refusal = saveRefusal(error, codeFieldOf);
        form.setFields(refusal.fields);
        setProblem(refusal.message ?? (refusal.fields.length ? t('common.checkFields') : null));
      },
    });
  };

  return (
    <Modal
      open={open}
      title={code ? t('codes.editTitle', { code: code.code }) : t('codes.addTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      maskClosable={false}
    >
      <SaveProblem problem={problem} />
      <Form form={form} layout="vertical" initialValues={codeFormValues(code)} onFinish={submit} requiredMark>
        <Form.Item
          name="code"
          label={t('codes.code')}
          extra={t('codes.codeHelp')}
          rules={[{ required: true, whitespace: true, message: t('codes.codeRequired') }, tooLong(CODE_LIMITS.code)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="group" label={t('codes.group')} rules={[{ required: true, message: t('codes.groupRequired') }]}>
          <Select options={VIOLATION_GROUPS.map((g) => ({ value: g, label: vocab.group(g) }))} />
        </Form.Item>
        <Form.Item
          name="nameLo"
          label={t('common.nameLo')}
          rules={[{ required: true, whitespace: true, message: t('common.nameLoRequired') }, tooLong(CODE_LIMITS.name)]}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} lang="lo" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('common.nameEn')} rules={[tooLong(CODE_LIMITS.name)]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} lang="en" />
        </Form.Item>
        <Form.Item
          name="legalReferenceLo"
          label={t('codes.legalReferenceLo')}
          extra={t('codes.legalReferenceHelp')}
          rules={[tooLong(CODE_LIMITS.legalReference)]}
        >
          <Input lang="lo" />
        </Form.Item>
        <Form.Item name="legalReference" label={t('codes.legalReferenceEn')} rules={[tooLong(CODE_LIMITS.legalReference)]}>
          <Input lang="en" />
        </Form.Item>
        <Form.Item name="referenceConfirmed" valuePropName="checked">
          <Checkbox>{t('codes.referenceConfirmed')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
