/** GET /cases/:id/notice: the case's notice letter as a PDF, in Lao or English, saved through the browser. */
import type { NoticeLanguage } from '@lcmdp/contract';
import { useMutation } from '@tanstack/react-query';
import { api, saveDownload } from '@/lib/api-client';

export interface NoticeLetterRequest {
  language: NoticeLanguage;
  /** The answer date the letter gives (YYYY-MM-DD); the case's own when left out. */
  responseDueOn?: string;
}

export async function downloadNoticeLetter(caseId: string, request: NoticeLetterRequest): Promise<void> {
  const query: Record<string, string> = { language: request.language };
  if (request.responseDueOn) query.responseDueOn = request.responseDueOn;
  saveDownload(await api.download(`/cases/${encodeURIComponent(caseId)}/notice`, query));
}

export function useDownloadNoticeLetter(caseId: string) {
  return useMutation({ mutationFn: (request: NoticeLetterRequest) => downloadNoticeLetter(caseId, request) });
}
