/**
 * A plain HTTP(S) GET for feeds and the images they link, guarded like the page capture (address-guard.ts): every
 * hop's host is resolved and checked before anything is sent, and the connection goes to the address that was
 * checked (a `lookup` override), so a name that resolves to a private address a moment later (DNS rebinding) cannot
 * slip through. Redirects are followed by hand, each hop checked again; the whole fetch has one deadline, the
 * body one size cap, and the caller's AbortSignal cancels it.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

import { checkAddress, type GuardOptions } from '../service/address-guard';

export const USER_AGENT = 'LCMDP-detector/0.1 (+Ministry of Health, Lao PDR)';

export interface GuardedFetchOptions {
  guard: GuardOptions;
  /** The decoded body may be at most this many bytes; the fetch is aborted as soon as it is larger. */
  maxBytes: number;
  /** The whole fetch, every redirect hop included, must finish within this. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Redirects followed at most (default 5). */
  maxRedirects?: number;
  /** The `Accept` header (default any). */
  accept?: string;
}

export interface FetchedBody {
  /** The address the body came from, after redirects. */
  finalUrl: string;
  status: number;
  /** The `Content-Type` header, '' when there is none. */
  contentType: string;
  body: Buffer;
}

/** A fetch that failed as a whole: refused address, unreachable, timeout, too large, redirect loop. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
};

/** A `lookup` that answers the address the guard checked, whatever the resolver would say now. */
function pinnedLookup(address: string): LookupFunction {
  const family = net.isIP(address);
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** GETs `raw`, following redirects; resolves with the final answer whatever its status (the caller judges it). */
export async function guardedFetch(raw: string, options: GuardedFetchOptions): Promise<FetchedBody> {
  const maxRedirects = options.maxRedirects ?? 5;
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  const controller = new AbortController();
  let reason: FetchError | undefined;
  const stop = (error: FetchError) => {
    if (reason) return;
    reason = error;
    controller.abort(error);
  };
  const timer = setTimeout(
    () => stop(new FetchError(`No complete answer from ${raw} within ${seconds} s`, raw)),
    options.timeoutMs,
  );
  const onAbort = () => stop(new FetchError(`The fetch of ${raw} was cancelled`, raw));
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const visited = new Set<string>();
    let current = raw;
    for (let hop = 0; ; hop += 1) {
      if (reason) throw reason;
      visited.add(current);
      const check = await checkAddress(current, options.guard);
      if (reason) throw reason;
      if (!check.ok) {
        const message = hop === 0 ? check.message : `${raw} redirects to a refused address: ${check.message}`;
        throw new FetchError(message, current);
      }
      const answer = await getOnce(check.url, check.address, options, controller.signal, () => reason);
      if (!REDIRECTS.has(answer.status) || !answer.location) {
        return { finalUrl: check.url.href, status: answer.status, contentType: answer.contentType, body: answer.body };
      }
      let next: string;
      try {
        next = new URL(answer.location, check.url).href;
      } catch {
        throw new FetchError(`${raw} redirects to an invalid address (${answer.location})`, current);
      }
      if (visited.has(next)) throw new FetchError(`${raw} redirects in a loop`, next);
      if (hop + 1 > maxRedirects) throw new FetchError(`${raw} redirects more than ${maxRedirects} times`, next);
      current = next;
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

interface OneAnswer {
  status: number;
  contentType: string;
  location?: string;
  body: Buffer;
}

function getOnce(
  url: URL,
  address: string | undefined,
  options: GuardedFetchOptions,
  signal: AbortSignal,
  reason: () => FetchError | undefined,
): Promise<OneAnswer> {
  return new Promise<OneAnswer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const fail = (error: unknown) => {
      const stopped = reason();
      if (stopped) return reject(stopped);
      if (error instanceof FetchError) return reject(error);
      const code = (error as NodeJS.ErrnoException)?.code;
      const detail = code ?? (error instanceof Error ? error.message : String(error));
      reject(new FetchError(`${url.href} could not be fetched (${detail})`, url.href));
    };
    const request = client.get(
      url,
      {
        headers: {
          'user-agent': USER_AGENT,
          accept: options.accept ?? '*/*',
          'accept-encoding': 'gzip, deflate, br',
        },
        // Connect to the checked address; an IP literal is never looked up at all.
        ...(address ? { lookup: pinnedLookup(address) } : {}),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          resolve({ status, contentType, location, body: Buffer.alloc(0) });
          return;
        }
        const tooLarge = () =>
          new FetchError(`The answer from ${url.href} is larger than ${megabytes(options.maxBytes)} MB`, url.href);
        const declared = Number(response.headers['content-length']);
        const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
        if (encoding === 'identity' && Number.isFinite(declared) && declared > options.maxBytes) {
          request.destroy();
          reject(tooLarge());
          return;
        }
        let stream: NodeJS.ReadableStream = response;
        if (encoding === 'gzip' || encoding === 'x-gzip') stream = pipeline(response, zlib.createGunzip(), () => undefined);
        else if (encoding === 'deflate') stream = pipeline(response, zlib.createInflate(), () => undefined);
        else if (encoding === 'br') stream = pipeline(response, zlib.createBrotliDecompress(), () => undefined);
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        stream.on('data', (chunk: Buffer) => {
          if (done) return;
          size += chunk.length;
          if (size > options.maxBytes) {
            done = true;
            request.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => {
          if (done) return;
          done = true;
          resolve({ status, contentType, body: Buffer.concat(chunks) });
        });
        stream.on('error', (error) => {
          if (done) return;
          done = true;
          fail(error);
        });
        response.on('aborted', () => {
          if (done) return;
          done = true;
          fail(new Error('the connection closed before the end of the answer'));
        });
      },
    );
    request.on('error', fail);
  });
}
