import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What is deleted, for the button's accessible name. */
  name: string;
  question: string;
  help?: string;
  onConfirm: () => Promise<unknown>;
}

/** Delete asks first (spec §5); the question stays open with a spinner until the server answered. */
export function DeleteButton({ name, question, help, onConfirm }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <Popconfirm
      title={question}
      description={help}
      okText={t('actions.delete')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('actions.deleteItem', { name })} />
    </Popconfirm>
  );
}
