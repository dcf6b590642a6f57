/** GET /get_analysis: the staff figures for a period, statuses and variant. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisResponse } from '@lcmdp/contract/vocabulary';
import { api } from '@/lib/api-client';
import type { AnalysisQuery } from '../lib/analysis-filters';

export function getAnalysis(query: AnalysisQuery, signal?: AbortSignal): Promise<AnalysisResponse> {
  return api.get<AnalysisResponse>('/get_analysis', { ...query }, signal);
}

export const analysisQuery = (query: AnalysisQuery) =>
  queryOptions({
    queryKey: ['analysis', query],
    queryFn: ({ signal }) => getAnalysis(query, signal),
    // The previous figures stay on screen while new filters load (no jump back to a skeleton).
    placeholderData: keepPreviousData,
  });

export const useAnalysis = (query: AnalysisQuery) => useQuery(analysisQuery(query));
