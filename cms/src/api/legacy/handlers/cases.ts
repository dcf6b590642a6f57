/** Enforcement cases (issue 13): staff read them; operators and admins take their steps. */
import {
  caseAssignSchema,
  caseJoinSchema,
  caseListQuerySchema,
  caseStepParamSchema,
  documentIdSchema,
  type CaseStep,
} from '@lcmdp/contract';
import { requireStaff } from '../../../http/actor';
import { parse } from '../../../http/failure';
import * as cases from '../../../services/cases';
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
  const data = await cases.takeCaseStep(documentId, step, formData(ctx), filesOf(filesOfRequest(ctx).files), actor);
  return { success: true, data };
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
