#!/usr/bin/env node
/**
 * Writes cms/openapi/api-laos.json from the COMPILED route table and schemas (dist/). `npm run openapi`
 * compiles first; run alone, this compiles only when dist/ has no openapi module yet.
 * The unit test tests/unit/openapi.test.ts fails when the committed file differs from what the code builds.
 */
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const compiled = path.join(root, 'dist', 'src', 'api', 'legacy', 'openapi.js');
const table = path.join(root, 'dist', 'src', 'api', 'legacy', 'route-table.js');
const target = path.join(root, 'openapi', 'api-laos.json');

if (!fs.existsSync(compiled)) {
  execSync('npx tsc -p tsconfig.json', { cwd: root, stdio: 'inherit' });
}

const { buildOpenApi } = require(compiled);
const { LEGACY_ROUTES } = require(table);
const document = buildOpenApi(LEGACY_ROUTES);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);

const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(`Wrote ${path.relative(process.cwd(), target)} (${operations} operations)`);
