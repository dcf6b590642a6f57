import { useEffect, type RefObject } from 'react';

/** Closes an open popup on Escape or on a pointer press outside `ref` (menus, the profile menu). */
export function useDismiss(open: boolean, close: () => void, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onEvent = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onEvent);
    document.addEventListener('pointerdown', onEvent);
    return () => {
      document.removeEventListener('keydown', onEvent);
      document.removeEventListener('pointerdown', onEvent);
    };
  }, [open, close, ref]);
}
