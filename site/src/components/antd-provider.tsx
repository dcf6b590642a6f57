/**
 * antd's theme, locale and App (modal / message / notification holders), in a chunk of its own: the public shell,
 * home and the phone lists draw no antd component, so their first download carries none of antd's runtime. Pages
 * that use antd get it with their own chunk (see withAntd in antd-scope.tsx).
 */
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/env';

// antd ships no Lao locale; its few built-in words (pagination, empty) are overridden by our own texts.
export const THEME = {
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

export default function AntdProvider({ children }: { children: ReactNode }) {
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
