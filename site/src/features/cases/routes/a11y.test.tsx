import { configure, screen } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { OPERATOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { casePage, wireCase } from '../testing/fixtures';
import CaseList from './case-list';
import CasePage from './case-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
silenceActWarnings();
afterEach(() => store.signOut());

// The pages sit in the layout's <main> landmark.
const routes = [
  {
    path: '/cases',
    element: (
      <main>
        <CaseList />
      </main>
    ),
  },
  {
    path: '/cases/:id',
    element: (
      <main>
        <CasePage />
      </main>
    ),
  },
];
const LATE = wireCase({
  overdue: 'removal_overdue',
  stage: 'decided',
  measures: ['fine', 'removal_order'],
  fineKip: 2000000,
  removalDueOn: '2026-11-20',
  legalBasis: 'ດຳລັດ 256',
  allowedSteps: ['verify_removal'],
  steps: [
    {
      step: 'open',
      stageAfter: 'opened',
      at: '2026-11-02T03:00:00.000Z',
      by: 'Demo Operator',
      note: null,
      details: {},
      files: [],
    },
  ],
});

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
    signInAs(OPERATOR);
    server.use(
      http.get('/api-laos/cases', () =>
        HttpResponse.json(casePage([LATE, wireCase({ _id: 'case2aaaaaaaaaaaaaaaaaaa', caseNumber: 'LA-2026-0008' })])),
      ),
      http.get('/api-laos/cases/:id', () => HttpResponse.json({ data: LATE })),
    );
  });

  it('the case list on a phone, in Lao', async () => {
    renderAt('/cases', routes, 'lo');
    await screen.findByRole('link', { name: 'LA-2026-0008' });
    expect(await violations()).toEqual([]);
  });

  describe('on a desktop', () => {
    withDesktopScreen();

    it('the case list, in English', async () => {
      renderAt('/cases', routes, 'en');
      await screen.findByRole('link', { name: 'LA-2026-0008' });
      expect(await violations()).toEqual([]);
    });

    it('a case page, in Lao', async () => {
      renderAt('/cases/case1aaaaaaaaaaaaaaaaaaa', routes, 'lo');
      await screen.findByRole('button', { name: 'ຢືນຢັນການຖອນອອກ' });
      expect(await violations()).toEqual([]);
    });
  });
});
