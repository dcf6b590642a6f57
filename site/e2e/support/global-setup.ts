/**
 * Starts the real stack once for the whole e2e run: the CMS on a fresh temporary SQLite database, seeded with the
 * catalogue and demo data, serving /api-laos and the built site (site/dist) under /laos on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

export interface Stack {
  baseUrl: string;
  accounts: Record<'supervisor' | 'operator' | 'admin', { email: string; password: string }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Stack;
  }
}

const root = resolve(__dirname, '../../..');
let child: ChildProcess | undefined;
let dir: string | undefined;

export async function setup(project: TestProject) {
  const siteDist = join(root, 'site', 'dist');
  if (!existsSync(join(siteDist, 'index.html'))) throw new Error('Build the site first: npm run build -w @lcmdp/site');
  dir = mkdtempSync(join(tmpdir(), 'lcmdp-e2e-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const accountsFile = join(dir, 'accounts.json');
  child = spawn(process.execPath, [join(root, 'cms', 'scripts', 'serve-test-stack.js')], {
    cwd: join(root, 'cms'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'data.db'),
      PUBLIC_DIR: join(dir, 'public'),
      SITE_DIR: siteDist,
      APP_KEYS: 'e2eKeyA,e2eKeyB',
      API_TOKEN_SALT: 'e2e-api-token-salt',
      ADMIN_JWT_SECRET: 'e2e-admin-jwt-secret',
      TRANSFER_TOKEN_SALT: 'e2e-transfer-salt',
      JWT_SECRET: 'e2e-jwt-secret',
      ENCRYPTION_KEY: 'e2e-encryption-key-0123456789abcdef',
      E2E_ACCOUNTS_FILE: accountsFile,
      LOG_LEVEL: 'warn',
      ENV_PATH: join(dir, 'no.env'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error('The stack did not start within 180 s')), 180_000);
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/LCMDP_READY (\d+)/);
      if (m) {
        clearTimeout(timer);
        resolvePort(Number(m[1]));
      }
    });
    child!.on('exit', (code) => reject(new Error(`The stack exited with ${code}:\n${out.slice(-2000)}`)));
  });
  const accounts = JSON.parse(readFileSync(accountsFile, 'utf8')) as Stack['accounts'];
  project.provide('stack', { baseUrl: `http://127.0.0.1:${port}`, accounts });
}

export async function teardown() {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}
