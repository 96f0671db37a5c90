import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { consoleUrlFor } from '@claims/domain/access/staff-paths';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { isStaff } from '../session/storage';
import { Breadcrumbs } from './Breadcrumbs';
import { LegalLinks } from './LegalLinks';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSidebar } from './useSidebar';

/** How long the route-change indicator stays at least, so a fast change still shows it. */
const ROUTE_LOADING_MS = 300;

/** SPEC §1 main layout: top bar, sidebar, breadcrumbs, loading indicator, the routed view, footer. */
export function MainLayout() {
  const { t } = useI18n();
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const sidebar = useSidebar(pathname);
  const [changing, setChanging] = useState(true);
  // SPEC §4: a global loading flag is set on each route change and cleared afterwards.
  useEffect(() => {
    setChanging(true);
    const timer = setTimeout(() => setChanging(false), ROUTE_LOADING_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  // The login comes back here afterwards (SPEC §2 paths work as links sent by e-mail).
  if (!user) return <Navigate to="/auth/login" replace state={{ from: pathname }} />;
  if (isStaff(user)) {
    // Staff work in the console: the same spec path opens its console screen there.
    window.location.assign(consoleUrlFor(pathname));
    return null;
  }
  const loading = changing || navigation.state !== 'idle';
  return (
    <div className={`app ${sidebar.open ? 'with-sidebar' : ''}`}>
      <a href="#main" className="skip-link">
        {t('portal.skipToContent')}
      </a>
      <TopBar sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
      {loading && (
        <div className="route-loading" role="progressbar" aria-label={t('portal.loading')}>
          <span />
        </div>
      )}
      <div className="app-body">
        <Sidebar open={sidebar.open} onClickInside={sidebar.clickedInside} />
        <main id="main" className="content" tabIndex={-1}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <footer className="footer">
        <span>{t('portal.footer', { year: new Date().getFullYear() })}</span>
        <LegalLinks />
      </footer>
    </div>
  );
}
