import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { SUPERVISOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { SUNRISE, wireCompany } from '../testing/fixtures';
import CompanyList from './company-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
afterEach(() => store.signOut());

const routes = [{ path: '/companies', element: <CompanyList /> }];
const GOLDEN = wireCompany({
  key: 'golden star',
  name: 'Golden Star',
  names: [],
  known: false,
  spellings: ['Golden Star'],
  items: 9,
  confirmedViolations: 1,
  cases: 1,
  openCases: 0,
  lastDetectedAt: '2026-10-01T03:00:00.000Z',
  repeatOffender: false,
});

function cms() {
  let calls = 0;
  server.use(
    http.get('/api-laos/companies', () => {
      calls += 1;
      return HttpResponse.json({ data: [wireCompany(), GOLDEN, SUNRISE] });
    }),
  );
  return () => calls;
}
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the company list on a desktop', () => {
  withDesktopScreen();

  it('marks repeat offenders, links each company to its page, and sorts by a column', async () => {
    signInAs(SUPERVISOR);
    cms();
    renderAt('/companies', routes, 'en');
    const mekong = await screen.findByRole('link', { name: 'Mekong Nutrition' });
    expect(mekong).toHaveAttribute('href', '/companies/mekong_nutrition');
    const row = mekong.closest('tr')!;
    expect(within(row).getByText('Repeat offender')).toBeInTheDocument();
    expect(row.className).toMatch(/repeatRow/);
    const sunriseRow = screen.getByRole('link', { name: 'Sunrise Baby Foods' }).closest('tr')!;
    expect(within(sunriseRow).queryByText('Repeat offender')).not.toBeInTheDocument();
    expect(within(sunriseRow).getByText('Not in the data-option library')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Mekong Nutrition', 'Golden Star', 'Sunrise Baby Foods']);

    const u = user();
    await u.click(screen.getByRole('columnheader', { name: /^Items/ }));
    expect(rowNames()).toEqual(['Golden Star', 'Mekong Nutrition', 'Sunrise Baby Foods']);
    await u.click(screen.getByRole('columnheader', { name: /^Company/ }));
    expect(rowNames()).toEqual(['Golden Star', 'Mekong Nutrition', 'Sunrise Baby Foods']);
    await u.click(screen.getByRole('columnheader', { name: /^Last detection/ }));
    expect(rowNames()).toEqual(['Sunrise Baby Foods', 'Mekong Nutrition', 'Golden Star']);
  });

  it('searches any spelling of a name without asking the server again', async () => {
    signInAs(SUPERVISOR);
    const calls = cms();
    renderAt('/companies', routes, 'en');
    await screen.findByRole('link', { name: 'Mekong Nutrition' });
    const u = user();
    await u.type(screen.getByLabelText('Search companies'), 'mkn');
    expect(rowNames()).toEqual(['Mekong Nutrition']);
    expect(screen.getByRole('status')).toHaveTextContent('Companies: 1');
    await u.clear(screen.getByLabelText('Search companies'));
    await u.type(screen.getByLabelText('Search companies'), 'nobody');
    expect(await screen.findByText('No company matches this search')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });
});

describe('the company list on a phone', () => {
  it('shows cards in Lao, repeat offenders highlighted, sorted by the sort control', async () => {
    signInAs(SUPERVISOR);
    cms();
    renderAt('/companies', routes, 'lo');
    const mekong = (await screen.findByRole('link', { name: 'ແມ່ຂອງ ນິວທຣິຊັນ' })).closest('li')!;
    expect(within(mekong).getByText('ຜູ້ລະເມີດຊ້ຳ')).toBeInTheDocument();
    expect(mekong.className).toMatch(/repeatCard/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const u = user();
    await u.click(screen.getByRole('combobox', { name: 'ຮຽງຕາມ' }));
    await u.click(await screen.findByTitle('ກວດພົບຫຼ້າສຸດ'));
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link').textContent);
    expect(names).toEqual(['Sunrise Baby Foods', 'ແມ່ຂອງ ນິວທຣິຊັນ', 'Golden Star']);
  });

  it('says when the companies could not be loaded', async () => {
    signInAs(SUPERVISOR);
    server.use(http.get('/api-laos/companies', () => HttpResponse.json({ error: { message: 'Down' } }, { status: 500 })));
    renderAt('/companies', routes, 'en');
    expect(await screen.findByText('The companies could not be loaded')).toBeInTheDocument();
  });
});
