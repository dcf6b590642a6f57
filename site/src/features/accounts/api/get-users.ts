import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WireUser } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

/** Every query about staff accounts starts with this key, so a change refreshes them all. */
export const ACCOUNTS_KEY = ['accounts'] as const;

export const getUsers = (signal?: AbortSignal) => api.get<{ data: WireUser[] }>('/get_users', undefined, signal);

export const usersQuery = () =>
  queryOptions({ queryKey: [...ACCOUNTS_KEY, 'list'], queryFn: ({ signal }) => getUsers(signal), select: (r) => r.data });

export function useUsers() {
  return useQuery(usersQuery());
}
