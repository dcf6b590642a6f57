/**
 * Adding or editing a staff account (spec §2 account management, §5). The roles offered and the fields shown follow
 * what the signed-in user may do (an operator gives no admin role; nobody changes their own role or, here, their
 * own password); the server decides in the end, and its refusal (403, 409) is shown in the form.
 */
import type { WireUser } from '@lcmdp/contract';
import { Alert, Button, Form, Modal, Select, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useAddUser } from '../api/add-user';
import { useUpdateUser } from '../api/update-user';
import { useAccountRules, useSay } from '../hooks/use-account-rules';
import { accountPermissions, assignableRoles } from '@/lib/account-rules';
import { accountUpdatePayload, formValuesOf, newAccountPayload, type AccountFormValues } from '../lib/account-values';
import { showFieldErrors } from '../lib/server-errors';
import { AccountDetailFields } from './account-detail-fields';
import { PasswordFields } from './password-fields';

interface Props {
  /** The account to edit; none to add one. */
  account?: WireUser;
  onClose: () => void;
}

export function AccountFormModal({ account, onClose }: Props) {
  const { t } = useTranslation(['accounts', 'common']);
  const auth = useAuth();
  const [form] = Form.useForm<AccountFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddUser();
  const update = useUpdateUser();
  const saving = add.isPending || update.isPending;

  const may = account ? accountPermissions(auth, account) : { self: false, changeRole: true, changePassword: true };
  const roles = useMemo(
    () => (may.changeRole ? assignableRoles(auth.role) : account?.role ? [account.role] : []),
    [may.changeRole, auth.role, account?.role],
  );
  const rules = useAccountRules({ roles, passwordOptional: Boolean(account) });
  const say = useSay();

  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  const refused = (error: unknown) => {
    setFailure(showFieldErrors(form, error, say, t('common:errors.somethingWentWrong')));
  };

  const submit = (values: AccountFormValues) => {
    setFailure(null);
    if (account)
      update.mutate(accountUpdatePayload(account.user_id, values, { withRole: may.changeRole }), {
        onSuccess: () => done(t('form.updated')),
        onError: refused,
      });
    else add.mutate(newAccountPayload(values), { onSuccess: () => done(t('form.added')), onError: refused });
  };

  return (
    <Modal
      open
      title={account ? t('form.editTitle') : t('form.addTitle')}
      footer={null}
      onCancel={saving ? undefined : onClose}
      maskClosable={!saving}
      destroyOnHidden
    >
      <Spin spinning={saving}>
        <Form<AccountFormValues>
          form={form}
          layout="vertical"
          initialValues={account ? formValuesOf(account) : undefined}
          onFinish={submit}
          disabled={saving}
        >
          <AccountDetailFields rules={rules} />
          <Form.Item
            name="role"
            label={t('fields.role')}
            rules={rules.role}
            required
            extra={may.self ? t('form.ownRole') : undefined}
          >
            <Select
              placeholder={t('form.rolePlaceholder')}
              disabled={!may.changeRole}
              options={roles.map((role) => ({ value: role, label: t(`common:header.roles.${role}`) }))}
            />
          </Form.Item>
          {may.changePassword ? (
            <PasswordFields rules={rules} optional={Boolean(account)} />
          ) : (
            <Alert type="info" showIcon message={t('form.ownPassword')} style={{ marginBottom: 16 }} />
          )}
          {failure && <Alert type="error" showIcon message={failure} role="alert" style={{ marginBottom: 16 }} />}
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('form.save')}
            </Button>
          </Space>
        </Form>
      </Spin>
    </Modal>
  );
}
