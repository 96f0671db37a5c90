import { useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormat } from '../../i18n/format';
import { API_URL, httpClient } from '../../providers/http-client';
import type { ConsoleDataProvider } from '../../providers/data-provider';
import { session } from '../../providers/session';
import { consoleLink } from './console-link';
import type { NotificationResponse } from '@claims/contract';
import { NOTIFICATIONS_KEYS_ALL, POLL_MS, useNotificationsLive } from './keys';

const PAGE = 10;

/**
 * A top-bar dropdown of the signed-in user's notifications: all of them, or one kind (the
 * messages dropdown is the CASE_MESSAGE kind). Unread first, a badge with their count.
 */
export function NotificationsMenu({
  kind,
  icon,
  title,
  empty,
}: {
  kind?: string;
  icon: ReactNode;
  title: string;
  empty: string;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const live = useNotificationsLive();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const filter = kind ? { kind } : {};
  const signedIn = session.token() !== null;

  const { data: unread = 0 } = useQuery({
    queryKey: [...NOTIFICATIONS_KEYS_ALL, 'unread', kind ?? 'all'],
    queryFn: async () =>
      kind
        ? ((
            await dataProvider.getList('notifications', {
              filter: { kind, read: false },
              pagination: { page: 1, perPage: 1 },
              sort: { field: 'createdAt', order: 'DESC' },
            })
          ).total ?? 0)
        : ((await httpClient(`${API_URL}/notifications/unread-count`)).json as { count: number }).count,
    refetchInterval: live ? false : POLL_MS,
    // Signed out (the layout still drawn while logout clears the cache): nothing to ask, and a
    // question without a session would only answer 401.
    enabled: signedIn,
  });
  const { data: items = [] } = useQuery({
    queryKey: [...NOTIFICATIONS_KEYS_ALL, 'list', kind ?? 'all', locale],
    queryFn: async () =>
      (
        await dataProvider.getList('notifications', {
          filter,
          pagination: { page: 1, perPage: PAGE },
          sort: { field: 'createdAt', order: 'DESC' },
        })
      ).data as NotificationResponse[],
    enabled: anchor !== null && signedIn,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEYS_ALL });

  const open = async (n: NotificationResponse) => {
    if (!n.read) await dataProvider.markNotificationRead(n.id).catch(() => undefined);
    void refresh();
    const to = consoleLink(n.link);
    if (to) {
      setAnchor(null);
      navigate(kind === 'CASE_MESSAGE' ? `${to}#messages` : to);
    }
  };

  return (
    <>
      <Tooltip title={translate(title)}>
        <IconButton color="inherit" aria-label={translate(title)} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99}>
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 380, maxWidth: '100vw' }} role="region" aria-label={translate(title)}>
          <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" fontWeight={600}>
              {translate(title)}
            </Typography>
            {unread > 0 && !kind ? (
              <Button
                size="small"
                onClick={async () => {
                  await dataProvider.markAllNotificationsRead();
                  void refresh();
                }}
              >
                {translate('console.notifications.markAllRead')}
              </Button>
            ) : null}
          </Box>
          <Divider />
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {translate(empty)}
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
              {items.map((n) => {
                const to = consoleLink(n.link);
                const excerpt = kind === 'CASE_MESSAGE' ? String(n.params.excerpt ?? '') : '';
                return (
                  // The text and "Ver" side by side in one row: the button never lies over the text.
                  <ListItem key={n.id} disablePadding sx={{ alignItems: 'stretch' }}>
                    <ListItemButton onClick={() => void open(n)} sx={{ pr: to ? 1 : 2, minWidth: 0 }}>
                      <ListItemText
                        primary={
                          kind === 'CASE_MESSAGE'
                            ? `${String(n.params.author ?? '')} · ${String(n.params.reference ?? '')}`
                            : n.title
                        }
                        secondary={[excerpt, format.dateTime(n.createdAt)].filter(Boolean).join(' — ')}
                        slotProps={{ primary: { fontWeight: n.read ? 400 : 700, variant: 'body2' } }}
                      />
                    </ListItemButton>
                    {to ? (
                      <Button
                        size="small"
                        onClick={() => void open(n)}
                        sx={{ alignSelf: 'center', flexShrink: 0, minWidth: 0, mx: 1 }}
                      >
                        {translate('console.notifications.view')}
                      </Button>
                    ) : null}
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
