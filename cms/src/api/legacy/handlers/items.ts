import {
  decisionsQuerySchema,
  documentIdSchema,
  exportQuerySchema,
  listQuerySchema,
  reportSubmissionSchema,
  routeQuerySchema,
  detectionPostSchema,
  trackingParamsSchema,
} from '@lcmdp/contract';
import { planForDetections, planForRoute, type ItemKind } from '../../../domain/list-plan';
import { laoToday } from '../../../domain/export-columns';
import { callerOf, isStaff, requireStaff } from '../../../http/actor';
import { HttpFailure, badRequest, parse } from '../../../http/failure';
import { publicCaseOf } from '../../../services/cases';
import { NDJSON_MIME, decisionsStream } from '../../../services/decisions';
import { exportItems } from '../../../services/export';
import { addDetection as storeDetection, submitReport as storeReport } from '../../../services/intake';
import { getItem, listItems } from '../../../services/items';
import { historyOf } from '../../../services/review-log';
import { summary } from '../../../services/summary';
import { filesOf } from '../../../services/uploads';
import { filesOfRequest, formData, type Handler } from './types';

function refuse(result: { status: 401 | 403; reason: string }): never {
  throw new HttpFailure(result.status, result.reason);
}

export const getData: Handler = async (ctx) => {
  const staff = isStaff(callerOf(ctx));
  const result = planForDetections(parse(listQuerySchema, ctx.query), staff);
  if (!result.ok) refuse(result);
  return listItems(result.plan, staff);
};

export const getDataFromRoute =
  (origin?: 'check'): Handler =>
  async (ctx) => {
    const staff = isStaff(callerOf(ctx));
    const query = parse(routeQuerySchema, ctx.query);
    if (origin === 'check' && !query.route.startsWith('check')) {
      throw badRequest('Invalid input', { route: 'get_check_data_from_route takes check or check-laos' });
    }
    const result = planForRoute(query.route, query, staff);
    if (!result.ok) refuse(result);
    return listItems(result.plan, staff);
  };

/** export_data: every item of a staff list (same filters, no paging) as a streamed .xlsx in Lao or English. */
export const exportData: Handler = async (ctx) => {
  requireStaff(ctx);
  const query = parse(exportQuerySchema, ctx.query);
  const result = planForRoute(query.route, query, true);
  if (!result.ok) refuse(result);
  return exportItems(ctx, result.plan, query.lang, `lcmdp-${query.route}-${laoToday()}.xlsx`);
};

/** export_decisions: final operator decisions as JSON lines for the detector's training (detector/README.md). */
export const exportDecisions: Handler = async (ctx) => {
  const query = parse(decisionsQuerySchema, ctx.query);
  const body = await decisionsStream(query);
  ctx.set('Content-Type', `${NDJSON_MIME}; charset=utf-8`);
  ctx.set('Content-Disposition', `attachment; filename="lcmdp-decisions-${laoToday()}.jsonl"`);
  ctx.set('Cache-Control', 'no-store');
  return body;
};

export const getOne =
  (kind: ItemKind): Handler =>
  async (ctx) => {
    const id = parse(documentIdSchema, ctx.params.id);
    return { data: await getItem(kind, id, isStaff(callerOf(ctx))) };
  };

/** An item's review history; the public may follow approved items, without reviewers' names. */
export const getTracking: Handler = async (ctx) => {
  const { kind, id } = parse(trackingParamsSchema, ctx.params);
  const staff = isStaff(callerOf(ctx));
  await getItem(kind, id, staff); // 404 for the public unless the item is public
  return { data: await historyOf(kind, id, staff) };
};

/** The public steps of a public item's enforcement case (null when it has none). */
export const getCaseSteps: Handler = async (ctx) => {
  const { kind, id } = parse(trackingParamsSchema, ctx.params);
  await getItem(kind, id, isStaff(callerOf(ctx))); // 404 for the public unless the item is public
  return { data: await publicCaseOf(kind, id) };
};

export const getSummary: Handler = async () => ({ data: await summary() });

export const submitReport: Handler = async (ctx) => {
  const data = formData(ctx);
  if (data.__invalidJson) throw badRequest('Invalid input', { data: 'The data field is not valid JSON' });
  const input = parse(reportSubmissionSchema, data);
  const images = filesOf(filesOfRequest(ctx).images);
  ctx.status = 201;
  return { status: 'success', message: 'Form submitted successfully!', data: await storeReport(input, images, ctx.request.ip) };
};

export const addDetection: Handler = async (ctx) => {
  const data = formData(ctx);
  if (data.__invalidJson) throw badRequest('Invalid input', { data: 'The data field is not valid JSON' });
  const post = parse(detectionPostSchema, data);
  const files = filesOfRequest(ctx);
  const single = (v: unknown) => filesOf(v)[0];
  const result = await storeDetection(post, {
    images: filesOf(files.images),
    screenshot: single(files.screenshot),
    html: single(files.html),
  });
  ctx.status = result.created ? 201 : 200;
  return { status: 'success', data: result };
};
