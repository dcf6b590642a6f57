/**
 * The detector's HTTP service, answering the CMS's checks (cms/src/services/detector-client.ts):
 *
 * - `POST /check/images` — multipart: `variant`, optional `text`, one or more `images` files; OCR, then the verdict.
 * - `POST /check/url` — JSON `{variant, url, desc?, store?}`; the page is captured with Chromium, its text and its
 *   largest images read, evidence hashed, then the verdict. With `store`, the screenshot, HTML and images are kept
 *   in the evidence store and the answer's evidence names their SHA-256.
 * - `GET /evidence/<sha256>` — a piece of evidence a page check kept (`store`), as bytes; 404 when not kept.
 * - `GET /health`, `GET /metrics` (Prometheus text).
 *
 * Answers are the contract's `CheckAnswer`, judged by the judging core (src/judge/); errors are `{ error: { message } }` with a 4xx/5xx status. OCR workers and
 * the browser start on first use and are reused; `close()` stops them and the server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import Busboy from 'busboy';
import { z } from 'zod';

import { VARIANTS } from '@lcmdp/contract/vocabulary';

import type { DetectorConfig } from '../config';
import type { Classifier } from '../understand/classifier';
import { lazyOcr, type OcrEngine, type OcrResult } from '../understand/ocr';
import { perceptualHash } from '../understand/phash';
import type { EvidenceStore } from '../watch/evidence-store';
import type { CheckAnswer } from '@lcmdp/contract';

import { imageFormat, MAX_IMAGE_PIXELS, readWithinBudget } from '../judge/image-reading';
import { judgeItemTexts } from '../judge/judge';
import { sha256 } from '../sha256';
import { CaptureError, PageCapturer, type CapturedImage, type CapturedPage } from './capture';
import { Metrics } from './metrics';

/** The limits of the service's checks (requests, uploads, OCR budgets); the contract's `LIMITS` are the API's. */
export const CHECK_LIMITS = {
  images: 10,
  imageBytes: 10 * 1024 * 1024,
  textChars: 20_000,
  /** Decoded pixels an image may have (about 40 megapixels). */
  imagePixels: MAX_IMAGE_PIXELS,
  jsonBytes: 64 * 1024,
  /** Page checks read at most this many of the page's largest images, within this many milliseconds. */
  pageImages: 3,
  pageOcrMs: 8_000,
  /** An image check's OCR must end within this; checks answered at once (more wait for a 503 and try again). */
  imageCheckMs: 60_000,
  concurrentChecks: 4,
} as const;

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const variantSchema = z.enum(VARIANTS, { error: () => `variant must be one of: ${VARIANTS.join(', ')}` });

const urlCheckSchema = z.object({
  variant: variantSchema,
  url: z
    .string({ error: () => 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url is too long'),
  desc: z.string().max(CHECK_LIMITS.textChars).optional().nullable(),
  /** Keep the captured screenshot, HTML and images in the evidence store (true or 'true'). */
  store: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: () => 'store must be true or false' }),
    )
    .optional(),
});

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'invalid request';
}

export interface ServiceDeps {
  config: DetectorConfig;
  classifier?: Classifier;
  /** Replaces the tesseract.js engine (tests). */
  createOcr?: () => Promise<OcrEngine>;
  /** Addresses the guard treats as public (tests). */
  publicAddresses?: readonly string[];
  /** The watcher's state for `/health`, when it runs in this process. */
  watchStatus?: () => unknown;
  /** Where `/check/url` with `store: true` keeps the captured evidence. */
  evidence?: EvidenceStore;
}

interface UploadedImage {
  name: string;
  body: Buffer;
}

/** Reads the multipart form of an image check, with limits. */
function readImageForm(req: http.IncomingMessage): Promise<{ fields: Map<string, string>; images: UploadedImage[] }> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: {
          files: CHECK_LIMITS.images,
          fileSize: CHECK_LIMITS.imageBytes,
          fields: 10,
          fieldSize: CHECK_LIMITS.textChars * 4,
        },
      });
    } catch {
      reject(new RequestError(400, 'Send the images as multipart/form-data'));
      return;
    }
    const fields = new Map<string, string>();
    const images: UploadedImage[] = [];
    let failure: RequestError | undefined;
    const fail = (error: RequestError) => {
      failure ??= error;
    };
    busboy.on('field', (name, value) => fields.set(name, value));
    busboy.on('file', (name, stream, info) => {
      if (name !== 'images') {
        fail(new RequestError(400, `Unexpected file field "${name}": send images as "images"`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new RequestError(413, `Image "${info.filename}" is larger than 10 MB`)));
      stream.on('close', () => images.push({ name: info.filename || `image-${images.length + 1}`, body: Buffer.concat(chunks) }));
    });
    busboy.on('filesLimit', () => fail(new RequestError(413, `At most ${CHECK_LIMITS.images} images per check`)));
    busboy.on('fieldsLimit', () => fail(new RequestError(400, 'Too many form fields')));
    busboy.on('error', () => fail(new RequestError(400, 'The form could not be read')));
    busboy.on('close', () => (failure ? reject(failure) : resolve({ fields, images })));
    req.on('error', () => reject(new RequestError(400, 'The upload was interrupted')));
    req.pipe(busboy);
  });
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!/^application\/json/i.test(req.headers['content-type'] ?? '')) {
      reject(new RequestError(415, 'Send the check as application/json'));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > CHECK_LIMITS.jsonBytes) {
        // Stop keeping the body but let it drain, so the 413 answer reaches the caller.
        chunks.length = 0;
        req.removeAllListeners('data');
        req.resume();
        reject(new RequestError(413, 'The request is too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new RequestError(400, 'The request is not valid JSON'));
      }
    });
    req.on('error', () => reject(new RequestError(400, 'The request was interrupted')));
  });
}

export interface DetectorService {
  server: http.Server;
  metrics: Metrics;
  /** The service's browser and OCR workers, shared with the watcher in the same process. */
  capturer: PageCapturer;
  recognise(image: Buffer): Promise<OcrResult>;
  listen(port?: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

export function createDetectorService(deps: ServiceDeps): DetectorService {
  const { config, classifier } = deps;
  const started = Date.now();
  const metrics = new Metrics();
  const modelVersion = classifier?.version ?? 'rules-only';
  const capturer = new PageCapturer({
    chromiumPath: config.chromiumPath,
    timeoutMs: config.pageTimeoutMs,
    guard: {
      allowPrivateHosts: config.allowPrivateHosts,
      publicAddresses: deps.publicAddresses,
      allowedHosts: config.allowHosts,
    },
  });
  const ocr = lazyOcr(config, deps.createOcr);
  let checksInFlight = 0;

  async function recognise(image: Buffer): Promise<OcrResult> {
    const engine = await ocr.get();
    const result = await engine.recognise(image);
    metrics.inc('detector_images_ocr_total');
    metrics.inc('detector_ocr_seconds_total', {}, result.ms / 1000);
    return result;
  }

  async function checkImages(req: http.IncomingMessage): Promise<CheckAnswer> {
    const { fields, images } = await readImageForm(req);
    const variant = variantSchema.safeParse(fields.get('variant'));
    if (!variant.success) throw new RequestError(400, firstProblem(variant.error));
    const text = fields.get('text') ?? '';
    if (text.length > CHECK_LIMITS.textChars)
      throw new RequestError(400, `text is longer than ${CHECK_LIMITS.textChars} characters`);
    // The CMS and the check page allow text alone (a caption checked without its picture).
    if (images.length === 0 && !text.trim()) throw new RequestError(400, 'Send at least one image as "images", or some "text"');
    for (const image of images) {
      if (!(await imageFormat(image.body))) {
        throw new RequestError(400, `"${image.name}" is not an image (PNG, JPEG, WebP, GIF, TIFF or AVIF)`);
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RequestError(504, `The images could not be read within ${CHECK_LIMITS.imageCheckMs / 1000} s`)),
        CHECK_LIMITS.imageCheckMs,
      );
    });
    const results = await Promise.race([
      Promise.all(
        images.map((image) =>
          recognise(image.body).catch(() => {
            throw new RequestError(400, `"${image.name}" could not be read (a damaged or truncated image?)`);
          }),
        ),
      ),
      late,
    ]).finally(() => clearTimeout(timer));
    const read = images.map((image, i) => ({ name: image.name, result: results[i] }));
    return judgeItemTexts({ text, images: read }, variant.data, classifier).answer;
  }

  async function checkUrl(req: http.IncomingMessage): Promise<CheckAnswer> {
    const parsed = urlCheckSchema.safeParse(await readJson(req));
    if (!parsed.success) throw new RequestError(400, firstProblem(parsed.error));
    const { variant, url, desc, store } = parsed.data;
    const page = await capturer.capture(url);
    metrics.inc('detector_pages_captured_total');

    // The largest images, read within a time budget; those not read in time are left out.
    const chosen = page.images.slice(0, CHECK_LIMITS.pageImages);
    const ocrd = await readWithinBudget(chosen, recognise, CHECK_LIMITS.pageOcrMs);
    const { answer } = judgeItemTexts(
      {
        text: desc ?? '',
        // Judged up to the same length as a typed text: the matcher runs synchronously, a huge page would stall the service.
        page: page.text.slice(0, CHECK_LIMITS.textChars),
        images: ocrd.map(({ image, result }) => ({ name: image.url, result })),
      },
      variant,
      classifier,
    );
    // Kept only when asked: the CMS asks for the checks it will turn into a detection.
    const kept = store ? await keepEvidence(page, chosen) : undefined;
    const phashes = await pagePhashes(page.screenshot, chosen);
    return {
      ...answer,
      evidence: {
        url: page.url,
        final_url: page.finalUrl,
        screenshot_sha256: sha256(page.screenshot),
        html_sha256: sha256(Buffer.from(page.html, 'utf8')),
        screenshot_bytes: page.screenshot.length,
        html_bytes: Buffer.byteLength(page.html, 'utf8'),
        http_status: page.httpStatus,
        captured_at: page.capturedAt,
        ...(kept ?? {}),
        ...phashes,
      },
    };
  }

  /**
   * The perceptual hashes of the page's chosen images and of its screenshot (takedown verification recognises the
   * ad's picture re-encoded or resized). An image that cannot be hashed is left out; it never fails the check.
   */
  async function pagePhashes(screenshot: Buffer, images: CapturedImage[]) {
    const hash = (body: Buffer) => perceptualHash(body).catch(() => undefined);
    const [shot, ...pictures] = await Promise.all([hash(screenshot), ...images.map((image) => hash(image.body))]);
    return {
      image_phashes: pictures.filter((h): h is string => h !== undefined),
      ...(shot ? { screenshot_phash: shot } : {}),
    };
  }

  /** Writes the evidence of a page check to the evidence store; without one, answers that nothing was stored. */
  async function keepEvidence(page: CapturedPage, images: CapturedImage[]) {
    const store = deps.evidence;
    if (!store) return { stored: false };
    const [, , ...imageShas] = await Promise.all([
      store.put(page.screenshot),
      store.put(page.html),
      ...images.map((image) => store.put(image.body)),
    ]);
    return { stored: true, image_sha256s: imageShas };
  }

  /**
   * A piece of kept evidence by its SHA-256 (the CMS fetches a staff page check's screenshot to keep it with the
   * detection). Served as bytes, never rendered: the HTML of a captured page is not a page of this service.
   */
  async function sendEvidence(res: http.ServerResponse, sha: string) {
    const store = deps.evidence;
    if (!store || !(await store.has(sha))) throw new RequestError(404, 'No kept evidence with this SHA-256');
    const body = await store.read(sha);
    const png = body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpeg = body[0] === 0xff && body[1] === 0xd8;
    res.writeHead(200, {
      'content-type': png ? 'image/png' : jpeg ? 'image/jpeg' : 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment',
    });
    res.end(body);
  }

  function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
    if (res.headersSent || res.destroyed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
    res.end(text);
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://detector').pathname;
    const kind = path === '/check/images' ? 'images' : path === '/check/url' ? 'url' : undefined;
    try {
      if (req.method === 'GET' && path === '/health') {
        send(res, 200, {
          status: 'ok',
          model_version: modelVersion,
          uptime_s: Math.round((Date.now() - started) / 1000),
          ...(deps.watchStatus ? { watch: deps.watchStatus() } : {}),
        });
        return;
      }
      if (req.method === 'GET' && path === '/metrics') {
        send(res, 200, metrics.render(), 'text/plain; version=0.0.4; charset=utf-8');
        return;
      }
      const evidence = /^\/evidence\/([0-9a-f]{64})$/.exec(path);
      if (req.method === 'GET' && evidence) {
        await sendEvidence(res, evidence[1]);
        return;
      }
      if (!kind) throw new RequestError(404, `No route ${req.method} ${path}`);
      if (req.method !== 'POST') throw new RequestError(405, `Use POST for ${path}`);
      if (checksInFlight >= CHECK_LIMITS.concurrentChecks) {
        throw new RequestError(503, 'The detector is busy with other checks; try again in a few seconds');
      }
      checksInFlight += 1;
      let answer: CheckAnswer;
      try {
        answer = kind === 'images' ? await checkImages(req) : await checkUrl(req);
      } finally {
        checksInFlight -= 1;
      }
      metrics.inc('detector_checks_total', { kind, outcome: answer.status });
      send(res, 200, answer);
    } catch (error) {
      const status = error instanceof RequestError || error instanceof CaptureError ? error.status : 500;
      const message =
        error instanceof RequestError || error instanceof CaptureError ? error.message : 'The detector failed on this check';
      if (status === 500) process.stderr.write(`detector service: ${error instanceof Error ? error.stack : String(error)}\n`);
      metrics.inc('detector_errors_total', { route: kind ?? 'other', status: String(status) });
      if (kind) metrics.inc('detector_checks_total', { kind, outcome: 'error' });
      // Whatever was not read of the request is drained so the answer reaches the caller.
      req.resume();
      if (status === 503) res.setHeader('retry-after', '5');
      send(res, status, { error: { message } });
    }
  }

  const server = http.createServer((req, res) => void route(req, res));
  server.requestTimeout = config.pageTimeoutMs + CHECK_LIMITS.pageOcrMs + 30_000;

  return {
    server,
    metrics,
    capturer,
    recognise,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      });
    },
    async close() {
      metrics.set('detector_up', 0);
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await capturer.close();
      await ocr.close();
      server.closeAllConnections();
      await closing;
    },
  };
}
