/** Deleting an account asks first (spec §5: deleting a user asks for confirmation), then tells how it went. */
import type { WireUser } from '@lcmdp/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { accountName } from '../lib/account-search';
import { errorText } from '../lib/error-text';

export function useDeleteAccount() {
  const { t } = useTranslation(['accounts', 'common']);
  const { modal } = App.useApp();
  const remove = useDeleteUser();
  return (account: WireUser) =>
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.text', { name: accountName(account) }),
      okText: t('delete.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('delete.cancel'),
      // Returning the promise keeps the dialog open, its button spinning, until the server has answered.
      onOk: () =>
        remove
          .mutateAsync(account.user_id)
          .then(() => toast.success(t('delete.done')))
          .catch((error: unknown) => toast.error(errorText(error, t('common:errors.somethingWentWrong')))),
    });
}
