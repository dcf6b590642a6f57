/**
 * Starts the real stack for e2e tests and performance checks: the detector service on a free port, and the CMS
 * on a fresh temporary SQLite database, seeded with the catalogue and demo data, asking that detector for checks,
 * serving /api-laos and the built site (site/dist) under /laos on a free port. Returns its address, the demo
 * accounts, and a stop function.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `env` adds settings for the CMS (e.g. the SMTP port of a test inbox), `detectorEnv` for the detector (e.g. letting
 * it open the fixture pages a test serves on 127.0.0.1).
 */
export async function startStack(env = {}, detectorEnv = {}) {
  const siteDist = join(root, 'site', 'dist');
  if (!existsSync(join(siteDist, 'index.html'))) throw new Error('Build the site first: npm run build -w @lcmdp/site');
  const detector = await startDetector(detectorEnv);
  const dir = mkdtempSync(join(tmpdir(), 'lcmdp-stack-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const accountsFile = join(dir, 'accounts.json');
  const child = spawn(process.execPath, [join(root, 'cms', 'scripts', 'serve-test-stack.js')], {
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
      APP_KEYS: 'stackKeyA,stackKeyB',
      API_TOKEN_SALT: 'stack-api-token-salt',
      ADMIN_JWT_SECRET: 'stack-admin-jwt-secret',
      TRANSFER_TOKEN_SALT: 'stack-transfer-salt',
      JWT_SECRET: 'stack-jwt-secret',
      ENCRYPTION_KEY: 'stack-encryption-key-0123456789abcdef',
      E2E_ACCOUNTS_FILE: accountsFile,
      LOG_LEVEL: 'warn',
      // Never read the developer's cms/.env (it names the development database).
      ENV_PATH: join(dir, 'none.env'),
      DETECTOR_URL: detector.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolvePort, reject) => {
    // E2E_STACK_START_SECONDS: more time on a loaded machine.
    const seconds = Number(process.env.E2E_STACK_START_SECONDS ?? 180);
    const timer = setTimeout(() => reject(new Error(`The stack did not start within ${seconds} s`)), seconds * 1000);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const m = out.match(/LCMDP_READY (\d+)/);
      if (m) {
        clearTimeout(timer);
        resolvePort(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`The stack exited with ${code}:\n${out.slice(-2000)}`)));
  }).catch(async (error) => {
    await detector.stop();
    throw error;
  });
  const accounts = JSON.parse(readFileSync(accountsFile, 'utf8'));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accounts,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await detector.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The detector's HTTP service (detector/bin/run.cjs serve) on a free port; resolves once it listens. */
async function startDetector(extraEnv = {}) {
  const child = spawn(process.execPath, [join(root, 'detector', 'bin', 'run.cjs'), 'serve'], {
    cwd: join(root, 'detector'),
    env: { ...process.env, DETECTOR_HOST: '127.0.0.1', DETECTOR_PORT: '0', ...extraEnv },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('The detector did not start within 120 s')), 120_000);
    let err = '';
    child.stderr.on('data', (chunk) => {
      err = (err + chunk.toString()).slice(-20_000);
      const m = err.match(/listening on (http:\/\/[\d.]+:\d+)/);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`The detector exited with ${code}:\n${err.slice(-2000)}`)));
  });
  // Keep draining its log so a full pipe never blocks it.
  child.stderr.resume();
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}
