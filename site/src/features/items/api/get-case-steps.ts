/** GET /get_case_steps/:kind/:id: the public steps of a confirmed violation's enforcement case (null without one). */
import { useQuery } from '@tanstack/react-query';
import type { PublicCase } from '@lcmdp/contract';
import { api } from '@/lib/api-client';

export type CaseItemKind = 'detection' | 'report';

export function getCaseSteps(kind: CaseItemKind, id: string, signal?: AbortSignal): Promise<PublicCase | null> {
  return api
    .get<{ data: PublicCase | null }>(`/get_case_steps/${kind}/${encodeURIComponent(id)}`, undefined, signal)
    .then((r) => r.data);
}

export const useCaseSteps = (kind: CaseItemKind, id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['items', 'case-steps', kind, id],
    queryFn: ({ signal }) => getCaseSteps(kind, id, signal),
    enabled,
  });
