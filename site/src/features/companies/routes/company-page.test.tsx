import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { OPERATOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { companyDetail, wireCompany } from '../testing/fixtures';
import CompanyPage from './company-page';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
afterEach(() => store.signOut());

const routes = [{ path: '/companies/:key', element: <CompanyPage /> }];

function cms() {
  const asked: string[] = [];
  server.use(
    http.get('/api-laos/companies/:key', ({ params }) => {
      asked.push(String(params.key));
      return HttpResponse.json({ data: companyDetail() });
    }),
  );
  return asked;
}

describe('a company page on a desktop', () => {
  withDesktopScreen();

  it('shows its figures, its items linking to the review queue with their case, and its cases', async () => {
    signInAs(OPERATOR);
    const asked = cms();
    // A case page links with the case's company name: the server resolves any spelling.
    renderAt(`/companies/${encodeURIComponent('Mekong Nutrition Co.')}`, routes, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: /Mekong Nutrition/ })).toHaveTextContent('Repeat offender');
    expect(asked).toEqual(['Mekong Nutrition Co.']);
    expect(screen.getByText('Written as: Mekong Nutrition Co. · MKN')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items (2)' });
    const detection = within(items).getByRole('link', { name: 'Open DemoMilk Gold · Mekong Nutrition Co. in the review queue' });
    expect(detection).toHaveAttribute('href', '/detection-laos?item=det1aaaaaaaaaaaaaaaaaaaa');
    const row = detection.closest('tr')!;
    expect(within(row).getByText('Violation')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'LA-2026-0007' })).toHaveAttribute('href', '/cases/case1aaaaaaaaaaaaaaaaaaa');
    const report = within(items).getByRole('link', { name: 'Open MKN in the review queue' });
    expect(report).toHaveAttribute('href', '/report-laos?item=rep1aaaaaaaaaaaaaaaaaaaa');
    expect(within(report.closest('tr')!).getByText('No case')).toBeInTheDocument();

    const cases = screen.getByRole('region', { name: 'Cases (1)' });
    const link = within(cases).getByRole('link', { name: 'LA-2026-0007' });
    expect(link).toHaveAttribute('href', '/cases/case1aaaaaaaaaaaaaaaaaaa');
    expect(within(cases).getByText('Answer date passed')).toBeInTheDocument();
  });

  it('says when no item or case names the company', async () => {
    signInAs(OPERATOR);
    server.use(
      http.get('/api-laos/companies/:key', () =>
        HttpResponse.json({ data: null, error: { status: 404, message: 'Company not found' } }, { status: 404 }),
      ),
    );
    renderAt('/companies/nobody', routes, 'en');
    expect(await screen.findByText('No item or case names this company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', '/companies');
  });
});

describe('a company page on a phone', () => {
  it('lists the items as cards, in Lao', async () => {
    signInAs(OPERATOR);
    cms();
    renderAt('/companies/mekong_nutrition', routes, 'lo');
    const link = await screen.findByRole('link', { name: 'ເປີດ DemoMilk Gold · Mekong Nutrition Co. ໃນລາຍການກວດສອບ' });
    expect(link.closest('li')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('ຜູ້ລະເມີດຊ້ຳ')).toBeInTheDocument();
  });

  it('says when only the newest items are listed, and shows them 20 cards at a time', async () => {
    signInAs(OPERATOR);
    const [first] = companyDetail().items;
    const items = Array.from({ length: 25 }, (_, i) => ({
      ...first,
      _id: `det${String(i).padStart(21, '0')}`,
      brand: `Brand ${i + 1}`,
      caseId: null,
      caseNumber: null,
      caseStage: null,
    }));
    server.use(
      http.get('/api-laos/companies/:key', () =>
        HttpResponse.json({ data: companyDetail({ company: wireCompany({ items: 230 }), items }) }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/companies/mekong_nutrition', routes, 'en');
    const region = await screen.findByRole('region', { name: 'Items (230)' });
    expect(within(region).getByText(/^The newest 25 of 230 items\./)).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .filter((li) => li.closest('ul')?.className.includes('cards')),
    ).toHaveLength(20);
    expect(within(region).getByRole('link', { name: /Brand 1 ·/ })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /Brand 21 ·/ })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('listitem', { name: 'Next page' }));
    expect(await within(region).findByRole('link', { name: /Brand 21 ·/ })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /Brand 1 ·/ })).not.toBeInTheDocument();
  });
});
