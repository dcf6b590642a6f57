import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure (http) origins have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** Copies the page's address and says so with the "Copied" toast (spec §8). */
export function useCopyLink() {
  const { message } = App.useApp();
  const { t } = useTranslation(['common', 'items']);
  return useCallback(async () => {
    try {
      await copyText(window.location.href);
      void message.success(t('common:actions.copied'));
    } catch {
      void message.error(t('items:detail.copyFailed'));
    }
  }, [message, t]);
}
