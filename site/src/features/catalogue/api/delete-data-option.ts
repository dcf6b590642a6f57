/** DELETE /delete-data-options/:id */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys, REPORT_DATA_OPTIONS_KEY } from '@/lib/api/catalogue-keys';

export const deleteDataOption = (id: string) =>
  api.delete<{ status: 'success' }>(`/delete-data-options/${encodeURIComponent(id)}`);

export function useDeleteDataOption(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataOption,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.options(variant) }),
        queryClient.invalidateQueries({ queryKey: REPORT_DATA_OPTIONS_KEY }),
      ]),
  });
}
