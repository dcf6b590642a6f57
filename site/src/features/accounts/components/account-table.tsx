/** The accounts on a desktop screen: one row each, with the actions the signed-in user may take. */
import type { WireUser } from '@lcmdp/contract';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { AccountActions } from './account-actions';
import { RoleLabel } from './role-label';

interface Props {
  accounts: WireUser[];
  loading: boolean;
  onEdit: (account: WireUser) => void;
  onDelete: (account: WireUser) => void;
}

export function AccountTable({ accounts, loading, onEdit, onDelete }: Props) {
  const { t } = useTranslation('accounts');
  const me = useAuth().user_id;
  const columns: TableColumnsType<WireUser> = [
    {
      key: 'fullName',
      title: t('fields.fullName'),
      render: (_, account) => (
        <>
          {account.full_name || '—'} {account.user_id === me && <Tag>{t('you')}</Tag>}
        </>
      ),
      sorter: (a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? ''),
    },
    { key: 'email', title: t('fields.email'), dataIndex: 'email', sorter: (a, b) => a.email.localeCompare(b.email) },
    { key: 'phone', title: t('fields.phone'), dataIndex: 'phone_number', render: (phone: string | null) => phone || '—' },
    { key: 'role', title: t('fields.role'), dataIndex: 'role', render: (role: WireUser['role']) => <RoleLabel role={role} /> },
    {
      key: 'actions',
      title: t('fields.actions'),
      render: (_, account) => <AccountActions account={account} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <Table<WireUser>
      rowKey="user_id"
      columns={columns}
      dataSource={accounts}
      loading={loading}
      pagination={accounts.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
    />
  );
}
