/** GET /history/verify (admins): the hash chain over review events and case steps, checked on demand. */
import { useMutation } from '@tanstack/react-query';
import type { HistoryReport } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export const verifyHistory = (): Promise<HistoryReport> =>
  api.get<{ data: HistoryReport }>('/history/verify').then((r) => r.data);

/** A mutation, not a query: the check reads every link and file, so it runs when the admin asks, not on every visit. */
export const useVerifyHistory = () => useMutation({ mutationFn: verifyHistory });
