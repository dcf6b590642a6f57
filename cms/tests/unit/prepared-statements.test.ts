import databaseConfig from '../../config/database';
import { keepPreparedStatements, type SqliteStatement } from '../../src/services/prepared-statements';

/** What these tests use of better-sqlite3 (the CMS has no type package for it; see also services/backup.ts). */
interface Statement extends SqliteStatement {
  pluck(toggle?: boolean): Statement;
  raw(toggle?: boolean): Statement;
  get(...values: unknown[]): unknown;
  all(...values: unknown[]): unknown[];
  run(...values: unknown[]): { changes: number };
}
interface Connection {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  close(): void;
}
const Database = require('better-sqlite3') as new (file: string) => Connection;

function sqlite() {
  const db = new Database(':memory:');
  db.exec("create table items (id integer primary key, name text); insert into items (name) values ('a'), ('b'), ('c')");
  return db;
}

it('answers the statement it prepared before for the same SQL text, with each call’s own values', () => {
  const db = keepPreparedStatements(sqlite());
  const first = db.prepare('select name from items where id = ?');
  const again = db.prepare('select name from items where id = ?');
  expect(again).toBe(first);
  expect(first.get(1)).toEqual({ name: 'a' });
  expect(again.get(3)).toEqual({ name: 'c' });
  expect(db.prepare('select name from items where id > ?')).not.toBe(first);
  db.close();
});

it('gives a kept statement back in its normal mode after a caller plucked or read it raw', () => {
  const db = keepPreparedStatements(sqlite());
  const plucked = db.prepare('select name from items order by id').pluck();
  expect(plucked.all()).toEqual(['a', 'b', 'c']);
  expect(db.prepare('select name from items order by id').all()).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
  db.prepare('select id, name from items where id = 1').raw();
  expect(db.prepare('select id, name from items where id = 1').get()).toEqual({ id: 1, name: 'a' });
  // Writes are kept too, and run again with new values.
  const insert = db.prepare('insert into items (name) values (?)');
  insert.run('d');
  expect(db.prepare('insert into items (name) values (?)').run('e').changes).toBe(1);
  expect(db.prepare('select count(*) as n from items').get()).toEqual({ n: 5 });
  db.close();
});

it('reads the table as it is after the schema changed under a kept statement', () => {
  const db = keepPreparedStatements(sqlite());
  expect(db.prepare('select * from items where id = 1').get()).toEqual({ id: 1, name: 'a' });
  db.exec("alter table items add column brand text default 'x'");
  expect(db.prepare('select * from items where id = 1').get()).toEqual({ id: 1, name: 'a', brand: 'x' });
  db.close();
});

it('keeps at most the given number of statements, the least recently used leaving first', () => {
  const db = keepPreparedStatements(sqlite(), 2);
  const one = db.prepare('select 1');
  const two = db.prepare('select 2');
  expect(db.prepare('select 1')).toBe(one);
  db.prepare('select 3'); // "select 2" is now the least recently used: it leaves
  expect(db.prepare('select 1')).toBe(one);
  expect(db.prepare('select 2')).not.toBe(two);
  db.close();
});

it('is what the SQLite configuration does to each new connection of the pool', async () => {
  const env = Object.assign((name: string, fallback?: unknown) => (name === 'DATABASE_CLIENT' ? 'sqlite' : fallback), {
    int: (_: string, fallback: number) => fallback,
  });
  const config = databaseConfig({ env } as unknown as Parameters<typeof databaseConfig>[0]);
  const pool = (config.connection as { pool?: { afterCreate?: (c: unknown, done: (e?: Error, c?: unknown) => void) => void } })
    .pool;
  const db = sqlite();
  const created = await new Promise<unknown>((resolve, reject) =>
    pool?.afterCreate
      ? pool.afterCreate(db, (error, c) => (error ? reject(error) : resolve(c)))
      : reject(new Error('no afterCreate')),
  );
  expect(created).toBe(db);
  expect(db.prepare('select name from items')).toBe(db.prepare('select name from items'));
  db.close();
});
