import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { withDesktopScreen } from '@/test/fixtures';
import { analysisResponse, drawCharts, emptyAnalysisResponse, useChartSize } from '../testing/fixtures';
import Analysis from './analysis';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [{ path: '/analysis', element: <Analysis /> }];
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

/** Answers GET /get_analysis with `body` and records every query it was asked. */
function analysisApi(body: unknown = analysisResponse()) {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get('/api-laos/get_analysis', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return calls;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

/** Opens the status Select and picks an option (antd draws its options outside the listbox roles). */
async function chooseStatus(option: string) {
  const input = screen.getByLabelText('Violation status');
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  const dropdown = await waitFor(() => {
    const popup = document.getElementById(input.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
    if (!popup) throw new Error('the status options did not open');
    return popup as HTMLElement;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

/** A figure's table, by its caption (cheaper in jsdom than a role query over the whole page). */
const tableNamed = (caption: string) => screen.getByText(caption, { selector: 'caption' }).closest('table')!;
const findTableNamed = async (caption: string) => (await screen.findByText(caption, { selector: 'caption' })).closest('table')!;

/** An enforcement figure's value, by its label. */
const figureNamed = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const buttonLabelled = (text: string) => screen.getByText(text).closest('button')!;

/** The total the page shows, once the figures have arrived. */
async function shownTotal(label = 'Total items') {
  return (await screen.findByText(label)).nextElementSibling?.textContent;
}

// The chart module is a lazy chunk; transforming recharts once, before the tests, keeps them within their time.
beforeAll(() => import('../components/charts'), 60_000);

describe('analysis', () => {
  useChartSize();

  it('asks for the URL’s filters and shows the total and every figure', async () => {
    const calls = analysisApi();
    renderAt('/analysis?from=2025-01-01&to=2025-03-31&status=violation,reviewing&variant=laos', routes, 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Analysis' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('01/01/2025');
    expect(screen.getByLabelText('End date')).toHaveValue('03/31/2025');
    expect(screen.getByLabelText('Laos law')).toBeChecked();

    expect(await shownTotal()).toBe('42');
    expect(calls[0]).toEqual({ from: '2025-01-01', to: '2025-03-31', status: 'reviewing,violation', variant: 'laos' });

    const titles = Array.from(document.querySelectorAll('section[aria-labelledby] > h2'), (h) => h.textContent);
    expect(titles).toEqual([
      'Enforcement',
      'Items over time',
      'Items by province',
      'Items by company',
      'Items by brand',
      'Items by violation code',
      'Items by platform',
      'Reports by place seen',
      'Items by variant',
      'Names not in the library',
    ]);

    // The accessible tables carry the numbers: days without items are left out, the totals close the table.
    expect(rowsOf(tableNamed('Items over time'))).toEqual([
      ['Period', 'Detections', 'Reports', 'Total'],
      ['01/01/2025', '10', '2', '12'],
      ['01/03/2025', '25', '5', '30'],
      ['Total', '35', '7', '42'],
    ]);
    expect(rowsOf(tableNamed('Items by province'))).toEqual([
      ['Province', 'Items'],
      ['Vientiane Capital', '5'],
      ['All others', '2'],
    ]);
    expect(rowsOf(tableNamed('Items by variant'))).toEqual([
      ['Variant', 'Items'],
      ['Laos law', '30'],
      ['International code', '12'],
    ]);
    expect(rowsOf(tableNamed('Items by brand')).at(-1)).toEqual(['All others', '14']);
    expect(rowsOf(tableNamed('Reports by place seen'))).toEqual([
      ['Place', 'Items'],
      ['Promotion at points of sale', '7'],
    ]);
    // Names the library does not know are listed for an editor, with the way to the library.
    const unresolved = screen.getByRole('region', { name: 'Names not in the library' });
    expect(rowsOf(within(unresolved).getByRole('table'))).toEqual([
      ['Name as typed', 'Kind', 'Items'],
      ['Milky Co', 'Company', '12'],
    ]);
    // The figures cover both variants (the answer's variant is null): the international library page.
    expect(within(unresolved).getByRole('link', { name: 'Open the data-option library' })).toHaveAttribute('href', '/management');
    // Each figure's section is named by its title.
    expect(tableNamed('Items by company').closest('section')).toHaveAccessibleName('Items by company');
    // The enforcement figures of the same period and variant.
    expect(figureNamed('Cases opened')).toBe('7');
    expect(figureNamed('Cases decided')).toBe('4');
    expect(figureNamed('Ads removed')).toBe('1,234');
    expect(figureNamed('Median days from detection to removal')).toBe('12.5 days');
  });

  it('names the rest of a long list of unknown names "All others", in the reader\'s language', async () => {
    analysisApi(
      analysisResponse({
        unresolved: {
          company: [
            { key: 'Milky Co', count: 12 },
            { key: '__other__', count: 3 },
          ],
          brand: [{ key: 'Babi Gold', count: 2 }],
        },
      }),
    );
    renderAt('/analysis', routes, 'lo');
    const unresolved = await screen.findByRole('region', { name: 'ຊື່ທີ່ຍັງບໍ່ຢູ່ໃນຄັງຂໍ້ມູນ' });
    expect(rowsOf(within(unresolved).getByRole('table')).slice(1)).toEqual([
      ['Milky Co', 'ບໍລິສັດ', '12'],
      ['ອື່ນໆທັງໝົດ', 'ບໍລິສັດ', '3'],
      ['Babi Gold', 'ຍີ່ຫໍ້', '2'],
    ]);
  });

  it('draws a chart once the chart code has arrived', async () => {
    analysisApi({ ...emptyAnalysisResponse(), total: 3, over_time: [{ period: '2025-01-01', detection: 2, report: 1 }] });
    drawCharts();
    const { container } = renderAt('/analysis', routes, 'en');
    await waitFor(() => expect(container.querySelectorAll('.recharts-wrapper')).toHaveLength(1));
    const chart = container.querySelector('.recharts-wrapper')!;
    // The drawing repeats the table, which is what assistive technology reads.
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(chart as HTMLElement).getByText('Detections')).toBeInTheDocument();
    expect(within(chart as HTMLElement).getByText('Reports')).toBeInTheDocument();
    expect(screen.getAllByText('No data for this period.')).toHaveLength(7);
  });

  it('asks again when a filter changes, keeps the filters in the URL, and goes back to the last 90 days', async () => {
    const user = setupUser();
    const calls = analysisApi();
    const { router } = renderAt('/analysis?from=2025-01-01&to=2025-03-31', routes, 'en');
    expect(await shownTotal()).toBe('42');
    expect(calls[0]).toEqual({ from: '2025-01-01', to: '2025-03-31' });

    await user.click(screen.getByLabelText('International code'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2025-01-01', to: '2025-03-31', variant: 'international' }));
    expect(router.state.location.search).toBe('?from=2025-01-01&to=2025-03-31&variant=international');

    await chooseStatus('Pending approval');
    await waitFor(() => expect(calls.at(-1)?.status).toBe('pending_approval'));
    expect(calls.at(-1)).toEqual({ from: '2025-01-01', to: '2025-03-31', status: 'pending_approval', variant: 'international' });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending_approval');

    await user.click(buttonLabelled('Last 90 days'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const today = dayjs();
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        from: today.subtract(89, 'day').format('YYYY-MM-DD'),
        to: today.format('YYYY-MM-DD'),
      }),
    );
    expect(screen.queryByText('Last 90 days')).not.toBeInTheDocument();
  });

  describe('on a desktop screen (phones pick dates from the calendar only)', () => {
    withDesktopScreen();

    it('refuses an end date before the start date and keeps the last valid figures', async () => {
      const user = setupUser();
      const calls = analysisApi();
      const { router } = renderAt('/analysis?from=2025-01-01&to=2025-03-31', routes, 'en');
      expect(await shownTotal()).toBe('42');

      const start = screen.getByLabelText('Start date');
      await user.click(start);
      await user.clear(start);
      await user.type(start, '04/15/2025{Enter}');
      expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
      expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(1);
      expect(router.state.location.search).toBe('?from=2025-01-01&to=2025-03-31');

      const end = screen.getByLabelText('End date');
      await user.click(end);
      await user.clear(end);
      await user.type(end, '04/30/2025{Enter}');
      await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2025-04-15', to: '2025-04-30' }));
      expect(screen.queryByText('The end date must be on or after the start date.')).not.toBeInTheDocument();
    });
  });

  it('shows an empty state in each figure when the period has no items', async () => {
    analysisApi(emptyAnalysisResponse());
    renderAt('/analysis', routes, 'en');
    expect(await screen.findAllByText('No data for this period.')).toHaveLength(8);
    expect(await shownTotal()).toBe('0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(figureNamed('Cases decided')).toBe('0');
    expect(figureNamed('Median days from detection to removal')).toBe('No removal yet');
  });

  it('shows the server’s field messages when it refuses the filters', async () => {
    server.use(
      http.get('/api-laos/get_analysis', () =>
        HttpResponse.json(
          { data: null, error: { status: 400, message: 'Invalid query', details: { fields: { status: 'Unknown status' } } } },
          { status: 400 },
        ),
      ),
    );
    renderAt('/analysis?status=violation', routes, 'en');
    expect(await screen.findByText('Unknown status')).toBeInTheDocument();
    expect(screen.getByText('The server did not accept these filters. Check the fields marked below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Violation status')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s message when the figures cannot be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    server.use(
      http.get('/api-laos/get_analysis', () =>
        fail
          ? HttpResponse.json({ data: null, error: { status: 429, message: 'Too many requests', details: {} } }, { status: 429 })
          : HttpResponse.json(analysisResponse()),
      ),
    );
    renderAt('/analysis', routes, 'en');
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(buttonLabelled('Try again'));
    expect(await shownTotal()).toBe('42');
  });

  it('shows its labels in Lao, with dates as dd/mm/yyyy', async () => {
    analysisApi();
    renderAt('/analysis?from=2025-01-01&to=2025-03-31', routes, 'lo');
    expect(screen.getByRole('heading', { level: 1, name: 'ການວິເຄາະ' })).toBeInTheDocument();
    expect(screen.getByLabelText('ວັນທີສິ້ນສຸດ')).toHaveValue('31/03/2025');
    expect(screen.getByRole('button', { name: /ດາວໂຫຼດ Excel/ })).toBeInTheDocument();
    expect(rowsOf(await findTableNamed('ລາຍການຕາມແຂວງ'))).toEqual([
      ['ແຂວງ', 'ລາຍການ'],
      ['ນະຄອນຫຼວງວຽງຈັນ', '5'],
      ['ອື່ນໆທັງໝົດ', '2'],
    ]);
    expect(rowsOf(tableNamed('ລາຍການຕາມເວລາ'))[1][0]).toBe('01/01/2025');
    expect(within(tableNamed('ລາຍການຕາມປະເພດກົດໝາຍ')).getByText('ກົດໝາຍລາວ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ການບັງຄັບໃຊ້ກົດໝາຍ' })).toBeInTheDocument();
    expect(figureNamed('ຄະດີທີ່ຕັດສິນແລ້ວ')).toBe('4');
    expect(figureNamed('ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ')).toBe('12,5 ວັນ'); // Lao writes a decimal comma;
  });
});

describe('analysis Excel download', () => {
  useChartSize();

  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:analysis', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the same figures as .xlsx, in the reader’s language', async () => {
    const user = setupUser();
    analysisApi();
    const exports: Record<string, string>[] = [];
    server.use(
      http.get('/api-laos/export_analysis', ({ request }) => {
        exports.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="lcmdp-analysis-2025-01-01-2025-03-31.xlsx"',
          },
        });
      }),
    );
    renderAt('/analysis?from=2025-01-01&to=2025-03-31&status=violation&variant=international', routes, 'en');
    expect(await shownTotal()).toBe('42');

    await user.click(buttonLabelled('Download Excel'));
    await waitFor(() => expect(saved).toEqual(['lcmdp-analysis-2025-01-01-2025-03-31.xlsx']));
    expect(exports).toEqual([
      { from: '2025-01-01', to: '2025-03-31', status: 'violation', variant: 'international', lang: 'en' },
    ]);
  });

  it('says so when the download fails', async () => {
    const user = setupUser();
    analysisApi();
    server.use(
      http.get('/api-laos/export_analysis', () =>
        HttpResponse.json(
          { data: null, error: { status: 503, message: 'Export is busy, try again', details: {} } },
          { status: 503 },
        ),
      ),
    );
    renderAt('/analysis?from=2025-01-01&to=2025-03-31', routes, 'en');
    expect(await shownTotal()).toBe('42');
    await user.click(buttonLabelled('Download Excel'));
    expect(await screen.findByText('The Excel file could not be downloaded.')).toBeInTheDocument();
    expect(screen.getByText('Export is busy, try again')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
