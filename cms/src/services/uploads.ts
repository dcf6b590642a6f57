/**
 * Storing uploaded files through Strapi's upload plugin, after the upload guard has judged every one of them
 * by its bytes. If anything later fails, `discard` removes what was stored, so nothing is left half-saved.
 */
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { sha256 } from '../domain/content-hash';
import { judgeDimensions, judgeFile, type FileKind } from '../domain/upload-guard';
import { HttpFailure } from '../http/failure';
import type { MediaFile } from './media';
import { withKnownHashes } from './stored-hashes';

/** A file as koa-body (formidable) hands it over. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

export function filesOf(raw: unknown): IncomingFile[] {
  if (!raw) return [];
  return (Array.isArray(raw) ? raw : [raw]) as IncomingFile[];
}

async function head(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buf, 0, 16, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The size an image's header claims (sharp reads the header only; no pixel is decoded here). */
async function claimedSize(path: string): Promise<{ width?: number; height?: number }> {
  try {
    const { width, height } = await sharp(path, { limitInputPixels: false }).metadata();
    return { width, height };
  } catch {
    return {};
  }
}

function safeBase(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .slice(0, 80);
  return base || fallback;
}

const refusal = (field: string, i: number, { status, message }: { status: 400 | 413; message: string }) =>
  new HttpFailure(status, `${field}[${i}]: ${message}`, { fields: { [`${field}.${i}`]: message } });

/**
 * Checks every file (type by magic bytes, size, an image's claimed dimensions) before anything is stored; the first bad file answers
 * 400/413 naming the field. Returns the files typed by what they really are.
 */
export async function vetFiles(field: string, kind: FileKind, files: IncomingFile[], max: number): Promise<IncomingFile[]> {
  if (files.length > max)
    throw new HttpFailure(400, `At most ${max} files in ${field}`, { fields: { [field]: `At most ${max} files` } });
  const vetted: IncomingFile[] = [];
  for (const [i, file] of files.entries()) {
    const verdict = judgeFile(kind, await head(file.filepath), file.size);
    if (!verdict.ok) throw refusal(field, i, verdict);
    if (verdict.type.startsWith('image/')) {
      const dimensions = judgeDimensions(await claimedSize(file.filepath));
      if (!dimensions.ok) throw refusal(field, i, dimensions);
    }
    // A safe name with the extension of what the file is; `store` names stored files by their content.
    vetted.push({
      ...file,
      originalFilename: `${safeBase(file.originalFilename, `${field}-${i + 1}`)}${verdict.extension}`,
      mimetype: verdict.type,
    });
  }
  return vetted;
}

/** A file as stored, with the SHA-256 of the bytes handed to the provider (stored as they are: setup.ts). */
export type StoredFile = MediaFile & { sha256: string };

/**
 * Stores files named by their content (SHA-256): a public URL never carries the sender's own file name. `known`: the
 * files' SHA-256, in the same order, when the caller has hashed them already (they are not read again).
 */
export async function store(files: IncomingFile[], known?: readonly string[]): Promise<StoredFile[]> {
  if (!files.length) return [];
  const hashes = known ?? (await Promise.all(files.map(async (file) => sha256(await readFile(file.filepath)))));
  const named = files.map((file, i) => ({ ...file, originalFilename: `${hashes[i]}${extname(file.originalFilename ?? '')}` }));
  const uploaded = await strapi.plugin('upload').service('upload').upload({ data: {}, files: named });
  // The upload plugin answers the files in the order given.
  return ((Array.isArray(uploaded) ? uploaded : [uploaded]) as MediaFile[]).map((file, i) => ({ ...file, sha256: hashes[i] }));
}

/** Runs `work` with the bytes written to a temporary file, removed afterwards whatever happens. */
export async function withTempFile<T>(
  name: string,
  mime: string,
  data: Buffer,
  work: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'lcmdp-'));
  const filepath = join(dir, name);
  try {
    await writeFile(filepath, data);
    return await work({ filepath, originalFilename: name, mimetype: mime, size: data.length });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stores a buffer the server made itself (for example captured HTML kept as text evidence). */
export async function storeBuffer(name: string, mime: string, data: Buffer): Promise<StoredFile> {
  return withTempFile(name, mime, data, async (file) => (await store([file]))[0]);
}

export async function discard(files: MediaFile[]): Promise<void> {
  const upload = strapi.plugin('upload').service('upload');
  await Promise.all(files.map((f) => upload.remove(f).catch(() => undefined)));
}

/**
 * Runs `work` with the stored files; if it fails, the stored files are removed again. Inside, their hashes are
 * known (stored-hashes.ts): the history chain takes them from there instead of reading the files back.
 */
export async function withStoredFiles<T>(files: (MediaFile & { sha256?: string })[], work: () => Promise<T>): Promise<T> {
  try {
    return await withKnownHashes(files, work);
  } catch (error) {
    await discard(files);
    throw error;
  }
}
