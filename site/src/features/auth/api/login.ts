import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { store } from '@/lib/auth-store';

export interface LoginInput {
  email: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<LoginResponse>('/login', input);

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (response) => store.signIn(response) });
}
