import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Typography } from 'antd';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Variant } from '@lcmdp/contract';
import { useSubmitReport } from '../api/submit-report';
import { usePhotos } from '@/lib/use-photos';
import { useReportDraft } from '../hooks/use-report-draft';
import { detailsFor, toReportFormData, type ReportFormValues } from '@/lib/report-values';
import { serverMessage } from '../lib/server-messages';
import { toSubmitFailure, type SubmitFailure } from '../lib/submit-failure';
import { EvidenceFields } from './evidence-fields';
import { FormSection } from './form-section';
import { AdditionalInfoField, DescriptionField } from './note-fields';
import { ObservationFields } from './observation-fields';
import { ProductFields } from './product-fields';
import { ReporterFields } from './reporter-fields';
import styles from './report-form.module.css';
import { SubmitFailureAlert } from './submit-failure-alert';

/**
 * Enter in a one-line field (or the phone keyboard's "Go") would send the whole long form half filled in;
 * only the send button sends it. Text areas keep Enter for new lines.
 */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'submit') event.preventDefault();
}

/**
 * The public report form (spec §3, §5). Sends multipart to /submit_report; on any failure every typed value and
 * every photo stays, and a draft of the values is kept in sessionStorage until the report is sent.
 */
export function ReportForm({ variant }: { variant: Variant }) {
  const { t } = useTranslation('report');
  const [form] = Form.useForm<ReportFormValues>();
  const draft = useReportDraft(variant);
  const photos = usePhotos();
  const submit = useSubmitReport();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [restored, setRestored] = useState(false);
  // Changing it remounts the check results, so a new report starts with none.
  const [round, setRound] = useState(0);

  // The draft goes in after mounting, not as initialValues: resetting after success must empty the form.
  useEffect(() => {
    if (!draft.initial) return;
    form.setFieldsValue(draft.initial);
    setRestored(true);
  }, [draft.initial, form]);

  const translate = useCallback(
    (message: string) => {
      const m = serverMessage(message);
      if ('text' in m) return m.text;
      return m.key === 'validation.tooLong' ? t(m.key, { max: m.max }) : t(m.key);
    },
    [t],
  );

  const onValuesChange = (changed: ReportFormValues, all: ReportFormValues) => {
    let values = all;
    if ('category' in changed) {
      const details = detailsFor(all.category, all.details);
      if (details.length !== (all.details ?? []).length) {
        form.setFieldsValue({ details });
        values = { ...all, details };
      }
    }
    draft.save(values);
  };

  const startOver = () => {
    form.resetFields();
    photos.clear();
    draft.clear();
    setRestored(false);
    setFailure(null);
    setRound((r) => r + 1);
  };

  const onFinish = (values: ReportFormValues) => {
    setFailure(null);
    const body = toReportFormData(
      values,
      photos.photos.map((p) => p.file),
      variant,
    );
    submit.mutate(body, {
      onSuccess: () => {
        toast.success(t('submit.success'), t('submit.successText'));
        startOver();
      },
      onError: (error) => {
        const found = toSubmitFailure(error);
        if (found.kind === 'invalid' && found.onFields.length) {
          form.setFields(found.onFields.map(([name, message]) => ({ name, errors: [translate(message)] })));
          form.scrollToField(found.onFields[0][0]);
        }
        setFailure(found);
      },
    });
  };

  return (
    <Form<ReportFormValues>
      form={form}
      layout="vertical"
      size="large"
      className={styles.form}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      scrollToFirstError
      onKeyDown={preventImplicitSubmit}
    >
      {restored && (
        <Alert
          type="info"
          showIcon
          message={t('draft.restored')}
          action={
            <Button size="small" onClick={startOver}>
              {t('draft.clear')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph type="secondary">{t('requiredNote')}</Typography.Paragraph>
      <FormSection id="report-observation" title={t('sections.observation')}>
        <ObservationFields />
      </FormSection>
      <FormSection id="report-product" title={t('sections.product')}>
        <ProductFields variant={variant} />
      </FormSection>
      <FormSection id="report-evidence" title={t('sections.evidence')}>
        <EvidenceFields key={round} variant={variant} photos={photos} />
      </FormSection>
      <FormSection id="report-description" title={t('sections.description')}>
        <DescriptionField />
      </FormSection>
      <FormSection id="report-reporter" title={t('sections.reporter')}>
        <ReporterFields />
      </FormSection>
      <FormSection id="report-additional" title={t('sections.additional')}>
        <AdditionalInfoField />
      </FormSection>
      {failure && (
        <SubmitFailureAlert failure={failure} onRetry={() => form.submit()} retrying={submit.isPending} translate={translate} />
      )}
      <div className={styles.submitBar}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          loading={submit.isPending}
          disabled={photos.preparing}
          className={styles.submitButton}
        >
          {t('submit.button')}
        </Button>
        {photos.preparing && <Typography.Text type="secondary">{t('submit.waitPhotos')}</Typography.Text>}
      </div>
    </Form>
  );
}
