#!/usr/bin/env node
/**
 * `node scripts/generate-types.js <folder>` writes Strapi's generated types (contentTypes.d.ts, components.d.ts) for
 * the COMPILED app (dist/) into <folder>/generated, exactly as `strapi ts:generate-types` writes them into types/generated.
 * tests/integration/generated-types.test.ts compares them with the committed ones (run in a child process: the
 * generator formats with prettier, an ES module that Jest's module sandbox cannot load).
 */
const path = require('node:path');
const tsUtils = require('@strapi/typescript-utils');
const { createStrapi } = require('@strapi/strapi');

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node scripts/generate-types.js <folder>');
  const appDir = path.resolve(__dirname, '..');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false }).register();
  // The generator writes into <pwd>/<rootDir>/generated.
  const reports = await tsUtils.generators.generate({
    strapi,
    pwd: path.resolve(target),
    rootDir: '.',
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await strapi.destroy();
  if (!reports.contentTypes || !reports.components) throw new Error('type generation failed');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
