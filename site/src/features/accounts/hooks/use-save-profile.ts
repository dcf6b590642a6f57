/**
 * Saving one's personal information (spec §4, §8): with a new password or email, the current password is checked
 * first (POST /verify-current-password) and sent along; then PUT /update_user. A new password ends every session of
 * the account on the server, this one included, so the user signs in again with it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { store } from '@/lib/auth-store';
import { afterSuccessDelay } from '@/lib/success-delay';
import { ACCOUNTS_KEY } from '../api/get-users';
import { updateUser } from '../api/update-user';
import { verifyCurrentPassword } from '../api/verify-current-password';
import { accountUpdatePayload, type AccountFormValues } from '../lib/account-values';

/** The current password was refused; `message` is the server's (a message or the key current_password_incorrect). */
export class CurrentPasswordRefused extends Error {}

export interface ProfileSave {
  values: AccountFormValues;
  changePassword: boolean;
  /** The email differs from the account's: the server asks for the current password. */
  changeEmail: boolean;
}

export interface ProfileSaved {
  passwordChanged: boolean;
}

/** `onSaved` runs when the save is done, even if the sign-out it may cause has unmounted the form. */
export function useSaveProfile(userId: number, onSaved: (result: ProfileSaved) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, changePassword, changeEmail }: ProfileSave) => {
      if (changePassword || changeEmail) {
        const check = await verifyCurrentPassword({ user_id: userId, entered_password: values.currentPassword ?? '' });
        if (check?.status !== 'success') throw new CurrentPasswordRefused(check?.message || 'current_password_incorrect');
      }
      const details = {
        ...values,
        currentPassword: changePassword || changeEmail ? values.currentPassword : undefined,
        ...(changePassword ? {} : { password: undefined, confirmPassword: undefined }),
      };
      const { data: user } = await updateUser(accountUpdatePayload(userId, details, { withRole: false }));
      await afterSuccessDelay();
      return { user, passwordChanged: changePassword };
    },
    onSuccess: ({ user, passwordChanged }) => {
      if (passwordChanged) {
        // The server voided this session's token with the old password: asking with it would only answer 401.
        queryClient.removeQueries({ queryKey: ACCOUNTS_KEY });
        store.signOut();
        onSaved({ passwordChanged });
        return;
      }
      store.updateUser(user);
      onSaved({ passwordChanged });
      return queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
  });
}
