/** Staff sign-in (spec §2 auth layout, §4, §8): email, password, "remember password", and the forgotten-password link. */
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useWaitText } from '@/lib/use-wait-text';
import { useLogin, type LoginInput } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { useAuthRules } from '../hooks/use-auth-texts';
import { afterSignIn } from '../lib/after-sign-in';
import { refusalOf } from '../lib/refusal';
import styles from '../components/auth.module.css';

export default function Login() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const rules = useAuthRules();
  const waitText = useWaitText();

  const submit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: () => navigate(afterSignIn(location), { replace: true }),
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal.kind === 'incorrect') toast.error(t('login.incorrect'));
        else if (refusal.kind === 'tooMany') toast.error(t('common:rateLimit.tooMany'), waitText(refusal.retryAfterMinutes));
        else toast.error(refusal.message || t('common:errors.somethingWentWrong'));
      },
    });

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ remember: true }}>
        <Form.Item name="email" label={t('login.email')} rules={rules.email}>
          <Input autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={rules.signInPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className={styles.row}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to={paths.resetPassword}>{t('login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
