import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { afterSignIn } from '@/features/auth/lib/after-sign-in';
import { useAuth } from '@/lib/auth-store';
import { SiteHeader } from './site-header';
import styles from './layout.module.css';

/**
 * The public auth layout: a signed-in user is sent on (spec §2: to home; after a login asked for by a staff page,
 * back to that page). Signing in on these pages therefore leaves them by itself.
 */
export function AuthLayout() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoggedIn) return <Navigate to={afterSignIn(location)} replace />;
  return (
    <>
      <SiteHeader mobile={false} onOpenMenu={() => undefined} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
