/** Who is told what, how each person wants it, and what the emails say (domain/notifications.ts). */
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@lcmdp/contract';
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
  type StaffEvent,
  type StaffMember,
} from '../../src/domain/notifications';

const links = { siteUrl: 'https://lcmdp.example.la/' };
const item = { kind: 'report' as const, documentId: 'rep1', variant: 'laos' as const, company: 'Mekong Co.', brand: 'Gold' };
const staff: StaffMember[] = [
  { id: 1, email: 'sup1@x.la', role: 'supervisor' },
  { id: 2, email: 'sup2@x.la', role: 'supervisor', notificationPreferences: { new_report: 'digest', language: 'en' } },
  { id: 3, email: 'sup3@x.la', role: 'supervisor', notificationPreferences: { new_report: 'off' } },
  { id: 4, email: 'sup4@x.la', role: 'supervisor', blocked: true },
  { id: 5, email: 'op1@x.la', role: 'operator' },
  { id: 6, email: 'admin@x.la', role: 'admin' },
  { id: 7, email: 'op2@x.la', role: 'operator', notificationPreferences: { case_deadline: 'immediately' } },
];

describe('preferences', () => {
  it('fills in the defaults and ignores what it cannot read', () => {
    expect(preferencesOf(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(preferencesOf('digest')).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(preferencesOf({ language: 'fr', new_report: 'sometimes', case_deadline: 'off' })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      case_deadline: 'off',
    });
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      language: 'lo',
      new_report: 'immediately',
      awaiting_approval: 'immediately',
      case_deadline: 'digest',
    });
  });
});

describe('recipients', () => {
  it('sends a new public report to supervisors only, as each wants it, never to a blocked account', () => {
    expect(recipientsOf({ kind: 'new_report', item }, staff)).toEqual([
      { userId: 1, email: 'sup1@x.la', language: 'lo', delivery: 'immediately' },
      { userId: 2, email: 'sup2@x.la', language: 'en', delivery: 'digest' },
    ]);
  });

  it('sends an item waiting for approval to operators only', () => {
    const event: StaffEvent = { kind: 'awaiting_approval', item, decision: 'violation' };
    expect(recipientsOf(event, staff).map((r) => [r.userId, r.delivery])).toEqual([
      [5, 'immediately'],
      [7, 'immediately'],
    ]);
  });

  it("sends a case's deadline to its assignee only (whatever the role)", () => {
    const deadline = {
      documentId: 'c1',
      caseNumber: 'LA-2026-0001',
      company: 'Mekong Co.',
      due: 'response' as const,
      dueOn: '2026-11-20',
      overdue: true,
    };
    expect(recipientsOf({ kind: 'case_deadline', assigneeId: 7, deadline }, staff)).toEqual([
      { userId: 7, email: 'op2@x.la', language: 'lo', delivery: 'immediately' },
    ]);
    expect(recipientsOf({ kind: 'case_deadline', assigneeId: 5, deadline }, staff)[0].delivery).toBe('digest');
    expect(recipientsOf({ kind: 'case_deadline', assigneeId: 99, deadline }, staff)).toEqual([]);
  });

  it('knows a supervisor decision waiting for approval and a final decision', () => {
    expect(awaitsApproval('supervisor', 'pending_approval')).toBe(true);
    expect(awaitsApproval('supervisor', 'to_be_updated')).toBe(false);
    expect(awaitsApproval('operator', 'pending_approval')).toBe(false);
    expect(finalDecisionOf('operator', 'violation')).toBe('violation');
    expect(finalDecisionOf('operator', 'non_violation')).toBe('non_violation');
    expect(finalDecisionOf('operator', 'to_be_updated')).toBeNull();
    expect(finalDecisionOf('supervisor', 'violation')).toBeNull();
  });
});

describe('case deadlines', () => {
  const c = { documentId: 'c1', caseNumber: 'LA-2026-0001', company: 'Mekong Co.' };
  const now = new Date('2026-11-27T05:00:00Z');
  it('is due within two days, overdue once its day is over, and quiet otherwise', () => {
    expect(caseDeadlineOf({ ...c, stage: 'notice_sent', responseDueOn: '2026-11-27' }, now)).toMatchObject({
      due: 'response',
      overdue: false,
    });
    expect(caseDeadlineOf({ ...c, stage: 'notice_sent', responseDueOn: '2026-11-28' }, now)).toMatchObject({ overdue: false });
    expect(caseDeadlineOf({ ...c, stage: 'notice_sent', responseDueOn: '2026-11-30' }, now)).toBeNull();
    expect(caseDeadlineOf({ ...c, stage: 'notice_sent', responseDueOn: '2026-11-26' }, now)).toEqual({
      ...c,
      due: 'response',
      dueOn: '2026-11-26',
      overdue: true,
    });
    // Answered: the answer date no longer matters.
    expect(caseDeadlineOf({ ...c, stage: 'response_recorded', responseDueOn: '2026-11-26' }, now)).toBeNull();
    expect(
      caseDeadlineOf({ ...c, stage: 'decided', measures: ['removal_order'], removalDueOn: '2026-11-01' }, now),
    ).toMatchObject({ due: 'removal', overdue: true });
    expect(caseDeadlineOf({ ...c, stage: 'decided', measures: ['warning'], removalDueOn: '2026-11-01' }, now)).toBeNull();
    expect(caseDeadlineOf({ ...c, stage: 'opened' }, now)).toBeNull();
  });

  it('keys a deadline per Lao day, so one day tells it once', () => {
    const event: StaffEvent = {
      kind: 'case_deadline',
      assigneeId: 1,
      deadline: { ...c, due: 'response', dueOn: '2026-11-26', overdue: true },
    };
    expect(digestDay(new Date('2026-11-27T16:59:00Z'))).toBe('2026-11-27');
    expect(digestDay(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
    expect(eventKey(event, new Date('2026-11-27T01:00:00Z'))).toBe(eventKey(event, new Date('2026-11-27T09:00:00Z')));
    expect(eventKey(event, new Date('2026-11-27T01:00:00Z'))).not.toBe(eventKey(event, new Date('2026-11-28T01:00:00Z')));
  });
});

describe('emails', () => {
  it('writes a staff email in Lao by default and in English when asked, with the staff link', () => {
    const lo = eventEmail({ kind: 'new_report', item }, 'lo', links);
    expect(lo.subject).toBe('LCMDP: ມີການລາຍງານໃໝ່ຈາກປະຊາຊົນ');
    expect(lo.text).toContain('https://lcmdp.example.la/laos/detail-report-laos/rep1');
    const en = eventEmail(
      { kind: 'awaiting_approval', item: { ...item, kind: 'detection', variant: 'international' }, decision: 'non_violation' },
      'en',
      links,
    );
    expect(en.subject).toBe('LCMDP: Waiting for your approval');
    expect(en.text).toContain('The supervisor decided: not a violation');
    expect(en.text).toContain('https://lcmdp.example.la/laos/detail/rep1');
  });

  it('gathers a digest in one email', () => {
    const deadline = {
      documentId: 'c1',
      caseNumber: 'LA-2026-0001',
      company: 'Mekong Co.',
      due: 'removal' as const,
      dueOn: '2026-11-20',
      overdue: true,
    };
    const email = digestEmail(
      [
        { kind: 'new_report', item },
        { kind: 'case_deadline', assigneeId: 1, deadline },
      ],
      'en',
      links,
    );
    expect(email.subject).toBe('LCMDP: daily digest (2 items)');
    expect(email.text).toContain('New public report');
    expect(email.text).toContain('Overdue: LA-2026-0001');
    expect(email.text).toContain('the removal date: 2026-11-20');
    expect(email.text).toContain('https://lcmdp.example.la/laos/cases/c1');
  });

  it('tells the reporter only the decision and the public tracking link', () => {
    const email = reporterEmail(
      { kind: 'report_decided', report: { documentId: 'rep1', variant: 'laos' }, decision: 'violation' },
      links,
    );
    expect(email.subject).toBe('LCMDP: ການລາຍງານຂອງທ່ານໄດ້ຮັບການພິຈາລະນາແລ້ວ');
    expect(email.text).toContain('ລະເມີດ');
    expect(email.text).toContain('https://lcmdp.example.la/laos/detail-tracking-laos/rep1?kind=report');
    const links_ = email.text.match(/https?:\/\/\S+/g);
    expect(links_).toEqual(['https://lcmdp.example.la/laos/detail-tracking-laos/rep1?kind=report']);
    const en = reporterEmail(
      { kind: 'report_decided', report: { documentId: 'r2', variant: 'international' }, decision: 'non_violation' },
      links,
      'en',
    );
    expect(en.text).toContain('Your report was decided: not a violation.');
  });
});
