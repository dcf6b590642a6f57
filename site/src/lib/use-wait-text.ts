/** How long to wait after a 429, in the page's language: the server counts its limits in minutes. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "Please wait N minutes and try again" (minutes from the 429's details), or "wait a moment" without them. */
export function useWaitText() {
  const { t } = useTranslation('common');
  return useCallback((minutes?: number) => (minutes ? t('rateLimit.wait', { count: minutes }) : t('rateLimit.waitMoment')), [t]);
}
