import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireUser } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { afterSuccessDelay } from '@/lib/success-delay';
import type { AccountUpdatePayload } from '../lib/account-values';
import { ACCOUNTS_KEY } from './get-users';

export const updateUser = (input: AccountUpdatePayload) => api.put<{ status: 'success'; data: WireUser }>('/update_user', input);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountUpdatePayload) => {
      const result = await updateUser(input);
      // Spec §4: the success shows after the delay, the form's spinner turning until then.
      await afterSuccessDelay();
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
