/**
 * export_decisions: the reviewers' final decisions as training examples for the detector, one JSON object per line
 * (the `decisions/*.jsonl` format of detector/README.md). An item counts once the operator has approved a final
 * status (violation or non-violation), the same rule that makes it public. Rows are read in id order, one keyset
 * page at a time, and written as the client reads them: memory holds one page whatever the size of the table.
 */
import { Readable } from 'node:stream';
import {
  FINAL_STATUSES,
  type DecisionLine,
  type DecisionsQuery,
  type ProductType,
  type Variant,
  type ViolationGroup,
} from '@lcmdp/contract';
import type { ItemKind } from '../domain/list-plan';
import { ITEM_UID, approvedWith } from './items';

export const NDJSON_MIME = 'application/x-ndjson';
export const DECISIONS_BATCH_SIZE = 500;

const ID_PREFIX: Record<ItemKind, string> = { detection: 'det', report: 'rep' };

/** Read field by field: never the reporter's contact (a private component) nor anything but what a line needs. */
const COMMON_FIELDS = ['id', 'documentId', 'variant', 'reviewStatus', 'operatorAt', 'productType'];
const FIELDS: Record<ItemKind, string[]> = {
  detection: [...COMMON_FIELDS, 'caption'],
  report: [...COMMON_FIELDS, 'description', 'activity', 'suspectedText'],
};

interface DecisionRow {
  id: number;
  documentId: string;
  variant: Variant;
  reviewStatus: DecisionLine['decision'];
  operatorAt?: string | Date | null;
  productType?: ProductType | null;
  caption?: string | null;
  description?: string | null;
  activity?: string | null;
  suspectedText?: string | null;
  violationCodes?: { code: string; group: ViolationGroup }[] | null;
}

/** The text the classifier would read: a detection's caption; a report's description, activity and quoted text. */
function textOf(kind: ItemKind, row: DecisionRow): string {
  const parts = kind === 'detection' ? [row.caption] : [row.description, row.activity, row.suspectedText];
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join('\n');
}

/** One line, or null for an item without text (training needs text: such an item teaches nothing). */
export function toDecisionLine(kind: ItemKind, row: DecisionRow): DecisionLine | null {
  const text = textOf(kind, row);
  if (!text) return null;
  const codes = row.violationCodes ?? [];
  const line: DecisionLine = {
    id: `${ID_PREFIX[kind]}_${row.documentId}`,
    variant: row.variant,
    text,
    decision: row.reviewStatus,
    codes: [...new Set(codes.map((c) => c.code))].sort(),
    groups: [...new Set(codes.map((c) => c.group))].sort(),
    decidedAt: row.operatorAt ? new Date(row.operatorAt).toISOString() : '',
  };
  if (row.productType) line.productType = row.productType;
  // Keys in the documented order; productType sits before decidedAt.
  const { decidedAt, ...rest } = line;
  return { ...rest, decidedAt };
}

function whereOf(query: DecisionsQuery, afterId: number): Record<string, unknown> {
  const and: Record<string, unknown>[] = [approvedWith(FINAL_STATUSES), { id: { $gt: afterId } }];
  if (query.variant) and.push({ variant: query.variant });
  if (query.since) and.push({ operatorAt: { $gte: new Date(query.since).toISOString() } });
  return { $and: and };
}

/** The decision lines of one kind, page after page (keyset on id). */
export async function* decisionLines(
  kind: ItemKind,
  query: DecisionsQuery,
  batchSize: number = DECISIONS_BATCH_SIZE,
): AsyncGenerator<DecisionLine> {
  let afterId = 0;
  for (;;) {
    const rows = (await strapi.db.query(ITEM_UID[kind]).findMany({
      where: whereOf(query, afterId),
      select: FIELDS[kind],
      populate: { violationCodes: { select: ['code', 'group'] } },
      orderBy: { id: 'asc' },
      limit: batchSize,
    })) as unknown as DecisionRow[];
    for (const row of rows) {
      const line = toDecisionLine(kind, row);
      if (line) yield line;
    }
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1].id;
  }
}

/**
 * Detections then reports, as NDJSON text. The first page is read before the caller answers, so a database failure
 * there is still an error status; later failures end the stream early (the client sees a cut-off body).
 */
export async function decisionsStream(query: DecisionsQuery): Promise<Readable> {
  async function* all() {
    for (const kind of ['detection', 'report'] as const) yield* decisionLines(kind, query);
  }
  const lines = all();
  const first = await lines.next();
  async function* text() {
    if (first.done) return;
    yield `${JSON.stringify(first.value)}\n`;
    for await (const line of lines) yield `${JSON.stringify(line)}\n`;
  }
  return Readable.from(text(), { objectMode: false });
}
