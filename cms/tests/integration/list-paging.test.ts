/**
 * Paging through a list: every matching item once, in the list's order (its date, then id), whatever the page size;
 * a page past the end is empty with the right total. Pages are read as ids first, then those rows (items.ts).
 */
import request from 'supertest';
import { bearer, createStaff, tokenFor } from '../helpers/fixtures';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { throughReviewChain } from '../../src/services/review-lock';

let app: Booted;
let staffToken: string;
const api = () => request(app.server);
const PLATFORM = 'paging-test';
/** Seven detections; three share one date, so only the id orders them. */
const DATES = ['2026-03-01', '2026-03-05', '2026-03-05', '2026-03-05', '2026-02-10', '2026-04-20', '2026-01-02'];

beforeAll(async () => {
  app = await bootStrapi();
  staffToken = await tokenFor(app, await createStaff(app, 'operator'));
  for (const [i, date] of DATES.entries()) {
    await throughReviewChain(() =>
      app.strapi.documents('api::detection.detection').create({
        data: {
          origin: 'crawler',
          platform: PLATFORM,
          pageUrl: `https://shop.example.org/paging/${i}`,
          caption: `paging item ${i}`,
          crawledAt: `${date}T08:00:00.000Z`,
          contentHash: `paging-${i}`,
          variant: 'laos',
          reviewStatus: 'suspected_violation',
          archived: false,
        },
      }),
    );
  }
});
afterAll(async () => {
  await app?.stop();
});

interface Listed {
  _id: string;
  caption: string;
  crawl_date: string;
}

async function page(size: number, n: number, sort = '') {
  const res = await api()
    .get(`/api-laos/get_data?status=suspected_violation&q=paging%20item&pageSize=${size}&page=${n}${sort}`)
    .set(bearer(staffToken));
  expect(res.status).toBe(200);
  return res.body as { data: Listed[]; meta: { pagination: { total: number; pageCount: number } } };
}

async function allPages(size: number, sort = '') {
  const items: Listed[] = [];
  const first = await page(size, 1, sort);
  items.push(...first.data);
  for (let n = 2; n <= first.meta.pagination.pageCount; n += 1) items.push(...(await page(size, n, sort)).data);
  return items;
}

it('pages through a list in its order, newest first and ties by id, each item once', async () => {
  const whole = (await page(100, 1)).data;
  expect(whole).toHaveLength(DATES.length);
  const dates = whole.map((item) => item.crawl_date.slice(0, 10));
  expect(dates).toEqual([...DATES].sort().reverse());
  // Items of one date newest-created first (id descending): created 3, 2, 1.
  expect(whole.filter((item) => item.crawl_date.startsWith('2026-03-05')).map((item) => item.caption)).toEqual([
    'paging item 3',
    'paging item 2',
    'paging item 1',
  ]);
  for (const size of [1, 2, 3, 5]) {
    expect((await allPages(size)).map((item) => item._id)).toEqual(whole.map((item) => item._id));
  }
});

it('pages oldest first when asked, the exact reverse', async () => {
  const newest = (await page(100, 1)).data.map((item) => item._id);
  expect((await allPages(3, '&sort=oldest')).map((item) => item._id)).toEqual([...newest].reverse());
});

it('answers a page past the end with no items and the whole total', async () => {
  const last = await page(3, 3);
  expect(last.data).toHaveLength(1);
  const beyond = await page(3, 4);
  expect(beyond.data).toEqual([]);
  expect(beyond.meta.pagination).toMatchObject({ total: DATES.length, pageCount: 3 });
});
