import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { MenuIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { followNotifications } from '@claims/contract/notification-stream';
import { apiHeaders } from '../api/client';
import { pathKey } from '../api/query-keys';
import { NOTIFICATIONS, NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar(): void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const queryClient = useQueryClient();
  // One stream for both dropdowns: each new notification has them, and the count, read again.
  useEffect(
    () =>
      followNotifications({
        url: '/api/notifications/stream',
        headers: () => apiHeaders(),
        onNotification: () => void queryClient.invalidateQueries({ queryKey: pathKey(NOTIFICATIONS) }),
      }),
    [queryClient],
  );
  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar-button"
        aria-label={t('portal.menu.toggle')}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </button>
      <Link to="/processes/list" className="brand">
        {t('portal.appName')}
      </Link>
      <div className="topbar-end">
        <span className="user-name">
          {user?.name} {user?.lastName}
        </span>
        <NotificationsMenu />
        <NotificationsMenu messages />
        <LanguageSelect />
        <ProfileMenu />
      </div>
    </header>
  );
}
