/**
 * Evidence on disk, addressed by content: each file (an ad image, a page's screenshot, its HTML) is stored once as
 * `dir/<first two hex digits>/<sha256>`. A write goes to a temporary file first and is renamed into place, so a
 * reader never sees half a file and two writers of the same content both end with the same complete file.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { sha256 } from '../sha256';
import { removeOlderThan } from './old-files';

const SHA256 = /^[0-9a-f]{64}$/;

export class EvidenceStore {
  constructor(readonly dir: string) {}

  /** Where the file of this SHA-256 is (or would be). */
  path(sha: string): string {
    if (!SHA256.test(sha)) throw new Error(`Not a SHA-256 hex digest: ${JSON.stringify(sha)}`);
    return path.join(this.dir, sha.slice(0, 2), sha);
  }

  /** Stores the content (a string as UTF-8) and answers its SHA-256; content already stored is not rewritten. */
  async put(data: Buffer | string): Promise<string> {
    const body = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const sha = sha256(body);
    const target = this.path(sha);
    if (await this.has(sha)) {
      // Kept again: it is as young as its newest use, so pruning cannot take it from under a new finding.
      const now = new Date();
      await fs.utimes(target, now, now).catch(() => undefined);
      return sha;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${sha}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temporary, body, { flag: 'wx' });
      // rename replaces atomically: a concurrent writer of the same content leaves the same bytes.
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return sha;
  }

  async has(sha: string): Promise<boolean> {
    try {
      return (await fs.stat(this.path(sha))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** The stored content; an unknown SHA-256 is an error (ENOENT). */
  read(sha: string): Promise<Buffer> {
    return fs.readFile(this.path(sha));
  }

  /**
   * Removes the files last kept before `olderThan` that `keep` does not name (evidence of findings still in the
   * outbox). The CMS keeps its own copy of every detection's evidence; these are the detector's working files.
   * Answers how many files were removed.
   */
  async prune(keep: ReadonlySet<string>, olderThan: Date): Promise<number> {
    let removed = 0;
    const folders = await fs.readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const folder of folders.filter((f) => /^[0-9a-f]{2}$/.test(f))) {
      removed += await removeOlderThan(path.join(this.dir, folder), olderThan, (name) => !SHA256.test(name) || keep.has(name));
    }
    return removed;
  }
}
