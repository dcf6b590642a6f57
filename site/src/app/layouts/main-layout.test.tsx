import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import Home from '@/features/home/routes/home';
import { initI18n } from '@/lib/i18n';
import type { LawFiles } from '@/lib/law-files';
import { server } from '@/test/msw-server';
import { MainLayout } from './main-layout';

vi.setConfig({ testTimeout: 30_000 });

const INTERNATIONAL = { url: '/uploads/code_international_abc.pdf', name: 'code.pdf', updated_at: '2026-11-01T08:00:00.000Z' };
const LAOS = { url: '/uploads/decree_472_def.pdf', name: 'decree-472.pdf', updated_at: '2026-11-02T08:00:00.000Z' };
const LAWS: LawFiles = {
  international: { ...INTERNATIONAL, files: { lo: null, en: INTERNATIONAL } },
  laos: { ...LAOS, files: { lo: LAOS, en: null } },
};
const FIGURES = { violations_confirmed: 3, non_violations_confirmed: 2, reports_received: 5 };

function api(laws: LawFiles) {
  server.use(
    http.get('/api-laos/get_law_files', () => HttpResponse.json({ data: laws })),
    http.get('/api-laos/get_summary', () => HttpResponse.json({ data: { international: FIGURES, laos: FIGURES } })),
  );
}

/** The desktop layout is chosen from the md breakpoint up; jsdom's matchMedia (test/setup.ts) matches nothing. */
function desktop() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === '(min-width: 768px)',
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function renderHome(language: 'en' | 'lo' = 'en') {
  void initI18n().changeLanguage(language);
  const router = createMemoryRouter([{ path: '/', element: <MainLayout />, children: [{ path: 'home', element: <Home /> }] }], {
    initialEntries: ['/home'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the law PDFs are reachable from the public site', () => {
  it('links the current PDF of each variant from the desktop menu', async () => {
    api(LAWS);
    const restore = desktop();
    try {
      renderHome();
      const nav = screen.getByRole('navigation', { name: 'LCMDP' });
      await userEvent.click(within(nav).getByRole('button', { name: /International code/ }));
      const international = await within(nav).findByRole('link', { name: /International Code of Marketing.*\(PDF\)/ });
      expect(international).toHaveAttribute('href', '/uploads/code_international_abc.pdf');
      expect(international).toHaveAttribute('target', '_blank');
      await userEvent.click(within(nav).getByRole('button', { name: /Laos law/ }));
      expect(within(nav).getByRole('link', { name: /Lao Decree 472\/PM \(PDF\)/ })).toHaveAttribute(
        'href',
        '/uploads/decree_472_def.pdf',
      );
    } finally {
      restore();
    }
  });

  it('links them from the phone menu, in Lao', async () => {
    api(LAWS);
    renderHome('lo');
    await userEvent.click(screen.getByRole('button', { name: 'ເປີດເມນູ' }));
    const sidebar = screen.getByRole('navigation', { name: 'LCMDP' });
    expect(await within(sidebar).findByRole('link', { name: /ດຳລັດ 472\/ນຍ \(PDF\)/ })).toHaveAttribute(
      'href',
      '/uploads/decree_472_def.pdf',
    );
    expect(within(sidebar).getByRole('link', { name: /ລະຫັດສາກົນວ່າດ້ວຍ.*\(PDF\)/ })).toHaveAttribute(
      'href',
      '/uploads/code_international_abc.pdf',
    );
  });

  it('links them from home, and says when a variant has none yet (the menu then leads to the resource centre)', async () => {
    api({ ...LAWS, laos: null });
    renderHome();
    const laws = screen.getByRole('region', { name: 'The laws' });
    expect(await within(laws).findByRole('link', { name: /International Code of Marketing/ })).toHaveAttribute(
      'href',
      '/uploads/code_international_abc.pdf',
    );
    expect(within(laws).getByText(/Lao Decree 472\/PM \(PDF\) — Not uploaded yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sidebar = screen.getByRole('navigation', { name: 'LCMDP' });
    expect(within(sidebar).getByRole('link', { name: 'Lao Decree 472/PM (PDF)' })).toHaveAttribute('href', '/resource-center');
  });
});
