import type { StatusResponse } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

/** Spec §7: status 'success' allows continuing; otherwise `message` says why (e.g. current_password_incorrect). */
export const verifyCurrentPassword = (input: { user_id: number; entered_password: string }) =>
  api.post<StatusResponse>('/verify-current-password', input);
