/**
 * Demo enforcement cases (issue 13): the demo seed opens five cases on confirmed violations and walks them through
 * the case service itself (so every step is checked by the case rules and appended to the history chain), each to a
 * different stage: opened; notice sent and overdue (two items of one company joined in it); the company's answer
 * recorded; decided with a fine in kip and an order to remove; closed after the removal was verified. The stories
 * began in the past: each step is taken "as of" its own day.
 */
import type { Variant } from '@lcmdp/contract';
import type { Actor } from '../domain/review-chain';
import { assignCase, CASE_UID, joinItems, openCaseForItem, takeCaseStep } from '../services/cases';
import { ITEM_UID } from '../services/items';
import { chainTransaction } from '../services/review-lock';

type ItemKind = keyof typeof ITEM_UID;

interface ConfirmedItem {
  kind: ItemKind;
  id: number;
  documentId: string;
  variant: Variant;
  company: string | null;
  operatorAt: string;
}

export interface DemoCaseActors {
  operator: Actor;
  admin: Actor;
}

export interface DemoCaseSummary {
  cases: number;
  steps: string[];
}

const DAY = 86_400_000;

/** The day `days` from `now` (negative: in the past), at 09:00 in Vientiane (02:00 UTC); `ymd` gives it as `YYYY-MM-DD`. */
const dayAt = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 2));
const ymd = (d: Date) => d.toISOString().slice(0, 10);

async function confirmedItems(): Promise<ConfirmedItem[]> {
  const out: ConfirmedItem[] = [];
  for (const kind of ['detection', 'report'] as const) {
    const rows = (await strapi.db.query(ITEM_UID[kind]).findMany({
      where: { reviewStatus: 'violation', operatorStatus: 'violation', archived: false, company: { $notNull: true } },
      select: ['id', 'documentId', 'variant', 'company', 'operatorAt'],
      orderBy: [{ operatorAt: 'asc' }, { id: 'asc' }],
    })) as Omit<ConfirmedItem, 'kind'>[];
    out.push(...rows.map((r) => ({ ...r, kind, operatorAt: new Date(r.operatorAt).toISOString() })));
  }
  return out.sort((a, b) => a.operatorAt.localeCompare(b.operatorAt) || a.id - b.id);
}

/** The case's opening date is the day it began, not the day the seed ran. */
async function backdateCase(documentId: string, openedAt: Date): Promise<void> {
  await chainTransaction(() => strapi.db.query(CASE_UID).update({ where: { documentId }, data: { createdAt: openedAt } }));
}

/**
 * Opens and walks the demo cases. Needs confirmed violations confirmed before each story began (the demo items
 * were confirmed up to a year back), two of them of one company and variant for the joined case.
 */
export async function seedDemoCases(actors: DemoCaseActors, now: Date): Promise<DemoCaseSummary> {
  const items = await confirmedItems();
  const used = new Set<ConfirmedItem>();
  // Confirmed at least a day before the story began, and not in another story.
  const free = (i: ConfirmedItem, beganDaysAgo: number) =>
    !used.has(i) && Date.parse(i.operatorAt) < dayAt(now, -beganDaysAgo).getTime() - DAY;
  const take = (beganDaysAgo: number, wanted?: (i: ConfirmedItem) => boolean): ConfirmedItem => {
    const found = items.find((i) => free(i, beganDaysAgo) && (wanted ? wanted(i) : true));
    if (!found) throw new Error(`Demo cases: no confirmed violation from before ${beganDaysAgo} days ago is left`);
    used.add(found);
    return found;
  };
  const steps: string[] = [];
  const open = async (item: ConfirmedItem, daysAgo: number) => {
    const at = dayAt(now, -daysAgo);
    const id = await openCaseForItem(item.kind, item.id, actors.operator, at);
    await backdateCase(id, at);
    steps.push('open');
    return id;
  };
  const step = async (
    caseId: string,
    name: Parameters<typeof takeCaseStep>[1],
    daysAgo: number,
    fields: Record<string, unknown>,
  ) => {
    await takeCaseStep(caseId, name, fields, [], actors.operator, undefined, dayAt(now, -daysAgo));
    steps.push(name);
  };

  // 5. Closed after the removal was verified: the oldest story.
  const closed = await open(take(90), 90);
  await step(closed, 'send_notice', 88, {
    responseDueOn: ymd(dayAt(now, -74)),
    note: 'Notice letter delivered by hand to the shop owner.',
  });
  await step(closed, 'record_response', 80, {
    receivedOn: ymd(dayAt(now, -80)),
    note: 'The company admits the promotion and promises to take the posts down.',
  });
  await step(closed, 'decide', 75, {
    measures: ['warning', 'removal_order'],
    removalDueOn: ymd(dayAt(now, -60)),
    legalBasis: 'Decree 472/PM, Article 12 (promotion to the public)',
    note: 'First offence: a written warning and an order to remove every post.',
  });
  await step(closed, 'verify_removal', 62, { note: 'The page was checked: the posts are gone.' });
  await step(closed, 'close', 61, { note: 'Closed: the company complied.' });

  // 4. Decided: a fine in kip and an order to remove, the removal date still ahead.
  const decided = await open(take(60), 60);
  await step(decided, 'send_notice', 58, { responseDueOn: ymd(dayAt(now, -44)) });
  await step(decided, 'record_response', 50, {
    receivedOn: ymd(dayAt(now, -50)),
    note: 'The company says the distributor ran the campaign without its consent.',
  });
  await step(decided, 'decide', 40, {
    measures: ['fine', 'removal_order'],
    fineKip: 15_000_000,
    removalDueOn: ymd(dayAt(now, 10)),
    legalBasis: 'Decree 472/PM, Articles 12 and 25',
    note: 'Repeat promotion after an earlier warning: a fine of 15,000,000 kip and removal within the deadline.',
  });

  // 2. Two ads of one company joined in one case; the notice went out and the answer date has passed: overdue.
  const first = take(40, (i) => items.some((j) => j !== i && free(j, 40) && sameCompany(i, j)));
  const second = take(40, (j) => sameCompany(first, j));
  const overdue = await open(first, 40);
  await joinItems(overdue, [{ kind: second.kind, _id: second.documentId }], actors.operator, dayAt(now, -39));
  steps.push('join_items');
  await step(overdue, 'send_notice', 38, {
    responseDueOn: ymd(dayAt(now, -24)),
    note: 'One notice for both ads of the same campaign.',
  });

  // 3. The company's answer recorded; the case handed to the admin.
  const answered = await open(take(30), 30);
  await step(answered, 'send_notice', 28, { responseDueOn: ymd(dayAt(now, -14)) });
  await step(answered, 'record_response', 20, {
    receivedOn: ymd(dayAt(now, -20)),
    note: 'The company asks for more time to check its labels.',
  });
  await assignCase(answered, actors.admin.userId, actors.operator, dayAt(now, -19));
  steps.push('assign');

  // 1. Just opened, assigned to the operator who confirmed it.
  await open(take(2), 2);

  return { cases: 5, steps };
}

const sameCompany = (a: ConfirmedItem, b: ConfirmedItem) =>
  a.variant === b.variant && (a.company ?? '').trim().toLowerCase() === (b.company ?? '').trim().toLowerCase();
