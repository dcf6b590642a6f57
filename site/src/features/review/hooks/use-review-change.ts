/**
 * Sends a review change; on success waits the spec's 2000 ms before the success toast (spec §4), then refetches
 * the item, its history and the queues. A refusal shows the server's reason in the reader's words, and the item
 * is refetched too: the refusal usually means the screen was showing an old state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { afterSuccessDelay } from '@/lib/success-delay';
import { toast } from '@/lib/toast';
import { staleAfterReview } from '../api/get-review-item';
import { sendReviewChange, type ReviewChange, type ReviewTarget } from '../api/review-mutations';
import { failureMessage } from '../lib/refusal';

export interface ReviewChangeInput {
  target: ReviewTarget;
  change: ReviewChange;
}

const successKey = (change: ReviewChange) =>
  change.action === 'archive' ? (change.status === 'archived' ? 'archive' : 'restore') : change.action;

export function useReviewChange() {
  const { t } = useTranslation(['review', 'common']);
  const queryClient = useQueryClient();
  const { user_id } = useAuth();
  const refresh = ({ kind, id }: ReviewTarget) => {
    for (const queryKey of staleAfterReview(kind, id)) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: ({ target, change }: ReviewChangeInput) => sendReviewChange(target, change, user_id),
    retry: false,
    // The mutation stays pending (buttons spinning) through the delay.
    onSuccess: async (_answer, { target, change }) => {
      await afterSuccessDelay();
      toast.success(t(`review:success.${successKey(change)}`));
      refresh(target);
    },
    onError: (error, { target }) => {
      toast.error(t('review:failed'), failureMessage(error, t));
      refresh(target);
    },
  });
}
