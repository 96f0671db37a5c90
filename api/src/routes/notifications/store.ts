import type { Knex } from 'knex';
import { Notification } from '@claims/db';

/** One's own notifications, unread first, for the list to filter (by `read`, `kind`) and page. */
export function ownNotifications(db: Knex, userId: string) {
  const own = Notification.query(db)
    .where('userId', userId)
    .select('*', db.raw('read_at is not null as read'));
  return Notification.query(db).from(own.as('n')).orderByRaw('read asc');
}

export async function unreadCount(db: Knex, userId: string): Promise<number> {
  const counted = await Notification.query(db)
    .where('userId', userId)
    .whereNull('readAt')
    .count({ n: '*' })
    .first()
    .castTo<{ n: string } | undefined>();
  return Number(counted?.n ?? 0);
}

/** One of one's own notifications, or undefined (another user's does not exist for them). */
export function findOwnNotification(db: Knex, userId: string, id: string) {
  return Notification.query(db).where({ id, userId }).first();
}

/** Marks every unread notification read; answers how many were. */
export async function markAllRead(db: Knex, userId: string): Promise<number> {
  return await Notification.query(db)
    .patch({ readAt: db.fn.now() })
    .where('userId', userId)
    .whereNull('readAt');
}

/** Marks one read (keeping when it was first read); undefined when it is not one's own. */
export async function markRead(db: Knex, userId: string, id: string): Promise<Notification | undefined> {
  const [read] = await Notification.query(db)
    .patch({ readAt: db.raw('coalesce(read_at, now())') })
    .where({ id, userId })
    .returning('*');
  return read;
}
