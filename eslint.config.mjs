// ESLint for every workspace (contract, cms, site, detector): typescript-eslint's recommended rules (not the
// type-checked ones, to stay fast), React's hooks rules for the site, and the import boundaries between the parts of
// each app (README, "Code boundaries"). `npm run lint:eslint` runs it; `npm test` runs that.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: what each element (a folder) must not import. Element patterns are relative to the repository. */
const ELEMENTS = [
  { type: 'site-feature', pattern: 'site/src/features/*', capture: ['feature'] },
  { type: 'site-shared', pattern: 'site/src/(lib|components|test)' },
  { type: 'cms-domain', pattern: 'cms/src/domain' },
  { type: 'cms-outer', pattern: 'cms/src/(services|http|api)' },
  { type: 'detector-understand', pattern: 'detector/src/understand' },
  { type: 'detector-outer', pattern: 'detector/src/(service|watch|cli)' },
  { type: 'contract', pattern: 'packages/contract' },
  { type: 'app', pattern: '(cms|site|detector)' },
];

const BOUNDARY_POLICIES = [
  {
    from: { element: { type: 'site-feature' } },
    disallow: { to: { element: { type: 'site-feature', captured: { feature: '!{{ from.captured.feature }}' } } } },
    message:
      'A site feature imports only itself, src/lib, src/components and @lcmdp/contract: move what features share to src/lib or src/components',
  },
  {
    from: { element: { type: 'site-shared' } },
    disallow: { to: { element: { type: 'site-feature' } } },
    message: 'src/lib, src/components and src/test never import a feature (only src/app and main.tsx compose features)',
  },
  {
    from: { element: { type: 'cms-domain' } },
    disallow: { to: { element: { type: 'cms-outer' } } },
    message: 'cms/src/domain is pure: it imports nothing from src/services, src/http or src/api',
  },
  {
    from: { element: { type: 'cms-domain' } },
    disallow: { to: { module: { origin: 'external', source: '@strapi/**' } } },
    message: 'cms/src/domain is pure: it imports nothing from @strapi/*',
  },
  {
    from: { element: { type: 'detector-understand' } },
    disallow: { to: { element: { type: 'detector-outer' } } },
    message: 'detector/src/understand is pure: it imports nothing from src/service, src/watch or src/cli',
  },
  {
    from: { element: { type: 'detector-understand' } },
    disallow: { to: { module: { origin: 'core', source: ['node:fs', 'fs', 'node:fs/*', 'fs/*', 'node:http', 'http'] } } },
    message: 'detector/src/understand is pure: it reads no files and serves nothing (no node:fs, no node:http)',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: { to: { element: { type: ELEMENTS.filter((e) => e.type !== 'contract').map((e) => e.type) } } },
    message: 'The contract package imports nothing from the apps',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/.tmp/**',
      '**/.cache/**',
      '**/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
      'detector/models/**',
      'detector/data/**',
      'detector/var/**',
      'test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { dev: _dev, ...rest } = x` drops a key on purpose; a leading _ marks what is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The CMS and the detector run as CommonJS and load heavy modules on first use with require() (image and OCR
      // libraries, the browser, SQLite), and the CMS's tests load its plain-Node scripts; nothing else uses require.
      '@typescript-eslint/no-require-imports': [
        'error',
        { allow: ['^sharp$', '^tesseract\\.js$', '^playwright-core$', '^better-sqlite3$', '/scripts/run-seed-scale$'] },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS scripts (jest configs, the CMS's runners, the detector's bin) load modules with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/scripts/**', 'site/vite.config.ts', 'site/vitest.e2e.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['site/tsconfig.json', 'cms/tsconfig.json', 'detector/tsconfig.json', 'packages/contract/tsconfig.cjs.json'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: BOUNDARY_POLICIES }],
    },
  },
);
