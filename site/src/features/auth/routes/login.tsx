import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLogin, type LoginInput } from '../api/login';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const from = (location.state as { from?: string } | null)?.from ?? paths.home;

  const submit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: () => navigate(from, { replace: true }),
      onError: (error) => toast.error(error instanceof ApiError && error.status === 401 ? t('login.incorrect') : error.message),
    });

  return (
    <Card style={{ maxWidth: 420, margin: '32px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('login.title')}
      </Typography.Title>
      <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('login.email')}
          rules={[
            { required: true, message: t('login.emailRequired') },
            { type: 'email', message: t('login.emailInvalid') },
          ]}
        >
          <Input autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked" initialValue>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <p style={{ marginTop: 12 }}>
        <Link to={paths.newPassword}>{t('login.forgot')}</Link>
      </p>
    </Card>
  );
}
