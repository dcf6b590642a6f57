/** The content-addressed evidence store on a temporary folder. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { EvidenceStore } from '../src/watch/evidence-store';

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

let dir: string;
let store: EvidenceStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-evidence-'));
  store = new EvidenceStore(dir);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const filesUnder = (root: string): string[] =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(root, e.name)) : [e.name]));

describe('EvidenceStore', () => {
  it('stores a buffer under its SHA-256, in a folder named by its first two digits', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const hash = await store.put(body);
    expect(hash).toBe(sha(body));
    expect(store.path(hash)).toBe(path.join(dir, hash.slice(0, 2), hash));
    expect(fs.readFileSync(store.path(hash))).toEqual(body);
    expect(await store.has(hash)).toBe(true);
    expect(await store.read(hash)).toEqual(body);
  });

  it('stores a string as UTF-8', async () => {
    const html = '<p>ນົມຜົງ ສູດ 1</p>';
    const hash = await store.put(html);
    expect(hash).toBe(sha(Buffer.from(html, 'utf8')));
    expect((await store.read(hash)).toString('utf8')).toBe(html);
  });

  it('does not rewrite content it already has, but marks it kept again (its time moves on)', async () => {
    const hash = await store.put('same');
    const before = fs.statSync(store.path(hash));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.put(Buffer.from('same'))).toBe(hash);
    const after = fs.statSync(store.path(hash));
    expect(after.ino).toBe(before.ino);
    expect(after.size).toBe(before.size);
    expect(after.mtimeMs).toBeGreaterThan(before.mtimeMs);
  });

  it('ends concurrent puts of the same content with one complete file and no temporary files', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    const other = new EvidenceStore(dir);
    const hashes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).put(body)));
    expect(new Set(hashes)).toEqual(new Set([sha(body)]));
    expect(filesUnder(dir)).toEqual([sha(body)]);
    expect(fs.readFileSync(store.path(sha(body))).equals(body)).toBe(true);
  });

  it('answers has() false and read() ENOENT for unknown content, and refuses what is not a SHA-256', async () => {
    const unknown = sha('never stored');
    expect(await store.has(unknown)).toBe(false);
    await expect(store.read(unknown)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(() => store.path('../../etc/passwd')).toThrow(/SHA-256/);
    await expect(store.has('ABC')).rejects.toThrow(/SHA-256/);
  });
});
