import { Navigate, useLocation } from 'react-router-dom';
import { AppLoader } from '../../../shared/ui/app-loader/app-loader';
import { useAdminSession } from '../api/use-admin-session';
import { adminPaths } from '../lib/admin-paths';
import { AdminArea } from './admin-area';

/**
 * Every admin page but the login first checks the admin session; unless the answer is
 * `isAdmin: true` (a failed check counts as no), the app goes to the admin login (SPEC.md
 * sections 2 and 6).
 */
export function AdminGuard() {
  const { checking, isAdmin } = useAdminSession();
  const location = useLocation();
  if (checking) return <AppLoader />;
  if (!isAdmin) return <Navigate to={adminPaths.login} replace state={{ from: location.pathname }} />;
  return <AdminArea />;
}
