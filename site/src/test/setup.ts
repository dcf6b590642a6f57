import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { PAGE_NAMESPACES, type PageNamespace } from '@/locales';
import { toast } from '@/lib/toast';
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

// jsdom has no PointerEvent: without it, pointer events reach handlers without coordinates.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Pages are rendered directly in component tests, without the router's loader that fetches their texts.
  await loadNamespaces(Object.keys(PAGE_NAMESPACES) as PageNamespace[]);
});
afterEach(() => {
  server.resetHandlers();
  // Toasts live in a module-level store: one test's toast must not answer the next test's query.
  toast.clear();
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());
