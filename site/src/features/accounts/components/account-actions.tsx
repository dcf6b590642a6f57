/** Edit and delete for one account, disabled (with the reason) where the signed-in user may not act. */
import type { WireUser } from '@lcmdp/contract';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { accountPermissions } from '@/lib/account-rules';
import { accountName } from '../lib/account-search';

interface Props {
  account: WireUser;
  onEdit: (account: WireUser) => void;
  onDelete: (account: WireUser) => void;
}

export function AccountActions({ account, onEdit, onDelete }: Props) {
  const { t } = useTranslation('accounts');
  const may = accountPermissions(useAuth(), account);
  const name = accountName(account);
  const deniedEdit = may.edit ? undefined : t('denied.admin');
  const deniedDelete = may.delete ? undefined : may.self ? t('denied.self') : t('denied.admin');
  return (
    <Space size="small" wrap>
      <Tooltip title={deniedEdit}>
        <Button
          icon={<EditOutlined aria-hidden />}
          disabled={!may.edit}
          aria-label={t('actions.editOf', { name })}
          onClick={() => onEdit(account)}
        >
          {t('actions.edit')}
        </Button>
      </Tooltip>
      <Tooltip title={deniedDelete}>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={!may.delete}
          aria-label={t('actions.deleteOf', { name })}
          onClick={() => onDelete(account)}
        >
          {t('actions.delete')}
        </Button>
      </Tooltip>
    </Space>
  );
}
