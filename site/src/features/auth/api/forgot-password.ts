import { useMutation } from '@tanstack/react-query';
import type { StatusResponse } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

/** Emails a link to /laos/user/new-password?code=…; the server answers the same whether the account exists or not. */
export const forgotPassword = (input: { email: string }) => api.post<StatusResponse>('/forgot-password', input);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
