/** The queue's state in the URL (see lib/queue-params.ts), with the changes the page makes to it. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseQueueParams, queueSearch, type QueueParams, type QueueView } from '../lib/queue-params';

export function useQueueParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseQueueParams(search), [search]);

  const update = useCallback(
    (patch: Partial<QueueParams>, options?: { replace?: boolean }) =>
      setSearch((previous) => queueSearch({ ...parseQueueParams(previous), ...patch }), options),
    [setSearch],
  );

  return {
    params,
    /** A changed filter starts again from the first page. */
    setFilters: useCallback(
      (patch: Partial<Pick<QueueParams, 'q' | 'from' | 'to' | 'status'>>) => update({ ...patch, page: 1 }),
      [update],
    ),
    /** A new page size starts again from the first page. */
    setPage: useCallback(
      (page: number, pageSize: number) => update({ page: pageSize !== params.pageSize ? 1 : page, pageSize }),
      [update, params.pageSize],
    ),
    setView: useCallback((view: QueueView) => update({ view, page: 1, layout: 'list', item: undefined }), [update]),
    setLayout: useCallback((layout: QueueParams['layout']) => update({ layout }), [update]),
    /** Opening an item is a new history entry (Back closes it); stepping between items replaces it. */
    openItem: useCallback((item: string | undefined, replace = false) => update({ item }, { replace }), [update]),
    reset: useCallback(() => update({ q: '', from: undefined, to: undefined, status: 'all', page: 1 }), [update]),
    filtered: Boolean(params.q || params.from || params.to || params.status !== 'all'),
  };
}
