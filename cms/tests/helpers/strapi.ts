/**
 * Boots a real Strapi (this app, compiled) on a real database for one test file: SQLite in a temp file by
 * default, or PostgreSQL when DATABASE_CLIENT=postgres (each file in its own schema, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Core } from '@strapi/strapi';

export const DETECTOR_TOKEN = 'test-detector-token-' + 'x'.repeat(40);
const appDir = resolve(__dirname, '../..');

export interface Booted {
  strapi: Core.Strapi;
  server: import('http').Server;
  stop(): Promise<void>;
}

async function withPg<T>(work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function bootStrapi(env: Record<string, string> = {}): Promise<Booted> {
  const dir = mkdtempSync(join(tmpdir(), 'lcmdp-test-'));
  const pg = process.env.DATABASE_CLIENT === 'postgres';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (pg) await withPg((c) => c.query(`CREATE SCHEMA ${schema}`));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: '0',
    APP_KEYS: 'testKeyA,testKeyB',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef',
    DETECTOR_API_TOKEN: DETECTOR_TOKEN,
    // Tests speak from many "addresses" through X-Forwarded-For so rate limits can be tested in isolation.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    // Uploaded files go to this run's temporary folder, not to the app's public/uploads.
    PUBLIC_DIR: join(dir, 'public'),
    ...(pg
      ? { DATABASE_SCHEMA: schema, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }
      : { DATABASE_FILENAME: join(dir, 'data.db') }),
    ...env,
  });
  const cleanUp = async () => {
    if (pg) await withPg((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    rmSync(dir, { recursive: true, force: true });
  };
  // tests/helpers/compile.ts compiled the app into dist once for the whole run.
  const { createStrapi } = await import('@strapi/strapi');
  let created: Core.Strapi | undefined;
  let strapi: Core.Strapi;
  try {
    created = createStrapi({
      appDir,
      distDir: join(appDir, 'dist'),
      autoReload: false,
      serveAdminPanel: false,
    } as never);
    strapi = await created.load();
    strapi.log.level = 'error';
    await strapi.server.mount();
  } catch (error) {
    // A start that is refused (the refusal tests) leaves no schema or folder behind either.
    await created?.destroy().catch(() => undefined);
    await cleanUp();
    throw error;
  }
  const server = strapi.server.httpServer;
  return {
    strapi,
    server,
    async stop() {
      await strapi.destroy();
      await cleanUp();
    },
  };
}
