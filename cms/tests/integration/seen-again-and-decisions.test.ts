/**
 * The same ad found again (near-duplicate image pHashes) updates the existing detection instead of creating one,
 * exactly once per finding, also under concurrent posts; and export_decisions gives the reviewers' final decisions
 * as the detector's training lines. Real Strapi, real database, over HTTP.
 *
 * The CMS trusts the detector's hashes, so the tests post hand-chosen 16-hex pHashes at known Hamming distances
 * (`flip(base, n)` differs from `base` in exactly n bits).
 */
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { REPORT_FIELDS, bearer, detectorAuth, png, staffTokens, submitReport, type Role } from '../helpers/fixtures';

let app: Booted;
let staff: Awaited<ReturnType<typeof staffTokens>>;
const as = (role: Role) => bearer(staff[role].token);
const api = () => request(app.server);

function flip(base: string, bits: number): string {
  return (BigInt(`0x${base}`) ^ ((BigInt(1) << BigInt(bits)) - BigInt(1))).toString(16).padStart(16, '0');
}

let pageCounter = 0;
interface Post {
  variant?: 'international' | 'laos';
  pageUrl?: string;
  caption?: string;
  crawledAt?: string;
  imagePhashes?: unknown;
  modelVersion?: string;
  sourceKey?: string;
  aiSuspected?: boolean;
  /** The ad image's pixels (its SHA-256 is part of the finding's identity); a new one per post by default. */
  imageSeed?: number;
}
async function post(p: Post = {}) {
  pageCounter += 1;
  const data = {
    variant: p.variant ?? 'laos',
    platform: 'facebook',
    pageUrl: p.pageUrl ?? `https://social.example.org/mekong/posts/${pageCounter}`,
    caption: p.caption ?? `ນົມຜົງດາວນ້ອຍ ດີກວ່ານົມແມ່! #${pageCounter}`,
    company: 'Mekong Nutrition Co.',
    brand: 'DemoMilk Gold',
    productType: 'infant_formula',
    crawledAt: p.crawledAt ?? '2026-11-01T08:00:00.000Z',
    aiScore: 0.9,
    aiSuspected: p.aiSuspected ?? true,
    aiFindings: [{ rule: 'idealising_text', term: 'ດີກວ່ານົມແມ່', where: 'caption', codes: ['LA-PP-01'] }],
    imagePhashes: p.imagePhashes ?? [],
    ...(p.modelVersion ? { modelVersion: p.modelVersion } : {}),
    ...(p.sourceKey ? { sourceKey: p.sourceKey } : {}),
  };
  return api()
    .post('/api-laos/add_detection')
    .set(detectorAuth())
    .field('data', JSON.stringify(data))
    .attach('images', await png(p.imageSeed ?? pageCounter), 'ad.png');
}

const staffView = async (id: string) => (await api().get(`/api-laos/get_data/${id}`).set(as('supervisor'))).body.data;
const count = (uid: string) => app.strapi.db.query(uid as never).count({});

beforeAll(async () => {
  app = await bootStrapi();
  staff = await staffTokens(app);
  for (const [code, variant, group] of [
    ['LA-PP-01', 'laos', 'promotion_to_public'],
    ['LA-PT-02', 'laos', 'prohibited_text'],
    ['INT-PP-01', 'international', 'promotion_to_public'],
  ] as const) {
    const created = (await app.strapi.documents('api::violation-code.violation-code' as never).create({
      data: { code, variant, group, name: `ລະຫັດ ${code}` },
    } as never)) as unknown as { documentId: string };
    await app.strapi
      .documents('api::violation-code.violation-code' as never)
      .update({ documentId: created.documentId, locale: 'en', data: { name: `Code ${code}` } } as never);
  }
});
afterAll(async () => app.stop());

describe('seen again: the same ad found again', () => {
  const base = 'c3a5f00f0ff05a3c';
  let firstId: string;
  let secondPage: string;

  it('stores the hashes, model version, source and a seen count of 1 on a new detection', async () => {
    const res = await post({
      imagePhashes: [base, 'ffff0000ffff0000'],
      modelVersion: 'nb1-e2dde414c3',
      sourceKey: 'fb_mekong_nutrition',
      pageUrl: 'https://social.example.org/mekong/posts/first',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ created: true, seenAgain: false });
    firstId = res.body.data._id;
    expect(await staffView(firstId)).toMatchObject({
      seen_count: 1,
      last_seen_at: '2026-11-01T08:00:00.000Z',
      seen_urls: [],
      ai_model_version: 'nb1-e2dde414c3',
      source_key: 'fb_mekong_nutrition',
    });
  });

  it('merges a finding with an image 7 bits away (a re-encoded copy) into it: 200, no new item, no files stored', async () => {
    const [detections, files] = [await count('api::detection.detection'), await count('plugin::upload.file')];
    secondPage = 'https://social.example.org/mekong/posts/repost';
    const res = await post({
      imagePhashes: ['0123456789abcdef', flip(base, 7)],
      pageUrl: secondPage,
      caption: 'Another caption, the same picture',
      crawledAt: '2026-11-05T09:30:00.000Z',
      imageSeed: 200,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      data: { created: false, seenAgain: true, _id: firstId, status: 'suspected_violation' },
    });
    expect(await count('api::detection.detection')).toBe(detections);
    expect(await count('plugin::upload.file')).toBe(files);
    expect(await staffView(firstId)).toMatchObject({
      seen_count: 2,
      last_seen_at: '2026-11-05T09:30:00.000Z',
      seen_urls: [secondPage],
    });
    const history = await api().get(`/api-laos/get_tracking/detection/${firstId}`).set(as('supervisor'));
    const seen = history.body.data.filter((e: { action: string }) => e.action === 'seen_again');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ level: 'ai', actor: { full_name: 'LCMDP detector' } });
    expect(seen[0].note).toContain(secondPage);
  });

  it('does not bump twice when the merged finding is posted again', async () => {
    const res = await post({
      imagePhashes: ['0123456789abcdef', flip(base, 7)],
      pageUrl: secondPage,
      caption: 'Another caption, the same picture',
      crawledAt: '2026-11-05T09:30:00.000Z',
      imageSeed: 200,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: false, seenAgain: true, _id: firstId, status: 'suspected_violation' });
    expect((await staffView(firstId)).seen_count).toBe(2);
  });

  it('keeps the later last-seen date when an older crawl is merged', async () => {
    const res = await post({ imagePhashes: [flip(base, 2)], crawledAt: '2026-10-01T00:00:00.000Z' });
    expect(res.body.data).toMatchObject({ seenAgain: true, _id: firstId });
    const view = await staffView(firstId);
    expect(view.seen_count).toBe(3);
    expect(view.last_seen_at).toBe('2026-11-05T09:30:00.000Z');
  });

  it('creates a new detection for an image 9 bits away (past the threshold)', async () => {
    const res = await post({ imagePhashes: [flip(base, 9)] });
    expect(res.status).toBe(201);
    expect(res.body.data._id).not.toBe(firstId);
  });

  it('creates a new detection for the same image in the other variant', async () => {
    const res = await post({ variant: 'international', imagePhashes: [base] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ created: true, seenAgain: false });
  });

  it('creates without hashes as before (no near-duplicate search)', async () => {
    expect((await post({ imagePhashes: [] })).status).toBe(201);
  });

  it('makes one detection of 10 concurrent posts of the same ad, seen 10 times', async () => {
    const ad = '5a5a5a5aa5a5a5a5';
    const before = await count('api::detection.detection');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post({ imagePhashes: [flip(ad, i % 5)], crawledAt: `2026-11-0${(i % 9) + 1}T10:00:00.000Z` }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((r) => r.body.data._id));
    expect(ids.size).toBe(1);
    expect(await count('api::detection.detection')).toBe(before + 1);
    const view = await staffView([...ids][0]);
    expect(view.seen_count).toBe(10);
    expect(view.seen_urls).toHaveLength(9);
    expect(view.last_seen_at).toBe('2026-11-09T10:00:00.000Z');
  });

  it('refuses a hash that is not 16 lower-case hex characters, with the field named, and saves nothing', async () => {
    const before = await count('api::detection.detection');
    for (const bad of [['C3A5F00F0FF05A3C'], ['abc'], 'c3a5f00f0ff05a3c', Array(21).fill(base)]) {
      const res = await post({ imagePhashes: bad });
      expect(res.status).toBe(400);
      const fields = res.body.error.details.fields as Record<string, string>;
      expect(Object.keys(fields)[0]).toMatch(/^imagePhashes/);
    }
    const res = await post({ imagePhashes: [base, 'xyz'] });
    expect(res.body.error.details.fields['imagePhashes.1']).toBe('Not a 64-bit perceptual hash');
    const long = await post({ imagePhashes: [], modelVersion: 'v'.repeat(101) });
    expect(long.body.error.details.fields.modelVersion).toBe('At most 100 characters');
    expect(await count('api::detection.detection')).toBe(before);
  });

  it('keeps the public view without the staff fields', async () => {
    // Approve the first detection so the public may see it.
    await api()
      .post('/api-laos/update_supervisor_status_detect_laos')
      .set(as('supervisor'))
      .send({ _id: firstId, status: 'violation' });
    await api()
      .post('/api-laos/update_operator_status_detect_laos')
      .set(as('operator'))
      .send({ _id: firstId, status: 'violation' });
    const pub = await api().get(`/api-laos/get_data/${firstId}`);
    expect(pub.status).toBe(200);
    for (const key of ['seen_count', 'last_seen_at', 'seen_urls', 'ai_model_version', 'source_key']) {
      expect(pub.body.data).not.toHaveProperty(key);
    }
    const tracking = await api().get(`/api-laos/get_tracking/detection/${firstId}`);
    expect(JSON.stringify(tracking.body)).not.toContain(secondPage);
  });
});

describe('export_decisions', () => {
  let violationId: string;
  let pendingId: string;
  let reportId: string;
  let internationalId: string;
  let decidedAfter: string;

  const lines = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  const exportAs = (query: Record<string, string> = {}, headers = detectorAuth()) =>
    api()
      .get('/api-laos/export_decisions')
      .query(query)
      .set(headers)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => done(null, text));
      });

  beforeAll(async () => {
    const decide = async (path: string, id: string, status: string, codes?: string[]) => {
      if (codes) {
        const chosen = await api()
          .post(`/api-laos/update_violation_code_${path}`)
          .set(as('supervisor'))
          .send({ _id: id, names: codes });
        expect(chosen.status).toBe(200);
      }
      const s = await api().post(`/api-laos/update_supervisor_status_${path}`).set(as('supervisor')).send({ _id: id, status });
      expect(s.status).toBe(200);
      const o = await api().post(`/api-laos/update_operator_status_${path}`).set(as('operator')).send({ _id: id, status });
      expect(o.status).toBe(200);
    };
    violationId = (await post({ caption: 'ນົມຜົງ ດີກວ່ານົມແມ່ ແຈກຟຣີ' })).body.data._id;
    await decide('detect_laos', violationId, 'violation', ['LA-PT-02', 'LA-PP-01']);
    pendingId = (await post({ caption: 'Only the supervisor has decided' })).body.data._id;
    await api()
      .post('/api-laos/update_supervisor_status_detect_laos')
      .set(as('supervisor'))
      .send({ _id: pendingId, status: 'violation' });
    internationalId = (await post({ variant: 'international', caption: 'A harmless recipe', aiSuspected: false })).body.data._id;
    decidedAfter = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await decide('detect', internationalId, 'non_violation');
    const submitted = await submitReport(app, REPORT_FIELDS);
    reportId = submitted.body.data._id;
    await decide('report_laos', reportId, 'non_violation');
  });

  it('answers one JSON line per operator-final item, in the detector training format', async () => {
    const res = await exportAs();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const all = lines(res.body as string);
    const byId = new Map(all.map((l) => [l.id, l]));
    expect(byId.has(`det_${pendingId}`)).toBe(false);
    expect(Object.keys(byId.get(`det_${violationId}`))).toEqual([
      'id',
      'variant',
      'text',
      'decision',
      'codes',
      'groups',
      'productType',
      'decidedAt',
    ]);
    expect(byId.get(`det_${violationId}`)).toEqual({
      id: `det_${violationId}`,
      variant: 'laos',
      text: 'ນົມຜົງ ດີກວ່ານົມແມ່ ແຈກຟຣີ',
      decision: 'violation',
      codes: ['LA-PP-01', 'LA-PT-02'],
      groups: ['prohibited_text', 'promotion_to_public'],
      productType: 'infant_formula',
      decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(byId.get(`det_${internationalId}`)).toMatchObject({
      variant: 'international',
      decision: 'non_violation',
      codes: [],
      groups: [],
    });
    expect(byId.get(`rep_${reportId}`)).toMatchObject({
      variant: 'laos',
      decision: 'non_violation',
      text: `${REPORT_FIELDS.description}\n${REPORT_FIELDS.activity}`,
      productType: 'infant_formula',
    });
    // Every line is something the detector's trainer accepts: non-empty text, a final decision.
    for (const line of all) {
      expect(line.text.length).toBeGreaterThan(0);
      expect(['violation', 'non_violation']).toContain(line.decision);
      expect(line.id).toMatch(/^(det|rep)_[a-z0-9]+$/);
    }
  });

  it('never carries the reporter', async () => {
    const res = await exportAs({}, as('operator'));
    expect(res.status).toBe(200);
    expect(res.body as string).not.toMatch(/Secret Reporter|secret\.reporter|Village Health|reporter|IpHash/i);
  });

  it('filters by variant and by decision date', async () => {
    const laos = lines((await exportAs({ variant: 'laos' })).body as string);
    expect(laos.length).toBeGreaterThan(0);
    expect(laos.every((l) => l.variant === 'laos')).toBe(true);
    const since = lines((await exportAs({ since: decidedAfter })).body as string).map((l) => l.id);
    expect(since).toContain(`det_${internationalId}`);
    expect(since).toContain(`rep_${reportId}`);
    expect(since).not.toContain(`det_${violationId}`);
    expect(lines((await exportAs({ since: '2099-01-01' })).body as string)).toEqual([]);
  });

  it('refuses bad filters with field messages', async () => {
    const res = await api().get('/api-laos/export_decisions').query({ variant: 'mars', since: 'yesterday' }).set(detectorAuth());
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      variant: 'variant must be one of: international, laos',
      since: 'Not a valid date',
    });
  });

  it('is closed to supervisors and anonymous callers', async () => {
    expect((await api().get('/api-laos/export_decisions').set(as('supervisor'))).status).toBe(403);
    expect((await api().get('/api-laos/export_decisions')).status).toBe(401);
  });
});
