import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import Home from './home';

vi.setConfig({ testTimeout: 30_000 });

const routes = [{ path: '/home', element: <Home /> }];

const figures = (enforcement: Record<string, number | null>) => ({
  violations_confirmed: 12,
  non_violations_confirmed: 3,
  reports_received: 5,
  enforcement,
});

function homeApi() {
  server.use(
    http.get('/api-laos/get_summary', () =>
      HttpResponse.json({
        data: {
          international: figures({ cases_opened: 9, cases_decided: 6, ads_removed: 4, median_days_to_removal: 1 }),
          laos: figures({ cases_opened: 2, cases_decided: 0, ads_removed: 0, median_days_to_removal: null }),
        },
      }),
    ),
    http.get('/api-laos/get_law_files', () => HttpResponse.json({ data: { international: null, laos: null } })),
  );
}

/** A variant's card on the home page, by its title. */
const card = async (title: string) =>
  (await screen.findAllByRole('heading', { level: 3, name: title })).at(-1)!.closest('article')!;
const figure = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('home figures', () => {
  it('shows the enforcement figures of each variant next to the item counts, in English', async () => {
    homeApi();
    renderAt('/home', routes, 'en');
    const international = await card('International code');
    await within(international).findByText('9');
    expect(figure(international, 'Violations confirmed')).toBe('12');
    expect(figure(international, 'Cases opened')).toBe('9');
    expect(figure(international, 'Cases decided')).toBe('6');
    expect(figure(international, 'Ads removed')).toBe('4');
    expect(figure(international, 'Median days from detection to removal')).toBe('1 day');
    const laos = await card('Laos law');
    expect(figure(laos, 'Cases opened')).toBe('2');
    expect(figure(laos, 'Median days from detection to removal')).toBe('No removal yet');
  });

  it('speaks Lao', async () => {
    homeApi();
    renderAt('/home', routes, 'lo');
    const laos = await card('ກົດໝາຍລາວ');
    await within(laos).findByText('2');
    expect(within(laos).getByRole('heading', { level: 4, name: 'ການບັງຄັບໃຊ້ກົດໝາຍ' })).toBeInTheDocument();
    expect(figure(laos, 'ຄະດີທີ່ເປີດ')).toBe('2');
    expect(figure(laos, 'ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ')).toBe('ຍັງບໍ່ມີການລຶບອອກ');
    const international = await card('ລະຫັດສາກົນ');
    expect(figure(international, 'ຄ່າກາງຂອງຈຳນວນວັນ ແຕ່ກວດພົບຈົນລຶບອອກ')).toBe('1 ວັນ');
  });
});
