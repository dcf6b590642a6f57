import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { ACCOUNTS_KEY } from './get-users';

export const MY_NOTIFICATIONS_KEY = [...ACCOUNTS_KEY, 'me', 'notifications'] as const;

export const getMyNotifications = (signal?: AbortSignal) =>
  api.get<{ data: NotificationPreferences }>('/me/notifications', undefined, signal);

export const myNotificationsQuery = () =>
  queryOptions({
    queryKey: MY_NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getMyNotifications(signal),
    select: (r) => r.data,
    staleTime: 0,
  });

export function useMyNotifications() {
  return useQuery(myNotificationsQuery());
}
