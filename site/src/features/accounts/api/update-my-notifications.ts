import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@lcmdp/contract';
import { api } from '@/lib/api-client';
import { MY_NOTIFICATIONS_KEY } from './get-my-notifications';

export const updateMyNotifications = (input: Partial<NotificationPreferences>) =>
  api.put<{ data: NotificationPreferences }>('/me/notifications', input);

export function useUpdateMyNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyNotifications,
    onSuccess: (answer) => queryClient.setQueryData(MY_NOTIFICATIONS_KEY, answer),
  });
}
