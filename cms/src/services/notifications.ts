/**
 * Email notifications (issue 13 point 6): sent through Strapi's email plugin (the password reset's SMTP set-up).
 * The review chain and the report form call `notifyAfterCommit` inside their transaction: the email goes out only
 * once that transaction has committed, off the request (a broken SMTP server is logged, never the caller's error).
 * `runDailyNotifications` (a daily cron task, and what tests call) adds the due and overdue cases of each assignee
 * and sends each person one digest of what waits for it. Every staff notification is a row of `notification`
 * (recipient + event key unique), so a second run the same day sends nothing twice.
 */
import {
  notificationPreferencesUpdateSchema,
  type CaseMeasure,
  type CaseStage,
  type NotificationPreferences,
  type Variant,
} from '@lcmdp/contract';
import type { z } from 'zod';
import type { ItemKind } from '../domain/list-plan';
import {
  awaitsApproval,
  caseDeadlineOf,
  digestDay,
  digestEmail,
  eventEmail,
  eventKey,
  finalDecisionOf,
  preferencesOf,
  recipientsOf,
  reporterEmail,
  type Email,
  type ItemRef,
  type Recipient,
  type ReportDecided,
  type StaffEvent,
  type StaffMember,
} from '../domain/notifications';
import { notFound } from '../http/failure';
import { settings } from '../settings';
import { CASE_UID } from './cases';
import { ITEM_UID } from './items';
import { createSharedLock } from './serial';

export const NOTIFICATION_UID = 'api::notification.notification';
const USER_UID = 'plugin::users-permissions.user';
const STAFF_ROLE_TYPES = ['supervisor', 'operator', 'admin'];

type ItemOnly = Omit<ItemRef, 'company' | 'brand'>;
/** What the hooks announce: a staff event about an item (refs only; the rest is read when delivering) or a decision. */
export type Announcement =
  | { kind: 'new_report'; item: ItemOnly }
  | { kind: 'awaiting_approval'; item: ItemOnly; decision: 'violation' | 'non_violation' }
  | ReportDecided;

const links = () => ({ siteUrl: settings().PUBLIC_SITE_URL });

// Deliveries still running, so tests (and shutdown) can wait for them.
const pending = new Set<Promise<void>>();

/** Resolves once every delivery started so far has finished (sent, recorded or logged). */
export async function settled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/** Runs a delivery on a later turn of the event loop, off the request; its failure is logged, never thrown. */
function startDelivery(announcement: Announcement): void {
  const run = new Promise((resolve) => setImmediate(resolve))
    .then(() => deliver(announcement))
    .catch((error: Error) => {
      strapi.log.error(`Notification (${announcement.kind}) failed: ${error.message}`);
    });
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/**
 * Called where an event happens. Inside a transaction, the delivery waits for its commit (a rolled-back change tells
 * nobody); it then runs off the request, so neither a slow nor a broken mail server touches the caller.
 */
export async function notifyAfterCommit(announcement: Announcement): Promise<void> {
  const later = () => startDelivery(announcement);
  if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(later));
  else later();
}

/** The review chain's hook: a supervisor's decision waits for operators; an operator's final one goes to the reporter. */
export async function notifyReviewDecision(
  item: { kind: ItemKind; documentId: string; variant: Variant },
  level: string,
  to: string,
  supervisorDecision?: string,
): Promise<void> {
  if (awaitsApproval(level, to) && (supervisorDecision === 'violation' || supervisorDecision === 'non_violation')) {
    await notifyAfterCommit({ kind: 'awaiting_approval', item, decision: supervisorDecision });
  }
  const decision = finalDecisionOf(level, to);
  if (decision && item.kind === 'report') {
    await notifyAfterCommit({ kind: 'report_decided', report: { documentId: item.documentId, variant: item.variant }, decision });
  }
}

async function send(to: string, email: Email): Promise<void> {
  await strapi.plugin('email').service('email').send({ to, subject: email.subject, text: email.text });
}

interface StoredMember {
  id: number;
  email: string;
  blocked: boolean | null;
  notificationPreferences: unknown;
  role?: { type?: string } | null;
}

async function staffMembers(): Promise<StaffMember[]> {
  const rows = (await strapi.db.query(USER_UID).findMany({
    where: { blocked: false, role: { type: { $in: STAFF_ROLE_TYPES } } },
    select: ['id', 'email', 'blocked', 'notificationPreferences'],
    populate: { role: { select: ['type'] } },
  })) as StoredMember[];
  return rows.map((r) => ({ ...r, role: r.role?.type ?? null }));
}

async function itemRef(item: ItemOnly): Promise<ItemRef> {
  const row = (await strapi.db
    .query(ITEM_UID[item.kind])
    .findOne({ where: { documentId: item.documentId }, select: ['company', 'brand'] })) as {
    company?: string | null;
    brand?: string | null;
  } | null;
  return { ...item, company: row?.company ?? null, brand: row?.brand ?? null };
}

async function deliver(announcement: Announcement): Promise<void> {
  if (announcement.kind === 'report_decided') return tellReporter(announcement);
  const item = await itemRef(announcement.item);
  const event: StaffEvent =
    announcement.kind === 'new_report'
      ? { kind: 'new_report', item }
      : { kind: 'awaiting_approval', item, decision: announcement.decision };
  await record(event, recipientsOf(event, await staffMembers()), new Date());
}

/** The reporter's email, only if they left one: the decision and the tracking link; nothing is kept of it. */
async function tellReporter(event: ReportDecided): Promise<void> {
  const report = (await strapi.db.query(ITEM_UID.report).findOne({
    where: { documentId: event.report.documentId },
    select: ['id'],
    populate: { reporter: true },
  })) as { reporter?: { email?: string | null } | null } | null;
  const address = report?.reporter?.email?.trim();
  if (!address) return;
  await send(address, reporterEmail(event, links()));
}

/**
 * Writes one row per recipient (skipping those already told of this event) and sends the immediate ones now;
 * digest rows wait for the daily run. A failed send is logged and its row stays unsent.
 */
async function record(event: StaffEvent, recipients: Recipient[], now: Date): Promise<void> {
  const key = eventKey(event, now);
  for (const recipient of recipients) {
    const dedupeKey = `${recipient.userId}:${key}`;
    const known = await strapi.db.query(NOTIFICATION_UID).findOne({ where: { dedupeKey }, select: ['id'] });
    if (known) continue;
    const row = (await strapi.db.query(NOTIFICATION_UID).create({
      data: { recipientId: recipient.userId, kind: event.kind, delivery: recipient.delivery, dedupeKey, event },
    })) as { id: number };
    if (recipient.delivery !== 'immediately') continue;
    try {
      await send(recipient.email, eventEmail(event, recipient.language, links()));
      await strapi.db.query(NOTIFICATION_UID).update({ where: { id: row.id }, data: { sentAt: new Date() } });
    } catch (error) {
      strapi.log.error(`Notification email to user ${recipient.userId} failed: ${(error as Error).message}`);
    }
  }
}

interface StoredCase {
  documentId: string;
  caseNumber: string;
  company: string;
  stage: CaseStage;
  responseDueOn: string | null;
  removalDueOn: string | null;
  measures: CaseMeasure[] | null;
  assignee?: { id: number } | null;
}

/** The due and overdue cases with an assignee, as events for that assignee. */
async function caseDeadlineEvents(now: Date): Promise<StaffEvent[]> {
  const rows = (await strapi.db.query(CASE_UID).findMany({
    where: {
      // The stages with a pending deadline: the company's answer, or an ordered removal.
      stage: { $in: ['notice_sent', 'decided'] },
      assignee: { id: { $notNull: true } },
    },
    select: ['documentId', 'caseNumber', 'company', 'stage', 'responseDueOn', 'removalDueOn', 'measures'],
    populate: { assignee: { select: ['id'] } },
  })) as StoredCase[];
  const events: StaffEvent[] = [];
  for (const c of rows) {
    const deadline = caseDeadlineOf(c, now);
    if (deadline && c.assignee) events.push({ kind: 'case_deadline', assigneeId: c.assignee.id, deadline });
  }
  return events;
}

export interface DailyRun {
  /** Digest emails sent. */
  digests: number;
  /** Case deadline notifications recorded (immediate or for the digest). */
  deadlines: number;
}

/**
 * The daily task: records the due and overdue cases for their assignees (once per case, deadline and day), then
 * sends each staff member one email with every digest item not sent yet, and marks them sent.
 */
export async function runDailyNotifications(now: Date = new Date()): Promise<DailyRun> {
  // One run at a time, in this process and across CMS processes on one PostgreSQL (each one's cron fires at the same
  // hour): the later run finds every digest sent and every deadline recorded.
  return dailyRunLock(() => dailyRun(now));
}

const dailyRunLock = createSharedLock('daily-notifications');

async function dailyRun(now: Date): Promise<DailyRun> {
  await settled();
  const staff = await staffMembers();
  const before = await strapi.db.query(NOTIFICATION_UID).count({ where: { kind: 'case_deadline' } });
  for (const event of await caseDeadlineEvents(now)) await record(event, recipientsOf(event, staff), now);
  const deadlines = (await strapi.db.query(NOTIFICATION_UID).count({ where: { kind: 'case_deadline' } })) - before;

  let digests = 0;
  const day = digestDay(now);
  for (const member of staff) {
    const rows = (await strapi.db.query(NOTIFICATION_UID).findMany({
      where: { recipientId: member.id, delivery: 'digest', sentAt: { $null: true } },
      select: ['id', 'event'],
      orderBy: { id: 'asc' },
    })) as { id: number; event: StaffEvent }[];
    if (!rows.length) continue;
    const { language } = preferencesOf(member.notificationPreferences);
    try {
      await send(
        member.email,
        digestEmail(
          rows.map((r) => r.event),
          language,
          links(),
        ),
      );
    } catch (error) {
      strapi.log.error(`Digest email to user ${member.id} failed: ${(error as Error).message}`);
      continue;
    }
    await strapi.db.query(NOTIFICATION_UID).updateMany({
      where: { id: { $in: rows.map((r) => r.id) } },
      data: { sentAt: now, digestDay: day },
    });
    digests += 1;
  }
  return { digests, deadlines };
}

/** The daily digest as a Strapi cron task, at NOTIFICATION_DIGEST_HOUR Lao time. */
export function scheduleDailyNotifications(): void {
  strapi.cron.add({
    notificationDigest: {
      task: async () => {
        try {
          const run = await runDailyNotifications();
          strapi.log.info(`Notifications: ${run.digests} digest(s) sent, ${run.deadlines} case deadline(s) noted`);
        } catch (error) {
          strapi.log.error(`Daily notifications failed: ${(error as Error).message}`);
        }
      },
      options: { rule: `0 0 ${settings().NOTIFICATION_DIGEST_HOUR} * * *`, tz: 'Asia/Vientiane' },
    },
  });
}

export async function preferencesFor(userId: number): Promise<NotificationPreferences> {
  const row = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'notificationPreferences'] })) as {
    notificationPreferences?: unknown;
  } | null;
  if (!row) throw notFound('User');
  return preferencesOf(row.notificationPreferences);
}

export async function savePreferences(
  userId: number,
  update: z.output<typeof notificationPreferencesUpdateSchema>,
): Promise<NotificationPreferences> {
  const next = { ...(await preferencesFor(userId)), ...update };
  await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { notificationPreferences: next } });
  return next;
}
