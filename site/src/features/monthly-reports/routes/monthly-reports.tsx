/**
 * Monthly situation reports (issue 13 point 8, staff): choose a month, a variant and a language, generate the PDF
 * and the Excel file, and download any report kept so far.
 */
import type { Locale, MonthlyReportFormat, Variant, WireMonthlyReport } from '@lcmdp/contract';
import { Button, DatePicker, Empty, Form, Radio, Space, Spin, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApiError, saveDownload, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadMonthlyReport, useGenerateMonthlyReport, useMonthlyReports } from '../api/monthly-reports';

interface FormValues {
  month: Dayjs | null;
  variant: Variant;
  language: Locale;
}

const VARIANT_KEYS: Variant[] = ['international', 'laos'];
const LANGUAGE_KEYS: Locale[] = ['lo', 'en'];

function Downloads({ report }: { report: WireMonthlyReport }) {
  const { t } = useTranslation('monthlyReports');
  const [busy, setBusy] = useState<MonthlyReportFormat | null>(null);
  const download = async (format: MonthlyReportFormat) => {
    setBusy(format);
    try {
      saveDownload(await downloadMonthlyReport(report._id, format));
    } catch (error) {
      toast.error(t('downloadFailed'), serverMessage(error) ?? undefined);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button key={format} size="small" loading={busy === format} onClick={() => void download(format)}>
          {t(`list.${format}`)}
        </Button>
      ))}
    </Space>
  );
}

export default function MonthlyReports() {
  const { t, i18n } = useTranslation(['monthlyReports', 'common']);
  const title = t('title');
  useDocumentTitle(title);
  const [form] = Form.useForm<FormValues>();
  const reports = useMonthlyReports();
  const generate = useGenerateMonthlyReport();

  const submit = (values: FormValues) => {
    if (!values.month) return;
    form.setFields([{ name: 'month', errors: [] }]);
    generate.mutate(
      { month: values.month.format('YYYY-MM'), variant: values.variant, language: values.language },
      {
        onSuccess: () => toast.success(t('generated')),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          const named = (['month', 'variant', 'language'] as const).filter((f) => fields[f]);
          if (named.length) form.setFields(named.map((name) => ({ name, errors: [fields[name]] })));
          toast.error(t('generateFailed'), serverMessage(error) ?? undefined);
        },
      },
    );
  };

  const dateTime = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'lo' ? 'lo-LA' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });

  let list;
  if (reports.isError)
    list = (
      <LoadErrorAlert
        title={t('list.loadFailed')}
        error={reports.error}
        fallback={t('common:errors.somethingWentWrong')}
        onRetry={() => void reports.refetch()}
      />
    );
  else if (reports.isPending) list = <Spin />;
  else if (reports.data.length === 0) list = <Empty description={t('list.empty')} />;
  else
    list = (
      <Table<WireMonthlyReport>
        rowKey="_id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={reports.data}
        columns={[
          { title: t('list.month'), dataIndex: 'month' },
          { title: t('list.variant'), dataIndex: 'variant', render: (v: Variant) => t(`variant.${v}`) },
          { title: t('list.language'), dataIndex: 'language', render: (l: Locale) => t(`language.${l}`) },
          { title: t('list.generatedAt'), dataIndex: 'generatedAt', render: dateTime },
          { title: t('list.generatedBy'), dataIndex: 'generatedBy', render: (by: string | null) => by ?? '–' },
          { title: t('list.files'), key: 'files', render: (_, report) => <Downloads report={report} /> },
        ]}
      />
    );

  return (
    <section>
      <h1>{title}</h1>
      <p>{t('intro')}</p>
      <Form<FormValues>
        form={form}
        layout="inline"
        initialValues={{ month: dayjs().subtract(1, 'month'), variant: 'laos', language: i18n.language === 'en' ? 'en' : 'lo' }}
        onFinish={submit}
        style={{ rowGap: 12, marginBottom: 24 }}
      >
        <Form.Item name="month" label={t('form.month')} rules={[{ required: true, message: t('form.monthRequired') }]}>
          <DatePicker picker="month" format="YYYY-MM" allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
        </Form.Item>
        <Form.Item name="variant" label={t('form.variant')}>
          <Radio.Group optionType="button" options={VARIANT_KEYS.map((v) => ({ value: v, label: t(`variant.${v}`) }))} />
        </Form.Item>
        <Form.Item name="language" label={t('form.language')}>
          <Radio.Group optionType="button" options={LANGUAGE_KEYS.map((l) => ({ value: l, label: t(`language.${l}`) }))} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={generate.isPending}>
            {t('form.generate')}
          </Button>
        </Form.Item>
      </Form>
      <h2>{t('list.title')}</h2>
      {list}
    </section>
  );
}
