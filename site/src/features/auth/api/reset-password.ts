import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { store } from '@/lib/auth-store';

export interface ResetPasswordInput {
  code: string;
  password: string;
  passwordConfirmation: string;
}

/** Sets the new password with the emailed code; the answer is a login answer (spec §7: the user is then logged in). */
export const resetPassword = (input: ResetPasswordInput) => api.post<LoginResponse>('/reset-password', input);

/**
 * The caller signs the user in (`signInAfterReset`) from its own success callback: signing in here, first, would
 * send the auth layout home and unmount the screen before it could say "Password reset successfully!".
 */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Nobody ticked "remember password" here: the session lasts as long as the browser. */
export const signInAfterReset = (response: LoginResponse) => store.signIn(response, false);
