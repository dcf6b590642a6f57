/**
 * A forward proxy between Chromium and the network, one per captured page: every request the browser makes — the
 * page, each redirect hop, images, scripts, WebSockets and HTTPS tunnels — passes the address guard, and the proxy
 * connects to the address it checked (so a name that resolves differently a moment later cannot slip through).
 * Refused plain-HTTP requests get a 403 marked with `x-lcmdp-refused`; refused tunnels are closed.
 */
import http from 'node:http';
import net from 'node:net';

import { checkAddress, type AddressRefusal, type GuardOptions } from './address-guard';

export const REFUSED_HEADER = 'x-lcmdp-refused';

const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade'];

export interface GuardProxy {
  /** `http://127.0.0.1:<port>` */
  server: string;
  /** What was refused, in order. */
  refusals: Array<AddressRefusal & { url: string }>;
  close(): Promise<void>;
}

export async function startGuardProxy(guard: GuardOptions): Promise<GuardProxy> {
  const refusals: GuardProxy['refusals'] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '';
    const check = await checkAddress(url, guard);
    if (!check.ok) {
      refusals.push({ ...check, url });
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', [REFUSED_HEADER]: check.reason });
      res.end(check.message);
      return;
    }
    const target = check.url;
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = http.request(
      {
        host: check.address ?? target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        const out: http.IncomingHttpHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  server.on('connect', async (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on('error', () => undefined);
    const authority = req.url ?? '';
    const port = Number(/:(\d+)$/.exec(authority)?.[1] ?? 443);
    const url = `${port === 80 ? 'http' : 'https'}://${authority}/`;
    const check = await checkAddress(url, guard);
    if (!check.ok) {
      refusals.push({ ...check, url });
      client.end(`HTTP/1.1 403 Forbidden\r\n${REFUSED_HEADER}: ${check.reason}\r\n\r\n`);
      return;
    }
    const upstream = net.connect(port, check.address ?? check.url.hostname.replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    refusals,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await closed;
    },
  };
}
