import { configure, screen } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { analysisResponse, emptyAnalysisResponse, useChartSize } from '../testing/fixtures';
import Analysis from './analysis';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

// The page sits in the layout's <main> landmark.
const routes = [
  {
    path: '/analysis',
    element: (
      <main>
        <Analysis />
      </main>
    ),
  },
];

async function violations() {
  // jsdom cannot compute colours; the chart colours are chosen for 3:1 against white (see charts.tsx). The drawn
  // charts are hidden from assistive technology (their tables are read instead) and left undrawn here: axe over
  // recharts' SVG takes minutes in jsdom.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

beforeAll(() => {
  // axe probes a canvas for icon fonts; jsdom has none (and says so loudly).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

describe('accessibility (axe)', () => {
  useChartSize();

  it('analysis on a phone, in Lao, with figures and empty figures', async () => {
    // Two figures with data (over time, by company), the others empty: both kinds of card are checked.
    const { over_time, by_company } = analysisResponse();
    server.use(
      http.get('/api-laos/get_analysis', () =>
        HttpResponse.json({ ...emptyAnalysisResponse(), total: 42, over_time, by_company }),
      ),
    );
    renderAt('/analysis?status=violation', routes, 'lo');
    await screen.findByText('ລາຍການຕາມບໍລິສັດ', { selector: 'caption' });
    expect(await violations()).toEqual([]);
  });
});
