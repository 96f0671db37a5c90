import { Navigate, useLocation } from 'react-router-dom';
import { consoleUrlFor } from '@claims/domain/access/staff-paths';
import { useSession } from '../session/SessionContext';
import { isStaff } from '../session/storage';

/**
 * A spec path only staff have a screen for (ports, vessels, causes, reports...): a signed-in
 * staff member goes to its console screen; anyone else signs in first, and staff then land on it.
 */
export default function StaffOnlyPath() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user && isStaff(user)) {
    window.location.replace(consoleUrlFor(pathname));
    return null;
  }
  return <Navigate to="/auth/login" replace state={{ from: pathname, staffOnly: true }} />;
}
