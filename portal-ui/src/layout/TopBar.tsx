import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { MenuIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { followNotifications } from '@claims/contract/notification-stream';
import type { NotificationResponse } from '@claims/contract';
import { apiHeaders } from '../api/client';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar(): void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [arrived, setArrived] = useState<NotificationResponse | null>(null);
  // One stream for both dropdowns.
  useEffect(
    () =>
      followNotifications({
        url: '/api/notifications/stream',
        headers: () => apiHeaders(),
        onNotification: setArrived,
      }),
    [],
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
        <NotificationsMenu arrived={arrived} />
        <NotificationsMenu arrived={arrived} messages />
        <LanguageSelect />
        <ProfileMenu />
      </div>
    </header>
  );
}
