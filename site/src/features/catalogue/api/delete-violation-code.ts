/** DELETE /delete_violation_code/:id — the server refuses (409) a code still chosen for an item. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/api/catalogue-keys';

export const deleteViolationCode = (id: string) =>
  api.delete<{ success: true }>(`/delete_violation_code/${encodeURIComponent(id)}`);

export function useDeleteViolationCode(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteViolationCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.codes(variant) }),
  });
}
