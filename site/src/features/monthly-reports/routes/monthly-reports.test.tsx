import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { WireMonthlyReport } from '@lcmdp/contract';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import MonthlyReports from './monthly-reports';

// antd in jsdom is slow to render and to query by role; text queries keep these tests quick on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [{ path: '/monthly-reports', element: <MonthlyReports /> }];
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });
const buttonLabelled = (text: string, scope: HTMLElement = document.body) => within(scope).getByText(text).closest('button')!;
/** The table's body rows, newest report first. */
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));

const kept = (over: Partial<WireMonthlyReport> = {}): WireMonthlyReport => ({
  _id: 'report-1',
  month: '2026-03',
  variant: 'laos',
  language: 'lo',
  generatedAt: '2026-04-02T03:00:00.000Z',
  generatedBy: 'Test supervisor',
  pdf: { name: 'lcmdp-monthly-report-laos-2026-03-lo.pdf', size: 1000, sha256: 'a'.repeat(64) },
  xlsx: { name: 'lcmdp-monthly-report-laos-2026-03-lo.xlsx', size: 500, sha256: 'b'.repeat(64) },
  ...over,
});

/** The reports API: the list (as it stands), generation (recording each request) and the files. */
function reportsApi(initial: WireMonthlyReport[], answer?: { status: number; body: unknown }) {
  const list = [...initial];
  const posted: unknown[] = [];
  const downloads: string[] = [];
  server.use(
    http.get('/api-laos/monthly-reports', () => HttpResponse.json({ data: list })),
    http.post('/api-laos/monthly-reports', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push(body);
      if (answer) return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
      const made = kept({ _id: 'report-2', month: body.month, variant: body.variant as never, language: body.language as never });
      list.unshift(made);
      return HttpResponse.json({ success: true, data: made }, { status: 201 });
    }),
    http.get('/api-laos/monthly-reports/:id/:format', ({ params }) => {
      downloads.push(`${String(params.id)}/${String(params.format)}`);
      return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="lcmdp-monthly-report-${String(params.id)}.${String(params.format)}"`,
        },
      });
    }),
  );
  return { posted, downloads };
}

describe('monthly reports', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the kept reports, generates one for the chosen variant and language, and downloads its files', async () => {
    const user = setupUser();
    const { posted, downloads } = reportsApi([kept()]);
    renderAt('/monthly-reports', routes, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly reports' })).toBeInTheDocument();
    expect(await screen.findByText('2026-03')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Laos law')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Test supervisor')).toBeInTheDocument();

    await user.click(screen.getByText('International code'));
    await user.click(screen.getByText('English'));
    await user.click(buttonLabelled('Generate the report'));
    await waitFor(() =>
      expect(posted).toEqual([
        { month: dayjs().subtract(1, 'month').format('YYYY-MM'), variant: 'international', language: 'en' },
      ]),
    );
    // The list is read again: the new report comes first.
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(bodyRows()[0]).getByText('International code')).toBeInTheDocument();

    await user.click(buttonLabelled('Download PDF', bodyRows()[1]));
    await waitFor(() => expect(saved).toEqual(['lcmdp-monthly-report-report-1.pdf']));
    await user.click(buttonLabelled('Download Excel', bodyRows()[0]));
    await waitFor(() => expect(downloads).toEqual(['report-1/pdf', 'report-2/xlsx']));
  });

  it('shows the server’s field message under the month, in Lao, and an empty list', async () => {
    const user = setupUser();
    reportsApi([], {
      status: 400,
      body: {
        data: null,
        error: {
          status: 400,
          message: 'month: The month must not be in the future',
          details: { fields: { month: 'The month must not be in the future' } },
        },
      },
    });
    renderAt('/monthly-reports', routes, 'lo');
    expect(screen.getByRole('heading', { level: 1, name: 'ບົດລາຍງານປະຈຳເດືອນ' })).toBeInTheDocument();
    expect(await screen.findByText('ຍັງບໍ່ມີບົດລາຍງານ')).toBeInTheDocument();
    await user.click(buttonLabelled('ສ້າງບົດລາຍງານ'));
    expect(
      await screen.findByText('The month must not be in the future', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ບໍ່ສາມາດສ້າງບົດລາຍງານໄດ້')).toBeInTheDocument();
  });
});
