/**
 * Enforcement cases (issue 13): opened when an operator confirms a violation, walked step by step by staff. The
 * rules (order, deadlines, what each step takes) are the contract's `case-rules`; this module stores cases and
 * their append-only steps, each change in one transaction that writes only if nobody moved the case meanwhile.
 */
import {
  allowedCaseSteps,
  caseOverdue,
  caseStepInputProblems,
  caseStepInputSchemas,
  caseStepRefusal,
  PUBLIC_CASE_STEPS,
  stageAfter,
  type CaseListQuery,
  type CaseMeasure,
  type CaseStage,
  type CaseStep,
  type PublicCase,
  type PublicCaseStep,
  type RecaptureOutcome,
  type Variant,
  type WireCase,
  type WireCaseItem,
  type WireCaseStep,
} from '@lcmdp/contract';
import type { Actor } from '../domain/review-chain';
import type { ItemKind } from '../domain/list-plan';
import { badRequest, conflict, HttpFailure, notFound, parse } from '../http/failure';
import { documents } from './documents';
import { ITEM_UID } from './items';
import type { MediaFile } from './media';
import { staffLabel } from './review-log';
import { recaptureOutcome } from '../domain/takedown';
import { keptEvidence, recapturePage } from './detector-client';
import { chainTransaction } from './review-lock';
import { store, storeBuffer, vetFiles, withStoredFiles, withTempFile, type IncomingFile } from './uploads';

export const CASE_UID = 'api::enforcement-case.enforcement-case';
export const CASE_STEP_UID = 'api::case-step.case-step';
const USER_UID = 'plugin::users-permissions.user';

/** Files a step may carry (PDF or images, checked by their bytes as every upload). */
export const CASE_FILES_MAX = 10;

const CASE_REFUSAL_MESSAGES: Record<string, string> = {
  case_closed: 'This case is closed',
  step_out_of_order: 'This step does not come next in this case',
  response_not_yet_due: "The company's answer date has not passed yet: record its answer or wait for the date",
  removal_not_ordered: 'No removal was ordered in this case',
  removal_not_verified: 'The ordered removal must be verified before the case is closed',
  stale: 'Someone else changed this case meanwhile; reload it',
};

const refusedStep = (reason: string) => new HttpFailure(409, CASE_REFUSAL_MESSAGES[reason] ?? reason, { reason });

interface StoredItemRef {
  id: number;
  documentId: string;
  company?: string | null;
  brand?: string | null;
}

interface StoredCase {
  id: number;
  documentId: string;
  caseNumber: string;
  variant: Variant;
  company: string;
  stage: CaseStage;
  responseDueOn: string | null;
  measures: CaseMeasure[] | null;
  fineKip: string | number | null;
  removalDueOn: string | null;
  legalBasis: string | null;
  createdAt: string;
  closedAt: string | null;
  assignee?: { id: number; fullName?: string | null; email?: string } | null;
  detections?: StoredItemRef[];
  reports?: StoredItemRef[];
  steps?: StoredStep[];
}

interface StoredStep {
  id: number;
  step: WireCaseStep['step'];
  stageAfter: CaseStage;
  at: string;
  actorLabel: string | null;
  note: string | null;
  details: Record<string, unknown> | null;
  files?: MediaFile[] | null;
}

const ITEM_FIELDS = ['id', 'documentId', 'company', 'brand'];
const CASE_POPULATE = {
  assignee: { fields: ['id', 'fullName', 'email'] },
  detections: { fields: ITEM_FIELDS },
  reports: { fields: ITEM_FIELDS },
};

function toWireCase(c: StoredCase, now: Date, withSteps: boolean): WireCase {
  const items: WireCaseItem[] = [
    ...(c.detections ?? []).map((i) => ({
      kind: 'detection' as const,
      _id: i.documentId,
      company: i.company ?? null,
      brand: i.brand ?? null,
    })),
    ...(c.reports ?? []).map((i) => ({
      kind: 'report' as const,
      _id: i.documentId,
      company: i.company ?? null,
      brand: i.brand ?? null,
    })),
  ];
  const position = { stage: c.stage, responseDueOn: c.responseDueOn, measures: c.measures ?? [], removalDueOn: c.removalDueOn };
  const wire: WireCase = {
    _id: c.documentId,
    caseNumber: c.caseNumber,
    variant: c.variant,
    company: c.company,
    stage: c.stage,
    overdue: caseOverdue(position, now),
    assignee: c.assignee ? { id: c.assignee.id, name: c.assignee.fullName || c.assignee.email || '' } : null,
    responseDueOn: c.responseDueOn,
    measures: c.measures ?? [],
    fineKip: c.fineKip === null || c.fineKip === undefined ? null : Number(c.fineKip),
    removalDueOn: c.removalDueOn,
    legalBasis: c.legalBasis,
    openedAt: c.createdAt,
    closedAt: c.closedAt,
    allowedSteps: allowedCaseSteps(position, now),
    items,
  };
  if (withSteps) {
    wire.steps = [...(c.steps ?? [])]
      .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
      .map((s) => ({
        step: s.step,
        stageAfter: s.stageAfter,
        at: s.at,
        by: s.actorLabel,
        note: s.note,
        details: s.details ?? {},
        files: (s.files ?? []).map((f) => ({ url: f.url, name: f.name, mime: f.mime })),
      }));
  }
  return wire;
}

async function readCase(documentId: string, withSteps = false): Promise<StoredCase> {
  const populate = withSteps ? { ...CASE_POPULATE, steps: { populate: { files: true } } } : CASE_POPULATE;
  const row = (await documents(CASE_UID).findOne({ documentId, populate })) as unknown as StoredCase | null;
  if (!row) throw notFound('Case');
  return row;
}

async function logStep(
  caseId: number,
  step: WireCaseStep['step'],
  stage: CaseStage,
  actor: Actor | null,
  extra: { note?: string; details?: Record<string, unknown>; files?: MediaFile[]; at?: Date } = {},
): Promise<void> {
  await documents(CASE_STEP_UID).create({
    data: {
      case: caseId,
      step,
      stageAfter: stage,
      // null: the platform itself (the scheduled re-capture), no staff member.
      actor: actor?.userId ?? null,
      actorLabel: actor ? await staffLabel(actor.userId) : null,
      note: extra.note,
      details: extra.details ?? {},
      files: extra.files?.map((f) => f.id) ?? [],
      at: (extra.at ?? new Date()).toISOString(),
    },
  });
}

/** The case an item belongs to, if any. */
async function caseOfItem(kind: ItemKind, itemId: number): Promise<StoredCase | null> {
  const relation = kind === 'detection' ? 'detections' : 'reports';
  return (await documents(CASE_UID).findFirst({
    filters: { [relation]: { id: itemId } },
  })) as unknown as StoredCase | null;
}

/** LA-2026-0007 / INT-2026-0012: per variant and year, in the order cases were opened. */
async function nextCaseNumber(variant: Variant, now: Date): Promise<string> {
  const prefix = `${variant === 'laos' ? 'LA' : 'INT'}-${now.getUTCFullYear()}-`;
  const last = (await strapi.db.query(CASE_UID).findOne({
    where: { caseNumber: { $startsWith: prefix } },
    orderBy: { caseNumber: 'desc' },
    select: ['caseNumber'],
  })) as { caseNumber: string } | null;
  const next = last ? Number(last.caseNumber.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}

/**
 * Opens the case of a confirmed item (called inside the review chain's transaction when an operator confirms a
 * violation). An item already in a case keeps it: confirming again opens nothing new. `now` is for the demo seed,
 * which tells cases that began in the past.
 */
export async function openCaseForItem(kind: ItemKind, itemId: number, actor: Actor, now: Date = new Date()): Promise<string> {
  const existing = await caseOfItem(kind, itemId);
  if (existing) return existing.documentId;
  const item = (await strapi.db
    .query(ITEM_UID[kind])
    .findOne({ where: { id: itemId }, select: ['id', 'variant', 'company'] })) as {
    id: number;
    variant: Variant;
    company?: string | null;
  };
  const created = await documents(CASE_UID).create({
    data: {
      caseNumber: await nextCaseNumber(item.variant, now),
      variant: item.variant,
      company: item.company?.trim() || 'Unknown company',
      stage: 'opened',
      openedBy: actor.userId,
      assignee: actor.role === 'operator' ? actor.userId : null,
      measures: [],
      [kind === 'detection' ? 'detections' : 'reports']: [itemId],
    },
  });
  await logStep(created.id, 'open', 'opened', actor, { details: { item: { kind, id: itemId } }, at: now });
  return created.documentId;
}

/**
 * A file the server writes for a step (the notice letter), once the step is allowed and its input valid; its
 * `details` join the step's.
 */
export type StepFileMaker = (
  input: Record<string, unknown>,
) => Promise<{ name: string; mime: string; data: Buffer; details: Record<string, unknown> } | null>;

/** Takes one step of a case: refused with 409 and a reason out of order, 400 with field messages on bad input. */
export async function takeCaseStep(
  documentId: string,
  step: CaseStep,
  raw: Record<string, unknown>,
  incoming: IncomingFile[],
  actor: Actor,
  makeFile?: StepFileMaker,
  now: Date = new Date(),
): Promise<WireCase> {
  const stored = await readCase(documentId);
  const position = {
    stage: stored.stage,
    responseDueOn: stored.responseDueOn,
    measures: stored.measures ?? [],
    removalDueOn: stored.removalDueOn,
  };
  const reason = caseStepRefusal(position, step, now);
  if (reason) throw refusedStep(reason);
  const input = parse(caseStepInputSchemas[step], raw) as Record<string, unknown> & {
    note?: string;
    responseDueOn?: string;
    receivedOn?: string;
    removalDueOn?: string;
  };
  const problems = caseStepInputProblems(step, input, now);
  if (Object.keys(problems).length) throw badRequest('Invalid dates', problems);
  const vetted = await vetFiles('files', 'document', incoming, CASE_FILES_MAX);
  const made = makeFile ? await makeFile(input) : null;
  const files = await store(vetted);
  if (made) files.push(await withStoredFiles(files, () => storeBuffer(made.name, made.mime, made.data)));
  await withStoredFiles(files, () =>
    chainTransaction(async () => {
      const stage = stageAfter(step);
      const { note, ...details } = input;
      const patch: Record<string, unknown> = { stage };
      if (step === 'send_notice') patch.responseDueOn = details.responseDueOn;
      if (step === 'decide') {
        patch.measures = details.measures;
        patch.fineKip = details.fineKip ?? null;
        patch.removalDueOn = details.removalDueOn ?? null;
        patch.legalBasis = details.legalBasis;
      }
      if (step === 'close') patch.closedAt = now.toISOString();
      // Written only if the case is still where the decision was made.
      const { count } = await strapi.db
        .query(CASE_UID)
        .updateMany({ where: { id: stored.id, stage: stored.stage }, data: patch });
      if (count !== 1) throw refusedStep('stale');
      await logStep(stored.id, step, stage, actor, { note, details: { ...details, ...made?.details }, files, at: now });
    }),
  );
  return toWireCase(await readCase(documentId, true), now, true);
}

/** Gives the case to an operator (or an admin). */
export async function assignCase(documentId: string, assignee: number, actor: Actor, at: Date = new Date()): Promise<WireCase> {
  const stored = await readCase(documentId);
  if (stored.stage === 'closed') throw refusedStep('case_closed');
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: assignee, blocked: false },
    populate: { role: { select: ['type'] } },
  })) as { id: number; role?: { type: string } | null } | null;
  if (!user || !['operator', 'admin'].includes(user.role?.type ?? ''))
    throw badRequest('Cases are assigned to an operator or an admin', { assignee: 'Please choose an operator' });
  await chainTransaction(async () => {
    await strapi.db.query(CASE_UID).update({ where: { id: stored.id }, data: { assignee } });
    await logStep(stored.id, 'assign', stored.stage, actor, { details: { assignee }, at });
  });
  return toWireCase(await readCase(documentId, true), new Date(), true);
}

/** Joins confirmed items of the same company and variant into one case (repeat ads of one campaign, say). */
export async function joinItems(
  documentId: string,
  refs: { kind: ItemKind; _id: string }[],
  actor: Actor,
  at: Date = new Date(),
): Promise<WireCase> {
  const stored = await readCase(documentId);
  if (stored.stage === 'closed') throw refusedStep('case_closed');
  const fields: Record<string, string> = {};
  const toJoin: { kind: ItemKind; id: number; other: StoredCase | null }[] = [];
  for (const [i, ref] of refs.entries()) {
    const item = (await strapi.db.query(ITEM_UID[ref.kind]).findOne({
      where: { documentId: ref._id },
      select: ['id', 'variant', 'operatorStatus', 'reviewStatus'],
    })) as { id: number; variant: Variant; operatorStatus: string | null; reviewStatus: string } | null;
    if (!item) fields[`items.${i}`] = 'No such item';
    else if (item.variant !== stored.variant) fields[`items.${i}`] = `The item belongs to the ${item.variant} variant`;
    else if (item.reviewStatus !== 'violation' || item.operatorStatus !== 'violation')
      fields[`items.${i}`] = 'Only confirmed violations join a case';
    else toJoin.push({ kind: ref.kind, id: item.id, other: await caseOfItem(ref.kind, item.id) });
  }
  if (Object.keys(fields).length) throw badRequest('Some items cannot join this case', fields);
  // An item's own case that has not gone past "opened" merges in; a case under way keeps its items.
  const busy = toJoin.find((j) => j.other && j.other.documentId !== documentId && j.other.stage !== 'opened');
  if (busy) throw conflict(`An item is already in case ${busy.other!.caseNumber}, which is under way`);
  const moving = toJoin.filter((j) => j.other?.documentId !== documentId);
  if (moving.length) {
    const now = at.toISOString();
    await chainTransaction(async () => {
      const ids = (kind: ItemKind) => moving.filter((j) => j.kind === kind).map((j) => j.id);
      for (const j of moving.filter((m) => m.other)) {
        const relation = j.kind === 'detection' ? 'detections' : 'reports';
        await strapi.db.query(CASE_UID).update({ where: { id: j.other!.id }, data: { [relation]: { disconnect: [j.id] } } });
      }
      await strapi.db.query(CASE_UID).update({
        where: { id: stored.id },
        data: { detections: { connect: ids('detection') }, reports: { connect: ids('report') } },
      });
      await logStep(stored.id, 'join_items', stored.stage, actor, {
        details: { items: moving.map((j) => ({ kind: j.kind, id: j.id })) },
        at,
      });
      // A case left without items ends, saying where its items went.
      for (const emptied of new Map(moving.filter((m) => m.other).map((m) => [m.other!.id, m.other!])).values()) {
        const left = await readCase(emptied.documentId);
        if ((left.detections?.length ?? 0) + (left.reports?.length ?? 0) > 0) continue;
        await strapi.db.query(CASE_UID).update({ where: { id: emptied.id }, data: { stage: 'closed', closedAt: now } });
        await logStep(emptied.id, 'join_items', 'closed', actor, { details: { mergedInto: stored.caseNumber }, at });
      }
    });
  }
  return toWireCase(await readCase(documentId, true), new Date(), true);
}

export async function caseDetail(documentId: string): Promise<WireCase> {
  return toWireCase(await readCase(documentId, true), new Date(), true);
}

/**
 * The case list with its filters. "Overdue" depends on today, so it is worked out on the open cases of the
 * other filters (a ministry has hundreds of open cases, not millions).
 */
export async function listCases(query: CaseListQuery) {
  const now = new Date();
  const filters: Record<string, unknown> = {};
  if (query.variant) filters.variant = query.variant;
  if (query.company) filters.company = { $containsi: query.company };
  if (query.assignee) filters.assignee = { id: query.assignee };
  if (query.state === 'closed') filters.stage = 'closed';
  else if (query.state !== 'all') filters.stage = { $ne: 'closed' };
  const rows = (await documents(CASE_UID).findMany({
    filters,
    populate: CASE_POPULATE,
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 5000,
  })) as unknown as StoredCase[];
  let cases = rows.map((c) => toWireCase(c, now, false));
  if (query.measure) cases = cases.filter((c) => c.measures.includes(query.measure!));
  if (query.state === 'overdue') cases = cases.filter((c) => c.overdue);
  const start = (query.page - 1) * query.pageSize;
  return {
    data: cases.slice(start, start + query.pageSize),
    meta: { page: query.page, pageSize: query.pageSize, total: cases.length, overdue: cases.filter((c) => c.overdue).length },
  };
}

/**
 * The public steps of an item's case (opened, notice sent, decision with its kinds of measure, removal verified,
 * closed) with their dates: no notes, no files, no staff names, no fine amount. The caller checks the item is public.
 */
export async function publicCaseOf(kind: ItemKind, documentId: string): Promise<PublicCase | null> {
  const item = (await strapi.db.query(ITEM_UID[kind]).findOne({ where: { documentId }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!item) return null;
  const found = await caseOfItem(kind, item.id);
  if (!found) return null;
  const stored = await readCase(found.documentId, true);
  const isPublic = (step: string): step is PublicCaseStep => (PUBLIC_CASE_STEPS as readonly string[]).includes(step);
  const steps = [...(stored.steps ?? [])]
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
    .filter((s): s is StoredStep & { step: PublicCaseStep } => isPublic(s.step))
    .map((s) => ({
      step: s.step,
      at: s.at,
      ...(s.step === 'decide' ? { measures: (s.details?.measures as CaseMeasure[] | undefined) ?? [] } : {}),
    }));
  return { caseNumber: stored.caseNumber, stage: stored.stage, steps };
}

interface CapturedItem {
  kind: ItemKind;
  _id: string;
  url: string;
  outcome: RecaptureOutcome;
  http_status: number | null;
  reason?: string;
  screenshot_sha256?: string;
}

/** A JSON list of strings as stored (reports have none). */
const storedStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The SHA-256 of a stored upload's bytes: `store` names each file `<sha256>.<ext>` (the file's `name`; its URL also
 * carries the upload plugin's random suffix, `<sha256>_<suffix>.<ext>`, and on S3 a bucket's address).
 */
const storedSha256 = (file: MediaFile) => /^([0-9a-f]{64})\.[a-z0-9]+$/.exec(file.name ?? '')?.[1] ?? null;

/**
 * Captures the page of every item of a case again while a removal is ordered (issue 13 point 4), keeping each
 * screenshot with the step: the ad still there, the page changed, or gone. Recorded as a `recapture` step; the
 * stage does not move (verifying the removal stays a staff decision, one click after a "gone" capture). The
 * daily schedule (services/takedown-schedule) calls it without an actor.
 */
export async function recaptureCase(documentId: string, actor: Actor | null): Promise<WireCase> {
  const stored = await readCase(documentId);
  if (stored.stage === 'closed') throw refusedStep('case_closed');
  if (stored.stage !== 'decided') throw refusedStep('step_out_of_order');
  if (!(stored.measures ?? []).includes('removal_order')) throw refusedStep('removal_not_ordered');
  const refs = [
    ...(stored.detections ?? []).map((i) => ({ kind: 'detection' as const, documentId: i.documentId })),
    ...(stored.reports ?? []).map((i) => ({ kind: 'report' as const, documentId: i.documentId })),
  ];
  const captures: CapturedItem[] = [];
  const keep: Buffer[] = [];
  for (const ref of refs) {
    const item = (await strapi.db.query(ITEM_UID[ref.kind]).findOne({
      where: { documentId: ref.documentId },
      populate: { images: true },
    })) as Record<string, unknown> & { images?: MediaFile[] | null };
    const url = (ref.kind === 'detection' ? item.pageUrl : (item.suspectedLink ?? item.url)) as string | null;
    if (!url) continue;
    const adText = (ref.kind === 'detection' ? item.caption : (item.suspectedText ?? item.description)) as string | null;
    const adPictures = (item.images ?? []).map(storedSha256).filter((s): s is string => Boolean(s));
    const page = await recapturePage(stored.variant, url);
    if (page.outcome !== 'captured') {
      captures.push({ kind: ref.kind, _id: ref.documentId, url, outcome: page.outcome, http_status: null, reason: page.reason });
      continue;
    }
    const { evidence } = page.answer;
    captures.push({
      kind: ref.kind,
      _id: ref.documentId,
      url,
      outcome: recaptureOutcome(
        {
          reachable: true,
          pageText: page.answer.page_text ?? '',
          imageSha256s: evidence.image_sha256s ?? [],
          imagePhashes: evidence.image_phashes ?? [],
        },
        { text: adText, imageSha256s: adPictures, imagePhashes: storedStrings(item.imagePhashes) },
      ),
      http_status: evidence.http_status,
      screenshot_sha256: evidence.screenshot_sha256,
    });
    const shot = evidence.stored ? await keptEvidence(evidence.screenshot_sha256) : null;
    if (shot) keep.push(shot);
  }
  if (!captures.length) throw badRequest('No item of this case has a page address to capture', {});
  // Screenshots are kept as the step's files (hashed into the history chain like every evidence file).
  const files: MediaFile[] = [];
  for (const [i, shot] of keep.entries()) {
    files.push(...(await withTempFile(`recapture-${i + 1}.png`, 'image/png', shot, async (file) => store([file]))));
  }
  await withStoredFiles(files, () =>
    chainTransaction(async () => {
      await logStep(stored.id, 'recapture', stored.stage, actor, { details: { captures }, files });
    }),
  );
  return toWireCase(await readCase(documentId, true), new Date(), true);
}
