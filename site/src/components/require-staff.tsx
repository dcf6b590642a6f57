import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { StaffRole } from '@lcmdp/contract';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';

/** Staff screens need a signed-in user (and, where given, one of the roles); others go to the login page. */
export function RequireStaff({ roles, children }: { roles?: StaffRole[]; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.isLoggedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (roles && (!auth.role || !roles.includes(auth.role))) return <Navigate to={paths.notFound} replace />;
  return <>{children}</>;
}
