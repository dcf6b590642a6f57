/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

// The site lives under /laos/ (spec §2). The CMS serves the built files there in `npm start`; in `npm run dev`
// Vite proxies /api-laos and /uploads to the CMS.
export default defineConfig({
  base: '/laos/',
  plugins: [preloadLaoFont()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
