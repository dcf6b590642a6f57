/** Jest global setup: compile the CMS (TypeScript → dist) once for the whole run; every test file loads dist. */
import { resolve } from 'node:path';

export default async function compileOnce(): Promise<void> {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const { compileStrapi } = await import('@strapi/strapi');
  await compileStrapi({ appDir: resolve(__dirname, '../..'), ignoreDiagnostics: false } as never);
}
