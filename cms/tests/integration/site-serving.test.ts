/** The CMS serves the built site under /laos: files as they are, every route as index.html. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';

let app: Booted;
const site = mkdtempSync(join(tmpdir(), 'lcmdp-site-'));

beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(site, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  writeFileSync(
    join(site, 'route-preloads.json'),
    JSON.stringify({
      '/violation-laos': ['/laos/assets/list-9f8e7d.js', '/laos/assets/list-9f8e7d.css'],
      // Anything but a file of the build's assets is never written into the page.
      '/verified': ['https://elsewhere.example.org/x.js', '/laos/assets/a.js"><script>alert(1)</script>'],
    }),
  );
  app = await bootStrapi({ SITE_DIR: site });
});
afterAll(async () => app.stop());

it('answers every site route with index.html, not cached', async () => {
  for (const path of ['/laos', '/laos/', '/laos/home', '/laos/violation-laos', '/laos/detail/abc123']) {
    const res = await request(app.server).get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

it("names a public list's lazy page files as preloads in its index.html, and only files of the build", async () => {
  for (const path of ['/laos/violation-laos', '/laos/violation-laos/']) {
    const list = await request(app.server).get(path);
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.text).toContain('<link rel="modulepreload" crossorigin href="/laos/assets/list-9f8e7d.js">');
    expect(list.text).toContain('<link rel="preload" as="style" crossorigin href="/laos/assets/list-9f8e7d.css">');
    expect(list.text.indexOf('modulepreload')).toBeLessThan(list.text.indexOf('</head>'));
  }
  for (const path of ['/laos/home', '/laos/verified', '/laos/constructor', '/laos/__proto__']) {
    const other = await request(app.server).get(path);
    expect(other.status).toBe(200);
    expect(other.text).not.toMatch(/preload|elsewhere|alert/);
  }
});

it('serves hashed assets with a long cache, and 404 for missing files', async () => {
  const asset = await request(app.server).get('/laos/assets/app-1a2b3c.js');
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toMatch(/immutable/);
  expect((await request(app.server).get('/laos/assets/missing.js')).status).toBe(404);
  expect((await request(app.server).get('/laos/../package.json')).status).not.toBe(200);
});

it('leaves the API and other paths alone', async () => {
  expect((await request(app.server).get('/api-laos/get_summary')).status).toBe(200);
  expect((await request(app.server).get('/laosian')).status).toBe(404);
});

it('sends security headers with pages and API answers, and does not name the server software', async () => {
  for (const path of ['/laos/home', '/api-laos/get_summary']) {
    const res = await request(app.server).get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    const policy = Object.fromEntries(
      (res.headers['content-security-policy'] as string).split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'img-src': "'self' data: blob:",
      'object-src': "'none'",
      'frame-ancestors': "'self'",
      'base-uri': "'self'",
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
});
