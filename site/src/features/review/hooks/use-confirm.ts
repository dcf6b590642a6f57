/**
 * antd's confirmation prompt with our words (spec §4: "Do you want to choose this status?"…). Remembers whether a
 * prompt is open, so keyboard shortcuts do not stack a second one behind it.
 */
import { App } from 'antd';
import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation('review');
  const open = useRef(false);
  const confirm = useCallback(
    (title: string, content: ReactNode, onOk: () => void) => {
      open.current = true;
      modal.confirm({
        title,
        content,
        okText: t('confirm.yes'),
        cancelText: t('confirm.no'),
        // Closes at once: the buttons of the view show the call's progress.
        onOk: () => onOk(),
        afterClose: () => {
          open.current = false;
        },
      });
    },
    [modal, t],
  );
  const isOpen = useCallback(() => open.current, []);
  return { confirm, isOpen };
}
