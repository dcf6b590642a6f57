/** GET /export_analysis: the same figures as an Excel workbook, in the reader's language. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, saveDownload, serverMessage, type Download } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { AnalysisQuery } from '../lib/analysis-filters';

export type ExportLanguage = 'lo' | 'en';

export function exportAnalysis(query: AnalysisQuery, lang: ExportLanguage): Promise<Download> {
  return api.download('/export_analysis', { ...query, lang });
}

export function useExportAnalysis() {
  const { t } = useTranslation('analysis');
  return useMutation({
    mutationFn: ({ query, lang }: { query: AnalysisQuery; lang: ExportLanguage }) => exportAnalysis(query, lang),
    onSuccess: saveDownload,
    onError: (error) =>
      // Spec §8: the server's message when it gives one.
      toast.error(t('download.failed'), serverMessage(error) ?? undefined),
  });
}
