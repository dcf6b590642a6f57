import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { errorBody, event, report } from '@/test/fixtures';
import ReportDetail from './report-detail';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/detail-report/:id', element: <ReportDetail /> },
  { path: '/detail-report-laos/:id', element: <ReportDetail /> },
];

describe('report detail page', () => {
  it('shows the report fields with vocabulary labels and its review history, and never the reporter', async () => {
    server.use(
      http.get('/api-laos/get_tracking/:kind/:id', ({ params }) =>
        HttpResponse.json({
          data:
            params.kind === 'report'
              ? [
                  event({ level: 'public', action: 'created', to_status: 'reviewing', at: '2025-04-01T08:00:00.000Z' }),
                  event({ level: 'supervisor', action: 'codes', codes: ['LD-5'], at: '2025-04-02T08:00:00.000Z' }),
                  event({
                    level: 'operator',
                    action: 'status',
                    from_status: 'pending_approval',
                    to_status: 'violation',
                    at: '2025-04-03T09:00:00.000Z',
                  }),
                ]
              : [],
        }),
      ),
      http.get('/api-laos/get_report/:id', () =>
        HttpResponse.json({
          // What a staff caller would get: the page still must not show the reporter.
          data: {
            ...report({ url: 'https://shop.example/milkstar' }),
            reporter: { full_name: 'Somchai Secret', email: 'somchai@example.la', organisation: 'Hidden Org' },
          },
        }),
      ),
    );
    renderAt('/detail-report-laos/rep1aaaaaaaaaaaaaaaaaaaa', routes, 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'MilkStar · Milky Co' })).toBeInTheDocument();
    expect(screen.getByText('Verified report · Laos law')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Information' });
    expect(within(info).getByText('03/31/2025')).toBeInTheDocument();
    expect(within(info).getByText('Luang Prabang')).toBeInTheDocument();
    expect(within(info).getByText('Points of sale')).toBeInTheDocument();
    expect(within(info).getByText('Promotion at points of sale')).toBeInTheDocument();
    expect(within(info).getByText('Price reduction')).toBeInTheDocument();
    expect(within(info).getByText('Buy one, get one free')).toBeInTheDocument();
    expect(within(info).getByText('Follow-on formula (#2)')).toBeInTheDocument();
    expect(within(info).getByText('Discount stand next to the cashier')).toBeInTheDocument();
    expect(within(info).getByText('Seen on Saturday morning.')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'https://shop.example/milkstar (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('No images')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Verification of violations' })).getByText('LD-5')).toBeInTheDocument();
    // LCMDP (AI) never looked at a public report.
    expect(
      within(screen.getByRole('region', { name: 'Review statuses and dates' })).getByText('Not decided yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track this item' })).toHaveAttribute(
      'href',
      '/detail-tracking-laos/rep1aaaaaaaaaaaaaaaaaaaa?kind=report',
    );
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/verified-laos');

    const history = await screen.findByRole('region', { name: 'History' });
    const steps = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('ant-timeline-item'));
    expect(steps).toHaveLength(3);
    expect(within(steps[0]).getByText('Public report')).toBeInTheDocument();
    expect(within(steps[1]).getByText(/Violation codes chosen/)).toBeInTheDocument();
    expect(within(steps[2]).getByText('Violation').closest('p')).toHaveTextContent('Status: Pending approval → Violation');
    expect(within(steps[2]).getByText('04/03/2025 09:00', { exact: false })).toBeInTheDocument();

    for (const secret of ['Somchai Secret', 'somchai@example.la', 'Hidden Org']) {
      expect(screen.queryByText(secret, { exact: false })).not.toBeInTheDocument();
    }
  });

  it('shows a not-found state in Lao when the API answers 404', async () => {
    server.use(
      http.get('/api-laos/get_report/:id', () => HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 })),
      http.get('/api-laos/get_tracking/:kind/:id', () => HttpResponse.json(errorBody(404, 'Not Found'), { status: 404 })),
    );
    renderAt('/detail-report-laos/rep9aaaaaaaaaaaaaaaaaaaa', routes, 'lo');
    expect(await screen.findByRole('heading', { level: 1, name: 'ບໍ່ພົບລາຍການນີ້' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ກັບຄືນສູ່ລາຍການ' })).toHaveAttribute('href', '/verified-laos');
  });
});
