/**
 * POST /add-data-options[-laos] (a new option) or PUT /update-data-options/:id (a change; images sent are added
 * to the option's). Multipart: the fields as JSON in `data` (Strapi's convention, keeps numbers and booleans
 * typed), the images as `images`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant, WireDataOption } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys, REPORT_DATA_OPTIONS_KEY } from '@/lib/api/catalogue-keys';

export interface DataOptionSave {
  /** The option to change; none to add one. */
  id?: string;
  body: FormData;
}

type Answer = { status: 'success'; data: WireDataOption };

export function saveDataOption(variant: Variant, { id, body }: DataOptionSave): Promise<Answer> {
  if (id) return api.putForm<Answer>(`/update-data-options/${encodeURIComponent(id)}`, body);
  return api.postForm<Answer>(variant === 'laos' ? '/add-data-options-laos' : '/add-data-options', body);
}

export function useSaveDataOption(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: DataOptionSave) => saveDataOption(variant, save),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.options(variant) }),
        queryClient.invalidateQueries({ queryKey: REPORT_DATA_OPTIONS_KEY }),
      ]),
  });
}
