import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { PAGE_NAMESPACES, type PageNamespace } from '@/locales';
import { server } from './msw-server';

// antd's responsive helpers ask matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Pages are rendered directly in component tests, without the router's loader that fetches their texts.
  await loadNamespaces(Object.keys(PAGE_NAMESPACES) as PageNamespace[]);
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());
