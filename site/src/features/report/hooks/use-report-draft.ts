/**
 * A draft of the report in sessionStorage, so that a reload (or a phone dropping the tab) does not lose what
 * was typed. sessionStorage, not localStorage: the draft (possibly with the reporter's name) stays with this
 * tab and goes when it is closed — phones are often shared. Photos are not kept (too large for storage).
 */
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { PRODUCT_TYPES, PROVINCES, REPORT_CATEGORIES, type Variant } from '@lcmdp/contract';
import type { ReportFormValues } from '@/lib/report-values';

const TEXT_FIELDS = [
  'activity',
  'company',
  'brand',
  'url',
  'suspectedText',
  'suspectedLink',
  'description',
  'additionalInfo',
  'reporterName',
  'reporterEmail',
  'reporterOrganisation',
] as const;

export const draftKey = (variant: Variant) => `lcmdp.report-draft.${variant}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (private mode on some browsers)
  }
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** Reads a stored draft, keeping only values of the expected kinds. */
export function readDraft(variant: Variant): ReportFormValues | null {
  const raw = storage()?.getItem(draftKey(variant));
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const d = parsed as Record<string, unknown>;
  const values: ReportFormValues = {};
  for (const field of TEXT_FIELDS) if (typeof d[field] === 'string' && d[field]) values[field] = d[field] as string;
  if (typeof d.observedOn === 'string' && dayjs(d.observedOn).isValid()) values.observedOn = dayjs(d.observedOn);
  values.province = oneOf(PROVINCES, d.province);
  values.category = oneOf(REPORT_CATEGORIES, d.category);
  values.productType = oneOf(PRODUCT_TYPES, d.productType);
  if (Array.isArray(d.details)) values.details = d.details.filter((x): x is string => typeof x === 'string');
  const filled = Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
  return filled ? values : null;
}

export function writeDraft(variant: Variant, values: ReportFormValues): void {
  const draft: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (values[field]) draft[field] = values[field];
  if (values.observedOn?.isValid()) draft.observedOn = values.observedOn.format('YYYY-MM-DD');
  if (values.province) draft.province = values.province;
  if (values.category) draft.category = values.category;
  if (values.productType) draft.productType = values.productType;
  if (values.details?.length) draft.details = values.details;
  try {
    if (Object.keys(draft).length) storage()?.setItem(draftKey(variant), JSON.stringify(draft));
    else storage()?.removeItem(draftKey(variant));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function clearDraft(variant: Variant): void {
  try {
    storage()?.removeItem(draftKey(variant));
  } catch {
    // ignore
  }
}

export function useReportDraft(variant: Variant) {
  // Read once per variant, when the form mounts.
  const initial = useMemo(() => readDraft(variant), [variant]);
  const save = useCallback((values: ReportFormValues) => writeDraft(variant, values), [variant]);
  const clear = useCallback(() => clearDraft(variant), [variant]);
  return { initial, save, clear };
}
