import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WireUser } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { ACCOUNTS_KEY } from './get-users';

export const getProfile = (signal?: AbortSignal) => api.get<{ data: WireUser }>('/get_profile', undefined, signal);

export const profileQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
    select: (r) => r.data,
    // The form must start from what the server has now, not from a cached copy.
    staleTime: 0,
  });

export function useProfile() {
  return useQuery(profileQuery());
}
