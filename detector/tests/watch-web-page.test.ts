/**
 * The web-page adapter with Debian's Chromium (/usr/bin/chromium) on fixture pages served by this test on
 * 127.0.0.1: the private fixture is opened only because the guard's allow-list names its host:port, which the
 * guarding proxy in front of Chromium honours for the page and its images alike.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import sharp from 'sharp';

import { CaptureError, PageCapturer } from '../src/service/capture';
import { createWebPageAdapter } from '../src/watch/adapters';
import type { Source } from '../src/watch/types';

let server: http.Server;
let port = 0;
let base = '';
let png: Buffer;
const capturers: PageCapturer[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffe066' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    if (req.url === '/shop/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="lo"><head><meta charset="utf-8"><title>shop</title></head><body>
        <h1>ຮ້ານແມ່ ແລະ ເດັກ</h1><p>ນົມຜົງ ດາວນ້ອຍ ຫຼຸດລາຄາ 20%</p>
        <img src="/ad.png" width="300" height="200" alt="">
        <img src="http://127.0.0.2:${port}/ad.png?elsewhere" width="300" height="200" alt="">
      </body></html>`);
    } else if (req.url?.startsWith('/ad.png')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await Promise.all(capturers.map((c) => c.close()));
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function capturer(allowedHosts?: string[]) {
  const made = new PageCapturer({
    chromiumPath: process.env.DETECTOR_CHROMIUM_PATH ?? '/usr/bin/chromium',
    timeoutMs: 15_000,
    guard: { allowPrivateHosts: false, ...(allowedHosts ? { allowedHosts } : {}) },
  });
  capturers.push(made);
  return made;
}

const source = (): Source => ({
  key: 'shop_fixture',
  name: 'Shop fixture',
  url: `${base}/shop/`,
  platform: 'shop',
  variant: 'international',
  intervalMinutes: 60,
});

test('a page becomes one item: text, images with bodies, screenshot, HTML, final address', async () => {
  const adapter = createWebPageAdapter({ capturer: capturer([`127.0.0.1:${port}`]) });
  expect(adapter.handles(source())).toBe(true);
  const { items, problems } = await adapter.collect(source(), new AbortController().signal);
  expect(problems).toEqual([]);
  expect(items).toHaveLength(1);
  const [item] = items;
  expect(item.pageUrl).toBe(`${base}/shop/`);
  expect(item.text).toContain('ນົມຜົງ ດາວນ້ອຍ ຫຼຸດລາຄາ 20%');
  // The allowed host's image is kept; the one on 127.0.0.2 (private, not allowed) was refused by the proxy.
  expect(item.images.map((i) => i.url)).toEqual([`${base}/ad.png`]);
  expect(item.images[0].body.equals(png)).toBe(true);
  expect(item.screenshot?.subarray(1, 4).toString()).toBe('PNG');
  expect(item.html).toContain('ຮ້ານແມ່ ແລະ ເດັກ');
  expect(Date.parse(item.capturedAt)).not.toBeNaN();
  expect(item.source.key).toBe('shop_fixture');
}, 60_000);

test('without the allow-list the private page is refused', async () => {
  const adapter = createWebPageAdapter({ capturer: capturer() });
  const collecting = adapter.collect(source(), new AbortController().signal);
  await expect(collecting).rejects.toBeInstanceOf(CaptureError);
  await expect(collecting).rejects.toThrow(/private or local address/);
});

test('an aborted run stops waiting for the capture', async () => {
  const slow = { capture: () => new Promise<never>(() => undefined) };
  const adapter = createWebPageAdapter({ capturer: slow });
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error('run timed out')), 50);
  await expect(adapter.collect(source(), controller.signal)).rejects.toThrow('run timed out');
});
