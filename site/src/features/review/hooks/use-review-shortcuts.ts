import { useEffect, useRef } from 'react';
import { shortcutOf, type ShortcutAction } from '../lib/shortcuts';

/** Listens for the review view's shortcuts while it is open; `blocked` answers whether a prompt is open. */
export function useReviewShortcuts(enabled: boolean, onAction: (action: ShortcutAction) => void, blocked: () => boolean) {
  // The latest handler without re-subscribing on every render.
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || blocked()) return;
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, blocked]);
}
