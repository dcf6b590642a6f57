import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Removes the files of `dir` last written before `before`, except those `keep` names; a missing folder has none.
 * Answers how many were removed.
 */
export async function removeOlderThan(dir: string, before: Date, keep: (name: string) => boolean = () => false): Promise<number> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    if (keep(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtime < before) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
