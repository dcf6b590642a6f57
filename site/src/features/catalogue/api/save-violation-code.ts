/**
 * POST /update_violation_code (international) or /update_argen_violation_code (Laos): creates a code (no `_id`)
 * or updates one. Body of `violationCodeUpsertSchema`, plus the legacy `usercheck`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Variant, ViolationGroup, WireViolationCode } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/api/catalogue-keys';

export interface ViolationCodeInput {
  _id?: string;
  code: string;
  group: ViolationGroup;
  names: { locale: 'lo' | 'en'; name: string }[];
  legalReference: string;
  legalReferenceLo: string;
  referenceConfirmed: boolean;
  usercheck: number | null;
}

export function saveViolationCode(variant: Variant, input: ViolationCodeInput) {
  const path = variant === 'laos' ? '/update_argen_violation_code' : '/update_violation_code';
  return api.post<{ success: true; data: WireViolationCode }>(path, input);
}

export function useSaveViolationCode(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ViolationCodeInput) => saveViolationCode(variant, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.codes(variant) }),
  });
}
