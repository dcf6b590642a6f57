import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

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
  const { t } = useTranslation(['common', 'items']);
  return useCallback(async () => {
    try {
      await copyText(window.location.href);
      toast.success(t('common:actions.copied'));
    } catch {
      toast.error(t('items:detail.copyFailed'));
    }
  }, [t]);
}
