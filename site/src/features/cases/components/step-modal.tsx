/**
 * The form of one case step in a modal: its fields (dates with the page's picker locale, the measures with the fine
 * and removal date they need, a note, up to 10 PDF or image files sent with the form), then a confirmation. The
 * server's field messages land on their fields; a refused step (409) shows its reason. Sending the notice, staff
 * may download the letter in Lao or English for the chosen answer date, and have the server attach it to the step
 * (on by default).
 */
import { CASE_MEASURES, NOTICE_LANGUAGES, type CaseStep, type NoticeLanguage } from '@lcmdp/contract';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Space,
  Upload,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { pickerLocale } from '@/lib/picker-locale';
import { dateFormat } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useTakeStep } from '../api/cases';
import { useDownloadNoticeLetter } from '../api/notice-letter';
import styles from './cases.module.css';
import { STEP_FIELDS, stepForm, type StepValues } from '../lib/step-form';

interface FormValues extends Omit<StepValues, 'responseDueOn' | 'receivedOn' | 'removalDueOn'> {
  /** send_notice: whether the server attaches the generated letter (in `letterLanguage`). */
  attachLetter?: boolean;
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
  const letter = useDownloadNoticeLetter(caseId);
  const attachLetter = Form.useWatch('attachLetter', form) ?? true;
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = STEP_FIELDS[step];
  const required = [{ required: true, message: t('form.required') }];
  const picker = { locale: pickerLocale(i18n.language), format: dateFormat(i18n.language), style: { width: '100%' } };

  const save = (values: FormValues) => {
    const files = (values.files ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    const { attachLetter: attach, ...rest } = values;
    const body = stepForm(
      step,
      {
        ...rest,
        letterLanguage: attach === false ? undefined : values.letterLanguage,
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

  /** Downloads the letter for the answer date chosen (asked for first when missing). */
  const download = async (language: NoticeLanguage) => {
    const { responseDueOn } = await form.validateFields(['responseDueOn']).catch(() => ({ responseDueOn: undefined }));
    if (!responseDueOn) return;
    letter.mutate(
      { language, responseDueOn: day(responseDueOn) },
      { onError: (error) => setRefusal(serverMessage(error) ?? t('form.letterFailed')) },
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
      <Form
        form={form}
        layout="vertical"
        onFinish={confirm}
        name={`case-${step}`}
        initialValues={fields.includes('letterLanguage') ? { attachLetter: true, letterLanguage: 'lo' } : undefined}
      >
        {fields.includes('responseDueOn') && (
          <Form.Item name="responseDueOn" label={t('form.responseDueOn')} rules={required}>
            <DatePicker {...picker} disabledDate={disableUpToToday} />
          </Form.Item>
        )}
        {fields.includes('letterLanguage') && (
          <fieldset className={styles.letter}>
            <legend>{t('form.letter')}</legend>
            <Space wrap style={{ marginBottom: 12 }}>
              {NOTICE_LANGUAGES.map((language) => (
                <Button
                  key={language}
                  icon={<DownloadOutlined aria-hidden />}
                  loading={letter.isPending && letter.variables?.language === language}
                  onClick={() => void download(language)}
                >
                  {t('form.downloadLetter', { language: t(`form.letterLanguages.${language}`) })}
                </Button>
              ))}
            </Space>
            <Form.Item name="attachLetter" valuePropName="checked" style={{ marginBottom: 8 }} extra={t('form.letterHint')}>
              <Checkbox>{t('form.attachLetter')}</Checkbox>
            </Form.Item>
            {attachLetter && (
              <Form.Item name="letterLanguage" label={t('form.letterLanguage')}>
                <Radio.Group
                  optionType="button"
                  options={NOTICE_LANGUAGES.map((language) => ({
                    value: language,
                    label: t(`form.letterLanguages.${language}`),
                  }))}
                />
              </Form.Item>
            )}
          </fieldset>
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
