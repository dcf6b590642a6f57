/** Full name, email and phone: the fields the personal-information form and the account form share. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountRules } from '../hooks/use-account-rules';

export function AccountDetailFields({ rules }: { rules: AccountRules }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <Form.Item name="fullName" label={t('fields.fullName')} rules={rules.fullName} required>
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rules.email} required>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={rules.phone} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={16} />
      </Form.Item>
    </>
  );
}
