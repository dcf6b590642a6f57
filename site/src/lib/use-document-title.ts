import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page's heading (WCAG 2.4.2), and gives the old title back on leaving. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = previous;
    };
  }, [title, appName]);
}
