import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WireCase } from '@lcmdp/contract';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { ADMIN, OPERATOR, SUPERVISOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { refusal, wireCase } from '../testing/fixtures';
import CasePage from './case-page';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
withDesktopScreen();
afterEach(() => store.signOut());

const ID = 'case1aaaaaaaaaaaaaaaaaaa';
const routes = [{ path: '/cases/:id', element: <CasePage /> }];

/** Past its answer date without an answer: the case may be decided now, and nothing else. */
const WAITING = wireCase({
  overdue: 'response_overdue',
  responseDueOn: '2026-11-10',
  allowedSteps: ['decide'],
  steps: [
    {
      step: 'open',
      stageAfter: 'opened',
      at: '2026-11-02T03:00:00.000Z',
      by: 'Demo Operator',
      note: null,
      details: {},
      files: [],
    },
    {
      step: 'send_notice',
      stageAfter: 'notice_sent',
      at: '2026-11-03T03:00:00.000Z',
      by: 'Demo Operator',
      note: 'Letter handed over',
      details: { responseDueOn: '2026-11-10' },
      files: [{ url: '/uploads/notice.pdf', name: 'notice.pdf', mime: 'application/pdf' }],
    },
  ],
});

const DECIDED = wireCase({
  stage: 'decided',
  measures: ['warning', 'fine'],
  fineKip: 5000000,
  legalBasis: 'Decree 256',
  allowedSteps: ['close'],
});

/** The CMS of these tests: the case, and the step forms it received (answered by `answer`). */
function cms(value: WireCase, answer: () => Response = () => HttpResponse.json({ success: true, data: DECIDED })) {
  const sent: { step: string; form: FormData }[] = [];
  server.use(
    http.get('/api-laos/cases/:id', () => HttpResponse.json({ data: value })),
    http.post('/api-laos/cases/:id/steps/:step', async ({ request, params }) => {
      sent.push({ step: String(params.step), form: await request.formData() });
      return answer();
    }),
  );
  return sent;
}

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Opens the decision form, chooses a warning and a fine of 5 000 000 kip with a legal basis, and confirms. */
async function decide(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('button', { name: 'Decide' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByLabelText('Fine (kip)')).not.toBeInTheDocument();
  await u.click(within(dialog).getByRole('checkbox', { name: 'Warning' }));
  await u.click(within(dialog).getByRole('checkbox', { name: 'Fine' }));
  await u.type(within(dialog).getByLabelText('Fine (kip)'), '5000000');
  await u.type(within(dialog).getByLabelText('Legal basis'), 'Decree 256, article 8');
  await u.click(within(dialog).getByRole('button', { name: 'Save' }));
  await u.click(await screen.findByRole('button', { name: 'Yes' }));
}

describe('a case page', () => {
  it('shows the facts, the items and the timeline, and only the steps the case allows', async () => {
    signInAs(OPERATOR);
    cms(WAITING);
    renderAt(`/cases/${ID}`, routes, 'en');
    expect(await screen.findByRole('button', { name: 'Decide' })).toBeInTheDocument();
    for (const name of ['Send notice', 'Record the answer', 'Verify removal', 'Close the case'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(screen.getByText('Answer date passed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Detected ad: Dumex · Dumex Laos' })).toHaveAttribute(
      'href',
      '/detection-laos?item=det1aaaaaaaaaaaaaaaaaaaa',
    );
    expect(screen.getByRole('link', { name: 'History of Dumex · Dumex Laos' })).toHaveAttribute(
      'href',
      '/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa',
    );
    expect(screen.getByText('Letter handed over')).toBeInTheDocument();
    expect(screen.getByText('Answer due: 11/10/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'notice.pdf' })).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/notice.pdf'),
    );
  });

  it('posts a decision with its measures and fine after the confirmation', async () => {
    signInAs(ADMIN);
    const sent = cms(WAITING);
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'en');
    await decide(u);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].step).toBe('decide');
    expect(sent[0].form.get('measures')).toBe('warning,fine');
    expect(sent[0].form.get('fineKip')).toBe('5000000');
    expect(sent[0].form.get('legalBasis')).toBe('Decree 256, article 8');
    expect(sent[0].form.has('removalDueOn')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field message on its field", async () => {
    signInAs(OPERATOR);
    cms(WAITING, () =>
      HttpResponse.json(refusal(400, 'Invalid input', { fields: { fineKip: 'The fine is too large' } }), { status: 400 }),
    );
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'en');
    await decide(u);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The fine is too large')).toBeInTheDocument();
  });

  it('names the reason of a refused step, in Lao', async () => {
    signInAs(OPERATOR);
    cms(WAITING, () =>
      HttpResponse.json(refusal(409, 'The answer date has not passed', { reason: 'response_not_yet_due' }), { status: 409 }),
    );
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'lo');
    await u.click(await screen.findByRole('button', { name: 'ຕັດສິນ' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('checkbox', { name: 'ການຕັກເຕືອນ' }));
    await u.type(within(dialog).getByLabelText('ພື້ນຖານທາງກົດໝາຍ'), 'ດຳລັດ 256');
    await u.click(within(dialog).getByRole('button', { name: 'ບັນທຶກ' }));
    await u.click(await screen.findByRole('button', { name: 'ແມ່ນ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ຍັງບໍ່ທັນຮອດວັນກຳນົດຕອບກັບຂອງບໍລິສັດ: ກະລຸນາບັນທຶກຄຳຕອບ ຫຼື ລໍຖ້າໃຫ້ຮອດວັນກຳນົດກ່ອນຕັດສິນ.',
    );
  });

  it('assigns the case to an operator or admin chosen from the staff accounts', async () => {
    signInAs(OPERATOR);
    cms(WAITING);
    const assigned: unknown[] = [];
    server.use(
      http.get('/api-laos/get_users', () => HttpResponse.json({ data: [ADMIN, OPERATOR, SUPERVISOR] })),
      http.put('/api-laos/cases/:id/assignee', async ({ request }) => {
        assigned.push(await request.json());
        return HttpResponse.json({ success: true, data: { ...WAITING, assignee: { id: 1, name: 'Demo Admin' } } });
      }),
    );
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'en');
    await u.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('combobox', { name: 'Operator or admin' }));
    expect(await screen.findByTitle('Demo Admin')).toBeInTheDocument();
    expect(screen.queryByTitle('Demo Supervisor')).not.toBeInTheDocument();
    await u.click(screen.getByTitle('Demo Admin'));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assigned).toEqual([{ assignee: 1 }]));
  });

  it('lets a supervisor read the case without any action', async () => {
    signInAs(SUPERVISOR);
    cms(DECIDED);
    renderAt(`/cases/${ID}`, routes, 'en');
    expect(await screen.findByText('Supervisors can read cases; operators and admins take their steps.')).toBeInTheDocument();
    expect(screen.getByText('5,000,000 kip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });
});

describe('takedown verification', () => {
  const ORDERED = wireCase({
    stage: 'decided',
    measures: ['removal_order'],
    removalDueOn: '2026-12-01',
    legalBasis: 'Decree 472/PM',
    allowedSteps: ['verify_removal'],
  });
  const CAPTURED = wireCase({
    ...ORDERED,
    steps: [
      {
        step: 'recapture',
        stageAfter: 'decided',
        at: '2026-11-20T03:00:00.000Z',
        by: 'Demo Operator',
        note: null,
        details: {
          captures: [{ kind: 'detection', _id: 'det1', url: 'https://shop.example/ad', outcome: 'gone', http_status: null }],
        },
        files: [],
      },
    ],
  });

  it('captures the pages again while a removal is ordered, and shows what the visit found', async () => {
    signInAs(OPERATOR);
    let asked = 0;
    let current = ORDERED;
    server.use(
      http.get('/api-laos/cases/:id', () => HttpResponse.json({ data: current })),
      http.post('/api-laos/cases/:id/recapture', () => {
        asked += 1;
        current = CAPTURED;
        return HttpResponse.json({ success: true, data: CAPTURED });
      }),
    );
    renderAt(`/cases/${ID}`, routes, 'en');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Capture the page again' }));
    await waitFor(() => expect(asked).toBe(1));
    expect(await screen.findByText('Found: https://shop.example/ad — the page is gone')).toBeInTheDocument();
    expect(screen.getByText('Page captured again')).toBeInTheDocument();
  });

  it('offers no capture once no removal is ordered', async () => {
    signInAs(OPERATOR);
    cms(DECIDED);
    renderAt(`/cases/${ID}`, routes, 'en');
    expect(await screen.findByRole('button', { name: 'Close the case' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Capture the page again' })).not.toBeInTheDocument();
  });
});

describe('removal verified from a "gone" capture', () => {
  const capture = (outcome: 'gone' | 'still_there', at: string, by: string | null) => ({
    step: 'recapture' as const,
    stageAfter: 'decided' as const,
    at,
    by,
    note: null,
    details: {
      captures: [
        {
          kind: 'detection',
          _id: 'det1',
          url: 'https://shop.example/ad',
          outcome,
          http_status: null,
          ...(outcome === 'gone' ? { reason: 'The page answered HTTP 404' } : {}),
        },
      ],
    },
    files: [],
  });
  const ORDERED = wireCase({
    stage: 'decided',
    measures: ['removal_order'],
    removalDueOn: '2026-12-01',
    legalBasis: 'Decree 472/PM',
    allowedSteps: ['verify_removal'],
  });
  const GONE = wireCase({
    ...ORDERED,
    steps: [
      capture('still_there', '2026-11-19T03:00:00.000Z', null),
      capture('gone', '2026-11-20T03:00:00.000Z', 'Demo Operator'),
    ],
  });
  const VERIFIED = wireCase({ ...GONE, stage: 'removal_verified', allowedSteps: ['close'] });

  it('verifies the removal in one click (and a confirmation), with that capture written in as evidence', async () => {
    signInAs(OPERATOR);
    const sent = cms(GONE, () => HttpResponse.json({ success: true, data: VERIFIED }));
    renderAt(`/cases/${ID}`, routes, 'en');
    // The scheduled visit names no staff member: the daily check took it.
    expect(await screen.findByText(/by the daily check/)).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: 'Removal verified' });
    expect(buttons).toHaveLength(1); // only on the latest capture, the one that found the page gone
    const u = user();
    await u.click(buttons[0]);
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Verify the removal from this capture?');
    expect(prompt).toHaveTextContent('https://shop.example/ad — the page is gone');
    await u.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].step).toBe('verify_removal');
    const note = String(sent[0].form.get('note'));
    expect(note).toMatch(/^Removal verified from the capture of .+: https:\/\/shop\.example\/ad — the page is gone/);
    expect(note).toContain('(The page answered HTTP 404)');
    expect(await screen.findByText('The removal was verified')).toBeInTheDocument();
  });

  it('is offered in Lao too, and not after a capture that still found the ad, nor to supervisors', async () => {
    signInAs(OPERATOR);
    cms(GONE);
    const { unmount } = renderAt(`/cases/${ID}`, routes, 'lo');
    expect(await screen.findByRole('button', { name: 'ຢືນຢັນວ່າຖອນອອກແລ້ວ' })).toBeInTheDocument();
    unmount();

    cms(
      wireCase({
        ...ORDERED,
        steps: [capture('gone', '2026-11-19T03:00:00.000Z', null), capture('still_there', '2026-11-20T03:00:00.000Z', null)],
      }),
    );
    const still = renderAt(`/cases/${ID}`, routes, 'en');
    expect(await screen.findByRole('button', { name: 'Verify removal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Removal verified' })).not.toBeInTheDocument();
    still.unmount();

    signInAs(SUPERVISOR);
    cms(GONE);
    renderAt(`/cases/${ID}`, routes, 'en');
    expect(await screen.findByText('Supervisors can read cases; operators and admins take their steps.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Removal verified' })).not.toBeInTheDocument();
  });
});
