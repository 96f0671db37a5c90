import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { consoleLink } from './console-link';
import { followNotifications } from '@claims/contract/notification-stream';
import type { NotificationResponse } from '@claims/contract';
import { API_URL, apiHeaders } from '../../providers/http-client';
import { NOTIFICATIONS_KEYS_ALL, NotificationsContext } from './keys';

/** A new notification as a toast, with "Ver" when it leads somewhere (a report, a case). */
function NotificationToast({ notification }: { notification: NotificationResponse }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const close = useCloseNotification();
  const to = consoleLink(notification.link);
  return (
    <Alert
      severity="info"
      variant="filled"
      sx={{ minWidth: 320 }}
      action={
        to ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              close();
              navigate(to);
            }}
          >
            {translate('console.notifications.view')}
          </Button>
        ) : undefined
      }
    >
      {notification.title}
    </Alert>
  );
}

/** Keeps the live stream open while the console is: every new notification refreshes the top bar. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(
    () =>
      followNotifications({
        url: `${API_URL}/notifications/stream`,
        headers: () => apiHeaders(),
        onNotification: (notification) => {
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEYS_ALL });
          notify(<NotificationToast notification={notification} />, { autoHideDuration: 8_000 });
        },
        onStatus: setLive,
      }),
    [queryClient, notify],
  );
  return <NotificationsContext.Provider value={{ live }}>{children}</NotificationsContext.Provider>;
}
