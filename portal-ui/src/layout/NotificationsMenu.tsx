import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type { ListPage } from '../api/list';
import { useApiQuery, useListQuery } from '../api/queries';
import { listKey, pathKey } from '../api/query-keys';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { Dropdown } from './Dropdown';
import { BellIcon, MailIcon } from './icons';
import { UnbreakableReferences } from './UnbreakableReferences';
import type { NotificationResponse, UnreadCount } from '@claims/contract';

const MESSAGE_KIND = 'CASE_MESSAGE';
export const NOTIFICATIONS = '/api/notifications';
const UNREAD_COUNT = '/api/notifications/unread-count';

/**
 * The notifications dropdown (everything: "Vistoria agendada", proposals...) or the messages
 * dropdown (only case messages). Both read again when the stream the top bar follows brings one.
 */
export function NotificationsMenu({ messages = false }: { messages?: boolean }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  // The bell counts every unread notification, not only the ten the list shows.
  const { data: unreadTotal } = useApiQuery<UnreadCount>(UNREAD_COUNT, { enabled: !messages });
  const { data: listed } = useListQuery<NotificationResponse>(NOTIFICATIONS, {
    page: 1,
    perPage: 10,
    sort: [{ field: 'createdAt', order: 'DESC' }],
    filter: messages ? { kind: MESSAGE_KIND } : {},
  });
  const items = listed?.rows ?? [];
  // The messages dropdown counts its own list: the bell's count query shares its cache key, so
  // reading it here (even disabled) showed every unread notification on the envelope.
  const unreadListed = items.filter((n) => !n.read).length;
  const unread = messages ? unreadListed : (unreadTotal?.count ?? unreadListed);
  const label = t(messages ? 'portal.topbar.messages' : 'portal.topbar.notifications');

  // Read at once on screen, in both dropdowns and the count; a failed mark is not worth a word.
  const showRead = (which: (n: NotificationResponse) => boolean, countNow: (count: number) => number) => {
    queryClient.setQueriesData<ListPage<NotificationResponse>>(
      { queryKey: listKey(NOTIFICATIONS) },
      (page) => page && { ...page, rows: page.rows.map((n) => (which(n) ? { ...n, read: true } : n)) },
    );
    queryClient.setQueryData<UnreadCount>(pathKey(UNREAD_COUNT), (c) => c && { count: countNow(c.count) });
  };
  const readOne = useMutation({
    mutationFn: (n: NotificationResponse) => api.post(`/api/notifications/${n.id}/read`),
    onMutate: (n) =>
      showRead(
        (x) => x.id === n.id,
        (count) => Math.max(0, count - 1),
      ),
  });
  const readAll = useMutation({
    mutationFn: () => api.post('/api/notifications/read-all', {}),
    onMutate: () =>
      showRead(
        () => true,
        () => 0,
      ),
  });
  const markRead = (n: NotificationResponse) => {
    if (!n.read) readOne.mutate(n);
  };
  const markAllRead = () => readAll.mutate();
  return (
    <Dropdown
      label={unread ? `${label} (${unread})` : label}
      button={
        <>
          {messages ? <MailIcon /> : <BellIcon />}
          {/* The count is drawn by CSS: the button's name already says it ("Notificações (1)"). */}
          {unread > 0 && <span className="badge" data-count={unread} aria-hidden="true" />}
        </>
      }
    >
      {(close) => (
        <div className="notification-list">
          <h2>{label}</h2>
          {!messages && unread > 0 && (
            <button type="button" className="mark-all-read" onClick={markAllRead}>
              {t('portal.topbar.markAllRead')}
            </button>
          )}
          {items.length === 0 && (
            <p>{t(messages ? 'portal.topbar.noMessages' : 'portal.topbar.noNotifications')}</p>
          )}
          <ul>
            {items.map((n) => {
              // Unread: a dot and a bold title to the eye, "(não lida)" to a screen reader.
              const title = (
                <>
                  {!n.read && <span className="unread-dot" aria-hidden="true" />}
                  <UnbreakableReferences text={n.title} />
                  {!n.read && <span className="visually-hidden"> ({t('portal.topbar.unread')})</span>}
                </>
              );
              return (
                <li key={n.id} className={n.read ? '' : 'unread'}>
                  {n.link ? (
                    <Link
                      to={n.link}
                      onClick={() => {
                        markRead(n);
                        close();
                      }}
                    >
                      {title}
                    </Link>
                  ) : (
                    <span>{title}</span>
                  )}
                  <small>{formatDateTime(locale, n.createdAt)}</small>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Dropdown>
  );
}
