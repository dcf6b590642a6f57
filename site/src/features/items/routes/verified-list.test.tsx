import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { page, report } from '@/test/fixtures';
import VerifiedList from './verified-list';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/verified', element: <VerifiedList /> },
  { path: '/verified-laos', element: <VerifiedList /> },
];

function listApi() {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('/api-laos/get_data_from_route', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        page([report(), report({ _id: 'rep2aaaaaaaaaaaaaaaaaaaa', status: 'non_violation', brand: 'Softy' })], { total: 45 }),
      );
    }),
  );
  return calls;
}

describe('verified reports list', () => {
  it('shows reports with their place, province and decision, linking to the report page', async () => {
    const calls = listApi();
    renderAt('/verified-laos', routes, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Verified reports' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'MilkStar · Milky Co' })).toBeInTheDocument();
    expect(screen.getAllByText('Points of sale, Luang Prabang')).toHaveLength(2);
    const softy = screen.getByRole('heading', { level: 2, name: 'Softy · Milky Co' }).closest('li')!;
    expect(within(softy).getByText('Non violation')).toBeInTheDocument();
    expect(screen.getAllByText('03/31/2025')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View details: MilkStar · Milky Co' })).toHaveAttribute(
      'href',
      '/detail-report-laos/rep1aaaaaaaaaaaaaaaaaaaa',
    );
    expect(calls[0].get('route')).toBe('verified-laos');
    expect(calls[0].has('status')).toBe(false);
  });

  it('filters by decision, through the URL', async () => {
    const user = userEvent.setup();
    const calls = listApi();
    const { router } = renderAt('/verified?page=2', routes, 'en');
    await screen.findByRole('heading', { level: 2, name: 'MilkStar · Milky Co' });
    const group = screen.getByRole('group', { name: 'Decision' });
    expect(group).toBeInTheDocument();

    // antd draws its own radio over the real (transparent) input: click its label, as a user would.
    await user.click(within(group).getByText('Non violation'));
    await waitFor(() => expect(calls.at(-1)?.get('status')).toBe('non_violation'));
    expect(calls.at(-1)?.get('route')).toBe('verified');
    expect(calls.at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=non_violation');

    await user.click(within(group).getByText('All'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls.at(-1)?.has('status')).toBe(false));
    expect(calls.at(-1)?.get('page')).toBe('1');
  });

  it('reads the decision filter from a shared link, in Lao', async () => {
    const calls = listApi();
    renderAt('/verified-laos?status=violation', routes, 'lo');
    expect(screen.getByRole('heading', { level: 1, name: 'ລາຍງານທີ່ກວດສອບແລ້ວ' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'MilkStar · Milky Co' });
    expect(calls[0].get('status')).toBe('violation');
    expect(screen.getByRole('radio', { name: 'ລະເມີດ' })).toBeChecked();
    expect(screen.getAllByText('ຈຸດຈຳໜ່າຍສິນຄ້າ, ຫຼວງພະບາງ')).toHaveLength(2);
  });
});
