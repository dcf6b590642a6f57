/**
 * Recover password (spec §2 user/new-password, §7, §8): the emailed link lands here with ?code=…; a new password
 * (twice) is saved with it, and the user is then signed in and sent home.
 */
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWaitText } from '@/lib/use-wait-text';
import { LinkButton } from '@/components/link-button';
import { signInAfterReset, useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { useAuthRules } from '../hooks/use-auth-texts';
import { refusalOf } from '../lib/refusal';

interface Values {
  password: string;
  confirmPassword: string;
}

/** The server refuses the code itself (unknown, used or older than an hour): only a new link helps. */
const codeRefused = (error: unknown) => error instanceof ApiError && error.status === 400 && 'code' in error.fields;

export default function NewPassword() {
  const { t } = useTranslation('auth');
  const code = useSearchParams()[0].get('code')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const rules = useAuthRules();
  const waitText = useWaitText();
  const back = <Link to={paths.login}>{t('backToLogin')}</Link>;

  if (!code)
    return (
      <AuthCard title={t('newPassword.title')} footer={back}>
        <Alert type="warning" showIcon message={t('newPassword.noCodeTitle')} description={t('newPassword.noCodeText')} />
        <LinkButton type="primary" to={paths.resetPassword} style={{ marginTop: 16 }}>
          {t('newPassword.askNew')}
        </LinkButton>
      </AuthCard>
    );

  const submit = ({ password, confirmPassword }: Values) =>
    reset.mutate(
      { code, password, passwordConfirmation: confirmPassword },
      {
        onSuccess: (response) => {
          toast.success(t('newPassword.success'));
          signInAfterReset(response);
          navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          toast.error(t('newPassword.failed'), refusal.kind === 'tooMany' ? waitText(refusal.retryAfterMinutes) : undefined);
        },
      },
    );

  return (
    <AuthCard title={t('newPassword.title')} intro={t('newPassword.intro')} footer={back}>
      {codeRefused(reset.error) && (
        <Alert
          type="error"
          showIcon
          message={t('newPassword.expired')}
          action={<Link to={paths.resetPassword}>{t('newPassword.askNew')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="password" label={t('newPassword.password')} rules={rules.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('newPassword.confirmPassword')}
          rules={rules.confirmPassword}
          dependencies={['password']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('newPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
