/**
 * Account management (spec §2, §6; operators and admins): the staff accounts with a search, a table on desktop and
 * cards on phones, and adding, editing and deleting accounts within what the signed-in user may do.
 */
import type { WireUser } from '@lcmdp/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { useUsers } from '../api/get-users';
import { AccountCards } from '../components/account-cards';
import { AccountFormModal } from '../components/account-form-modal';
import { AccountTable } from '../components/account-table';
import { Loading } from '../components/loading';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { searchAccounts } from '../lib/account-search';
import styles from '../components/accounts.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; account: WireUser } | null;

export default function AccountManagement() {
  const { t } = useTranslation(['accounts', 'common']);
  const users = useUsers();
  const desktop = useIsDesktop();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useDeleteAccount();
  const title = t('title');
  useDocumentTitle(title);

  const edit = (account: WireUser) => setEditing({ mode: 'edit', account });
  const shown = users.data ? searchAccounts(users.data, deferredSearch) : [];

  let body;
  if (users.isError)
    body = (
      <LoadErrorAlert
        title={t('loadFailed')}
        error={users.error}
        fallback={t('common:errors.somethingWentWrong')}
        onRetry={() => void users.refetch()}
      />
    );
  else if (users.isPending) body = <Loading />;
  else if (shown.length === 0) body = <Empty description={deferredSearch.trim() ? t('emptyFiltered') : t('empty')} />;
  else
    body = desktop ? (
      <AccountTable accounts={shown} loading={users.isFetching} onEdit={edit} onDelete={confirmDelete} />
    ) : (
      <AccountCards accounts={shown} onEdit={edit} onDelete={confirmDelete} />
    );

  return (
    <section>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'add' })}>
          {t('add')}
        </Button>
      </div>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {users.data && (
          <p className={styles.count} aria-live="polite">
            {t('count', { count: shown.length })}
          </p>
        )}
      </div>
      {body}
      {editing && (
        <AccountFormModal account={editing.mode === 'edit' ? editing.account : undefined} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
