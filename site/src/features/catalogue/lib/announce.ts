import { afterSuccessDelay } from '@/lib/success-delay';
import { toast } from '@/lib/toast';

/** Spec §4: an update's success is shown after the success delay. */
export function announceSuccess(title: string, text?: string): void {
  void afterSuccessDelay().then(() => toast.success(title, text));
}
