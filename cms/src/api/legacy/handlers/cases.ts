/** Enforcement cases (issue 13): staff read them; operators and admins take their steps. */
import {
  caseAssignSchema,
  caseJoinSchema,
  caseListQuerySchema,
  caseStepParamSchema,
  documentIdSchema,
  noticeLetterQuerySchema,
  type CaseStep,
  type NoticeLanguage,
} from '@lcmdp/contract';
import { requireStaff } from '../../../http/actor';
import { parse } from '../../../http/failure';
import * as cases from '../../../services/cases';
import { noticeLetter, noticeLetterForStep } from '../../../services/notice-letter';
import { filesOf } from '../../../services/uploads';
import { bodyOf, filesOfRequest, formData, type Handler } from './types';

export const listCases: Handler = async (ctx) => {
  requireStaff(ctx);
  return cases.listCases(parse(caseListQuerySchema, ctx.query));
};

export const getCase: Handler = async (ctx) => {
  requireStaff(ctx);
  return { data: await cases.caseDetail(parse(documentIdSchema, ctx.params.id)) };
};

/** POST /cases/:id/steps/:step — multipart: the step's fields (or `data` as JSON) and up to 10 `files`. */
export const takeStep: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  const documentId = parse(documentIdSchema, ctx.params.id);
  const step: CaseStep = parse(caseStepParamSchema, ctx.params.step);
  // send_notice with a `letterLanguage`: the server writes the notice letter and keeps it as the step's file.
  const letter =
    step === 'send_notice'
      ? (input: Record<string, unknown>) =>
          noticeLetterForStep(documentId, input as { letterLanguage?: NoticeLanguage; responseDueOn?: string })
      : undefined;
  const files = filesOf(filesOfRequest(ctx).files);
  const data = await cases.takeCaseStep(documentId, step, formData(ctx), files, actor, letter);
  return { success: true, data };
};

/** GET /cases/:id/notice — the notice letter as a PDF (a preview: nothing is kept). */
export const noticePdf: Handler = async (ctx) => {
  requireStaff(ctx);
  const documentId = parse(documentIdSchema, ctx.params.id);
  const query = parse(noticeLetterQuerySchema, ctx.query);
  const letter = await noticeLetter(documentId, query.language, query.responseDueOn);
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `attachment; filename="${letter.fileName}"`);
  ctx.set('X-Content-SHA256', letter.sha256);
  ctx.set('Cache-Control', 'no-store');
  return letter.pdf;
};

export const assignCase: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  const { assignee } = parse(caseAssignSchema, bodyOf(ctx));
  return { success: true, data: await cases.assignCase(parse(documentIdSchema, ctx.params.id), assignee, actor) };
};

export const joinItems: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  const { items } = parse(caseJoinSchema, bodyOf(ctx));
  return { success: true, data: await cases.joinItems(parse(documentIdSchema, ctx.params.id), items, actor) };
};

/** POST /cases/:id/recapture — captures each item's page again while a removal is ordered. */
export const recapture: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  return { success: true, data: await cases.recaptureCase(parse(documentIdSchema, ctx.params.id), actor) };
};
