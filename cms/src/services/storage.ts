/**
 * Where uploads and evidence are kept: Strapi's local provider (public/uploads, relative `/uploads/…` URLs) by
 * default, or an S3 bucket through Strapi's official S3 provider when S3_BUCKET is set (absolute URLs). The
 * provider's configuration is made here from the validated settings, and so is reading a stored file back (its
 * SHA-256, which the history chain checks): from the public folder, or from the bucket by the object's key.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Settings } from '../settings';

type S3Settings = Pick<
  Settings,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** The S3 client's options (the provider's and ours alike). */
export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.S3_REGION,
    ...(s.S3_ENDPOINT ? { endpoint: s.S3_ENDPOINT } : {}),
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
    ...(s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers (MinIO versions, s3rver) do not all understand
    // the SDK's default streamed CRC trailers. The file's SHA-256 is recorded by the CMS itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The upload plugin's `provider` and `providerOptions` for S3, or nothing for the local provider. */
export function uploadProviderConfig(s: S3Settings): { provider: string; providerOptions: Record<string, unknown> } | null {
  if (!s.S3_BUCKET) return null;
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(s.S3_PUBLIC_URL ? { baseUrl: s.S3_PUBLIC_URL } : {}),
      // Public reads, as /uploads is public with the local provider (evidence of approved items is shown).
      s3Options: { ...s3ClientConfig(s), params: { Bucket: s.S3_BUCKET, ACL: 'public-read' } },
    },
  };
}

/** The origin browsers load stored files from when it is not the CMS (for the Content-Security-Policy). */
export function mediaOrigin(s: S3Settings): string | null {
  if (!s.S3_BUCKET) return null;
  if (s.S3_PUBLIC_URL) return new URL(s.S3_PUBLIC_URL).origin;
  if (s.S3_ENDPOINT) {
    const endpoint = new URL(s.S3_ENDPOINT);
    return s.S3_FORCE_PATH_STYLE ? endpoint.origin : `${endpoint.protocol}//${s.S3_BUCKET}.${endpoint.host}`;
  }
  return `https://${s.S3_BUCKET}.s3.${s.S3_REGION}.amazonaws.com`;
}

/**
 * The object key of a file the S3 provider stored: the provider names objects `<hash><ext>` at the bucket's root
 * (no rootPath is configured), which is the last segment of every URL it gives, whichever form (path style,
 * virtual host, S3_PUBLIC_URL).
 */
export function objectKeyOf(url: string): string | null {
  try {
    const segment = new URL(url).pathname.split('/').pop();
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

function sha256Of(stream: Readable): Promise<string | null> {
  return new Promise((resolve) => {
    const hash = createHash('sha256');
    stream
      .on('error', () => resolve(null))
      .on('data', (chunk: Buffer) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

let client: { key: string; s3: S3Client } | undefined;
function s3Of(s: S3Settings): S3Client {
  const key = JSON.stringify(s);
  if (client?.key !== key) client = { key, s3: new S3Client(s3ClientConfig(s)) };
  return client.s3;
}

/**
 * A stored file's bytes as a stream, or null when it is gone. A relative URL is read from the public folder; an
 * absolute one from the bucket, by the key the S3 provider gave it (`<hash><ext>`), not through its public URL
 * (which may be a CDN the CMS cannot reach). S3 not answering is an error, not a missing file.
 */
export async function openStoredFile(url: string, s: S3Settings, publicDir: string): Promise<Readable | null> {
  if (!/^https?:/.test(url)) {
    const path = join(publicDir, url);
    const found = await stat(path).then(
      (st) => st.isFile(),
      () => false,
    );
    return found ? createReadStream(path) : null;
  }
  const key = objectKeyOf(url);
  if (!s.S3_BUCKET || !key) return null;
  try {
    const object = await s3Of(s).send(new GetObjectCommand({ Bucket: s.S3_BUCKET, Key: key }));
    return (object.Body as Readable | undefined) ?? null;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/** The SHA-256 of a stored file's bytes, or null when it is gone (what the history chain reports). */
export async function storedFileSha256(url: string, s: S3Settings, publicDir: string): Promise<string | null> {
  const stream = await openStoredFile(url, s, publicDir);
  return stream ? sha256Of(stream) : null;
}

/** A stored file's bytes, or null when it is gone (pictures embedded in letters, reports sent to staff). */
export async function readStoredFile(url: string, s: S3Settings, publicDir: string): Promise<Buffer | null> {
  const stream = await openStoredFile(url, s, publicDir);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
