import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from './SessionContext';

/**
 * Routes only a signed-in person reaches; anyone else goes to the login screen, which then opens
 * the processes (not the address that sent them there: an unknown one, SPEC §2).
 */
export function SignedInOnly() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/auth/login" replace />;
}
