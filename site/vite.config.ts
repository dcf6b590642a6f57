/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The site lives under /laos/ (spec §2). The CMS serves the built files there in `npm start`; in `npm run dev`
// Vite proxies /api-laos and /uploads to the CMS.
export default defineConfig({
  base: '/laos/',
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
