import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { store } from '@/lib/auth-store';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginInput extends Credentials {
  /** "Remember password": the session outlives the browser. Only this choice is kept, never the password. */
  remember: boolean;
}

export const login = ({ email, password }: Credentials) => api.post<LoginResponse>('/login', { email, password });

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (response, input) => store.signIn(response, input.remember),
  });
}
