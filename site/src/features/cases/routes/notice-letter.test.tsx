/**
 * The notice letter in the send-notice dialog: downloading it in Lao or English for the answer date chosen, and
 * the generated letter attached to the step by default (its language sent), or not when unticked.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { OPERATOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings, typeDate } from '@/test/report-test-kit';
import { refusal, wireCase } from '../testing/fixtures';
import CasePage from './case-page';

// Each test drives antd's dialog, date picker and confirmation through user-event: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
withDesktopScreen();

const ID = 'case1aaaaaaaaaaaaaaaaaaa';
const routes = [{ path: '/cases/:id', element: <CasePage /> }];
const SHA = 'c'.repeat(64);
const OPENED = wireCase({ stage: 'opened', responseDueOn: null, allowedSteps: ['send_notice'], steps: [] });
const SENT = wireCase({
  stage: 'notice_sent',
  allowedSteps: ['record_response'],
  steps: [
    {
      step: 'send_notice',
      stageAfter: 'notice_sent',
      at: '2026-11-03T03:00:00.000Z',
      by: 'Demo Operator',
      note: null,
      details: { responseDueOn: '2026-12-10', letterLanguage: 'lo', letter: { language: 'lo', fileName: 'x.pdf', sha256: SHA } },
      files: [{ url: `/uploads/${SHA}.pdf`, name: `${SHA}.pdf`, mime: 'application/pdf' }],
    },
  ],
});

const due = dayjs().add(14, 'day');
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The CMS: the case, the letters asked for (their query), the step forms received. */
function cms(options: { letterFails?: boolean } = {}) {
  const letters: Record<string, string>[] = [];
  const sent: FormData[] = [];
  server.use(
    http.get('/api-laos/cases/:id', () => HttpResponse.json({ data: OPENED })),
    http.get('/api-laos/cases/:id/notice', ({ request }) => {
      letters.push(Object.fromEntries(new URL(request.url).searchParams));
      if (options.letterFails)
        return HttpResponse.json(refusal(503, 'The letter could not be printed now; try again in a moment', {}), { status: 503 });
      const language = new URL(request.url).searchParams.get('language');
      return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="notice-LA-2026-0007-${language}.pdf"`,
        },
      });
    }),
    http.post('/api-laos/cases/:id/steps/:step', async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json({ success: true, data: SENT });
    }),
  );
  return { letters, sent };
}

let saved: string[];
let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() });
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  click.mockRestore();
  store.signOut();
});

describe('the notice letter when sending the notice', () => {
  it('downloads the letter in English and in Lao for the answer date chosen, asking for the date first', async () => {
    signInAs(OPERATOR);
    const { letters } = cms();
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'en');
    await u.click(await screen.findByRole('button', { name: 'Send notice' }));
    const dialog = await screen.findByRole('dialog');

    await u.click(within(dialog).getByRole('button', { name: /Download the letter \(English\)/ }));
    expect(await within(dialog).findByText('Please fill in this field')).toBeInTheDocument();
    expect(letters).toEqual([]);

    typeDate('Answer due by', due.format('MM/DD/YYYY'));
    await u.click(within(dialog).getByRole('button', { name: /Download the letter \(English\)/ }));
    await waitFor(() => expect(saved).toEqual(['notice-LA-2026-0007-en.pdf']));
    await u.click(within(dialog).getByRole('button', { name: /Download the letter \(ລາວ\)/ }));
    await waitFor(() => expect(saved).toEqual(['notice-LA-2026-0007-en.pdf', 'notice-LA-2026-0007-lo.pdf']));
    expect(letters).toEqual([
      { language: 'en', responseDueOn: due.format('YYYY-MM-DD') },
      { language: 'lo', responseDueOn: due.format('YYYY-MM-DD') },
    ]);
  });

  it('attaches the generated letter by default, in the language chosen', async () => {
    signInAs(OPERATOR);
    const { sent } = cms();
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'en');
    await u.click(await screen.findByRole('button', { name: 'Send notice' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Attach the generated letter' })).toBeChecked();
    typeDate('Answer due by', due.format('MM/DD/YYYY'));
    await u.click(within(dialog).getByRole('radio', { name: 'English' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('letterLanguage')).toBe('en');
    expect(sent[0].get('responseDueOn')).toBe(due.format('YYYY-MM-DD'));
  });

  it('sends no letter language when the letter is not to be attached', async () => {
    signInAs(OPERATOR);
    const { sent } = cms();
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'en');
    await u.click(await screen.findByRole('button', { name: 'Send notice' }));
    const dialog = await screen.findByRole('dialog');
    typeDate('Answer due by', due.format('MM/DD/YYYY'));
    await u.click(within(dialog).getByRole('checkbox', { name: 'Attach the generated letter' }));
    expect(within(dialog).queryByRole('radio', { name: 'English' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].has('letterLanguage')).toBe(false);
  });

  it('speaks Lao: the buttons, the default Lao letter, and a failed letter named in the dialog', async () => {
    signInAs(OPERATOR);
    const { letters, sent } = cms({ letterFails: true });
    const u = user();
    renderAt(`/cases/${ID}`, routes, 'lo');
    await u.click(await screen.findByRole('button', { name: 'ສົ່ງໜັງສືແຈ້ງເຕືອນ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ໜັງສືແຈ້ງເຕືອນ')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'ແນບໜັງສືແຈ້ງເຕືອນທີ່ລະບົບສ້າງຂຶ້ນ' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'ລາວ' })).toBeChecked();
    typeDate('ຕ້ອງຕອບກັບພາຍໃນວັນທີ', due.format('DD/MM/YYYY'));
    await u.click(within(dialog).getByRole('button', { name: /ດາວໂຫຼດໜັງສືແຈ້ງເຕືອນ \(English\)/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The letter could not be printed now');
    expect(letters).toHaveLength(1);
    expect(saved).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'ບັນທຶກ' }));
    await u.click(await screen.findByRole('button', { name: 'ແມ່ນ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('letterLanguage')).toBe('lo');
  });
});

describe('the timeline of a sent notice', () => {
  it("shows the letter's language and SHA-256", async () => {
    signInAs(OPERATOR);
    server.use(http.get('/api-laos/cases/:id', () => HttpResponse.json({ data: SENT })));
    renderAt(`/cases/${ID}`, routes, 'en');
    expect(await screen.findByText(`Notice letter: ລາວ, SHA-256 ${SHA}`)).toBeInTheDocument();
  });
});
