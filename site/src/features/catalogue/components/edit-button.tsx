import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('actions.editItem', { name })} onClick={onClick} />
  );
}
