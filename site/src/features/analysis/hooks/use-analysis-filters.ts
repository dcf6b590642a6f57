/** The analysis filters live in the URL search params (shared links and reloads show the same figures). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { analysisSearch, parseAnalysisFilters, type AnalysisFilters } from '../lib/analysis-filters';

export function useAnalysisFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseAnalysisFilters(search), [search]);
  const setFilters = useCallback((next: AnalysisFilters) => setSearch(analysisSearch(next)), [setSearch]);
  /** Back to the last 90 days, every status and both variants. */
  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  const customised = search.has('from') || search.has('to') || search.has('status') || search.has('variant');
  return { filters, setFilters, reset, customised };
}
