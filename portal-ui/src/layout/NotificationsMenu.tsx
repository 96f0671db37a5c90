import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { fetchList } from '../api/list';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/I18nContext';
import { Dropdown } from './Dropdown';
import { BellIcon, MailIcon } from './icons';
import { UnbreakableReferences } from './UnbreakableReferences';
import type { NotificationResponse } from '@claims/contract';

const MESSAGE_KIND = 'CASE_MESSAGE';

/**
 * The notifications dropdown (everything: "Vistoria agendada", proposals...) or the messages
 * dropdown (only case messages), both live on the notification stream.
 */
export function NotificationsMenu({
  messages = false,
  arrived,
}: {
  messages?: boolean;
  /** The latest notification off the stream the top bar follows. */
  arrived: NotificationResponse | null;
}) {
  const { t, locale } = useI18n();
  const [items, setItems] = useState<NotificationResponse[]>([]);
  // The bell counts every unread notification, not only the ten the list shows.
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null);
  const load = useCallback(() => {
    if (!messages)
      api
        .get<{ count: number }>('/api/notifications/unread-count')
        .then((r) => setUnreadTotal(r.count))
        .catch(() => {});
    fetchList<NotificationResponse>('/api/notifications', {
      page: 1,
      perPage: 10,
      sort: [{ field: 'createdAt', order: 'DESC' }],
      filter: messages ? { kind: MESSAGE_KIND } : {},
    })
      .then((page) => setItems(page.rows))
      .catch(() => {});
  }, [messages]);
  useEffect(load, [load, locale]);
  useEffect(() => {
    if (arrived && (!messages || arrived.kind === MESSAGE_KIND)) {
      setItems((all) => [arrived, ...all.filter((x) => x.id !== arrived.id)].slice(0, 10));
      if (!arrived.read) setUnreadTotal((n) => (n === null ? n : n + 1));
    }
  }, [arrived, messages]);

  const unread = unreadTotal ?? items.filter((n) => !n.read).length;
  const label = t(messages ? 'portal.topbar.messages' : 'portal.topbar.notifications');
  const markRead = (n: NotificationResponse) => {
    if (!n.read) {
      void api.post(`/api/notifications/${n.id}/read`).catch(() => {});
      setUnreadTotal((count) => (count === null ? count : Math.max(0, count - 1)));
    }
    setItems((all) => all.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
  };
  const markAllRead = () => {
    void api.post('/api/notifications/read-all', {}).catch(() => {});
    setUnreadTotal(0);
    setItems((all) => all.map((x) => ({ ...x, read: true })));
  };
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
