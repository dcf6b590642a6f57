/**
 * The SHA-256 of files a request has just stored, by URL, for the time of its work. The history chain vouches for an
 * item's evidence files when the item's first event is written, inside the transaction that writes it: reading the
 * files back from storage there would hold the database (SQLite's one connection, the chain's lock) for a disk read
 * or an S3 round trip per file, for hashes the request computed anyway when it stored them (uploads are named by
 * them). `verifyHistory` still reads every stored file back, so a provider that changed the bytes is still caught.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface HashedFile {
  url: string;
  sha256: string;
}

// One scope per process, even when this module is loaded twice (the compiled app and a test's ts-jest copy).
const SCOPE_KEY = Symbol.for('lcmdp.stored-hashes');
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<ReadonlyMap<string, string>> | undefined>;
const scope = (holder[SCOPE_KEY] ??= new AsyncLocalStorage<ReadonlyMap<string, string>>());

/** Runs `work` knowing these files' hashes (and those of any enclosing call). */
export function withKnownHashes<T>(files: readonly Partial<HashedFile>[], work: () => Promise<T>): Promise<T> {
  const known = new Map(scope.getStore());
  for (const { url, sha256 } of files) if (url && sha256) known.set(url, sha256);
  return scope.run(known, work);
}

/** The SHA-256 of a file stored by the current work, or undefined when it was stored by something else. */
export function knownHash(url: string): string | undefined {
  return scope.getStore()?.get(url);
}
