/**
 * Uploads and evidence on S3 through Strapi's S3 provider, against an S3-compatible server started here on
 * 127.0.0.1 (s3rver, a folder of this run): a public report's images and a detection's evidence land in the bucket
 * byte for byte, with the SHA-256 the CMS recorded; their absolute URLs serve the same bytes; the history chain
 * reads them back from the bucket; deleting the records (the orphan-file cleanup) deletes the objects.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import request from 'supertest';
import { postFinding, png, REPORT_FIELDS, submitReport, createStaff, tokenFor, bearer } from '../helpers/fixtures';
import { bootStrapi, type Booted } from '../helpers/strapi';

// s3rver has no type declarations; this is the part of its API the test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

const BUCKET = 'lcmdp-test';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let app: Booted;
let server: InstanceType<typeof S3rver>;
let s3: S3Client;
let endpoint: string;
let dir: string;
let adminToken: string;

async function bucketKeys(): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key as string).sort();
}
async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!);

async function fileUrls(uid: string, documentId: string, fields: string[]): Promise<string[]> {
  const row = (await app.strapi.db
    .query(uid as never)
    .findOne({ where: { documentId }, populate: Object.fromEntries(fields.map((f) => [f, true])) })) as Record<string, unknown>;
  return fields.flatMap((f) => [row[f] ?? []].flat().map((file) => (file as { url: string }).url));
}

async function served(url: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lcmdp-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  app = await bootStrapi({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  adminToken = await tokenFor(app, await createStaff(app, 'admin'));
});

afterAll(async () => {
  await app?.stop();
  s3?.destroy();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads on S3', () => {
  let reportId: string;
  let images: Buffer[];
  let reportUrls: string[];

  it('stores a public report’s images in the bucket, byte for byte, under absolute URLs', async () => {
    images = [await png(41), await png(42)];
    const res = await submitReport(app, REPORT_FIELDS, images);
    expect(res.status).toBe(201);
    reportId = res.body.data._id as string;
    reportUrls = await fileUrls('api::report.report', reportId, ['images']);
    expect(reportUrls).toHaveLength(2);
    for (const url of reportUrls) expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    const keys = await bucketKeys();
    expect(keys).toEqual(expect.arrayContaining(reportUrls.map(keyOf)));
    const stored = await Promise.all(reportUrls.map((url) => objectBytes(keyOf(url))));
    expect(stored.map(sha256).sort()).toEqual(images.map(sha256).sort());
  });

  it('records the SHA-256 of the objects’ bytes in the history chain, and verifies it from the bucket', async () => {
    const links = (await app.strapi.db.query('api::history-link.history-link' as never).findMany({})) as {
      files: { url: string; sha256: string }[] | null;
    }[];
    const files = links.flatMap((l) => l.files ?? []).filter((f) => reportUrls.includes(f.url));
    expect(files).toHaveLength(2);
    for (const file of files) expect(file.sha256).toBe(sha256(await objectBytes(keyOf(file.url))));
    const verified = await request(app.server).get('/api-laos/history/verify').set(bearer(adminToken));
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ ok: true, firstBreak: null });
    expect(verified.body.data.files).toBeGreaterThanOrEqual(2);
  });

  it('serves the same bytes at the URL the API gives', async () => {
    for (const url of reportUrls) {
      const { status, body } = await served(url);
      expect(status).toBe(200);
      expect(images.map(sha256)).toContain(sha256(body));
    }
  });

  it('keeps a detection’s evidence with its recorded SHA-256', async () => {
    const res = await postFinding(app);
    expect(res.status).toBe(201);
    const row = (await app.strapi.db.query('api::detection.detection' as never).findOne({
      where: { documentId: res.body.data._id },
      populate: { evidenceScreenshot: true, evidenceHtml: true },
    })) as { evidenceHashes: Record<string, string>; evidenceScreenshot: { url: string }; evidenceHtml: { url: string } };
    const screenshot = await served(row.evidenceScreenshot.url);
    expect(sha256(screenshot.body)).toBe(row.evidenceHashes.screenshot);
    expect(sha256(await objectBytes(keyOf(row.evidenceHtml.url)))).toBe(row.evidenceHashes.html);
  });

  it('keeps a monthly report in the bucket and sends staff its bytes from there', async () => {
    const last = new Date();
    last.setUTCDate(0);
    const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
    const made = await request(app.server)
      .post('/api-laos/monthly-reports')
      .set(bearer(adminToken))
      .send({ month, variant: 'laos', language: 'en' });
    expect(made.status).toBe(201);
    const id = made.body.data._id as string;
    const [pdfUrl, xlsxUrl] = await fileUrls('api::monthly-report.monthly-report', id, ['pdf', 'xlsx']);
    expect(pdfUrl.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    for (const [format, url] of [
      ['pdf', pdfUrl],
      ['xlsx', xlsxUrl],
    ]) {
      const res = await request(app.server)
        .get(`/api-laos/monthly-reports/${id}/${format}`)
        .set(bearer(adminToken))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      const body = res.body as Buffer;
      expect(sha256(body)).toBe(res.headers['x-content-sha256']);
      expect(sha256(body)).toBe(sha256(await objectBytes(keyOf(url))));
    }
  });

  it('a file gone from the bucket breaks the chain’s check', async () => {
    const res = await postFinding(app);
    expect(res.status).toBe(201);
    const [url] = await fileUrls('api::detection.detection', res.body.data._id, ['evidenceScreenshot']);
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: keyOf(url) }));
    const verified = await request(app.server).get('/api-laos/history/verify').set(bearer(adminToken));
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ ok: false, firstBreak: { reason: 'file_missing', url } });
  });

  it('deleting the report deletes its objects (orphan-file cleanup through the upload service)', async () => {
    await app.strapi.documents('api::report.report').delete({ documentId: reportId });
    const keys = await bucketKeys();
    for (const url of reportUrls) expect(keys).not.toContain(keyOf(url));
    for (const url of reportUrls) expect((await served(url)).status).toBe(404);
  });
});
