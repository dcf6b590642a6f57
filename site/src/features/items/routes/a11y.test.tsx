import { configure, screen } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { detection, event, page, report, withDesktopScreen } from '@/test/fixtures';
import DetectionDetail from './detection-detail';
import ReportDetail from './report-detail';
import TrackingDetail from './tracking-detail';
import VerifiedList from './verified-list';
import ViolationList from './violation-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

// The pages sit in the layout's <main> landmark.
const routes = [
  {
    path: '/violation-laos',
    element: (
      <main>
        <ViolationList />
      </main>
    ),
  },
  {
    path: '/verified-laos',
    element: (
      <main>
        <VerifiedList />
      </main>
    ),
  },
  {
    path: '/detail-laos/:id',
    element: (
      <main>
        <DetectionDetail />
      </main>
    ),
  },
  {
    path: '/detail-report-laos/:id',
    element: (
      <main>
        <ReportDetail />
      </main>
    ),
  },
  {
    path: '/detail-tracking-laos/:id',
    element: (
      <main>
        <TrackingDetail />
      </main>
    ),
  },
];

async function violations() {
  // jsdom cannot compute colours; contrast is covered by the tag-colour unit tests.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

beforeAll(() => {
  // axe probes a canvas for icon fonts; jsdom has none (and says so loudly).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

beforeEach(() => {
  server.use(
    http.get('/api-laos/get_data_from_route', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('route')?.startsWith('verified') ? page([report()]) : page([detection()]),
      ),
    ),
    http.get('/api-laos/get_data/:id', () => HttpResponse.json({ data: detection() })),
    http.get('/api-laos/get_report/:id', () => HttpResponse.json({ data: report() })),
    http.get('/api-laos/get_tracking/:kind/:id', () =>
      HttpResponse.json({ data: [event({ level: 'ai', action: 'created', to_status: 'suspected_violation' })] }),
    ),
    http.get('/api-laos/get_case_steps/:kind/:id', () =>
      HttpResponse.json({
        data: {
          caseNumber: 'LA-2026-0007',
          stage: 'decided',
          steps: [{ step: 'decide', at: '2025-03-20T09:00:00.000Z', measures: ['warning'] }],
        },
      }),
    ),
  );
});

describe('accessibility (axe)', () => {
  it('list on a phone', async () => {
    renderAt('/violation-laos', routes, 'lo');
    await screen.findByRole('heading', { level: 2, name: 'BabyGold · Acme Nutrition' });
    expect(await violations()).toEqual([]);
  });

  it('detection detail', async () => {
    renderAt('/detail-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });

  it('report detail', async () => {
    renderAt('/detail-report-laos/rep1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });

  it('tracking', async () => {
    renderAt('/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    await screen.findByRole('heading', { level: 2, name: 'History' });
    await screen.findByRole('heading', { level: 2, name: 'From detection to penalty' });
    expect(await violations()).toEqual([]);
  });

  describe('on a desktop', () => {
    withDesktopScreen();
    it('verified list (table)', async () => {
      renderAt('/verified-laos', routes, 'en');
      await screen.findByRole('table');
      expect(await violations()).toEqual([]);
    });
  });
});
