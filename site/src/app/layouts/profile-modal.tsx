import { Button, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/features/accounts/components/loading';
import NotificationPreferencesForm from '@/features/accounts/components/notification-preferences';
import ProfileForm from '@/features/accounts/components/profile-form';
import { loadNamespaces } from '@/lib/i18n';

// The forms speak the accounts namespace, which the shell does not bundle: wait for its texts before showing them.
const ProfileFormWithTexts = lazy(() => loadNamespaces(['accounts']).then(() => ({ default: ProfileForm })));
const NotificationsWithTexts = lazy(() => loadNamespaces(['accounts']).then(() => ({ default: NotificationPreferencesForm })));

/**
 * "Personal information" from the profile menu (spec §2 header): the signed-in user's own account, and below it,
 * when asked, their email notifications (saved on their own).
 */
export default function ProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [notifications, setNotifications] = useState(false);
  return (
    <Modal open title={t('header.personalInformation')} footer={null} onCancel={onClose} destroyOnHidden>
      <Suspense fallback={<Loading />}>
        <ProfileFormWithTexts onDone={onClose} />
      </Suspense>
      <Button
        type="link"
        aria-expanded={notifications}
        aria-controls="profile-notifications"
        onClick={() => setNotifications((open) => !open)}
        style={{ paddingInline: 0, marginTop: 8 }}
      >
        {t('header.emailNotifications')}
      </Button>
      {notifications && (
        <div id="profile-notifications">
          <Suspense fallback={<Loading />}>
            <NotificationsWithTexts />
          </Suspense>
        </div>
      )}
    </Modal>
  );
}
