/**
 * Notice letters of enforcement cases (issue 13 point 3): the case's items, their evidence and violated codes
 * gathered, the editors' template of the case's variant in the letter's language filled (domain/notice-letter) and
 * printed by Chromium (services/pdf). The preview route serves the PDF; the send_notice step keeps it as the step's
 * file, so the history chain records its SHA-256.
 */
import type { NoticeLanguage, Variant } from '@lcmdp/contract';
import { sha256 } from '../domain/content-hash';
import { laoToday } from '../domain/export-columns';
import { DEFAULT_LOCALE } from '../domain/localized-fields';
import {
  DEFAULT_NOTICE_TEMPLATES,
  noticeFileName,
  noticeLetterHtml,
  type NoticeCode,
  type NoticeEvidence,
  type NoticeTemplateText,
} from '../domain/notice-letter';
import { badRequest, HttpFailure, notFound } from '../http/failure';
import { documents } from './documents';
import { CODE_UID, withEnglish } from './localized';
import type { MediaFile } from './media';
import { embeddedFontCss, renderPdf } from './pdf';
import type { StoredCode } from './serialize';
import { readStoredFile } from './storage';
import { settings } from '../settings';

export const NOTICE_TEMPLATE_UID = 'api::notice-template.notice-template';
const CASE_UID = 'api::enforcement-case.enforcement-case';

export interface NoticeLetter {
  pdf: Buffer;
  fileName: string;
  sha256: string;
  language: NoticeLanguage;
}

interface StoredItem {
  documentId: string;
  brand?: string | null;
  violationCodes?: (StoredCode & { id: number })[] | null;
  images?: MediaFile[] | null;
  createdAt?: string;
}
interface StoredDetection extends StoredItem {
  pageUrl?: string | null;
  crawledAt?: string | null;
  evidenceScreenshot?: MediaFile | null;
}
interface StoredReport extends StoredItem {
  suspectedLink?: string | null;
  url?: string | null;
  observedOn?: string | null;
}
interface StoredCase {
  id: number;
  documentId: string;
  caseNumber: string;
  variant: Variant;
  company: string;
  responseDueOn: string | null;
  detections?: StoredDetection[];
  reports?: StoredReport[];
}

const ITEM_POPULATE = { violationCodes: true, images: true };

/** The editors' template of a variant in a language; the built-in default when an editor deleted it. */
export async function noticeTemplate(variant: Variant, language: NoticeLanguage): Promise<NoticeTemplateText> {
  const found = (await documents(NOTICE_TEMPLATE_UID).findFirst({
    locale: language,
    filters: { variant },
    sort: [{ id: 'asc' }],
  })) as (Partial<NoticeTemplateText> & { id: number }) | null;
  const fallback = DEFAULT_NOTICE_TEMPLATES[variant][language];
  return { subject: found?.subject?.trim() || fallback.subject, body: found?.body?.trim() || fallback.body };
}

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** A stored picture's bytes (public folder or bucket), or null when gone or not a picture. */
async function pictureOf(file: MediaFile | null | undefined): Promise<{ dataUrl: string; sha256: string } | null> {
  if (!file || !PICTURE_TYPES.has(file.mime)) return null;
  const bytes = await readStoredFile(file.url, settings(), strapi.dirs.static.public).catch(() => null);
  if (!bytes) return null;
  return { dataUrl: `data:${file.mime};base64,${bytes.toString('base64')}`, sha256: sha256(bytes) };
}

async function evidenceOf(kind: 'detection' | 'report', item: StoredDetection & StoredReport): Promise<NoticeEvidence> {
  // A detection shows its page screenshot; a report (or a detection without one) its first picture.
  const shown = kind === 'detection' ? (item.evidenceScreenshot ?? item.images?.[0]) : item.images?.[0];
  const picture = await pictureOf(shown);
  return {
    kind,
    brand: item.brand ?? null,
    link: kind === 'detection' ? (item.pageUrl ?? null) : (item.suspectedLink ?? item.url ?? null),
    capturedAt: kind === 'detection' ? (item.crawledAt ?? null) : (item.observedOn ?? item.createdAt ?? null),
    sha256: picture?.sha256 ?? null,
    screenshot: picture?.dataUrl ?? null,
  };
}

/** The violated codes of the case's items (once each), in the letter's language (else the other's text). */
async function codesOf(items: StoredItem[], language: NoticeLanguage): Promise<NoticeCode[]> {
  const unique = new Map<string, StoredCode>();
  for (const code of items.flatMap((i) => i.violationCodes ?? [])) unique.set(code.documentId, code);
  const joined = await withEnglish<StoredCode>(CODE_UID, [...unique.values()] as never);
  return joined
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => ({
      code: c.code,
      name: language === DEFAULT_LOCALE ? c.nameLo || c.nameEn : c.nameEn || c.nameLo,
      legalReference:
        language === DEFAULT_LOCALE ? c.legalReferenceLo || c.legalReference : c.legalReference || c.legalReferenceLo,
    }));
}

/**
 * The case's notice letter as a PDF: 404 for an unknown case, 400 without an answer date (neither given nor kept
 * with the case).
 */
export async function noticeLetter(
  documentId: string,
  language: NoticeLanguage,
  responseDueOn?: string | null,
  now: Date = new Date(),
): Promise<NoticeLetter> {
  const stored = (await documents(CASE_UID).findOne({
    documentId,
    populate: {
      detections: { populate: { ...ITEM_POPULATE, evidenceScreenshot: true } },
      reports: { populate: ITEM_POPULATE },
    },
  })) as unknown as StoredCase | null;
  if (!stored) throw notFound('Case');
  const dueOn = responseDueOn ?? stored.responseDueOn;
  if (!dueOn)
    throw badRequest('The letter needs the date the company must answer by', {
      responseDueOn: 'Please give the date the company must answer by',
    });
  const detections = stored.detections ?? [];
  const reports = stored.reports ?? [];
  const items = [
    ...(await Promise.all(detections.map((d) => evidenceOf('detection', d)))),
    ...(await Promise.all(reports.map((r) => evidenceOf('report', r)))),
  ];
  const facts = {
    language,
    variant: stored.variant,
    caseNumber: stored.caseNumber,
    company: stored.company,
    date: laoToday(now),
    responseDueOn: dueOn,
    items,
    codes: await codesOf([...detections, ...reports], language),
  };
  const html = noticeLetterHtml(await noticeTemplate(stored.variant, language), facts, embeddedFontCss());
  const pdf = await renderPdf(html, { footer: `LCMDP · ${stored.caseNumber}` }).catch((error: unknown) => {
    strapi.log.error(`Notice letter of ${stored.caseNumber}: printing failed: ${String(error)}`);
    throw new HttpFailure(503, 'The letter could not be printed now; try again in a moment');
  });
  return { pdf, fileName: noticeFileName(stored.caseNumber, language), sha256: sha256(pdf), language };
}

/**
 * The send_notice step's generated file: with a `letterLanguage`, the letter in that language for the answer date
 * the step gives (called by the case service after the step is allowed and its input valid).
 */
export async function noticeLetterForStep(
  documentId: string,
  input: { letterLanguage?: NoticeLanguage; responseDueOn?: string },
): Promise<{ name: string; mime: string; data: Buffer; details: Record<string, unknown> } | null> {
  if (!input.letterLanguage) return null;
  const letter = await noticeLetter(documentId, input.letterLanguage, input.responseDueOn);
  return {
    name: letter.fileName,
    mime: 'application/pdf',
    data: letter.pdf,
    details: { letter: { language: letter.language, fileName: letter.fileName, sha256: letter.sha256 } },
  };
}
