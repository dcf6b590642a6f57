/**
 * What a case step's modal sends: its fields as the multipart form `POST /cases/:id/steps/:step` reads (dates as
 * YYYY-MM-DD, measures as a comma list, the fine and removal date only with their measure) and its files.
 */
import type { CaseMeasure, CaseStep, NoticeLanguage } from '@lcmdp/contract';

/** The form's values, dates already written as YYYY-MM-DD. */
export interface StepValues {
  responseDueOn?: string;
  receivedOn?: string;
  measures?: CaseMeasure[];
  fineKip?: number | null;
  removalDueOn?: string;
  legalBasis?: string;
  /** send_notice: the language the server writes the notice letter in and keeps with the step; none: no letter. */
  letterLanguage?: NoticeLanguage;
  note?: string;
}

/** The fields each step shows, in order. */
export const STEP_FIELDS: Record<CaseStep, (keyof StepValues)[]> = {
  send_notice: ['responseDueOn', 'letterLanguage', 'note'],
  record_response: ['receivedOn', 'note'],
  decide: ['measures', 'fineKip', 'removalDueOn', 'legalBasis', 'note'],
  verify_removal: ['note'],
  close: ['note'],
};

/** The fields sent for `step` (a fine only with the measure "fine", a removal date only with "order to remove"). */
export function stepFields(step: CaseStep, values: StepValues): Record<string, string> {
  const out: Record<string, string> = {};
  const measures = values.measures ?? [];
  for (const field of STEP_FIELDS[step]) {
    if (field === 'fineKip' && !measures.includes('fine')) continue;
    if (field === 'removalDueOn' && !measures.includes('removal_order')) continue;
    const value = values[field];
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value).trim();
    if (text !== '') out[field] = text;
  }
  return out;
}

export function stepForm(step: CaseStep, values: StepValues, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(stepFields(step, values))) form.append(k, v);
  for (const file of files) form.append('files', file);
  return form;
}
