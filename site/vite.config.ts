/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { routePatterns } from './src/config/paths';

/** Preloads the Lao web font (regular weight), so Lao text is drawn once, in its font, without a swap. */
function preloadLaoFont(): Plugin {
  return {
    name: 'preload-lao-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((name) => /noto-sans-lao-lao-400-normal-[^/]*\.woff2$/.test(name));
        return font
          ? [
              {
                tag: 'link',
                attrs: { rel: 'preload', href: `/laos/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

/** The public lists, where a phone lands from a shared link: their page chunks and texts, by path. */
const PRELOADED_PAGES: { module: string; paths: readonly string[] }[] = [
  { module: 'src/features/items/routes/violation-list.tsx', paths: routePatterns.violation },
  { module: 'src/features/items/routes/nonviolation-list.tsx', paths: routePatterns.nonviolation },
  { module: 'src/features/items/routes/verified-list.tsx', paths: routePatterns.verified },
];
/** The translation namespaces those pages load with them (router.tsx: ITEMS), in both languages. */
const PRELOADED_TEXTS = ['src/locales/lo/items.json', 'src/locales/en/items.json', 'src/locales/vocab.ts'];

/**
 * Writes `route-preloads.json`: for each public list path, the files its lazy page needs (its chunk, the chunks and
 * CSS that chunk imports, its texts), which the CMS names in that page's HTML as `modulepreload` links. The phone
 * then fetches them alongside the main script instead of after running it (one round trip less before the list's
 * header paints).
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = (suffix: string) => chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
      const closure = (roots: string[]): string[] => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (seen.has(name) || !chunk || chunk.type !== 'chunk' || chunk.isEntry) return;
          seen.add(name);
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          chunk.imports.forEach(visit);
        };
        roots.forEach(visit);
        return [...seen];
      };
      const texts = PRELOADED_TEXTS.map((m) => byModule(m)?.fileName).filter((f): f is string => Boolean(f));
      const preloads: Record<string, string[]> = {};
      for (const page of PRELOADED_PAGES) {
        const chunk = byModule(page.module);
        if (!chunk) this.error(`route-preloads: no chunk for ${page.module}`);
        const files = closure([chunk.fileName, ...texts]).map((f) => `/laos/${f}`);
        for (const path of page.paths) preloads[`/${path}`] = files;
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 1) });
    },
  };
}

// The site lives under /laos/ (spec §2). The CMS serves the built files there in `npm start`; in `npm run dev`
// Vite proxies /api-laos and /uploads to the CMS.
export default defineConfig({
  base: '/laos/',
  plugins: [preloadLaoFont(), routePreloads()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  server: {
    port: 5173,
    proxy: {
      '/api-laos': process.env.CMS_URL ?? 'http://127.0.0.1:1337',
      '/uploads': process.env.CMS_URL ?? 'http://127.0.0.1:1337',
    },
  },
  build: {
    target: 'es2020',
    chunkSizeWarningLimit: 900,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // A worker per core: Vitest's default leaves one core to its main process, which sits idle while files run (on
    // 2 cores the suite took 9 min 7 s with one worker, 5 min 10 s with two; each file's own time did not change).
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
