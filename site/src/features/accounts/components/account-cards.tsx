/** The accounts on a phone: one card each, the same facts and actions as the desktop table. */
import type { WireUser } from '@lcmdp/contract';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { accountName } from '../lib/account-search';
import { AccountActions } from './account-actions';
import { RoleLabel } from './role-label';
import styles from './accounts.module.css';

interface Props {
  accounts: WireUser[];
  onEdit: (account: WireUser) => void;
  onDelete: (account: WireUser) => void;
}

export function AccountCards({ accounts, onEdit, onDelete }: Props) {
  const { t } = useTranslation('accounts');
  const me = useAuth().user_id;
  return (
    <ul className={styles.cards}>
      {accounts.map((account) => (
        <li key={account.user_id}>
          <Card size="small">
            <h2 className={styles.cardTitle}>
              {accountName(account)} {account.user_id === me && <Tag>{t('you')}</Tag>}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('fields.email')}</dt>
                <dd>{account.email}</dd>
              </div>
              <div>
                <dt>{t('fields.phone')}</dt>
                <dd>{account.phone_number || '—'}</dd>
              </div>
              <div>
                <dt>{t('fields.role')}</dt>
                <dd>
                  <RoleLabel role={account.role} />
                </dd>
              </div>
            </dl>
            <AccountActions account={account} onEdit={onEdit} onDelete={onDelete} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
