import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from '@/components/toaster';
import { config } from '@/config/env';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

// antd ships no Lao locale; its few built-in words (pagination, empty) are overridden by our own texts.
const THEME = {
  token: {
    colorPrimary: '#0b5e55',
    colorLink: '#0b5e55',
    fontFamily: "'Noto Sans Lao', 'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    borderRadius: 6,
    // antd's default secondary greys (45 % black) fall below the WCAG AA contrast of 4.5:1 on white.
    colorTextSecondary: '#4a5b58',
    colorTextTertiary: '#55625f',
    colorTextDescription: '#55625f',
    // The default error red (#ff4d4f) has 3.3:1 on white; field messages need 4.5:1.
    colorError: '#c0262c',
  },
};

function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={THEME} locale={i18n.language === 'en' ? enUS : undefined}>
      <AntApp
        message={{ top: 16, duration: config.toastDurationMs / 1000 }}
        notification={{ placement: 'topRight', duration: config.toastDurationMs / 1000 }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={initI18n()}>
      <QueryClientProvider client={queryClient}>
        <Themed>
          {children}
          <Toaster />
        </Themed>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
