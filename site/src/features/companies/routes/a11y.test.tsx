import { configure, screen } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { SUPERVISOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { SUNRISE, companyDetail, wireCompany } from '../testing/fixtures';
import CompanyList from './company-list';
import CompanyPage from './company-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
silenceActWarnings();
afterEach(() => store.signOut());

// The pages sit in the layout's <main> landmark.
const routes = [
  {
    path: '/companies',
    element: (
      <main>
        <CompanyList />
      </main>
    ),
  },
  {
    path: '/companies/:key',
    element: (
      <main>
        <CompanyPage />
      </main>
    ),
  },
];

async function violations() {
  // jsdom cannot compute colours.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

beforeAll(() => {
  // axe probes a canvas for icon fonts; jsdom has none (and says so loudly).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

describe('accessibility (axe)', () => {
  beforeEach(() => {
    signInAs(SUPERVISOR);
    server.use(
      http.get('/api-laos/companies', () => HttpResponse.json({ data: [wireCompany(), SUNRISE] })),
      http.get('/api-laos/companies/:key', () => HttpResponse.json({ data: companyDetail() })),
    );
  });

  it('the company list on a phone, in Lao', async () => {
    renderAt('/companies', routes, 'lo');
    await screen.findByRole('link', { name: 'Sunrise Baby Foods' });
    expect(await violations()).toEqual([]);
  });

  it('a company page on a phone, in English', async () => {
    renderAt('/companies/mekong_nutrition', routes, 'en');
    await screen.findByRole('heading', { level: 1, name: /Mekong Nutrition/ });
    expect(await violations()).toEqual([]);
  });

  describe('on a desktop', () => {
    withDesktopScreen();

    it('the company list, in English', async () => {
      renderAt('/companies', routes, 'en');
      await screen.findByRole('link', { name: 'Sunrise Baby Foods' });
      expect(await violations()).toEqual([]);
    });

    it('a company page, in Lao', async () => {
      renderAt('/companies/mekong_nutrition', routes, 'lo');
      await screen.findByRole('heading', { level: 1, name: /ແມ່ຂອງ/ });
      expect(await violations()).toEqual([]);
    });
  });
});
