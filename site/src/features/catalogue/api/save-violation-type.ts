/**
 * POST /update_violation_type (international) or /update_argen_violation_type (Laos): creates a type (no `_id`)
 * or updates one. Body of `violationTypeUpsertSchema` (`violations`: name and colour per language) + `usercheck`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant, WireViolationType } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/api/catalogue-keys';

export interface ViolationTypeInput {
  _id?: string;
  violations: { locale: 'lo' | 'en'; name: string; color: string }[];
  usercheck: number | null;
}

export function saveViolationType(variant: Variant, input: ViolationTypeInput) {
  const path = variant === 'laos' ? '/update_argen_violation_type' : '/update_violation_type';
  return api.post<{ success: true; data: WireViolationType }>(path, input);
}

export function useSaveViolationType(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ViolationTypeInput) => saveViolationType(variant, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.types(variant) }),
  });
}
