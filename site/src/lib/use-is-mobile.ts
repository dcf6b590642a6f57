import { useSyncExternalStore } from 'react';

/** From antd's md breakpoint (768 px) up the site uses its desktop layout, below it the mobile one (spec §2). */
export const DESKTOP_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
}

export function useIsMobile(): boolean {
  return !useIsDesktop();
}
