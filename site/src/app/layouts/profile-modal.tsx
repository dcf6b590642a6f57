import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/features/accounts/components/loading';
import ProfileForm from '@/features/accounts/components/profile-form';
import { loadNamespaces } from '@/lib/i18n';

// The form speaks the accounts namespace, which the shell does not bundle: wait for its texts before showing it.
const ProfileFormWithTexts = lazy(() => loadNamespaces(['accounts']).then(() => ({ default: ProfileForm })));

/** "Personal information" from the profile menu (spec §2 header): the signed-in user's own account. */
export default function ProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('header.personalInformation')} footer={null} onCancel={onClose} destroyOnHidden>
      <Suspense fallback={<Loading />}>
        <ProfileFormWithTexts onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
