/** GET /get_data_from_route: a public list page (violations, non-violations, verified reports), paged by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListRoute, Page, WireDetection, WireReport } from '@lcmdp/contract';
import type { Variant } from '@lcmdp/contract/vocabulary';
import { api } from '@/lib/api-client';
import type { ListParams } from '@/lib/use-list-params';

/** The lists the public may read (the CMS answers 401 to anonymous callers for the others). */
export type PublicListRoute = Extract<
  ListRoute,
  'violation' | 'violation-laos' | 'nonviolation' | 'nonviolation-laos' | 'verified' | 'verified-laos'
>;

export type ListItem = WireDetection | WireReport;

export interface ItemsFromRouteParams {
  route: PublicListRoute;
  page: number;
  pageSize: number;
  q?: string;
  /** ISO dates (yyyy-mm-dd). */
  from?: string;
  to?: string;
  /** A review status key (`violation`, `non_violation`); left out for all. */
  status?: string;
}

export function getItemsFromRoute(params: ItemsFromRouteParams, signal?: AbortSignal): Promise<Page<ListItem>> {
  return api.get<Page<ListItem>>('/get_data_from_route', { ...params }, signal);
}

export const itemsFromRouteQuery = (params: ItemsFromRouteParams) =>
  queryOptions({
    queryKey: ['items', 'list', params],
    queryFn: ({ signal }) => getItemsFromRoute(params, signal),
    // The previous page stays on screen while the next one loads (no jump back to a skeleton).
    placeholderData: keepPreviousData,
  });

export const useItemsFromRoute = (params: ItemsFromRouteParams) => useQuery(itemsFromRouteQuery(params));

export type PublicList = 'violation' | 'nonviolation' | 'verified';

/** What a public list page asks the API for, from its list, variant and URL params (the page and the router's
 *  early fetch build it the same way, so the early answer is the page's cache entry). */
export function listRequest(list: PublicList, variant: Variant, params: ListParams): ItemsFromRouteParams {
  return {
    route: `${list}${variant === 'laos' ? '-laos' : ''}` as PublicListRoute,
    page: params.page,
    pageSize: params.pageSize,
    q: params.q || undefined,
    from: params.from,
    to: params.to,
    status: list === 'verified' && params.status !== 'all' ? params.status : undefined,
  };
}
