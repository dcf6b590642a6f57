/**
 * Locks for a check-then-write (is this finding new?). `createLock` orders work within one process: work passed
 * to the same lock runs one at a time, in call order. `createSharedLock` also holds a PostgreSQL advisory lock
 * while the work runs, so several CMS processes on one database take turns too; on SQLite (one process, one
 * writer) the in-process lock is the whole of it.
 */
import { createHash } from 'node:crypto';

export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

export function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    // The next caller waits for this one to settle, whether it succeeded or failed.
    tail = result.catch(() => undefined);
    return result;
  };
}

/** The advisory locks' first key: LCMDP's own space ("LCMD"), so other users of the database cannot collide. */
export const LOCK_SPACE = 0x4c43_4d44;

/** A lock's second key: a 31-bit number from its name. */
export function advisoryKey(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) & 0x7fff_ffff;
}

interface Knex {
  client: { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<void> };
  raw(sql: string, bindings: unknown[]): { connection(connection: unknown): Promise<unknown> };
}

/**
 * Work under `name` runs one at a time across every process on the database. The advisory lock is taken on a
 * connection of its own, held for the work (which uses the pool's other connections) and released in `finally`;
 * a process that dies loses its connection, and PostgreSQL releases the lock with it.
 */
export function createSharedLock(name: string): Lock {
  const local = createLock();
  const key = advisoryKey(name);
  return <T>(work: () => Promise<T>): Promise<T> =>
    local(async () => {
      if (strapi.db.dialect.client !== 'postgres') return work();
      const knex = strapi.db.connection as unknown as Knex;
      const connection = await knex.client.acquireConnection();
      try {
        await knex.raw('SELECT pg_advisory_lock(?, ?)', [LOCK_SPACE, key]).connection(connection);
        try {
          return await work();
        } finally {
          await knex.raw('SELECT pg_advisory_unlock(?, ?)', [LOCK_SPACE, key]).connection(connection);
        }
      } finally {
        await knex.client.releaseConnection(connection);
      }
    });
}
