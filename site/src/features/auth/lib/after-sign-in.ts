import type { Location } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Where a signed-in user goes from an auth page: back to the staff page that sent them to log in (RequireStaff
 * passes it in the router state), or home (spec §2).
 */
export function afterSignIn(location: Pick<Location, 'state'>): string {
  const from = (location.state as { from?: unknown } | null)?.from;
  // Only a path inside the site: the state is ours, but a path is cheap to check.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/user/')
    ? from
    : paths.home;
}
