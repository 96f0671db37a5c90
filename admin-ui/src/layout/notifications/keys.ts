import { createContext, useContext } from 'react';

/** Whether the live stream is connected; the top bar polls its counts while it is not. */
export const NotificationsContext = createContext<{ live: boolean }>({ live: false });
export const useNotificationsLive = () => useContext(NotificationsContext).live;

export const NOTIFICATIONS_KEYS_ALL = ['console-notifications'] as const;
/** How often counts are polled while the stream is down. */
export const POLL_MS = 30_000;
