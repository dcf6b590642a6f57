import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { detection, errorBody, page, withDesktopScreen } from '@/test/fixtures';
import NonviolationList from './nonviolation-list';
import ViolationList from './violation-list';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/violation', element: <ViolationList /> },
  { path: '/violation-laos', element: <ViolationList /> },
  { path: '/violation-mobile-laos', element: <ViolationList /> },
  { path: '/nonviolation-laos', element: <NonviolationList /> },
];

/** Answers the list call with `body` and records every query it was asked. */
function listApi(body: unknown = page([detection()])) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('/api-laos/get_data_from_route', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return calls;
}

describe('violation list (mobile cards)', () => {
  it('renders the items the API returns, with their codes and a link to the detail page', async () => {
    const calls = listApi(
      page([detection(), detection({ _id: 'det2aaaaaaaaaaaaaaaaaaaa', brand: 'NutriMax', company: null, images: [] })], {
        total: 2,
      }),
    );
    renderAt('/violation-laos', routes, 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Violation list' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'NutriMax' })).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(screen.getAllByText('LD-5')).toHaveLength(2);
    expect(screen.getByAltText('Image of BabyGold · Acme Nutrition')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByAltText('Image of BabyGold · Acme Nutrition')).toHaveAttribute('src', '/uploads/babygold_1.jpg');
    expect(screen.getByText('No image')).toBeInTheDocument();
    // English dates are mm/dd/yyyy.
    expect(screen.getAllByText('03/01/2025').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View details: BabyGold · Acme Nutrition' })).toHaveAttribute(
      'href',
      '/detail-laos/det1aaaaaaaaaaaaaaaaaaaa',
    );

    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0])).toEqual({ route: 'violation-laos', page: '1', pageSize: '20' });
  });

  it('asks the international list on the routes without -laos, and ignores -mobile', async () => {
    const calls = listApi();
    renderAt('/violation', routes, 'en');
    await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' });
    expect(calls[0].get('route')).toBe('violation');

    const more = listApi();
    renderAt('/violation-mobile-laos', routes, 'en');
    await waitFor(() => expect(more.length).toBeGreaterThan(0));
    expect(more[0].get('route')).toBe('violation-laos');
  });

  it('passes the page, search and dates from the URL to the API, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const calls = listApi(page([detection()], { page: 2, total: 45 }));
    const { router } = renderAt('/violation-laos?page=2&from=2025-01-01&to=2025-01-31', routes, 'en');

    await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' });
    expect(Object.fromEntries(calls[0])).toEqual({
      route: 'violation-laos',
      page: '2',
      pageSize: '20',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    // The date range shows the URL's dates, in the reader's format.
    expect(screen.getByLabelText('Date range')).toHaveValue('01/01/2025');
    expect(screen.getByLabelText('End date')).toHaveValue('01/31/2025');

    // A search starts again from page 1 and keeps the dates.
    await user.type(screen.getByLabelText('Search by company, brand or text'), 'gold{Enter}');
    await waitFor(() => expect(calls.at(-1)?.get('q')).toBe('gold'));
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({
      route: 'violation-laos',
      page: '1',
      pageSize: '20',
      q: 'gold',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('gold');
    expect(router.state.location.search).not.toContain('page=');

    // The next page, once the searched page has arrived (the list is dimmed and inert while it loads).
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('2'));
    expect(calls.at(-1)?.get('q')).toBe('gold');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('clears the filters with Reset', async () => {
    const user = userEvent.setup();
    const calls = listApi();
    const { router } = renderAt('/violation-laos?q=gold&from=2025-01-01&to=2025-01-31&page=3', routes, 'en');
    await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({ route: 'violation-laos', page: '1', pageSize: '20' });
  });

  it('shows the empty state', async () => {
    listApi(page([]));
    renderAt('/violation-laos', routes, 'en');
    expect(await screen.findByText('No confirmed violations yet.')).toBeInTheDocument();
  });

  it('says so when nothing matches the filters', async () => {
    listApi(page([]));
    renderAt('/nonviolation-laos?q=nothing', routes, 'en');
    expect(await screen.findByText('No items match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Non-violation list' })).toBeInTheDocument();
  });

  it('shows the server message on an error, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('/api-laos/get_data_from_route', () =>
        fail
          ? HttpResponse.json(errorBody(429, 'Too many requests, try again in a minute'), { status: 429 })
          : HttpResponse.json(page([detection()])),
      ),
    );
    renderAt('/violation-laos', routes, 'en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByText('Too many requests, try again in a minute')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' })).toBeInTheDocument();
  });

  it('shows its labels in Lao, and dates as dd/mm/yyyy', async () => {
    listApi();
    renderAt('/violation-laos', routes, 'lo');
    expect(screen.getByRole('heading', { level: 1, name: 'ລາຍການລະເມີດ' })).toBeInTheDocument();
    expect(screen.getByText('ກົດໝາຍລາວ')).toBeInTheDocument();
    expect(screen.getByLabelText('ຄົ້ນຫາຕາມບໍລິສັດ, ຍີ່ຫໍ້ ຫຼື ຂໍ້ຄວາມ')).toBeInTheDocument();
    expect(screen.getByLabelText('ຊ່ວງວັນທີ')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ເບິ່ງລາຍລະອຽດ: BabyGold · Acme Nutrition' })).toBeInTheDocument();
    expect(screen.getByText('ແພລັດຟອມ')).toBeInTheDocument();
    expect(screen.getAllByText('01/03/2025').length).toBeGreaterThan(0);
  });
});

describe('violation list (desktop table)', () => {
  withDesktopScreen();

  it('renders a table row per item', async () => {
    listApi(page([detection(), detection({ _id: 'det2aaaaaaaaaaaaaaaaaaaa', brand: 'NutriMax' })], { total: 2 }));
    renderAt('/violation-laos', routes, 'en');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Caption' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Number of violations' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('BabyGold: better than breast milk!')).toBeInTheDocument();
    expect(within(rows[0]).getByText('facebook')).toBeInTheDocument();
    expect(within(rows[0]).getByText('LD-9')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'View details: NutriMax · Acme Nutrition' })).toHaveAttribute(
      'href',
      '/detail-laos/det2aaaaaaaaaaaaaaaaaaaa',
    );
  });
});

describe('violation list, stale links', () => {
  it('goes to the last page when the link asks for a page past the end', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      http.get('/api-laos/get_data_from_route', ({ request }) => {
        const search = new URL(request.url).searchParams;
        calls.push(search);
        const asked = Number(search.get('page'));
        return HttpResponse.json(
          asked > 3 ? page([], { page: asked, total: 45 }) : page([detection()], { page: asked, total: 45 }),
        );
      }),
    );
    const { router } = renderAt('/violation-laos?page=9&q=gold', routes, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' })).toBeInTheDocument();
    expect(calls.map((c) => c.get('page'))).toEqual(['9', '3']);
    expect(router.state.location.search).toBe('?page=3&q=gold');
    expect(screen.queryByText('No items match these filters.')).not.toBeInTheDocument();
  });
});
