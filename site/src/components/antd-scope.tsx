/**
 * Where antd is drawn, its provider (theme, locale, App) is loaded alongside: a whole page through withAntd, or
 * one part of a plain page through <AntdScope>. Nothing of antd is in the first download.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

export const loadAntdProvider = () => import('./antd-provider');
const AntdProvider = lazy(loadAntdProvider);

/** Draws `children` (which use antd) inside antd's provider, showing `fallback` while the provider loads. */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProvider>{children}</AntdProvider>
    </Suspense>
  );
}

/** A page chunk loaded together with antd's provider, the page drawn inside it. */
export function withAntd(load: () => Promise<{ default: ComponentType }>): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [{ default: Page }, { default: Provider }] = await Promise.all([load(), loadAntdProvider()]);
    return {
      default: function AntdPage() {
        return (
          <Provider>
            <Page />
          </Provider>
        );
      },
    };
  };
}
