/** A new password and its confirmation (optionally after the current password), as the account forms ask them. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountRules } from '../hooks/use-account-rules';

interface Props {
  rules: AccountRules;
  /** Ask the current password first (one's own password). */
  withCurrent?: boolean;
  /** An empty password keeps the current one: the fields are not marked required and say so. */
  optional?: boolean;
}

/** One's current password: asked before changing one's own password or email. */
export function CurrentPasswordField({ rules }: { rules: AccountRules }) {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item name="currentPassword" label={t('fields.currentPassword')} rules={rules.currentPassword} required>
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}

export function PasswordFields({ rules, withCurrent = false, optional = false }: Props) {
  const { t } = useTranslation('accounts');
  return (
    <>
      {withCurrent && <CurrentPasswordField rules={rules} />}
      <Form.Item
        name="password"
        label={withCurrent ? t('fields.newPassword') : t('fields.password')}
        rules={rules.password}
        required={!optional}
        extra={optional ? t('form.passwordOptional') : undefined}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        rules={rules.confirmPassword}
        dependencies={['password']}
        required={!optional}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
