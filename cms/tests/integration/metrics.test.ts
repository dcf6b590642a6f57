/** The CMS's Prometheus metrics on a real Strapi: only for the configured token, with requests and review queues. */
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { createDetectionId } from '../helpers/fixtures';

const TOKEN = 'metrics-token-for-tests-0123456789';
let app: Booted;
const api = () => request(app.server);

beforeAll(async () => {
  app = await bootStrapi({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await app?.stop();
});

const scrape = () => api().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('refuses a scraper without the token, or with another one', async () => {
  expect((await api().get('/metrics')).status).toBe(401);
  expect((await api().get('/metrics').set('Authorization', 'Bearer not-the-metrics-token-000')).status).toBe(401);
});

it('counts requests by route pattern and status, times them, and reports the review queues', async () => {
  const before = value(
    (await scrape()).text,
    'lcmdp_cms_http_requests_total{method="GET",route="/api-laos/get_data/:id",status="404"}',
  );
  for (let i = 0; i < 3; i += 1) expect((await api().get(`/api-laos/get_data/nosuchitem00000000000${i}`)).status).toBe(404);
  await createDetectionId(app);

  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  const text = res.text;
  expect(value(text, 'lcmdp_cms_http_requests_total{method="GET",route="/api-laos/get_data/:id",status="404"}')).toBe(
    (before ?? 0) + 3,
  );
  // No raw path (with an id) becomes a series of its own.
  expect(text).not.toContain('nosuchitem');
  expect(
    value(text, 'lcmdp_cms_http_request_duration_seconds_count{method="GET",route="/api-laos/get_data/:id"}'),
  ).toBeGreaterThanOrEqual(3);
  // The detector's finding waits for the supervisor: a suspected violation in the detection queue.
  expect(value(text, 'lcmdp_cms_items{kind="detection",status="suspected_violation"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'lcmdp_cms_cases{stage="opened"}')).toBe(0);
  // Every history entry written so far is linked.
  expect(value(text, 'lcmdp_cms_history_pending')).toBe(0);
  expect(text).toContain('lcmdp_cms_process_cpu_seconds_total');
});

it('shows an entry left waiting for its history link (as a process stopped between commit and seal would leave it)', async () => {
  const table = () => app.strapi.db.getConnection('history_pending');
  const [row] = (await table().insert({ entry_type: 'review_event', entry_id: 'left-behind', entry_hash: 'x', at: new Date() }, [
    'id',
  ])) as ({ id: number } | number)[];
  try {
    expect(value((await scrape()).text, 'lcmdp_cms_history_pending')).toBe(1);
  } finally {
    await table()
      .where({ id: typeof row === 'number' ? row : row.id })
      .delete();
  }
  expect(value((await scrape()).text, 'lcmdp_cms_history_pending')).toBe(0);
});
