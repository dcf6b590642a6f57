import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { silenceActWarnings } from '@/test/report-test-kit';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import {
  CODE_LD5,
  TYPE_ADVERT,
  errorBody,
  page,
  pendingDetection,
  pendingReport,
  signInAs,
  withDesktopScreen,
} from '../testing/fixtures';
import DetectionQueue from './detection-queue';
import ReportQueue from './report-queue';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/detection-laos', element: <DetectionQueue /> },
  { path: '/report', element: <ReportQueue /> },
  { path: '/report-mobile-laos', element: <ReportQueue /> },
];

/** Answers the list call with `body` and records the query of every call. */
function queueApi(body: unknown) {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get('/api-laos/get_data_from_route', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return calls;
}

silenceActWarnings();
beforeEach(() => signInAs('supervisor'));
afterEach(() => store.signOut());

describe('review queues on desktop', () => {
  withDesktopScreen();

  it('lists the detections with their three statuses, and sends the filters of the URL', async () => {
    const user = userEvent.setup();
    const calls = queueApi(
      page(
        [
          pendingDetection({ violation_codes: [CODE_LD5], violation_types: [TYPE_ADVERT] }),
          pendingDetection({
            _id: 'det2aaaaaaaaaaaaaaaaaaaa',
            brand: 'NutriMax',
            status: 'pending_approval',
            supervisor_status: 'non_violation',
          }),
        ],
        { page: 2, total: 22 },
      ),
    );
    renderAt('/detection-laos?page=2&status=pending_approval&from=2025-03-01&to=2025-03-31&q=gold', routes, 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Auto-detected suspected violations' })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Review: BabyGold · Acme Nutrition' })).closest('tr')!;
    expect(within(row).getByText('BabyGold: better than breast milk! ນົມຜົງດີກວ່ານົມແມ່')).toBeInTheDocument();
    expect(within(row).getByText('Acme Nutrition')).toBeInTheDocument();
    // The item's status and the AI's verdict; the supervisor and the operator have not decided.
    expect(within(row).getAllByText('Suspected violation')).toHaveLength(2);
    expect(within(row).getAllByText('Not decided')).toHaveLength(2);
    expect(within(row).getByText('LD-5')).toBeInTheDocument();
    const second = screen.getByRole('button', { name: 'Review: NutriMax · Acme Nutrition' }).closest('tr')!;
    expect(within(second).getByText('Pending approval')).toBeInTheDocument();
    expect(within(second).getByText('Non violation')).toBeInTheDocument();
    expect(screen.getByText('Total: 22')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      route: 'detection-laos',
      page: '2',
      pageSize: '20',
      status: 'pending_approval',
      from: '2025-03-01',
      to: '2025-03-31',
      q: 'gold',
    });

    // A new search starts again from page 1 and keeps the other filters.
    const search = screen.getByRole('searchbox', { name: 'Search by company, brand or text' });
    await user.clear(search);
    await user.type(search, 'nutri{Enter}');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ q: 'nutri', page: '1', status: 'pending_approval' }));
  });

  it('asks the report route for archived reports and shows the empty archive in Lao and English', async () => {
    const calls = queueApi(page([]));
    const first = renderAt('/report?view=archived', routes, 'en');
    expect(await screen.findByText('No archived images')).toBeInTheDocument();
    expect(calls[0]).toEqual({ route: 'report', archived: 'true', page: '1', pageSize: '20' });
    expect(screen.getByRole('radio', { name: 'Archived' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    first.unmount();

    const lao = queueApi(page([]));
    renderAt('/detection-laos?view=archived&layout=slides', routes, 'lo');
    expect(await screen.findByText('ບໍ່ມີຮູບພາບທີ່ເກັບເຂົ້າແຟ້ມ')).toBeInTheDocument();
    expect(lao[0]).toEqual({ route: 'archived-laos', page: '1', pageSize: '20' });
  });

  it('shows archived items one at a time in the slide view', async () => {
    const user = userEvent.setup();
    queueApi(
      page([
        pendingDetection({ archived: true }),
        pendingDetection({ _id: 'det2aaaaaaaaaaaaaaaaaaaa', brand: 'NutriMax', archived: true }),
      ]),
    );
    renderAt('/detection-laos?view=archived&layout=slides', routes, 'en');
    const slides = await screen.findByRole('region', { name: 'Archived items, one at a time' });
    expect(within(slides).getByText('1 of 2')).toBeInTheDocument();
    expect(within(slides).getByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' })).toBeInTheDocument();
    expect(within(slides).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(within(slides).getByRole('button', { name: /Next/ }));
    expect(within(slides).getByText('2 of 2')).toBeInTheDocument();
    expect(within(slides).getByRole('heading', { level: 2, name: 'NutriMax · Acme Nutrition' })).toBeInTheDocument();
  });

  it('exports the current filter to Excel, and says so when the export fails', async () => {
    const user = userEvent.setup();
    queueApi(page([pendingDetection()]));
    const exports: Record<string, string>[] = [];
    let fail = false;
    server.use(
      http.get('/api-laos/export_data', ({ request }) => {
        exports.push(Object.fromEntries(new URL(request.url).searchParams));
        if (fail) return HttpResponse.json(errorBody(500, 'Export timed out'), { status: 500 });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="lcmdp-detections.xlsx"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });

    renderAt('/detection-laos?status=suspected_violation&q=gold', routes, 'en');
    await screen.findByText('BabyGold: better than breast milk! ນົມຜົງດີກວ່ານົມແມ່');
    await user.click(screen.getByRole('button', { name: /Export to Excel/ }));
    await waitFor(() => expect(clicks).toEqual(['lcmdp-detections.xlsx']));
    expect(exports[0]).toEqual({ route: 'detection-laos', status: 'suspected_violation', q: 'gold', lang: 'en' });

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('Export timed out')).toBeInTheDocument();
    click.mockRestore();
  });
});

describe('review queue on a phone', () => {
  it('shows cards with the statuses and opens the review view in the URL', async () => {
    const user = userEvent.setup();
    const calls = queueApi(page([pendingReport({ variant: 'laos' })]));
    server.use(http.get('/api-laos/get_report/:id', () => HttpResponse.json({ data: pendingReport() })));
    server.use(http.get('/api-laos/get_violation_code', () => HttpResponse.json({ data: [] })));
    server.use(http.get('/api-laos/get_violation_types', () => HttpResponse.json({ data: [] })));
    const { router } = renderAt('/report-mobile-laos', routes, 'en');
    const card = (await screen.findByRole('heading', { level: 2, name: 'MilkStar · Milky Co' })).closest('li')!;
    expect(within(card).getByText('Reviewing')).toBeInTheDocument();
    expect(calls[0].route).toBe('report-laos');
    await user.click(within(card).getByRole('button', { name: 'Review: MilkStar · Milky Co' }));
    expect(router.state.location.search).toBe('?item=rep1aaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByText('Somchai Phommavong')).toBeInTheDocument();
    expect(screen.getByText('Confidential')).toBeInTheDocument();
  });
});
