/**
 * Personal information (spec §2 header, §3 profile edit form, §4, §5): full name, email and phone, and a password
 * change that stays hidden until asked for. Used inside the header's profile modal; `onDone` closes it.
 */
import { Alert, Button, Form, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWaitText } from '@/lib/use-wait-text';
import { useProfile } from '../api/get-profile';
import { useAccountRules, useSay } from '../hooks/use-account-rules';
import { CurrentPasswordRefused, useSaveProfile } from '../hooks/use-save-profile';
import { formValuesOf, type AccountFormValues } from '../lib/account-values';
import { localizedMessage, showFieldErrors } from '../lib/server-errors';
import { AccountDetailFields } from './account-detail-fields';
import { Loading } from './loading';
import { CurrentPasswordField, PasswordFields } from './password-fields';
import styles from './accounts.module.css';

export default function ProfileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const auth = useAuth();
  const navigate = useNavigate();
  const profile = useProfile();
  const save = useSaveProfile(auth.user_id ?? 0, ({ passwordChanged }) => {
    onDone();
    if (passwordChanged) {
      toast.success(t('profile.passwordChanged'));
      navigate(paths.login);
    } else toast.success(t('profile.saved'));
  });
  const rules = useAccountRules();
  const say = useSay();
  const [form] = Form.useForm<AccountFormValues>();
  const [changePassword, setChangePassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const waitText = useWaitText();
  const email = Form.useWatch('email', form);

  if (profile.isPending) return <Loading />;
  if (profile.isError)
    return (
      <LoadErrorAlert
        title={t('common:errors.somethingWentWrong')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );

  // A new email, like a new password, needs the current password (a stolen session must not take the account).
  const changeEmail = typeof email === 'string' && email.trim().toLowerCase() !== profile.data.email.toLowerCase();

  const submit = (values: AccountFormValues) => {
    setFailure(null);
    save.mutate(
      { values, changePassword, changeEmail },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            setFailure(`${t('common:rateLimit.tooMany')}. ${waitText(error.retryAfterMinutes)}`);
          } else if (error instanceof CurrentPasswordRefused) {
            form.setFields([{ name: 'currentPassword', errors: [localizedMessage(error.message, say)] }]);
          } else setFailure(showFieldErrors(form, error, say, t('common:errors.somethingWentWrong')));
        },
      },
    );
  };

  return (
    <Spin spinning={save.isPending}>
      <Form<AccountFormValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={formValuesOf(profile.data)}
        onFinish={submit}
        disabled={save.isPending}
      >
        {auth.role && (
          <Typography.Paragraph>{t('common:header.role', { role: t(`common:header.roles.${auth.role}`) })}</Typography.Paragraph>
        )}
        <AccountDetailFields rules={rules} />
        {changeEmail && !changePassword && <CurrentPasswordField rules={rules} />}
        {changePassword ? (
          <fieldset className={styles.passwordChange}>
            <legend>{t('profile.changePassword')}</legend>
            <PasswordFields rules={rules} withCurrent />
            <Button
              type="link"
              style={{ paddingInline: 0 }}
              onClick={() => {
                setChangePassword(false);
                form.resetFields(['currentPassword', 'password', 'confirmPassword']);
              }}
            >
              {t('profile.keepPassword')}
            </Button>
          </fieldset>
        ) : (
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setChangePassword(true)}>
            {t('profile.changePassword')}
          </Button>
        )}
        {failure && <Alert type="error" showIcon message={failure} role="alert" style={{ marginBlock: 12 }} />}
        <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={onDone}>{t('profile.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Space>
      </Form>
    </Spin>
  );
}
