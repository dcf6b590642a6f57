import { Grid } from 'antd';

/** The desktop layout applies at the md breakpoint and up (spec §2). */
export function useDesktop(): boolean {
  const screens = Grid.useBreakpoint();
  if (screens.md !== undefined) return screens.md;
  // Before antd's first measurement: ask the same media query it will.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 768px)').matches
    : true;
}
