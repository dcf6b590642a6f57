/**
 * Renders a piece of the app with its providers and a memory router at the given path. antd's provider wraps it
 * all here; in the app the router adds it to each page that draws antd.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import AntdProvider from '@/components/antd-provider';
import { initI18n } from '@/lib/i18n';

export function renderAt(path: string, routes: { path: string; element: ReactElement }[], language: 'lo' | 'en' = 'en') {
  void initI18n().changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <AppProviders>
        <AntdProvider>
          <RouterProvider router={router} />
        </AntdProvider>
      </AppProviders>,
    ),
  };
}
