import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WireUser } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { afterSuccessDelay } from '@/lib/success-delay';
import type { NewAccountPayload } from '../lib/account-values';
import { ACCOUNTS_KEY } from './get-users';

export const addUser = (input: NewAccountPayload) => api.post<{ status: 'success'; data: WireUser }>('/add_user', input);

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewAccountPayload) => {
      const result = await addUser(input);
      await afterSuccessDelay();
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
