/**
 * The "Notifications" section of Personal information (issue 13 point 6): the language of the emails, and for each
 * kind whether it comes at once, in the daily digest, or not at all. Saved on its own, apart from the account form.
 */
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, type NotificationPreferences } from '@lcmdp/contract';
import { Alert, Button, Form, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { errorText } from '../lib/error-text';
import { toast } from '@/lib/toast';
import { useMyNotifications } from '../api/get-my-notifications';
import { useUpdateMyNotifications } from '../api/update-my-notifications';
import { Loading } from './loading';

export default function NotificationPreferencesForm() {
  const { t } = useTranslation(['accounts', 'common']);
  const preferences = useMyNotifications();
  const save = useUpdateMyNotifications();
  const [form] = Form.useForm<NotificationPreferences>();
  const [failure, setFailure] = useState<string | null>(null);

  if (preferences.isPending) return <Loading />;
  if (preferences.isError)
    return (
      <LoadErrorAlert
        title={t('common:errors.somethingWentWrong')}
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );

  const submit = (values: NotificationPreferences) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => toast.success(t('notifications.saved')),
      onError: (error) => setFailure(errorText(error, t('common:errors.somethingWentWrong'))),
    });
  };

  return (
    <section aria-labelledby="notification-preferences-title">
      <Typography.Title level={5} id="notification-preferences-title">
        {t('notifications.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('notifications.intro')}</Typography.Paragraph>
      <Form<NotificationPreferences> form={form} layout="vertical" initialValues={preferences.data} onFinish={submit}>
        <Form.Item name="language" label={t('notifications.language')}>
          <Radio.Group
            options={[
              { value: 'lo', label: t('notifications.languages.lo') },
              { value: 'en', label: t('notifications.languages.en') },
            ]}
          />
        </Form.Item>
        {NOTIFICATION_KINDS.map((kind) => (
          <Form.Item key={kind} name={kind} label={t(`notifications.kinds.${kind}`)}>
            <Radio.Group
              options={NOTIFICATION_DELIVERIES.map((delivery) => ({
                value: delivery,
                label: t(`notifications.deliveries.${delivery}`),
              }))}
            />
          </Form.Item>
        ))}
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('notifications.save')}
        </Button>
      </Form>
    </section>
  );
}
