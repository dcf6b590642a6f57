/**
 * The address guard's allow-list (exact host:port entries for the local demo feed), in the guard itself, in the
 * guarding proxy Chromium captures go through, and the guarded fetch feeds use: redirects, loops, size cap,
 * deadline, cancellation and the address pinned against DNS rebinding. Fixtures on 127.0.0.1/127.0.0.2 only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

import { checkAddress, hostAndPort, type GuardOptions } from '../src/service/address-guard';
import { REFUSED_HEADER, startGuardProxy } from '../src/service/guard-proxy';
import { guardedFetch, USER_AGENT, type GuardedFetchOptions } from '../src/watch/guarded-fetch';

let server: http.Server;
let port = 0;
let base = '';
const hanging = new Set<http.ServerResponse>();
let lastUserAgent = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lastUserAgent = String(req.headers['user-agent'] ?? '');
    const url = req.url ?? '/';
    const chain = /^\/chain\/(\d+)$/.exec(url);
    if (url === '/ok') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('hello');
    } else if (url === '/r1') {
      res.writeHead(301, { location: '/r2' }).end();
    } else if (url === '/r2') {
      res.writeHead(302, { location: `${base}/ok` }).end();
    } else if (url === '/loop-a') {
      res.writeHead(302, { location: '/loop-b' }).end();
    } else if (url === '/loop-b') {
      res.writeHead(302, { location: '/loop-a' }).end();
    } else if (chain && Number(chain[1]) >= 8) {
      res.writeHead(200).end('end of the chain');
    } else if (chain) {
      res.writeHead(302, { location: `/chain/${Number(chain[1]) + 1}` }).end();
    } else if (url === '/big-declared') {
      res.writeHead(200, { 'content-length': String(2 * 1024 * 1024) });
      res.write(Buffer.alloc(1024));
      // never finishes on its own: the client must stop reading
    } else if (url === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      pump();
    } else if (url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('ຂໍ້ຄວາມ compressed'));
    } else if (url === '/hang') {
      hanging.add(res);
    } else if (url === '/to-private') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
    } else {
      res.writeHead(404).end('no');
    }
  });
  // All interfaces: reachable as 127.0.0.1 (private) and 127.0.0.2 (which some tests call public).
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const privateGuard: GuardOptions = { allowPrivateHosts: false };
const allowListed = (): GuardOptions => ({ allowPrivateHosts: false, allowedHosts: [`127.0.0.1:${port}`] });
const fetchOptions = (guard: GuardOptions, extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
  guard,
  maxBytes: 1024 * 1024,
  timeoutMs: 5_000,
  ...extra,
});

describe('address guard allow-list', () => {
  test('hostAndPort spells the default port out and keeps IPv6 brackets', () => {
    expect(hostAndPort(new URL('http://Example.ORG/x'))).toBe('example.org:80');
    expect(hostAndPort(new URL('https://example.org/x'))).toBe('example.org:443');
    expect(hostAndPort(new URL('http://[::1]:5100/'))).toBe('[::1]:5100');
  });

  test('an allowed host:port passes although private; other ports and hosts stay refused', async () => {
    const guard: GuardOptions = { allowPrivateHosts: false, allowedHosts: ['127.0.0.1:5100', '[::1]:5100', 'Demo.Local:8080'] };
    const lookup = async () => ['10.1.2.3'];
    await expect(checkAddress('http://127.0.0.1:5100/feed.xml', guard)).resolves.toMatchObject({
      ok: true,
      address: '127.0.0.1',
    });
    await expect(checkAddress('http://[::1]:5100/', guard)).resolves.toMatchObject({ ok: true });
    await expect(checkAddress('http://demo.local:8080/', { ...guard, lookup })).resolves.toMatchObject({
      ok: true,
      address: '10.1.2.3',
    });
    await expect(checkAddress('http://127.0.0.1:5101/', guard)).resolves.toMatchObject({ ok: false, reason: 'private' });
    await expect(checkAddress('http://127.0.0.1/', guard)).resolves.toMatchObject({ ok: false, reason: 'private' });
    await expect(checkAddress('http://127.0.0.2:5100/', guard)).resolves.toMatchObject({ ok: false, reason: 'private' });
    await expect(checkAddress('http://demo.local:80/', { ...guard, lookup })).resolves.toMatchObject({ ok: false });
    await expect(checkAddress('http://169.254.169.254/latest', guard)).resolves.toMatchObject({ ok: false, reason: 'private' });
  });

  test('the allow-list does not open other schemes', async () => {
    await expect(
      checkAddress('ftp://127.0.0.1:5100/', { allowPrivateHosts: false, allowedHosts: ['127.0.0.1:5100'] }),
    ).resolves.toMatchObject({ ok: false, reason: 'scheme' });
  });

  test('the guarding proxy (Chromium captures) honours the allow-list', async () => {
    const get = (proxy: string, target: string) =>
      new Promise<{ status: number; refused?: string }>((resolve, reject) => {
        const { hostname, port: proxyPort } = new URL(proxy);
        http
          .get({ host: hostname, port: proxyPort, path: target, headers: { host: new URL(target).host } }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, refused: res.headers[REFUSED_HEADER] as string | undefined });
          })
          .on('error', reject);
      });
    const refusing = await startGuardProxy(privateGuard);
    const allowing = await startGuardProxy(allowListed());
    try {
      expect(await get(refusing.server, `${base}/ok`)).toEqual({ status: 403, refused: 'private' });
      expect(await get(allowing.server, `${base}/ok`)).toEqual({ status: 200, refused: undefined });
      expect(await get(allowing.server, `http://127.0.0.1:${port + 1 === 65536 ? 1 : port + 1}/ok`)).toMatchObject({
        status: 403,
      });
    } finally {
      await refusing.close();
      await allowing.close();
    }
  });
});

describe('guarded fetch', () => {
  test('fetches with its User-Agent and answers status, type, final address and body', async () => {
    const answer = await guardedFetch(`${base}/ok`, fetchOptions(allowListed()));
    expect(answer).toMatchObject({ finalUrl: `${base}/ok`, status: 200, contentType: 'text/plain; charset=utf-8' });
    expect(answer.body.toString()).toBe('hello');
    expect(lastUserAgent).toBe(USER_AGENT);
    expect(USER_AGENT).toBe('LCMDP-detector/0.1 (+Ministry of Health, Lao PDR)');
  });

  test('a private address is refused without the allow-list and fetched with it', async () => {
    await expect(guardedFetch(`${base}/ok`, fetchOptions(privateGuard))).rejects.toThrow(/private or local address/);
    await expect(guardedFetch(`${base}/ok`, fetchOptions(allowListed()))).resolves.toMatchObject({ status: 200 });
  });

  test('follows redirects, checking each hop', async () => {
    const answer = await guardedFetch(`${base}/r1`, fetchOptions(allowListed()));
    expect(answer.finalUrl).toBe(`${base}/ok`);
    expect(answer.body.toString()).toBe('hello');
  });

  test('a redirect to a private address is refused', async () => {
    const guard: GuardOptions = { allowPrivateHosts: false, publicAddresses: ['127.0.0.2'] };
    await expect(guardedFetch(`http://127.0.0.2:${port}/ok`, fetchOptions(guard))).resolves.toMatchObject({ status: 200 });
    await expect(guardedFetch(`http://127.0.0.2:${port}/to-private`, fetchOptions(guard))).rejects.toThrow(
      /redirects to a refused address/,
    );
  });

  test('a redirect loop is a clear error', async () => {
    await expect(guardedFetch(`${base}/loop-a`, fetchOptions(allowListed()))).rejects.toThrow('redirects in a loop');
  });

  test('at most 5 redirects', async () => {
    await expect(guardedFetch(`${base}/chain/1`, fetchOptions(allowListed()))).rejects.toThrow(/redirects more than 5 times/);
    // 7 hops: refused at 5, fine at 7.
    await expect(guardedFetch(`${base}/chain/1`, fetchOptions(allowListed(), { maxRedirects: 7 }))).resolves.toMatchObject({
      status: 200,
      finalUrl: `${base}/chain/8`,
    });
  });

  test('a body over the cap is refused, whether its size is declared or not', async () => {
    await expect(guardedFetch(`${base}/big-declared`, fetchOptions(allowListed()))).rejects.toThrow(/larger than 1 MB/);
    await expect(guardedFetch(`${base}/big-chunked`, fetchOptions(allowListed()))).rejects.toThrow(/larger than 1 MB/);
  });

  test('a compressed answer is decoded', async () => {
    const answer = await guardedFetch(`${base}/gzip`, fetchOptions(allowListed()));
    expect(answer.body.toString('utf8')).toBe('ຂໍ້ຄວາມ compressed');
  });

  test('a server that never answers ends at the deadline', async () => {
    const started = Date.now();
    await expect(guardedFetch(`${base}/hang`, fetchOptions(allowListed(), { timeoutMs: 400 }))).rejects.toThrow(
      /No complete answer .* within 0.4 s/,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  test('the caller’s signal cancels the fetch', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(guardedFetch(`${base}/hang`, fetchOptions(allowListed(), { signal: controller.signal }))).rejects.toThrow(
      /cancelled/,
    );
  });

  test('connects to the address the guard checked, not whatever the name resolves to later', async () => {
    // "feed.test" does not exist in DNS: only the guard's lookup knows it, so the connection must use that answer.
    const guard: GuardOptions = { allowPrivateHosts: false, publicAddresses: ['127.0.0.2'], lookup: async () => ['127.0.0.2'] };
    const answer = await guardedFetch(`http://feed.test:${port}/ok`, fetchOptions(guard));
    expect(answer.body.toString()).toBe('hello');
    const rebinding: GuardOptions = { ...guard, lookup: async () => ['127.0.0.1'] };
    await expect(guardedFetch(`http://feed.test:${port}/ok`, fetchOptions(rebinding))).rejects.toThrow(/private/);
  });
});
