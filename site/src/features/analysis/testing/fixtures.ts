/** Answers and screen set-up for the analysis screen's component tests. */
import type { AnalysisResponse } from '@lcmdp/contract/vocabulary';

export function analysisResponse(overrides: Partial<AnalysisResponse> = {}): AnalysisResponse {
  return {
    from: '2025-01-01',
    to: '2025-01-03',
    status: [],
    variant: null,
    total: 42,
    over_time: [
      { period: '2025-01-01', detection: 10, report: 2 },
      { period: '2025-01-02', detection: 0, report: 0 },
      { period: '2025-01-03', detection: 25, report: 5 },
    ],
    by_company: [
      { key: 'Acme Nutrition', count: 30 },
      { key: 'Milky Co', count: 12 },
    ],
    by_brand: [
      { key: 'BabyGold', count: 28 },
      { key: '__other__', count: 14 },
    ],
    by_code: [
      { key: 'LD-5', count: 20 },
      { key: 'LD-9', count: 9 },
    ],
    by_platform: [
      { key: 'facebook', count: 35 },
      { key: 'tiktok', count: 7 },
    ],
    by_place: [{ key: 'promotion_at_point_of_sale', count: 7 }],
    by_province: [
      { key: 'vientiane_capital', count: 5 },
      { key: '__other__', count: 2 },
    ],
    by_variant: [
      { key: 'laos', count: 30 },
      { key: 'international', count: 12 },
    ],
    unresolved: { company: [{ key: 'Milky Co', count: 12 }], brand: [] },
    enforcement: { cases_opened: 7, cases_decided: 4, ads_removed: 1234, median_days_to_removal: 12.5 },
    ...overrides,
  };
}

/** A period without any item: zeros over time, empty breakdowns. */
export function emptyAnalysisResponse(): AnalysisResponse {
  return analysisResponse({
    total: 0,
    over_time: [
      { period: '2025-01-01', detection: 0, report: 0 },
      { period: '2025-01-02', detection: 0, report: 0 },
    ],
    by_company: [],
    by_brand: [],
    by_code: [],
    by_platform: [],
    by_place: [],
    by_province: [],
    by_variant: [],
    unresolved: { company: [], brand: [] },
    enforcement: { cases_opened: 0, cases_decided: 0, ads_removed: 0, median_days_to_removal: null },
  });
}

/**
 * jsdom lays nothing out and has no ResizeObserver, which recharts' ResponsiveContainer needs. By default the
 * observer reports nothing, so the charts stay undrawn (drawing seven animated charts in jsdom is slow, and the
 * tests read the figures' tables); `drawCharts()` makes it report a 640 px wide box for chart containers.
 */
let draw = false;

class ChartSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    if (!draw || !target.classList.contains('recharts-responsive-container')) return;
    const height = Number.parseFloat((target as HTMLElement).style.height) || 300;
    const entry = { target, contentRect: { width: 640, height } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

let originalMatchMedia: typeof window.matchMedia | null = null;

export function useChartSize() {
  beforeEach(() => {
    draw = false;
    vi.stubGlobal('ResizeObserver', ChartSizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (originalMatchMedia) window.matchMedia = originalMatchMedia;
    originalMatchMedia = null;
  });
}

/** Lets the charts of the next render be drawn at 640 px wide, without animation (the reader asks for less motion). */
export function drawCharts() {
  draw = true;
  const original = window.matchMedia;
  originalMatchMedia = original;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion') || original(query).matches,
  })) as typeof window.matchMedia;
}
