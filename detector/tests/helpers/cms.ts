/**
 * A real CMS for the watcher's tests: `cms/scripts/serve-test-stack.js` (the app compiled, on a temporary SQLite
 * database, catalogue and demo data seeded) in a child process on a fixed port, so it can be stopped and started
 * again on the same database to play an outage. Detections are read back from that database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CMS_TOKEN = `detector-watch-test-token-${'y'.repeat(32)}`;
const ROOT = path.resolve(__dirname, '../../..');

export interface StoredDetection {
  page_url: string;
  content_hash: string;
  seen_count: number | null;
  ai_status: string;
  source_key: string | null;
}

export interface TestCms {
  url: string;
  accounts: Record<'supervisor' | 'operator' | 'admin', { email: string; password: string }>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Detections whose page is under `prefix`. */
  detections(prefix: string): StoredDetection[];
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `env` adds settings for the CMS (e.g. where the demo feed is). */
export async function createTestCms(env: Record<string, string> = {}): Promise<TestCms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-watch-cms-'));
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const accountsFile = path.join(dir, 'accounts.json');
  const dbFile = path.join(dir, 'data.db');
  let child: ChildProcess | undefined;

  const cms: TestCms = {
    url: `http://127.0.0.1:${port}`,
    accounts: {} as TestCms['accounts'],
    async start() {
      const started = spawn(process.execPath, [path.join(ROOT, 'cms', 'scripts', 'serve-test-stack.js')], {
        cwd: path.join(ROOT, 'cms'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          STRAPI_TELEMETRY_DISABLED: 'true',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_CLIENT: 'sqlite',
          DATABASE_FILENAME: dbFile,
          PUBLIC_DIR: path.join(dir, 'public'),
          APP_KEYS: 'watchKeyA,watchKeyB',
          API_TOKEN_SALT: 'watch-api-token-salt',
          ADMIN_JWT_SECRET: 'watch-admin-jwt-secret',
          TRANSFER_TOKEN_SALT: 'watch-transfer-salt',
          JWT_SECRET: 'watch-jwt-secret',
          ENCRYPTION_KEY: 'watch-encryption-key-0123456789abcdef',
          DETECTOR_API_TOKEN: CMS_TOKEN,
          E2E_ACCOUNTS_FILE: accountsFile,
          LOG_LEVEL: 'error',
          ENV_PATH: path.join(dir, 'none.env'),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = started;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The CMS did not start within 240 s')), 240_000);
        let out = '';
        started.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (/LCMDP_READY \d+/.test(out)) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`The CMS exited with ${code}:\n${out.slice(-2000)}`));
        });
      });
      // The first start seeds the demo accounts and writes them; a restart finds them seeded and the file kept.
      cms.accounts = JSON.parse(fs.readFileSync(accountsFile, 'utf8')) as TestCms['accounts'];
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    detections(prefix) {
      // The CMS's own SQLite driver (installed with Strapi).
      const Database = require('better-sqlite3') as new (
        file: string,
        options: { readonly: boolean; fileMustExist: boolean },
      ) => { prepare(sql: string): { all(...params: unknown[]): unknown[] }; close(): void };
      const db = new Database(dbFile, { readonly: true, fileMustExist: true });
      try {
        return db
          .prepare(
            'SELECT page_url, content_hash, seen_count, ai_status, source_key FROM detections WHERE page_url LIKE ? ORDER BY page_url',
          )
          .all(`${prefix}%`) as StoredDetection[];
      } finally {
        db.close();
      }
    },
    async dispose() {
      await cms.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cms;
}
