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
  writeFileSync(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(site, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
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
