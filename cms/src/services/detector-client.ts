/**
 * The CMS asks the detector service (DETECTOR_URL) to check images or a page address. The detector is its own
 * service; when it is down or broken the caller gets a clear 503/502, never a hang. Its answer is the contract's
 * `CheckAnswer`, read with the contract's schema: an answer that does not fit is the detector's fault (502).
 */
import { readFile } from 'node:fs/promises';
import { checkAnswerSchema, pageCheckAnswerSchema, type CheckAnswer, type PageCheckAnswer, type Variant } from '@lcmdp/contract';
import type { z } from 'zod';
import { HttpFailure } from '../http/failure';
import { settings } from '../settings';
import type { IncomingFile } from './uploads';

/** One call to the detector: its status and JSON answer (null when it sent none); 503 when it cannot be reached. */
async function request(
  path: string,
  body: FormData | string,
  contentType?: string,
): Promise<{ status: number; payload: unknown }> {
  const { DETECTOR_URL, DETECTOR_TIMEOUT_MS } = settings();
  let response: Response;
  try {
    response = await fetch(new URL(path, DETECTOR_URL), {
      method: 'POST',
      body,
      headers: contentType ? { 'content-type': contentType } : undefined,
      signal: AbortSignal.timeout(DETECTOR_TIMEOUT_MS),
    });
  } catch {
    throw new HttpFailure(503, 'The detector is not reachable right now; try again later');
  }
  return { status: response.status, payload: (await response.json().catch(() => null)) as unknown };
}

const detectorMessage = (payload: unknown) => (payload as { error?: { message?: string } } | null)?.error?.message;

/**
 * The detector's refusals that are about what was sent, not about the detector, reach the caller as they are:
 * 400 (bad input), 413 (an image or the page is larger than the detector reads), 422 (the page could not be opened)
 * and 504 (the page or the images took longer than the detector's deadline). Anything else is the detector's fault.
 */
const passedOn = (status: number): status is 400 | 413 | 422 | 504 =>
  status === 400 || status === 413 || status === 422 || status === 504;

async function call(path: string, body: FormData | string, contentType?: string): Promise<unknown> {
  const { status, payload } = await request(path, body, contentType);
  if (status >= 400 || payload === null) {
    throw new HttpFailure(passedOn(status) ? status : 502, detectorMessage(payload) ?? `The detector answered ${status}`);
  }
  return payload;
}

/** The detector's answer read with the contract's schema; one that does not fit answers 502 naming the first field. */
export function readAnswer<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpFailure(502, `The detector's answer could not be read (${where}${issue?.message ?? 'unexpected shape'})`);
}

export async function checkImages(variant: Variant, images: IncomingFile[], text?: string): Promise<CheckAnswer> {
  const form = new FormData();
  form.set('variant', variant);
  if (text) form.set('text', text);
  for (const image of images) {
    form.append(
      'images',
      new Blob([await readFile(image.filepath)], { type: image.mimetype ?? 'application/octet-stream' }),
      image.originalFilename ?? 'image',
    );
  }
  return readAnswer(checkAnswerSchema, await call('/check/images', form));
}

export async function checkUrl(
  variant: Variant,
  url: string,
  desc: string | undefined,
  store: boolean,
): Promise<PageCheckAnswer> {
  return readAnswer(
    pageCheckAnswerSchema,
    await call('/check/url', JSON.stringify({ variant, url, desc, store }), 'application/json'),
  );
}

/** A page captured again: its answer, or why there is none (gone, or not checked this time). */
export type Recapture = { outcome: 'captured'; answer: PageCheckAnswer } | { outcome: 'gone' | 'not_checked'; reason: string };

/**
 * Captures an item's page again (takedown verification), keeping the evidence. A page that does not load or
 * answers an error (the detector's 422) is `gone`, with the detector's reason; a page larger than the detector reads
 * (413) or slower than its deadline (504) is `not_checked`: it may well still be there. The detector itself being
 * down or broken is an error (503/502), never a "gone" page.
 */
const RECAPTURE_REFUSALS: Partial<Record<number, 'gone' | 'not_checked'>> = {
  422: 'gone',
  413: 'not_checked',
  504: 'not_checked',
};

export async function recapturePage(variant: Variant, url: string): Promise<Recapture> {
  const { status, payload } = await request('/check/url', JSON.stringify({ variant, url, store: true }), 'application/json');
  const refused = RECAPTURE_REFUSALS[status];
  if (refused) return { outcome: refused, reason: detectorMessage(payload) ?? `The detector answered ${status}` };
  if (status >= 400 || payload === null)
    throw new HttpFailure(502, detectorMessage(payload) ?? `The detector answered ${status}`);
  return { outcome: 'captured', answer: readAnswer(pageCheckAnswerSchema, payload) };
}

/** The bytes of a piece of evidence the detector kept (a page check with `store`), or null when it has none. */
export async function keptEvidence(sha256: string): Promise<Buffer | null> {
  const { DETECTOR_URL, DETECTOR_TIMEOUT_MS } = settings();
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  try {
    const response = await fetch(new URL(`/evidence/${sha256}`, DETECTOR_URL), {
      signal: AbortSignal.timeout(DETECTOR_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return Buffer.from(await response.arrayBuffer());
  } catch {
    return null;
  }
}
