import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterSuccessDelay } from '@/lib/success-delay';
import { ACCOUNTS_KEY } from './get-users';

export const deleteUser = (id: number) => api.delete<{ status: 'success' }>('/delete_user', { id });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const result = await deleteUser(id);
      await afterSuccessDelay();
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
