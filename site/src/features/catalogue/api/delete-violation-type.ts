/** DELETE /delete_violation_type/:id — the server refuses (409) a type still chosen for an item. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/api/catalogue-keys';

export const deleteViolationType = (id: string) =>
  api.delete<{ success: true }>(`/delete_violation_type/${encodeURIComponent(id)}`);

export function useDeleteViolationType(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteViolationType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.types(variant) }),
  });
}
