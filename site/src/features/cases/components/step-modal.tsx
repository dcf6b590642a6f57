/**
 * The form of one case step in a modal: its fields (dates with the page's picker locale, the measures with the fine
 * and removal date they need, a note, up to 10 PDF or image files sent with the form), then a confirmation. The
 * server's field messages land on their fields; a refused step (409) shows its reason.
 */
import { CASE_MEASURES, type CaseStep } from '@lcmdp/contract';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { pickerLocale } from '@/lib/picker-locale';
import { dateFormat } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useTakeStep } from '../api/cases';
import { STEP_FIELDS, stepForm, type StepValues } from '../lib/step-form';

interface FormValues extends Omit<StepValues, 'responseDueOn' | 'receivedOn' | 'removalDueOn'> {
  responseDueOn?: Dayjs;
  receivedOn?: Dayjs;
  removalDueOn?: Dayjs;
  files?: UploadFile[];
}

const day = (d?: Dayjs) => d?.format('YYYY-MM-DD');
/** Deadlines lie after today; an answer was received today or before (the server checks the same). */
const disableUpToToday = (d: Dayjs) => !d.isAfter(dayjs(), 'day');
const disableFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

export function StepModal({ caseId, step, onClose }: { caseId: string; step: CaseStep; onClose: () => void }) {
  const { t, i18n } = useTranslation('cases');
  const { modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const measures = Form.useWatch('measures', form) ?? [];
  const take = useTakeStep(caseId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = STEP_FIELDS[step];
  const required = [{ required: true, message: t('form.required') }];
  const picker = { locale: pickerLocale(i18n.language), format: dateFormat(i18n.language), style: { width: '100%' } };

  const save = (values: FormValues) => {
    const files = (values.files ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    const body = stepForm(
      step,
      {
        ...values,
        responseDueOn: day(values.responseDueOn),
        receivedOn: day(values.receivedOn),
        removalDueOn: day(values.removalDueOn),
      },
      files,
    );
    setRefusal(null);
    take.mutate(
      { step, form: body },
      {
        onSuccess: () => {
          toast.success(t('form.saved'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setRefusal(t(`refusal.${error.reason ?? 'unknown'}`, { defaultValue: t('refusal.unknown') }));
          } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            form.setFields(
              Object.entries(error.fields).map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })),
            );
          } else setRefusal(serverMessage(error) ?? t('form.failed'));
        },
      },
    );
  };

  const confirm = (values: FormValues) =>
    modal.confirm({
      title: t('form.confirmTitle'),
      content: t('form.confirmContent'),
      okText: t('form.yes'),
      cancelText: t('form.no'),
      onOk: () => save(values),
    });

  return (
    <Modal
      open
      title={t(`actions.${step}`)}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={take.isPending}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon message={refusal} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={confirm} name={`case-${step}`}>
        {fields.includes('responseDueOn') && (
          <Form.Item name="responseDueOn" label={t('form.responseDueOn')} rules={required}>
            <DatePicker {...picker} disabledDate={disableUpToToday} />
          </Form.Item>
        )}
        {fields.includes('receivedOn') && (
          <Form.Item name="receivedOn" label={t('form.receivedOn')} rules={required}>
            <DatePicker {...picker} disabledDate={disableFuture} />
          </Form.Item>
        )}
        {fields.includes('measures') && (
          <Form.Item name="measures" label={t('form.measures')} rules={[{ required: true, message: t('form.measuresRequired') }]}>
            <Checkbox.Group options={CASE_MEASURES.map((m) => ({ value: m, label: t(`measures.${m}`) }))} />
          </Form.Item>
        )}
        {fields.includes('fineKip') && measures.includes('fine') && (
          <Form.Item name="fineKip" label={t('form.fineKip')} rules={required}>
            <InputNumber min={1} precision={0} step={100000} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {fields.includes('removalDueOn') && measures.includes('removal_order') && (
          <Form.Item name="removalDueOn" label={t('form.removalDueOn')} rules={required}>
            <DatePicker {...picker} disabledDate={disableUpToToday} />
          </Form.Item>
        )}
        {fields.includes('legalBasis') && (
          <Form.Item name="legalBasis" label={t('form.legalBasis')} rules={required}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label={step === 'record_response' ? t('form.answerNote') : t('form.note')}
          rules={step === 'record_response' ? required : undefined}
        >
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="files"
          label={t('form.files')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        >
          <Upload accept={ACCEPT} multiple maxCount={10} beforeUpload={() => false}>
            <Button icon={<UploadOutlined aria-hidden />}>{t('form.chooseFiles')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
