/**
 * The report form's values and how they become the multipart body of POST /submit_report
 * (fields of `reportSubmissionSchema` in the contract, plus `images`).
 */
import type { Dayjs } from 'dayjs';
import { CATEGORY_DETAILS, type ProductType, type Province, type ReportCategory, type Variant } from '@lcmdp/contract';

export interface ReportFormValues {
  observedOn?: Dayjs | null;
  province?: Province;
  category?: ReportCategory;
  details?: string[];
  activity?: string;
  company?: string;
  brand?: string;
  productType?: ProductType;
  url?: string;
  suspectedText?: string;
  suspectedLink?: string;
  description?: string;
  additionalInfo?: string;
  reporterName?: string;
  reporterEmail?: string;
  reporterOrganisation?: string;
}

export type ReportField = keyof ReportFormValues;

/** Every field of the form, in the order they appear (server field errors are mapped onto these). */
export const REPORT_FIELDS = [
  'observedOn',
  'province',
  'category',
  'details',
  'activity',
  'company',
  'brand',
  'productType',
  'url',
  'suspectedText',
  'suspectedLink',
  'description',
  'reporterName',
  'reporterEmail',
  'reporterOrganisation',
  'additionalInfo',
] as const satisfies readonly ReportField[];

/** Free-text fields sent only when filled in. */
const OPTIONAL_TEXT = [
  'activity',
  'suspectedText',
  'description',
  'additionalInfo',
  'reporterName',
  'reporterEmail',
  'reporterOrganisation',
] as const satisfies readonly ReportField[];

/** Input limits, as the contract's schema checks them. */
export const MAX_LENGTH = {
  company: 255,
  brand: 255,
  activity: 2000,
  link: 2000,
  text: 5000,
  reporter: 200,
} as const;

/** People paste "www.shop.la/x" or "facebook.com/…": the server wants a full URL, so https:// is assumed. */
export function normalizeLink(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

export function isValidLink(value: string | undefined): boolean {
  const link = normalizeLink(value);
  if (!link) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The same address pattern the server checks (zod's email, as published in the OpenAPI document). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string | undefined): boolean {
  return EMAIL.test((value ?? '').trim());
}

/** The details that still apply after the category changed (the two promotion categories share their list). */
export function detailsFor(category: ReportCategory | undefined, details: string[] | undefined): string[] {
  if (!category) return [];
  const allowed = CATEGORY_DETAILS[category];
  return (details ?? []).filter((d) => allowed.includes(d));
}

/** The multipart body of POST /submit_report. */
export function toReportFormData(values: ReportFormValues, images: readonly File[], variant: Variant): FormData {
  const form = new FormData();
  form.append('variant', variant);
  if (values.observedOn) form.append('observedOn', values.observedOn.format('YYYY-MM-DD'));
  if (values.province) form.append('province', values.province);
  if (values.category) form.append('category', values.category);
  form.append('details', detailsFor(values.category, values.details).join(','));
  form.append('company', (values.company ?? '').trim());
  form.append('brand', (values.brand ?? '').trim());
  if (values.productType) form.append('productType', values.productType);
  const url = normalizeLink(values.url);
  if (url) form.append('url', url);
  const suspectedLink = normalizeLink(values.suspectedLink);
  if (suspectedLink) form.append('suspectedLink', suspectedLink);
  for (const field of OPTIONAL_TEXT) {
    const text = (values[field] ?? '').trim();
    if (text) form.append(field, text);
  }
  for (const image of images) form.append('images', image, image.name);
  return form;
}
