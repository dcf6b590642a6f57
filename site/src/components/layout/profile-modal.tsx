import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';

/** "Personal information" from the profile menu (the editable form comes with the staff workspace). */
export default function ProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <Modal open title={t('header.personalInformation')} footer={null} onCancel={onClose}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('login.email')}>{auth.email}</Descriptions.Item>
        <Descriptions.Item label={t('header.roleLabel')}>{auth.role ? t(`header.roles.${auth.role}`) : ''}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
