/** GET /export_data: the queue's current filter as an .xlsx (staff only), in the reader's language. */
import { useMutation } from '@tanstack/react-query';
import { api, saveDownload } from '@/lib/api-client';
import type { QueueFilter } from '../lib/queue-params';

export interface ExportRequest extends QueueFilter {
  lang: 'lo' | 'en';
}

export async function exportQueue(request: ExportRequest): Promise<void> {
  saveDownload(await api.download('/export_data', { ...request }));
}

export const useExportQueue = () => useMutation({ mutationFn: exportQueue, retry: false });
