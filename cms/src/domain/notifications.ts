/**
 * Email notifications (issue 13 point 6), as pure rules: which event goes to whom (by role, by assignee, the
 * reporter), how each staff member wants each kind (at once, in the daily digest, or not), and the emails' subject
 * and text in the recipient's language. The reporter's email carries only the decision and the public tracking
 * link: no note, no staff name, no code.
 */
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  removalOrdered,
  type CasePosition,
  type Locale,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
  type Variant,
} from '@lcmdp/contract';
import type { ItemKind } from './list-plan';

export interface ItemRef {
  kind: ItemKind;
  documentId: string;
  variant: Variant;
  company?: string | null;
  brand?: string | null;
}

export interface CaseDeadline {
  documentId: string;
  caseNumber: string;
  company: string;
  /** Which deadline: the company's answer, or the ad's removal. */
  due: 'response' | 'removal';
  dueOn: string;
  overdue: boolean;
}

export type StaffEvent =
  | { kind: 'new_report'; item: ItemRef }
  | { kind: 'awaiting_approval'; item: ItemRef; decision: 'violation' | 'non_violation' }
  | { kind: 'case_deadline'; assigneeId: number; deadline: CaseDeadline };

/** The one event that leaves the staff side: a reporter's report was finally decided. */
export interface ReportDecided {
  kind: 'report_decided';
  report: { documentId: string; variant: Variant };
  decision: 'violation' | 'non_violation';
}

export interface StaffMember {
  id: number;
  email: string;
  role: string | null | undefined;
  blocked?: boolean | null;
  /** As stored (JSON); anything unreadable falls back to the defaults. */
  notificationPreferences?: unknown;
}

export interface Recipient {
  userId: number;
  email: string;
  language: Locale;
  delivery: Exclude<NotificationDelivery, 'off'>;
}

/** The stored preferences, each missing or unknown value replaced by its default. */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const out: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (!stored || typeof stored !== 'object') return out;
  const s = stored as Record<string, unknown>;
  if (s.language === 'lo' || s.language === 'en') out.language = s.language;
  for (const kind of NOTIFICATION_KINDS) {
    const value = s[kind];
    if (typeof value === 'string' && (NOTIFICATION_DELIVERIES as readonly string[]).includes(value)) {
      out[kind] = value as NotificationDelivery;
    }
  }
  return out;
}

/** Who is concerned by an event, before preferences: supervisors, operators, or the case's assignee. */
function concerned(event: StaffEvent, member: StaffMember): boolean {
  switch (event.kind) {
    case 'new_report':
      return member.role === 'supervisor';
    case 'awaiting_approval':
      return member.role === 'operator';
    case 'case_deadline':
      return member.id === event.assigneeId;
  }
}

/** The staff members an event goes to, and how each wants it; blocked accounts and "off" get nothing. */
export function recipientsOf(event: StaffEvent, staff: readonly StaffMember[]): Recipient[] {
  const out: Recipient[] = [];
  for (const member of staff) {
    if (member.blocked || !member.email || !concerned(event, member)) continue;
    const preferences = preferencesOf(member.notificationPreferences);
    const delivery = preferences[event.kind];
    if (delivery === 'off') continue;
    out.push({ userId: member.id, email: member.email, language: preferences.language, delivery });
  }
  return out;
}

/** A report's decision is final (public) when the operator approved the supervisor's violation / non-violation. */
export function finalDecisionOf(level: string, to: string): ReportDecided['decision'] | null {
  return level === 'operator' && (to === 'violation' || to === 'non_violation') ? to : null;
}

/** The supervisor decided, so the item now waits for an operator's approval. */
export function awaitsApproval(level: string, to: string): boolean {
  return level === 'supervisor' && to === 'pending_approval';
}

/** A deadline is "due" when it ends within this time: today's and tomorrow's deadlines show in today's digest. */
const DUE_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/** The end of a day given as `YYYY-MM-DD` (UTC): a deadline holds all its day (as the contract's case rules). */
function endOf(date: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T23:59:59.999Z`) : Date.parse(date);
}

/**
 * The case's pending deadline if it is due (it ends within two days) or overdue: the company's answer while
 * the notice waits for it, the removal while an ordered removal is not verified.
 */
export function caseDeadlineOf(
  c: CasePosition & { documentId: string; caseNumber: string; company: string },
  now: Date,
): CaseDeadline | null {
  let due: CaseDeadline['due'] | null = null;
  let dueOn: string | null | undefined = null;
  if (c.stage === 'notice_sent') [due, dueOn] = ['response', c.responseDueOn];
  else if (c.stage === 'decided' && removalOrdered(c)) [due, dueOn] = ['removal', c.removalDueOn];
  if (!due || !dueOn) return null;
  const end = endOf(dueOn);
  if (Number.isNaN(end) || end - now.getTime() > DUE_WITHIN_MS) return null;
  return {
    documentId: c.documentId,
    caseNumber: c.caseNumber,
    company: c.company,
    due,
    dueOn: dueOn.slice(0, 10),
    overdue: now.getTime() > end,
  };
}

/** The day a digest belongs to: the Lao calendar day (UTC+7) of the run. */
export function digestDay(now: Date): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What keeps an event from being told twice to the same person: deadlines once per case, deadline and day. */
export function eventKey(event: StaffEvent, now: Date): string {
  switch (event.kind) {
    case 'new_report':
    case 'awaiting_approval':
      return `${event.kind}:${event.item.kind}:${event.item.documentId}:${now.toISOString()}`;
    case 'case_deadline':
      return `case_deadline:${event.deadline.documentId}:${event.deadline.due}:${event.deadline.dueOn}:${digestDay(now)}`;
  }
}

export interface Email {
  subject: string;
  text: string;
}

/** Links into the public site (`<PUBLIC_SITE_URL>/laos`). */
export interface SiteLinks {
  siteUrl: string;
}

const base = (links: SiteLinks) => `${links.siteUrl.replace(/\/+$/, '')}/laos`;
const suffix = (variant: Variant) => (variant === 'laos' ? '-laos' : '');

export function staffItemLink(item: ItemRef, links: SiteLinks): string {
  const page = item.kind === 'report' ? 'detail-report' : 'detail';
  return `${base(links)}/${page}${suffix(item.variant)}/${encodeURIComponent(item.documentId)}`;
}
export function caseLink(documentId: string, links: SiteLinks): string {
  return `${base(links)}/cases/${encodeURIComponent(documentId)}`;
}
/** The public tracking page of a report (the site's detail-tracking page, `?kind=report`). */
export function trackingLink(report: { documentId: string; variant: Variant }, links: SiteLinks): string {
  return `${base(links)}/detail-tracking${suffix(report.variant)}/${encodeURIComponent(report.documentId)}?kind=report`;
}

const TEXTS = {
  lo: {
    kind: { detection: 'ການກວດພົບ', report: 'ການລາຍງານ' },
    variant: { international: 'ຫຼັກເກນສາກົນ', laos: 'ກົດໝາຍລາວ' },
    decision: { violation: 'ລະເມີດ', non_violation: 'ບໍ່ລະເມີດ' },
    due: { response: 'ກຳນົດຕອບຂອງບໍລິສັດ', removal: 'ກຳນົດຖອນໂຄສະນາອອກ' },
    newReport: 'ມີການລາຍງານໃໝ່ຈາກປະຊາຊົນ',
    awaiting: 'ລໍຖ້າການອະນຸມັດ',
    supervisorSaid: 'ຜູ້ກວດກາໄດ້ຕັດສິນ',
    overdue: 'ກາຍກຳນົດ',
    dueSoon: 'ໃກ້ຮອດກຳນົດ',
    company: 'ບໍລິສັດ',
    brand: 'ຍີ່ຫໍ້',
    open: 'ເປີດເບິ່ງ',
    digestSubject: (n: number) => `LCMDP: ສະຫຼຸບປະຈຳວັນ (${n} ລາຍການ)`,
    digestIntro: 'ລາຍການທີ່ທ່ານເລືອກຮັບເປັນສະຫຼຸບປະຈຳວັນ:',
    decidedSubject: 'LCMDP: ການລາຍງານຂອງທ່ານໄດ້ຮັບການພິຈາລະນາແລ້ວ',
    decidedBody: (decision: string, link: string) =>
      [
        'ຂອບໃຈທີ່ໄດ້ລາຍງານເຖິງກະຊວງສາທາລະນະສຸກ.',
        `ຜົນການພິຈາລະນາການລາຍງານຂອງທ່ານ: ${decision}.`,
        `ຕິດຕາມການລາຍງານຂອງທ່ານໄດ້ທີ່: ${link}`,
      ].join('\n'),
    footer: 'ທ່ານສາມາດປ່ຽນການແຈ້ງເຕືອນທາງອີເມວໄດ້ໃນຂໍ້ມູນສ່ວນຕົວຂອງທ່ານ.',
  },
  en: {
    kind: { detection: 'Detection', report: 'Report' },
    variant: { international: 'International code', laos: 'Lao law' },
    decision: { violation: 'a violation', non_violation: 'not a violation' },
    due: { response: "the company's answer date", removal: 'the removal date' },
    newReport: 'New public report',
    awaiting: 'Waiting for your approval',
    supervisorSaid: 'The supervisor decided',
    overdue: 'Overdue',
    dueSoon: 'Due soon',
    company: 'Company',
    brand: 'Brand',
    open: 'Open',
    digestSubject: (n: number) => `LCMDP: daily digest (${n} item${n === 1 ? '' : 's'})`,
    digestIntro: 'What you chose to receive in the daily digest:',
    decidedSubject: 'LCMDP: your report has been decided',
    decidedBody: (decision: string, link: string) =>
      [
        'Thank you for reporting to the Ministry of Health.',
        `Your report was decided: ${decision}.`,
        `Follow your report here: ${link}`,
      ].join('\n'),
    footer: 'You can change your email notifications in your personal information.',
  },
} as const;

const itemLine = (t: (typeof TEXTS)[Locale], item: ItemRef) =>
  [
    `${t.kind[item.kind]} (${t.variant[item.variant]})`,
    item.company ? `${t.company}: ${item.company}` : null,
    item.brand ? `${t.brand}: ${item.brand}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** One event as a title and its lines (the body of an immediate email, or one entry of a digest). */
function describe(event: StaffEvent, language: Locale, links: SiteLinks): { title: string; lines: string[] } {
  const t = TEXTS[language];
  switch (event.kind) {
    case 'new_report':
      return { title: t.newReport, lines: [itemLine(t, event.item), `${t.open}: ${staffItemLink(event.item, links)}`] };
    case 'awaiting_approval':
      return {
        title: t.awaiting,
        lines: [
          itemLine(t, event.item),
          `${t.supervisorSaid}: ${t.decision[event.decision]}`,
          `${t.open}: ${staffItemLink(event.item, links)}`,
        ],
      };
    case 'case_deadline': {
      const d = event.deadline;
      return {
        title: `${d.overdue ? t.overdue : t.dueSoon}: ${d.caseNumber}`,
        lines: [`${t.company}: ${d.company}`, `${t.due[d.due]}: ${d.dueOn}`, `${t.open}: ${caseLink(d.documentId, links)}`],
      };
    }
  }
}

/** The email of one event, sent at once. */
export function eventEmail(event: StaffEvent, language: Locale, links: SiteLinks): Email {
  const { title, lines } = describe(event, language, links);
  return { subject: `LCMDP: ${title}`, text: [...lines, '', TEXTS[language].footer].join('\n') };
}

/** The daily digest: every event gathered for one person, in their language. */
export function digestEmail(events: readonly StaffEvent[], language: Locale, links: SiteLinks): Email {
  const t = TEXTS[language];
  const entries = events.map((event) => {
    const { title, lines } = describe(event, language, links);
    return [`• ${title}`, ...lines.map((l) => `  ${l}`)].join('\n');
  });
  return { subject: t.digestSubject(events.length), text: [t.digestIntro, '', ...entries, '', t.footer].join('\n') };
}

/**
 * The reporter's email: the decision and the public tracking link, nothing else (no note, reviewer, code or
 * company name from the staff side). Reporters choose no language: Lao, the platform's default.
 */
export function reporterEmail(event: ReportDecided, links: SiteLinks, language: Locale = 'lo'): Email {
  const t = TEXTS[language];
  return { subject: t.decidedSubject, text: t.decidedBody(t.decision[event.decision], trackingLink(event.report, links)) };
}

export type { NotificationKind };
