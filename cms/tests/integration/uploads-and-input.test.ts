/** Multipart requests leave no temp file behind; bad input is refused with 4xx, never 500. */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import { bearer, createStaff, freshIp, png, postFinding, REPORT_FIELDS, tokenFor } from '../helpers/fixtures';
import { bootStrapi, type Booted } from '../helpers/strapi';

// The CMS's temp folder is this file's own (os.tmpdir() follows TMPDIR), so other processes' files do not count.
const privateTmp = mkdtempSync(join(tmpdir(), 'lcmdp-tmpdir-'));
process.env.TMPDIR = privateTmp;

let app: Booted;
let operatorToken: string;
const api = () => request(app.server);

beforeAll(async () => {
  app = await bootStrapi();
  operatorToken = await tokenFor(app, await createStaff(app, 'operator'));
});
afterAll(async () => {
  await app?.stop();
});

const tempEntries = () => readdirSync(privateTmp).sort();

describe('no temp file outlives its request', () => {
  it('leaves the temp folder as it was after multipart requests of every outcome', async () => {
    const before = tempEntries();
    const image = await png(7);
    const report = () => {
      let req = api().post('/api-laos/submit_report').set('X-Forwarded-For', freshIp());
      for (const [k, v] of Object.entries(REPORT_FIELDS)) req = req.field(k, v);
      return req;
    };
    const requests: [number, () => Promise<request.Response>][] = [
      // 401: a protected route, anonymous
      [401, () => api().post('/api-laos/add_detection').field('data', '{}').attach('images', image, 'ad.png')],
      [401, () => api().put('/api-laos/upload_file_laos').attach('file', image, 'law.pdf')],
      [401, () => api().post('/upload').attach('files', image, 'a.png')],
      // 404: no such route, and a route that takes files with an unknown record
      [404, () => api().get('/api-laos/get_data/nosuchitem0000000000000').attach('images', image, 'a.png')],
      [
        404,
        () =>
          api()
            .put('/api-laos/update-data-options/nosuchitem0000000000000')
            .set(bearer(operatorToken))
            .field('nameEn', 'X')
            .attach('images', image, 'a.png'),
      ],
      // 405: a known path with the wrong method, or an unknown call
      [405, () => api().post('/api-laos/no_such_call').attach('images', image, 'a.png')],
      [405, () => api().patch('/api-laos/submit_report').attach('images', image, 'a.png')],
      // 400: not an image, or a malformed body
      [400, () => report().attach('images', Buffer.from('<html></html>'), { filename: 'a.jpg', contentType: 'image/jpeg' })],
      [
        400,
        () =>
          api()
            .post('/api-laos/submit_report')
            .set('X-Forwarded-For', freshIp())
            .set('Content-Type', 'multipart/form-data; boundary=xyz')
            .send('--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc'),
      ],
      // 413: a file over the image limit, a text field over the form limit
      [413, () => report().attach('images', Buffer.concat([image, Buffer.alloc(10 * 1024 * 1024)]), 'big.png')],
      [
        413,
        () =>
          report()
            .field('description', 'x'.repeat(2 * 1024 * 1024))
            .attach('images', image, 'a.png'),
      ],
      // success: a public report, and the detector watcher's own post
      [201, () => report().attach('images', image, 'a.png')],
      [201, () => postFinding(app)],
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [, send] = requests[i % requests.length];
      const res = await send();
      statuses.push(res.status);
    }
    expect({ statuses, temp: tempEntries() }).toEqual({
      statuses: Array.from({ length: 20 }, (_, i) => requests[i % requests.length][0]),
      temp: before,
    });
  });
});

describe('a staff route reads no body before the caller shows a valid token', () => {
  beforeAll(async () => {
    if (!app.server.listening) await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await new Promise((resolve) => app.server.close(resolve));
  });

  /** Sends a multipart head and a first part, never the rest: only an answer that does not wait for the body comes. */
  function answerBeforeBody(path: string, authorization?: string): Promise<number | 'waited for the body'> {
    const { port } = app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path,
        headers: {
          'Content-Type': 'multipart/form-data; boundary=xyz',
          'Content-Length': String(50 * 1024 * 1024),
          ...(authorization ? { Authorization: authorization } : {}),
        },
      });
      const timer = setTimeout(() => {
        req.destroy();
        resolve('waited for the body');
      }, 5000);
      req.on('response', (res) => {
        clearTimeout(timer);
        res.resume();
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="law.pdf"\r\n\r\n%PDF-1.4\n');
    });
  }

  it('answers 401 at once to an anonymous or forged upload of a law PDF, without waiting for its 50 MB', async () => {
    expect(await answerBeforeBody('/api-laos/upload_file_laos')).toBe(401);
    expect(await answerBeforeBody('/api-laos/upload_file_laos', 'Bearer forged.token.value')).toBe(401);
    expect(await answerBeforeBody('/api-laos/upload_file_laos', 'Basic b3BlcmF0b3I6cGFzcw==')).toBe(401);
  });

  it('reads the body of a signed-in operator', async () => {
    expect(await answerBeforeBody('/api-laos/upload_file_laos', `Bearer ${operatorToken}`)).toBe('waited for the body');
  });
});

/** A real PNG header that claims width × height pixels, with next to no pixel data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const countFiles = () => app.strapi.db.query('plugin::upload.file').count();
const reportWith = (fields: Record<string, string>) => {
  let req = api().post('/api-laos/submit_report').set('X-Forwarded-For', freshIp());
  for (const [k, v] of Object.entries({ ...REPORT_FIELDS, ...fields })) req = req.field(k, v);
  return req;
};

describe('bad input answers 4xx, never 500', () => {
  it('refuses an image whose header claims 30000×30000 pixels with 413, storing nothing', async () => {
    const files = await countFiles();
    const res = await reportWith({}).attach('images', pngClaiming(30000, 30000), 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/images\[0\]: The image is too large \(30000×30000 pixels/);
    expect(await countFiles()).toBe(files);
    const detection = await postFinding(app, { images: [pngClaiming(20000, 100)] });
    expect(detection.status).toBe(413);
  });

  it('answers 413 to a multipart text field over the form limit', async () => {
    const res = await reportWith({ description: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.name).toBe('PayloadTooLargeError');
  });
});

describe('uploaded files', () => {
  it('are named by their content (SHA-256): no reporter file name in a public URL', async () => {
    const res = await reportWith({}).attach('images', await png(11), 'Somchai-family-photo.png');
    expect(res.status).toBe(201);
    const [file] = await app.strapi.db.query('plugin::upload.file').findMany({ orderBy: { id: 'desc' }, limit: 1 });
    expect(file.name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(file.url).not.toMatch(/Somchai|family|photo/i);
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{64}_[0-9a-z]+\.png$/);
  });
});

describe("a report's date seen", () => {
  it('is a real calendar day, not in the future, with a field message; nothing is saved otherwise', async () => {
    const reports = () => app.strapi.db.query('api::report.report').count();
    const before = await reports();
    // Two days after today in UTC is after today in every time zone.
    const inTwoDays = new Date(Date.now() + 48 * 3_600_000).toISOString().slice(0, 10);
    for (const observedOn of ['2099-01-01', inTwoDays]) {
      const res = await reportWith({ observedOn });
      expect({ observedOn, status: res.status }).toEqual({ observedOn, status: 400 });
      expect(res.body.error.details.fields).toEqual({ observedOn: 'The date seen cannot be in the future' });
    }
    for (const [observedOn, message] of [
      ['2026-02-30', 'Not a valid date'],
      ['hello 5', 'Use a date like 2026-01-31'],
      ['1', 'Use a date like 2026-01-31'],
      ['03/05/2026', 'Use a date like 2026-01-31'],
      ['1999-12-31', 'Use a date between 2000 and 2099'],
    ]) {
      const res = await reportWith({ observedOn });
      expect({ observedOn, status: res.status }).toEqual({ observedOn, status: 400 });
      expect(res.body.error.details.fields).toEqual({ observedOn: message });
    }
    expect(await reports()).toBe(before);
    // Today in Laos (UTC+7) is accepted whatever the server's clock says.
    const todayInLaos = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await reportWith({ observedOn: todayInLaos })).status).toBe(201);
  });
});

describe('links entered anywhere are http(s) only', () => {
  it('refuses a javascript: link in a report with a field message', async () => {
    const res = await reportWith({ suspectedLink: 'javascript:alert(document.cookie)' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ suspectedLink: 'Not a valid link' });
    expect((await reportWith({ suspectedLink: 'https://shop.example.org/item/1' })).status).toBe(201);
  });

  it('refuses a javascript: or data: address for a data option, on add and on update', async () => {
    const add = (url: string) =>
      api()
        .post('/api-laos/add-data-options-laos')
        .set(bearer(operatorToken))
        .field('kind', 'source')
        .field('nameLo', 'ໜ້າເຟສບຸກ')
        .field('url', url);
    const refused = await add('javascript:alert(1)');
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toEqual({ url: 'Not a valid link' });
    expect((await add('data:text/html,<script>alert(1)</script>')).status).toBe(400);
    const created = await add('https://example.org/page');
    expect(created.status).toBe(201);
    const update = await api()
      .put(`/api-laos/update-data-options/${created.body.data._id}`)
      .set(bearer(operatorToken))
      .field('url', 'javascript:alert(1)');
    expect(update.status).toBe(400);
    expect(update.body.error.details.fields).toEqual({ url: 'Not a valid link' });
  });
});

describe('files of deleted records are deleted', () => {
  const fileUrls = async (uid: string, documentId: string, fields: string[]) => {
    const row = await app.strapi.db
      .query(uid as never)
      .findOne({ where: { documentId }, populate: Object.fromEntries(fields.map((f) => [f, true])) });
    return fields.flatMap((f) => [(row as Record<string, unknown>)[f] ?? []].flat().map((file) => (file as { url: string }).url));
  };
  const served = async (urls: string[]) => Promise.all(urls.map(async (url) => (await api().get(url)).status));

  it('removes a report’s and a detection’s evidence from disk and from the media library', async () => {
    const report = await reportWith({})
      .attach('images', await png(21), 'a.png')
      .attach('images', await png(22), 'b.png');
    expect(report.status).toBe(201);
    const reportFiles = await fileUrls('api::report.report', report.body.data._id, ['images']);
    const detection = await postFinding(app);
    expect(detection.status).toBe(201);
    const detectionFiles = await fileUrls('api::detection.detection', detection.body.data._id, [
      'images',
      'evidenceScreenshot',
      'evidenceHtml',
    ]);
    expect(reportFiles).toHaveLength(2);
    expect(detectionFiles).toHaveLength(3);
    expect(await served([...reportFiles, ...detectionFiles])).toEqual([200, 200, 200, 200, 200]);
    const files = await countFiles();

    await app.strapi.documents('api::report.report').delete({ documentId: report.body.data._id });
    await app.strapi.documents('api::detection.detection').delete({ documentId: detection.body.data._id });
    expect(await served([...reportFiles, ...detectionFiles])).toEqual([404, 404, 404, 404, 404]);
    expect(await countFiles()).toBe(files - 5);
  });

  it('removes a deleted data option’s images and a deleted law file’s PDF', async () => {
    const option = await api()
      .post('/api-laos/add-data-options-laos')
      .set(bearer(operatorToken))
      .field('data', JSON.stringify({ kind: 'brand', nameLo: 'ນົມລຶບ', nameEn: 'DeletedMilk' }))
      .attach('images', await png(31), 'pack.png');
    expect(option.status).toBe(201);
    const [imageUrl] = await fileUrls('api::data-option.data-option', option.body.data._id, ['images']);
    expect((await api().delete(`/api-laos/delete-data-options/${option.body.data._id}`).set(bearer(operatorToken))).status).toBe(
      200,
    );
    expect(await served([imageUrl])).toEqual([404]);

    const law = await api()
      .put('/api-laos/upload_file_laos')
      .set(bearer(operatorToken))
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'decree.pdf');
    expect(law.status).toBe(200);
    const row = await app.strapi.db.query('api::law-file.law-file' as never).findOne({ where: { variant: 'laos' } });
    await app.strapi.documents('api::law-file.law-file').delete({ documentId: (row as { documentId: string }).documentId });
    expect(await served([law.body.url])).toEqual([404]);
  });
});
