import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 201 answer of POST /submit_report. */
export interface SubmitReportResponse {
  status: 'success';
  message: string;
  data: { _id: string; status?: string };
}

/** POST /submit_report: multipart fields of `reportSubmissionSchema` plus `images` files. */
export function submitReport(body: FormData): Promise<SubmitReportResponse> {
  return api.postForm<SubmitReportResponse>('/submit_report', body);
}

/** Never retried by itself: the reporter decides, with the form still filled in. */
export function useSubmitReport() {
  return useMutation({ mutationFn: submitReport, retry: false });
}
