import { useSession } from '../session/SessionContext';
import { isStaff } from '../session/storage';
import { MainLayout } from './MainLayout';
import { PublicLayout } from './PublicLayout';

/**
 * /pages/*: public, linked from the login screen. A signed-in client reads them inside the
 * portal's menu; anyone else (no session, or staff, who work in the console) without it.
 */
export function PageLayout() {
  const { user } = useSession();
  return user && !isStaff(user) ? <MainLayout /> : <PublicLayout />;
}
