/**
 * The import boundaries of the repository's ESLint config (README, "Code boundaries") hold: each snippet is linted as
 * if it were a file at the given place, with the real config, and must break (or keep) the boundary rule. The targets
 * are real files, so the import resolves as it would in the code; the allowed imports show that a silent rule (one
 * that resolves nothing) would fail here too.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = `${resolve(__dirname, '../../..')}/`;
const RULE = 'boundaries/dependencies';

/** A module in `folder` (relative to the repository), without its extension: any will do, so renames do not matter. */
function moduleIn(folder: string): string {
  const file = readdirSync(`${ROOT}${folder}`, { recursive: true, encoding: 'utf8' })
    .sort()
    .find((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name));
  if (!file) throw new Error(`no module in ${folder}`);
  return `${folder}/${file.replace(/\.tsx?$/, '')}`;
}

/** `moduleIn(folder)` as the site's @/ alias sees it. */
const siteAlias = (folder: string) => moduleIn(`site/src/${folder}`).replace('site/src/', '@/');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}eslint.config.mjs` });
});

/** The boundary messages ESLint gives for `source` imported from a file at `file` (relative to the repository). */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const code = `import * as imported from '${source}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('site: features import only themselves and shared code', () => {
  it('refuses a feature importing another feature, by alias or relative path', async () => {
    expect(await boundaryErrors('site/src/features/checks/x.ts', siteAlias('features/report'))).toEqual([
      expect.stringContaining('A site feature imports only itself'),
    ]);
    const relative = moduleIn('site/src/features/report').replace('site/src/features/', '../../');
    expect(await boundaryErrors('site/src/features/checks/lib/x.ts', relative)).toHaveLength(1);
  });

  it('lets a feature import itself, src/lib, src/components and the contract', async () => {
    expect(await boundaryErrors('site/src/features/checks/x.ts', siteAlias('features/checks'))).toEqual([]);
    expect(await boundaryErrors('site/src/features/checks/x.ts', siteAlias('lib'))).toEqual([]);
    expect(await boundaryErrors('site/src/features/checks/x.ts', siteAlias('components'))).toEqual([]);
    expect(await boundaryErrors('site/src/features/checks/x.ts', '@lcmdp/contract')).toEqual([]);
  });

  it('refuses shared code importing a feature, and lets the app compose features', async () => {
    for (const file of ['site/src/lib/x.ts', 'site/src/components/x.tsx', 'site/src/test/x.ts']) {
      expect(await boundaryErrors(file, siteAlias('features/report'))).toEqual([
        expect.stringContaining('never import a feature'),
      ]);
    }
    expect(await boundaryErrors('site/src/app/x.tsx', siteAlias('features/report'))).toEqual([]);
  });
});

describe('cms: the domain is pure', () => {
  it('refuses @strapi/* and the services, http and api folders in src/domain', async () => {
    expect(await boundaryErrors('cms/src/domain/x.ts', '@strapi/strapi')).toEqual([
      expect.stringContaining('imports nothing from @strapi/*'),
    ]);
    for (const folder of ['services', 'http', 'api']) {
      const source = moduleIn(`cms/src/${folder}`).replace('cms/src/', '../');
      expect(await boundaryErrors('cms/src/domain/x.ts', source)).toEqual([expect.stringContaining('cms/src/domain is pure')]);
    }
  });

  it('lets the domain import itself and the contract, and the services import @strapi/*', async () => {
    expect(await boundaryErrors('cms/src/domain/x.ts', moduleIn('cms/src/domain').replace('cms/src/domain/', './'))).toEqual([]);
    expect(await boundaryErrors('cms/src/domain/x.ts', '@lcmdp/contract')).toEqual([]);
    expect(await boundaryErrors('cms/src/services/x.ts', '@strapi/strapi')).toEqual([]);
  });
});

describe('detector: understand/ is pure', () => {
  it('refuses node:fs, node:http and the service, watch and cli folders', async () => {
    for (const source of ['node:fs', 'fs', 'node:fs/promises', 'node:http']) {
      expect(await boundaryErrors('detector/src/understand/x.ts', source)).toEqual([
        expect.stringContaining('reads no files and serves nothing'),
      ]);
    }
    for (const folder of ['service', 'watch', 'cli']) {
      const source = moduleIn(`detector/src/${folder}`).replace('detector/src/', '../');
      expect(await boundaryErrors('detector/src/understand/x.ts', source)).toEqual([
        expect.stringContaining('detector/src/understand is pure'),
      ]);
    }
  });

  it('lets understand/ import itself and node:path, and the service read files', async () => {
    const sibling = moduleIn('detector/src/understand').replace('detector/src/understand/', './');
    expect(await boundaryErrors('detector/src/understand/x.ts', sibling)).toEqual([]);
    expect(await boundaryErrors('detector/src/understand/x.ts', 'node:path')).toEqual([]);
    expect(await boundaryErrors('detector/src/service/x.ts', 'node:fs')).toEqual([]);
  });
});

describe('contract: imports no app', () => {
  it('refuses an import from the CMS, the site or the detector', async () => {
    for (const app of ['cms/src', 'site/src', 'detector/src']) {
      const source = `../../../${moduleIn(app)}`;
      expect(await boundaryErrors('packages/contract/src/x.ts', source)).toEqual([
        expect.stringContaining('The contract package imports nothing from the apps'),
      ]);
    }
    const sibling = moduleIn('packages/contract/src').replace('packages/contract/src/', './');
    expect(await boundaryErrors('packages/contract/src/x.ts', sibling)).toEqual([]);
  });
});
