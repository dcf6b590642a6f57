/**
 * Email notifications on a real Strapi with a real SMTP inbox (issue 13 point 6): a public report reaches every
 * supervisor and nobody else, a supervisor's decision reaches the operators, the reporter who left an email gets the
 * decision without internal detail, a digest preference holds the email for the daily digest (sent once), an overdue
 * case reaches its assignee, the preferences' routes check their input, and a broken mail server breaks no request.
 */
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type * as NotificationService from '../../src/services/notifications';
import { startMailCatcher, type MailCatcher } from '../helpers/smtp';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { REPORT_FIELDS, bearer, createStaff, submitReport, tokenFor, type StaffAccount } from '../helpers/fixtures';

let mail: MailCatcher;
let mailOpen = true;
let app: Booted;
// The service as the running Strapi loaded it (the compiled app), so `settled()` sees its deliveries.
let service: typeof NotificationService;
const people = {} as Record<'sup1' | 'sup2' | 'op1' | 'op2' | 'admin', StaffAccount>;
const tokens = {} as Record<keyof typeof people, string>;
const SITE = 'https://lcmdp.example.la';
const REPORTER = REPORT_FIELDS.reporterEmail;
const INTERNAL_NOTE = 'Internal: the pharmacist is the owner’s cousin';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const api = () => request(app.server);
const as = (who: keyof typeof people) => bearer(tokens[who]);
const addresses = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
const mailsTo = (address: string) => mail.mails.filter((m) => addresses(m).includes(address.toLowerCase()));
const allRecipients = (mails: ParsedMail[]) => [...new Set(mails.flatMap(addresses))].sort();

/** Waits for every delivery started so far, and returns the mails that arrived meanwhile. */
async function mailsDuring(work: () => Promise<unknown>): Promise<ParsedMail[]> {
  const before = mail.mails.length;
  await work();
  await service.settled();
  // The SMTP server parses a message after accepting it: give the last one a moment.
  await new Promise((r) => setTimeout(r, 200));
  return mail.mails.slice(before);
}

async function usersWithRole(role: string): Promise<string[]> {
  const rows = (await app.strapi.db
    .query('plugin::users-permissions.user')
    .findMany({ where: { role: { type: role } }, select: ['email'] })) as { email: string }[];
  return rows.map((r) => r.email.toLowerCase()).sort();
}

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await bootStrapi({ SMTP_PORT: String(mail.port), PUBLIC_SITE_URL: SITE });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  service = require(join(__dirname, '../../dist/src/services/notifications')) as typeof NotificationService;
  people.sup1 = await createStaff(app, 'supervisor');
  people.sup2 = await createStaff(app, 'supervisor');
  people.op1 = await createStaff(app, 'operator');
  people.op2 = await createStaff(app, 'operator');
  people.admin = await createStaff(app, 'admin');
  for (const who of Object.keys(people) as (keyof typeof people)[]) tokens[who] = await tokenFor(app, people[who]);
});
afterAll(async () => {
  await app.stop();
  if (mailOpen) await mail.close();
});

describe('preferences', () => {
  it('start from the defaults, change field by field, and refuse bad input with field messages', async () => {
    const mine = await api().get('/api-laos/me/notifications').set(as('sup2'));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      data: { language: 'lo', new_report: 'immediately', awaiting_approval: 'immediately', case_deadline: 'digest' },
    });

    const bad = await api().put('/api-laos/me/notifications').set(as('sup2')).send({ new_report: 'weekly', language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      new_report: 'new_report must be one of: immediately, digest, off',
      language: 'language must be one of: lo, en',
    });
    const unknown = await api().put('/api-laos/me/notifications').set(as('sup2')).send({ weekly: true });
    expect(unknown.status).toBe(400);

    const saved = await api().put('/api-laos/me/notifications').set(as('sup2')).send({ new_report: 'digest', language: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      language: 'en',
      new_report: 'digest',
      awaiting_approval: 'immediately',
      case_deadline: 'digest',
    });
    expect((await api().get('/api-laos/me/notifications').set(as('sup2'))).body.data.new_report).toBe('digest');
    // One person's choice is theirs alone.
    expect((await api().get('/api-laos/me/notifications').set(as('sup1'))).body.data.new_report).toBe('immediately');
    // The preferences are not part of the profile answer.
    expect((await api().get('/api-laos/get_profile').set(as('sup2'))).body.data).not.toHaveProperty('notificationPreferences');
  });
});

let withEmail: string;
let withoutEmail: string;

describe('a public report', () => {
  it('reaches each supervisor who wants it at once, and no operator, admin or member of the public', async () => {
    const mails = await mailsDuring(async () => {
      const res = await submitReport(app);
      expect(res.status).toBe(201);
      withEmail = res.body.data._id;
    });
    const supervisors = await usersWithRole('supervisor');
    expect(supervisors).toContain(people.sup1.email.toLowerCase());
    // Every supervisor but sup2 (digest) is told, each by one email of their own; nobody else.
    const expected = supervisors.filter((s) => s !== people.sup2.email.toLowerCase());
    expect(allRecipients(mails)).toEqual(expected);
    expect(mails).toHaveLength(expected.length);
    const [first] = mailsTo(people.sup1.email);
    expect(first.subject).toBe('LCMDP: ມີການລາຍງານໃໝ່ຈາກປະຊາຊົນ');
    expect(first.text).toContain(`${SITE}/laos/detail-report-laos/${withEmail}`);
    expect(first.text).not.toContain(REPORTER);
    expect(first.text).not.toContain('Secret Reporter');
  });

  it('without a reporter email also reaches the supervisors', async () => {
    const mails = await mailsDuring(async () => {
      const fields: Record<string, string> = { ...REPORT_FIELDS };
      delete fields.reporterEmail;
      delete fields.reporterName;
      delete fields.reporterOrganisation;
      const res = await submitReport(app, fields);
      expect(res.status).toBe(201);
      withoutEmail = res.body.data._id;
    });
    expect(mails.map((m) => addresses(m))).toContainEqual([people.sup1.email.toLowerCase()]);
    expect(mailsTo(people.sup2.email)).toEqual([]);
  });
});

describe('the review chain', () => {
  it("tells the operators (not the supervisors) when a supervisor's decision waits for approval", async () => {
    const mails = await mailsDuring(async () => {
      const res = await api()
        .post('/api-laos/update_supervisor_status_report_laos')
        .set(as('sup1'))
        .send({ _id: withEmail, status: 'violation', note: INTERNAL_NOTE });
      expect(res.status).toBe(200);
    });
    expect(allRecipients(mails)).toEqual(await usersWithRole('operator'));
    const [toOp] = mailsTo(people.op1.email).slice(-1);
    expect(toOp.subject).toBe('LCMDP: ລໍຖ້າການອະນຸມັດ');
    expect(toOp.text).toContain('ລະເມີດ');
  });

  it('tells the reporter who left an email the decision and the tracking link, and nothing internal', async () => {
    const mails = await mailsDuring(async () => {
      const res = await api()
        .post('/api-laos/update_operator_status_report_laos')
        .set(as('op1'))
        .send({ _id: withEmail, status: 'violation' });
      expect(res.status).toBe(200);
    });
    expect(allRecipients(mails)).toEqual([REPORTER]);
    const [decided] = mails;
    expect(decided.subject).toBe('LCMDP: ການລາຍງານຂອງທ່ານໄດ້ຮັບການພິຈາລະນາແລ້ວ');
    expect(decided.text).toContain('ລະເມີດ');
    expect(decided.text).toContain(`${SITE}/laos/detail-tracking-laos/${withEmail}?kind=report`);
    for (const secret of [
      INTERNAL_NOTE,
      'Test supervisor',
      'Test operator',
      people.sup1.email,
      people.op1.email,
      'Mekong',
      'LA-20',
    ]) {
      expect(decided.text).not.toContain(secret);
      expect(decided.html || '').not.toContain(secret);
    }
  });

  it('tells nobody outside the staff when the reporter left no email', async () => {
    await mailsDuring(() =>
      api()
        .post('/api-laos/update_supervisor_status_report_laos')
        .set(as('sup1'))
        .send({ _id: withoutEmail, status: 'non_violation' }),
    );
    const mails = await mailsDuring(async () => {
      const res = await api()
        .post('/api-laos/update_operator_status_report_laos')
        .set(as('op2'))
        .send({ _id: withoutEmail, status: 'non_violation' });
      expect(res.status).toBe(200);
    });
    expect(mails).toEqual([]);
  });

  it('never puts the reporter’s email in a public answer', async () => {
    for (const path of [
      `/api-laos/get_report/${withEmail}`,
      `/api-laos/get_tracking/report/${withEmail}`,
      '/api-laos/get_data_from_route?route=verified-laos',
      '/api-laos/get_data_from_route?route=violation-laos',
    ]) {
      const res = await api().get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(JSON.stringify(res.body)).not.toContain(REPORTER);
    }
  });
});

describe('the daily digest', () => {
  it('gathers what waited into one email per person, and a second run the same day sends nothing', async () => {
    const now = new Date();
    // Two runs at once (as when each CMS process's cron fires at the same hour) send each digest once.
    const mails = await mailsDuring(async () => {
      await Promise.all([service.runDailyNotifications(now), service.runDailyNotifications(now)]);
    });
    expect(allRecipients(mails)).toEqual([people.sup2.email.toLowerCase()]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('LCMDP: daily digest (2 items)');
    expect(mails[0].text).toContain(`${SITE}/laos/detail-report-laos/${withEmail}`);
    expect(mails[0].text).toContain(`${SITE}/laos/detail-report-laos/${withoutEmail}`);

    expect(await mailsDuring(() => service.runDailyNotifications(now))).toEqual([]);
  });

  it("reminds a case's assignee of an overdue deadline, once a day, and nobody else", async () => {
    const cases = await api().get('/api-laos/cases?state=all&pageSize=100').set(as('op1'));
    const opened = (
      cases.body.data as { _id: string; caseNumber: string; assignee: { id: number } | null; items: { _id: string }[] }[]
    ).find((c) => c.items.some((i) => i._id === withEmail));
    expect(opened?.assignee?.id).toBe(people.op1.id);
    const notice = await api()
      .post(`/api-laos/cases/${opened!._id}/steps/send_notice`)
      .set(as('op1'))
      .field('responseDueOn', day(3));
    expect(notice.status).toBe(200);

    // Not due yet today.
    expect(await mailsDuring(() => service.runDailyNotifications(new Date()))).toEqual([]);

    const later = new Date(Date.now() + 5 * 86_400_000);
    const mails = await mailsDuring(() => service.runDailyNotifications(later));
    expect(allRecipients(mails)).toEqual([people.op1.email.toLowerCase()]);
    expect(mails[0].subject).toBe('LCMDP: ສະຫຼຸບປະຈຳວັນ (1 ລາຍການ)');
    expect(mails[0].text).toContain(`ກາຍກຳນົດ: ${opened!.caseNumber}`);
    expect(mails[0].text).toContain(`${SITE}/laos/cases/${opened!._id}`);
    expect(await mailsDuring(() => service.runDailyNotifications(later))).toEqual([]);

    // The next day it is still overdue: one more reminder.
    const dayAfter = new Date(later.getTime() + 86_400_000);
    expect(allRecipients(await mailsDuring(() => service.runDailyNotifications(dayAfter)))).toEqual([
      people.op1.email.toLowerCase(),
    ]);
  });

  it('sends nothing of a kind its recipient turned off', async () => {
    expect((await api().put('/api-laos/me/notifications').set(as('sup1')).send({ new_report: 'off' })).status).toBe(200);
    const mails = await mailsDuring(async () => expect((await submitReport(app)).status).toBe(201));
    expect(mailsTo(people.sup1.email).filter((m) => mails.includes(m))).toEqual([]);
  });
});

describe('a broken mail server', () => {
  it('is logged: the report is still saved and answered', async () => {
    await mail.close();
    mailOpen = false;
    const res = await submitReport(app);
    expect(res.status).toBe(201);
    await service.settled();
    expect((await api().get(`/api-laos/get_report/${res.body.data._id}`).set(as('sup1'))).status).toBe(200);
    const digest = await service.runDailyNotifications(new Date());
    // sup2's digest of the new report could not be sent: it stays for the next run.
    expect(digest.digests).toBe(0);
    const waiting = await app.strapi.db
      .query('api::notification.notification')
      .count({ where: { recipientId: people.sup2.id, sentAt: { $null: true } } });
    expect(waiting).toBeGreaterThan(0);
  });
});
