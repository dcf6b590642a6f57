/**
 * The committed Strapi types (`types/generated`) are what `strapi ts:generate-types` writes for the content types
 * this app registers: a field added, removed or changed in a schema without regenerating the types fails here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const appDir = resolve(__dirname, '../..');
let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'lcmdp-types-'));
  // tests/helpers/compile.ts compiled the app into dist; the generator reads the content types from there.
  execFileSync(process.execPath, [join(appDir, 'scripts/generate-types.js'), outDir], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      STRAPI_TELEMETRY_DISABLED: 'true',
      APP_KEYS: 'testKeyA,testKeyB',
      API_TOKEN_SALT: 'test-api-token-salt',
      ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
      TRANSFER_TOKEN_SALT: 'test-transfer-salt',
      JWT_SECRET: 'test-jwt-secret',
      ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef',
      DATABASE_FILENAME: join(outDir, 'unused.db'),
    },
    stdio: 'pipe',
  });
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it.each(['contentTypes.d.ts', 'components.d.ts'])('types/generated/%s is what ts:generate-types writes', (file) => {
  const generated = readFileSync(join(outDir, 'generated', file), 'utf8');
  const committed = readFileSync(join(appDir, 'types/generated', file), 'utf8');
  expect(generated).toContain('declare module');
  expect(committed).toBe(generated);
});
