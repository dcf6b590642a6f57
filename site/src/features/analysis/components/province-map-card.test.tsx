import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalysisBucket } from '@lcmdp/contract/vocabulary';
import { renderAt } from '@/test/render';
import { MAP_COLOURS, NO_ITEMS_COLOUR } from '../lib/province-map';
import { ProvinceMapCard } from './province-map-card';

vi.setConfig({ testTimeout: 30_000 });

// The map is a lazy chunk (d3-geo and the boundaries): transforming it once, before the tests, keeps them quick.
beforeAll(() => import('./province-map'), 60_000);

const BUCKETS: AnalysisBucket[] = [
  { key: 'savannakhet', count: 40 },
  { key: 'vientiane_capital', count: 12 },
  { key: 'champasak', count: 3 },
  { key: 'xaysomboun', count: 2 },
  { key: '', count: 1 },
];

function renderCard(buckets: AnalysisBucket[], language: 'lo' | 'en' = 'en') {
  return renderAt('/map', [{ path: '/map', element: <ProvinceMapCard buckets={buckets} /> }], language);
}

/** The drawn provinces, once the map's chunk has arrived. */
async function drawnShapes(container: HTMLElement) {
  await waitFor(() => expect(container.querySelectorAll('path[data-province]')).toHaveLength(17));
  return (province: string) => container.querySelector<SVGPathElement>(`path[data-province="${province}"]`)!;
}

const shade = (path: SVGPathElement) => {
  const fill = path.getAttribute('fill')!;
  return fill === NO_ITEMS_COLOUR ? -1 : MAP_COLOURS.indexOf(fill as (typeof MAP_COLOURS)[number]);
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the province map', () => {
  it('fills a province with more items darker, one without items neutral, and lists the numbers', async () => {
    const { container } = renderCard(BUCKETS);
    const shape = await drawnShapes(container);
    expect(shade(shape('savannakhet'))).toBe(MAP_COLOURS.length - 1);
    expect(shade(shape('savannakhet'))).toBeGreaterThan(shade(shape('vientiane_capital')));
    expect(shade(shape('vientiane_capital'))).toBeGreaterThan(shade(shape('champasak')));
    expect(shade(shape('champasak'))).toBeGreaterThanOrEqual(0);
    expect(shape('phongsaly').getAttribute('fill')).toBe(NO_ITEMS_COLOUR);
    // Xaysomboun has no shape; its count is in the table, with the reason.
    expect(container.querySelector('path[data-province="xaysomboun"]')).toBeNull();

    const table = screen.getByRole('table', { name: 'Items by province' });
    expect(rowsOf(table)).toEqual([
      ['Province', 'Items'],
      ['Savannakhet', '40'],
      ['Vientiane Capital', '12'],
      ['Champasak', '3'],
      ['Xaysomboun (not on the map)', '2'],
      ['Not given', '1'],
    ]);
    expect(screen.getByText(/^Xaysomboun is not drawn: the boundaries predate the province \(created in 2013\)/)).toBeVisible();
    // The legend gives the classes' numbers, from none to the largest count.
    const legend = screen.getByRole('list', { name: 'Items per province' });
    const entries = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries[0]).toBe('None');
    expect(entries.at(-1)).toBe('33–40');
    expect(entries).toHaveLength(6);
  });

  it('names a tapped province and its count in the reader’s language (Lao)', async () => {
    const { container } = renderCard(BUCKETS, 'lo');
    const shape = await drawnShapes(container);
    expect(screen.getByText('ຊີ້ ຫຼື ແຕະໃສ່ແຂວງ ເພື່ອເບິ່ງຈຳນວນ.')).toBeInTheDocument();
    fireEvent.click(shape('savannakhet'));
    expect(screen.getByText('ສະຫວັນນະເຂດ: 40', { selector: 'p' })).toHaveAttribute('aria-live', 'polite');
    // The tapped province is outlined and its row marked.
    expect(container.querySelectorAll('svg path:not([data-province])')).toHaveLength(1);
    expect(screen.getByRole('row', { name: /ສະຫວັນນະເຂດ/ }).className).not.toBe('');
    // Tapping it again lets it go.
    fireEvent.click(shape('savannakhet'));
    expect(screen.queryByText('ສະຫວັນນະເຂດ: 40', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByText(/^ແຂວງໄຊສົມບູນ ບໍ່ໄດ້ແຕ້ມໃສ່ແຜນທີ່/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ລາຍການຕາມແຂວງ' })).toBeInTheDocument();
  });

  it('names the province pointed at in English, and shows a province without items as 0', async () => {
    const { container } = renderCard(BUCKETS, 'en');
    const shape = await drawnShapes(container);
    fireEvent.pointerEnter(shape('luang_prabang'));
    expect(screen.getByText('Luang Prabang: 0', { selector: 'p' })).toBeInTheDocument();
    fireEvent.pointerLeave(shape('luang_prabang'));
    expect(screen.getByText('Point at or tap a province to see its count.')).toBeInTheDocument();
    // Each shape's native tooltip says the same.
    expect(shape('vientiane_capital').querySelector('title')?.textContent).toBe('Vientiane Capital: 12');
  });

  it('shows the empty state, without a map, when no report names a province', async () => {
    const { container } = renderCard([]);
    expect(await screen.findByText('No data for this period.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Items by province' })).toBeInTheDocument();
    expect(container.querySelector('svg path[data-province]')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
