import { LockOutlined } from '@ant-design/icons';
import { Alert, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, isValidEmail } from '@/lib/report-values';

/** Optional contact details of the reporter, with the promise of confidentiality. */
export function ReporterFields() {
  const { t } = useTranslation('report');
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined aria-hidden />}
        message={t('reporter.notice')}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="reporterName" label={t('fields.reporterName')}>
            <Input autoComplete="name" maxLength={MAX_LENGTH.reporter} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="reporterEmail"
            label={t('fields.reporterEmail')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('validation.email'))),
              },
            ]}
          >
            <Input inputMode="email" autoComplete="email" maxLength={MAX_LENGTH.reporter} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="reporterOrganisation" label={t('fields.reporterOrganisation')}>
            <Input autoComplete="organization" maxLength={MAX_LENGTH.reporter} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
