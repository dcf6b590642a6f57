import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { detection, errorBody, event, report } from '@/test/fixtures';
import TrackingDetail from './tracking-detail';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/detail-tracking/:id', element: <TrackingDetail /> },
  { path: '/detail-tracking-laos/:id', element: <TrackingDetail /> },
];

const HISTORY = [
  event({ level: 'ai', action: 'created', to_status: 'suspected_violation', at: '2025-03-01T08:00:00.000Z' }),
  event({ level: 'supervisor', action: 'codes', codes: ['LD-5', 'LD-9'], at: '2025-03-02T08:00:00.000Z' }),
  event({
    level: 'supervisor',
    action: 'status',
    from_status: 'suspected_violation',
    to_status: 'pending_approval',
    at: '2025-03-02T09:00:00.000Z',
    // Staff-only fields: a signed-in reviewer's answer carries them; the tracking page shows neither.
    actor: { _id: 7, full_name: 'Reviewer Name' },
    note: 'internal note',
  }),
  event({
    level: 'operator',
    action: 'status',
    from_status: 'pending_approval',
    to_status: 'violation',
    at: '2025-03-03T09:00:00.000Z',
  }),
];

describe('tracking page', () => {
  // Most items have no enforcement case; the test that shows one says so.
  beforeEach(() => server.use(http.get('/api-laos/get_case_steps/:kind/:id', () => HttpResponse.json({ data: null }))));

  it("continues a confirmed violation's timeline with its enforcement case: public steps, dates and measures", async () => {
    server.use(
      http.get('/api-laos/get_data/:id', () => HttpResponse.json({ data: detection() })),
      http.get('/api-laos/get_tracking/:kind/:id', () => HttpResponse.json({ data: HISTORY })),
      http.get('/api-laos/get_case_steps/:kind/:id', () =>
        HttpResponse.json({
          data: {
            caseNumber: 'LA-2026-0007',
            stage: 'removal_verified',
            steps: [
              { step: 'open', at: '2025-03-03T09:00:00.000Z' },
              { step: 'send_notice', at: '2025-03-04T09:00:00.000Z' },
              { step: 'decide', at: '2025-03-20T09:00:00.000Z', measures: ['fine', 'removal_order'] },
              { step: 'verify_removal', at: '2025-03-28T09:00:00.000Z' },
            ],
          },
        }),
      ),
    );
    renderAt('/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    const section = await screen.findByRole('region', { name: 'From detection to penalty' });
    expect(await within(section).findByText(/Enforcement case LA-2026-0007/)).toBeInTheDocument();
    expect(within(section).getByText('Ad removed')).toBeInTheDocument();
    // One timeline: the review events first, then the case's steps.
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('ant-timeline-item'));
    expect(items).toHaveLength(HISTORY.length + 4);
    const steps = items.slice(HISTORY.length);
    expect(steps.every((li) => li.classList.contains('enforcement-step'))).toBe(true);
    expect(steps.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Enforcement case opened',
      'Notice sent to the company',
      'Decision taken',
      'Removal of the ad verified',
    ]);
    expect(within(steps[2]).getByText('Measures: fine, order to remove the ad')).toBeInTheDocument();
    expect(within(steps[1]).getByText(/03\/04\/2025/)).toBeInTheDocument();
  });

  it('shows no enforcement section for an item without a case, in Lao too', async () => {
    let answered = 0;
    server.use(
      http.get('/api-laos/get_data/:id', () => HttpResponse.json({ data: detection() })),
      http.get('/api-laos/get_tracking/:kind/:id', () => HttpResponse.json({ data: HISTORY })),
      http.get('/api-laos/get_case_steps/:kind/:id', () => {
        answered += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    renderAt('/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'lo');
    expect(await screen.findByRole('region', { name: 'ປະຫວັດ' })).toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'ຈາກການກວດພົບ ຫາ ການລົງໂທດ' })).not.toBeInTheDocument();
    expect(document.querySelector('.enforcement-step')).toBeNull();
  });
  it("shows a detection's history from detection to decision, without names", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api-laos/get_data/:id', () => HttpResponse.json({ data: detection() })),
      http.get('/api-laos/get_tracking/:kind/:id', ({ params }) => {
        asked.push(`${String(params.kind)}/${String(params.id)}`);
        return HttpResponse.json({ data: HISTORY });
      }),
    );
    renderAt('/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking from detection to decision' })).toBeInTheDocument();
    expect(asked).toEqual(['detection/det1aaaaaaaaaaaaaaaaaaaa']);
    const history = screen.getByRole('region', { name: 'History' });
    const steps = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('ant-timeline-item'));
    expect(steps).toHaveLength(4);
    expect(within(steps[0]).getByText('LCMDP (AI)')).toBeInTheDocument();
    expect(within(steps[0]).getByText('Suspected violation')).toBeInTheDocument();
    expect(within(steps[0]).getByText(/03\/01\/2025/)).toBeInTheDocument();
    expect(within(steps[1]).getByText('LD-9')).toHaveAttribute('title', 'ຫ້າມອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ');
    expect(within(steps[2]).getByText('Supervisor')).toBeInTheDocument();
    expect(within(steps[2]).getByText('Pending approval')).toBeInTheDocument();
    expect(within(steps[3]).getByText('Operator')).toBeInTheDocument();
    expect(within(steps[3]).getByText('Violation')).toBeInTheDocument();
    expect(screen.queryByText(/Reviewer Name/)).not.toBeInTheDocument();
    expect(screen.queryByText(/internal note/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the item' })).toHaveAttribute(
      'href',
      '/detail-laos/det1aaaaaaaaaaaaaaaaaaaa',
    );
  });

  it("asks a report's history when the link says kind=report, and shows it in Lao", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api-laos/get_report/:id', () => HttpResponse.json({ data: report() })),
      http.get('/api-laos/get_tracking/:kind/:id', ({ params }) => {
        asked.push(`${String(params.kind)}/${String(params.id)}`);
        return HttpResponse.json({ data: [event({ level: 'public', action: 'created', to_status: 'reviewing' })] });
      }),
    );
    renderAt('/detail-tracking-laos/rep1aaaaaaaaaaaaaaaaaaaa?kind=report', routes, 'lo');
    expect(await screen.findByRole('heading', { level: 1, name: 'ການຕິດຕາມ ແຕ່ການກວດພົບຈົນເຖິງການຕັດສິນ' })).toBeInTheDocument();
    expect(asked).toEqual(['report/rep1aaaaaaaaaaaaaaaaaaaa']);
    expect(screen.getByText('ລາຍງານຈາກປະຊາຊົນ')).toBeInTheDocument();
    expect(screen.getByText('ກຳລັງກວດສອບ')).toBeInTheDocument();
    expect(screen.getByText(/01\/03\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ກັບໄປເບິ່ງລາຍລະອຽດ' })).toHaveAttribute(
      'href',
      '/detail-report-laos/rep1aaaaaaaaaaaaaaaaaaaa',
    );
  });

  it('finds a report from a tracking link without ?kind=report (no public detection has its id)', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api-laos/get_data/:id', () => HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 })),
      http.get('/api-laos/get_report/:id', () => HttpResponse.json({ data: report() })),
      http.get('/api-laos/get_tracking/:kind/:id', ({ params }) => {
        asked.push(`${String(params.kind)}/${String(params.id)}`);
        return params.kind === 'report'
          ? HttpResponse.json({ data: [event({ level: 'public', action: 'created', to_status: 'reviewing' })] })
          : HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 });
      }),
    );
    renderAt('/detail-tracking-laos/rep1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    expect(await screen.findByRole('link', { name: 'Back to the item' })).toHaveAttribute(
      'href',
      '/detail-report-laos/rep1aaaaaaaaaaaaaaaaaaaa',
    );
    expect(asked).toContain('report/rep1aaaaaaaaaaaaaaaaaaaa');
    expect(screen.getByText('Reviewing')).toBeInTheDocument();
  });

  it('shows signed-in staff who acted, their notes, and the number of violations set', async () => {
    store.signIn({
      user: { _id: 7, user_id: 7, email: 'op@moh.gov.la', full_name: 'Operator', phone_number: null, role: 'operator' },
      user_id: 7,
      role: 'operator',
      token: 'staff-token',
    });
    server.use(
      http.get('/api-laos/get_data/:id', () => HttpResponse.json({ data: detection() })),
      http.get('/api-laos/get_tracking/:kind/:id', () =>
        HttpResponse.json({
          data: [
            ...HISTORY,
            event({
              level: 'staff',
              action: 'violation_count',
              to_status: '3',
              at: '2025-03-04T09:00:00.000Z',
              actor: { _id: 9, full_name: 'Admin Name' },
            }),
            event({
              level: 'staff',
              action: 'archive',
              from_status: 'no_archive',
              to_status: 'archived',
              at: '2025-03-05T09:00:00.000Z',
              actor: null,
            }),
          ],
        }),
      ),
    );
    renderAt('/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    const history = await screen.findByRole('region', { name: 'History' });
    const steps = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('ant-timeline-item'));
    expect(steps).toHaveLength(6);
    expect(await within(steps[2]).findByText('Reviewer Name')).toBeInTheDocument();
    expect(within(steps[2]).getByText(/By/)).toBeInTheDocument();
    expect(within(steps[2]).getByText('Note: internal note')).toBeInTheDocument();
    // A count is not a status: no "Status: none → 3".
    expect(within(steps[4]).getByText('Admin Name')).toBeInTheDocument();
    expect(within(steps[4]).getByText('3').closest('p')).toHaveTextContent('Number of violations: 3');
    expect(within(steps[4]).queryByText(/Status/)).not.toBeInTheDocument();
    expect(within(steps[5]).getByText('Archived')).toBeInTheDocument();
    store.signOut();
  });

  it('shows the not-found state for an item that is not public', async () => {
    server.use(
      http.get('/api-laos/get_data/:id', () => HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 })),
      http.get('/api-laos/get_report/:id', () => HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 })),
      http.get('/api-laos/get_tracking/:kind/:id', () => HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 })),
    );
    renderAt('/detail-tracking/det9aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
  });
});
