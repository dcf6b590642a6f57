/** Multipart requests leave no temp file behind; bad input is refused with 4xx, never 500. */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
