import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { SiteHeader } from '@/components/layout/site-header';
import styles from '@/components/layout/layout.module.css';

/** The public auth layout: a signed-in user is sent to home (spec §2). */
export function AuthLayout() {
  const auth = useAuth();
  if (auth.isLoggedIn) return <Navigate to={paths.home} replace />;
  return (
    <>
      <SiteHeader mobile={false} onOpenMenu={() => undefined} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
