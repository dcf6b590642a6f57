import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_LENGTH } from '@/lib/report-values';

/** The reporter's own description (optional). */
export function DescriptionField() {
  const { t } = useTranslation('report');
  return (
    <Form.Item name="description" label={t('fields.description')} extra={t('fields.descriptionHelp')}>
      <Input.TextArea rows={3} maxLength={MAX_LENGTH.text} />
    </Form.Item>
  );
}

/**
 * Anything else that may help the review (optional). Reporters often leave a phone number here, so it is kept from
 * the public like the contact details, and the form says so.
 */
export function AdditionalInfoField() {
  const { t } = useTranslation('report');
  return (
    <Form.Item
      name="additionalInfo"
      label={t('fields.additionalInfo')}
      extra={
        <>
          {t('fields.additionalInfoHelp')}
          <br />
          <LockOutlined aria-hidden /> {t('fields.additionalInfoStaffOnly')}
        </>
      }
    >
      <Input.TextArea rows={2} maxLength={MAX_LENGTH.text} />
    </Form.Item>
  );
}
