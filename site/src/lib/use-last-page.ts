import { useEffect } from 'react';
import type { Page } from '@lcmdp/contract/vocabulary';

interface PagedQuery {
  data?: Page<unknown>;
  isPlaceholderData: boolean;
}

/**
 * A stale link past the last page (items were decided, archived or removed since) goes to the last page instead
 * of showing nothing. Answers whether the page is past the end (the caller shows its loading state meanwhile).
 */
export function useLastPage(
  query: PagedQuery,
  page: number,
  pageSize: number,
  setPage: (page: number, pageSize: number, options?: { replace?: boolean }) => void,
): boolean {
  const total = query.data?.meta.pagination.total ?? 0;
  const pageCount = query.data?.meta.pagination.pageCount ?? 1;
  const pastTheEnd = !query.isPlaceholderData && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, pageSize, { replace: true });
  }, [pastTheEnd, pageCount, pageSize, setPage]);
  return pastTheEnd;
}
