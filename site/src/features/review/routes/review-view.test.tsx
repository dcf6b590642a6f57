import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WireDetection } from '@lcmdp/contract';
import { silenceActWarnings } from '@/test/report-test-kit';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { formatDateTime } from '@/lib/dates';
import { renderAt } from '@/test/render';
import { CODE_LD5, CODE_LD9, TYPE_ADVERT, page, pendingDetection, signInAs, withDesktopScreen } from '../testing/fixtures';
import DetectionQueue from './detection-queue';

// antd in jsdom is slow to render and to query by role (the drawer is big: role queries stay inside small parts of
// it, labels are found by label); on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
withDesktopScreen();
afterEach(() => store.signOut());

const routes = [{ path: '/detection-laos', element: <DetectionQueue /> }];
/** The one reopen rule after an operator's approval, as both levels read it. */
const REOPEN_RULE = {
  en: 'An operator has approved this item: only an admin can reopen it, with a new supervisor decision that the operator then approves again.',
  lo: 'ຜູ້ປະຕິບັດງານໄດ້ອະນຸມັດລາຍການນີ້ແລ້ວ: ມີແຕ່ຜູ້ດູແລລະບົບເທົ່ານັ້ນທີ່ເປີດຄືນໄດ້, ດ້ວຍການຕັດສິນໃໝ່ຂອງຜູ້ກວດກາ ທີ່ຜູ້ປະຕິບັດງານຈະອະນຸມັດອີກຄັ້ງ.',
};
const ID = 'det1aaaaaaaaaaaaaaaaaaaa';
const ID2 = 'det2aaaaaaaaaaaaaaaaaaaa';

/**
 * The confirmation prompt with this title. (antd gives every dialog the id "test-id" under test, so the prompt's
 * aria-labelledby finds the drawer's title: its accessible name cannot be used here.)
 */
async function prompt(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
const noPrompt = (title: string) => screen.queryByText(title, { selector: '.ant-modal-confirm-title' });

interface Sent {
  path: string;
  body: unknown;
}

/** The CMS of these tests: a queue, the item (which `current` can change), the catalogue, and the review calls. */
function cms(items: WireDetection[], answer: (path: string) => Response | undefined = () => undefined) {
  const state = { current: items[0], listCalls: 0, sent: [] as Sent[] };
  server.use(
    http.get('/api-laos/get_data_from_route', () => {
      state.listCalls += 1;
      return HttpResponse.json(page(items));
    }),
    http.get('/api-laos/get_data/:id', ({ params }) =>
      HttpResponse.json({ data: params.id === state.current._id ? state.current : items.find((i) => i._id === params.id) }),
    ),
    http.get('/api-laos/get_violation_code', () => HttpResponse.json({ data: [CODE_LD5, CODE_LD9] })),
    http.get('/api-laos/get_violation_types', () => HttpResponse.json({ data: [TYPE_ADVERT] })),
    http.post('/api-laos/:call', async ({ request, params }) => {
      const path = String(params.call);
      state.sent.push({ path, body: await request.json() });
      return answer(path) ?? HttpResponse.json({ success: true, status: 'pending_approval', changed: true });
    }),
  );
  return state;
}

describe('the review view', () => {
  it('lets a supervisor choose a status after confirming, and says so after the delay', async () => {
    signInAs('supervisor', 7);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const api = cms([pendingDetection()]);
    renderAt(`/detection-laos?item=${ID}`, routes, 'en');

    const decisions = await screen.findByLabelText('Supervisor: choose a status');
    expect(screen.queryByLabelText('Operator: choose a status')).not.toBeInTheDocument();
    // What the detector gave: the matched text marked in the caption, the screenshot with its SHA-256.
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(expect.arrayContaining(['better than breast milk', 'ດີກວ່ານົມແມ່']));
    expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
    expect(screen.getByText('92 %')).toBeInTheDocument();

    await user.click(within(decisions).getByRole('button', { name: 'Violation' }));
    const dialog = await prompt('Do you want to choose this status?');
    expect(within(dialog).getByText('Supervisor: Violation')).toBeInTheDocument();
    const listCallsBefore = api.listCalls;
    api.current = pendingDetection({
      status: 'pending_approval',
      supervisor_status: 'violation',
      supervisor: { _id: 7, full_name: 'Khamla Supervisor' },
      supervisor_at: '2025-03-02T09:00:00.000Z',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      path: 'update_supervisor_status_detect_laos',
      body: { _id: ID, status: 'violation', usercheck: 7 },
    });
    // The spec's 2000 ms: no success toast yet.
    expect(screen.queryByText('The status was saved')).not.toBeInTheDocument();
    expect(await screen.findByText('The status was saved', {}, { timeout: 6_000 })).toBeInTheDocument();
    // Then the item and the queue are asked again.
    expect(await screen.findByText('Khamla Supervisor')).toBeInTheDocument();
    await waitFor(() => expect(api.listCalls).toBeGreaterThan(listCallsBefore));
  });

  it("shows the server's refusal in the reader's words", async () => {
    signInAs('supervisor', 7);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const api = cms([pendingDetection()], () =>
      HttpResponse.json(
        {
          data: null,
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'This item was already approved by an operator as violation; only an admin can reopen it.',
            details: { reason: 'approved_admin_only' },
          },
        },
        { status: 409 },
      ),
    );
    renderAt(`/detection-laos?item=${ID}`, routes, 'lo');

    const decisions = await screen.findByLabelText('ຜູ້ກວດກາ: ເລືອກສະຖານະ');
    await user.click(within(decisions).getByRole('button', { name: 'ບໍ່ລະເມີດ' }));
    const dialog = await prompt('ທ່ານຕ້ອງການເລືອກສະຖານະນີ້ບໍ່?');
    await user.click(within(dialog).getByRole('button', { name: 'ແມ່ນ' }));

    expect(await screen.findByText('ບັນທຶກບໍ່ສຳເລັດ')).toBeInTheDocument();
    expect(screen.getByText(REOPEN_RULE.lo)).toBeInTheDocument();
    expect(api.sent[0]).toEqual({
      path: 'update_supervisor_status_detect_laos',
      body: { _id: ID, status: 'non_violation', usercheck: 7 },
    });
  });

  it('gives an operator the operator level only, explains what the chain refuses, and has keyboard shortcuts', async () => {
    signInAs('operator', 9);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const waiting = pendingDetection({ status: 'pending_approval', supervisor_status: 'violation' });
    const api = cms([waiting, pendingDetection({ _id: ID2, brand: 'NutriMax' })]);
    const { router } = renderAt(`/detection-laos?item=${ID}`, routes, 'en');

    const decisions = await screen.findByLabelText('Operator: choose a status');
    expect(screen.queryByLabelText('Supervisor: choose a status')).not.toBeInTheDocument();
    expect(within(decisions).getByRole('button', { name: 'Violation' })).toBeEnabled();
    expect(within(decisions).getByRole('button', { name: 'To be updated' })).toBeEnabled();
    const refused = within(decisions).getByRole('button', { name: 'Non violation' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(
      "The operator approves the supervisor's decision or sends the item back (to be updated).",
    );

    // A key typed into a field is text, not a shortcut.
    fireEvent.keyDown(screen.getByLabelText('Violation codes'), { key: 'v' });
    expect(noPrompt('Do you want to choose this status?')).not.toBeInTheDocument();

    // V asks to confirm the operator's "violation"; No sends nothing.
    fireEvent.keyDown(document.body, { key: 'v' });
    const dialog = await prompt('Do you want to choose this status?');
    expect(within(dialog).getByText('Operator: Violation')).toBeInTheDocument();
    // No second prompt behind the first one.
    fireEvent.keyDown(document.body, { key: 'v' });
    expect(screen.getAllByText('Do you want to choose this status?', { selector: '.ant-modal-confirm-title' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(noPrompt('Do you want to choose this status?')).not.toBeInTheDocument());

    // J goes to the next item of the queue.
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(router.state.location.search).toBe(`?item=${ID2}`));
    expect(api.sent).toEqual([]);
  });
  it.each([
    ['supervisor', 'Supervisor: choose a status', 'Violation'],
    ['operator', 'Operator: choose a status', 'Non violation'],
  ] as const)('tells the %s the same reopen rule after an approval', async (role, levelLabel, refusedDecision) => {
    signInAs(role, role === 'supervisor' ? 7 : 9);
    const approved = pendingDetection({
      status: 'violation',
      supervisor_status: 'violation',
      operator_status: 'violation',
      approved_at: '2026-11-20T08:00:00.000Z',
    });
    const api = cms([approved]);
    renderAt(`/detection-laos?item=${ID}`, routes, 'en');

    const decisions = await screen.findByLabelText(levelLabel);
    const refused = within(decisions).getByRole('button', { name: refusedDecision });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(REOPEN_RULE.en);
    expect(api.sent).toEqual([]);
  });

  it('says when the detector saw the same ad again, where, and which model judged it', async () => {
    signInAs('supervisor', 7);
    const again = pendingDetection({
      seen_count: 3,
      last_seen_at: '2025-03-04T10:30:00.000Z',
      seen_urls: ['https://www.facebook.com/babygold/posts/2', 'https://shop.example.la/babygold'],
      ai_model_version: 'nb1-e2dde414c3',
      source_key: 'fb_mekong_nutrition',
    });
    cms([again]);
    const { unmount } = renderAt(`/detection-laos?item=${ID}`, routes, 'en');
    const last = formatDateTime('2025-03-04T10:30:00.000Z', 'en');
    expect(await screen.findByText(`Seen again: 2 times (3 times in all), last ${last}`)).toBeInTheDocument();
    expect(screen.getByText('Also seen on these pages:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /shop\.example\.la\/babygold/ })).toHaveAttribute(
      'href',
      'https://shop.example.la/babygold',
    );
    expect(screen.getByRole('link', { name: /babygold\/posts\/2/ })).toBeInTheDocument();
    expect(screen.getByText('nb1-e2dde414c3')).toBeInTheDocument();
    expect(screen.getByText(/Model version/)).toBeInTheDocument();
    unmount();

    // Lao, the default language; seen once: no notice.
    renderAt(`/detection-laos?item=${ID}`, routes, 'lo');
    expect(
      await screen.findByText(
        `ພົບເຫັນອີກ: 2 ຄັ້ງ (ທັງໝົດ 3 ຄັ້ງ), ຄັ້ງລ່າສຸດ ${formatDateTime('2025-03-04T10:30:00.000Z', 'lo')}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows no seen-again notice for an ad seen once', async () => {
    signInAs('supervisor', 7);
    cms([pendingDetection({ seen_count: 1, seen_urls: [], last_seen_at: '2025-03-01T08:00:00.000Z' })]);
    renderAt(`/detection-laos?item=${ID}`, routes, 'en');
    await screen.findByLabelText('Supervisor: choose a status');
    expect(screen.queryByText(/Seen again/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Model version/)).not.toBeInTheDocument();
  });
});
