/** Forgot password (spec §2 user/reset-password, §8): ask for a link to set a new password, sent by email. */
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useWaitText } from '@/lib/use-wait-text';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { useAuthRules } from '../hooks/use-auth-texts';
import { refusalOf } from '../lib/refusal';

export default function ResetPassword() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const rules = useAuthRules();
  const waitText = useWaitText();

  const submit = ({ email }: { email: string }) =>
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => toast.success(t('forgot.sent')),
        onError: (error) => {
          const refusal = refusalOf(error);
          toast.error(t('forgot.failed'), refusal.kind === 'tooMany' ? waitText(refusal.retryAfterMinutes) : undefined);
        },
      },
    );

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')} footer={<Link to={paths.login}>{t('backToLogin')}</Link>}>
      {forgot.isSuccess && (
        <Alert
          type="success"
          showIcon
          message={t('forgot.sent')}
          description={t('forgot.sentNote')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<{ email: string }> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="email" label={t('forgot.email')} rules={rules.email}>
          <Input autoComplete="username" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          {t('forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
