import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/toaster';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * Texts, server data and toasts. antd's provider is not here: it comes with the pages (and parts of pages) that
 * draw antd (components/antd-scope.tsx), so the shell's first download holds none of antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={initI18n()}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
