import Router from '@koa/router';
import { notificationSchema, readAllSchema, unreadCountSchema } from '@claims/contract';
import { PassThrough } from 'node:stream';
import { currentUser } from '../../auth/authenticate';
import { tooManyRequests } from '../../auth/throttle';
import type { ApiDeps } from '../../deps';
import { answerList, documentedList, parseListQuery, parseRecordId, recordNotFound } from '../../list';
import { defineOperation } from '../../openapi';
import { presentNotification } from './presenter';
import { notificationList } from './list-spec';
import { findOwnNotification, markAllRead, markRead, ownNotifications, unreadCount } from './store';

const HEARTBEAT_MS = 25_000;
// A user over the cap gets 429; the UIs then poll the unread count, and retry the stream later.
const STREAM_RETRY_SECONDS = 30;
const tags = ['notifications'];
export const notificationOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/notifications',
    summary: "The signed-in user's notifications, unread first",
    tags,
    responseSchema: notificationSchema,
    list: documentedList(notificationList),
  }),
  unreadCount: defineOperation({
    method: 'get',
    path: '/api/notifications/unread-count',
    summary: 'How many of them are unread (the top bar badge; the UIs poll it when the stream is down)',
    tags,
    responseSchema: unreadCountSchema,
  }),
  read: defineOperation({
    method: 'post',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read',
    tags,
    responseSchema: notificationSchema,
  }),
  readAll: defineOperation({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    tags,
    responseSchema: readAllSchema,
  }),
  stream: defineOperation({
    method: 'get',
    path: '/api/notifications/stream',
    summary:
      'Server-sent events (Accept: text/event-stream): `notification` with each new one, a heartbeat every 25 s; otherwise the unread count',
    tags,
  }),
};

/** /api/notifications: one's own in-app notifications (the top bar dropdown, SPEC §1). */
export function notificationRoutes(deps: ApiDeps) {
  const router = new Router({ prefix: '/api/notifications' });
  router.get('/', async (ctx) => {
    const user = currentUser(ctx.state);
    const query = parseListQuery(ctx.query, notificationList);
    // Unread first, then the requested order.
    await answerList(ctx, notificationList, query, ownNotifications(deps.db, user.id), (r) =>
      presentNotification(r, ctx.state.locale),
    );
  });

  router.get('/unread-count', async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = { count: await unreadCount(deps.db, user.id) };
  });

  router.post('/read-all', async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = { updated: await markAllRead(deps.db, user.id) };
  });

  router.post('/:id/read', async (ctx) => {
    const user = currentUser(ctx.state);
    const id = parseRecordId(ctx.params.id);
    const read = await markRead(deps.db, user.id, id);
    if (!read) throw recordNotFound();
    ctx.body = presentNotification(read, ctx.state.locale);
  });

  router.get('/stream', async (ctx) => {
    const user = currentUser(ctx.state);
    // A client that cannot take a stream gets what a poll would: the unread count, once.
    if (ctx.accepts('text/event-stream', 'application/json') !== 'text/event-stream') {
      ctx.body = { count: await unreadCount(deps.db, user.id) };
      return;
    }
    const locale = ctx.state.locale;
    const stream = new PassThrough();
    const write = (chunk: string) => !stream.destroyed && stream.write(chunk);
    // Ends with its session (logout, deactivation, expiry, idle): see SessionStreams.
    const open = { userId: user.id, tokenId: user.tokenId, end: () => stream.end() };
    if (!deps.sessionStreams.admit(open)) throw tooManyRequests(ctx, STREAM_RETRY_SECONDS);
    let unsubscribe: () => void;
    try {
      unsubscribe = await deps.notificationEvents.subscribe(user.id, (event) => {
        void findOwnNotification(deps.db, user.id, event.notificationId)
          .then(
            (notification) =>
              notification &&
              write(
                `event: notification\ndata: ${JSON.stringify(presentNotification(notification, locale))}\n\n`,
              ),
          )
          .catch(() => {});
      });
    } catch (err) {
      deps.sessionStreams.release(open);
      throw err;
    }
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      deps.sessionStreams.release(open);
      stream.end();
    };
    // The response's close, not the request's: a request without a body may report 'close' as
    // soon as it is read, long before the client goes away.
    ctx.res.once('close', close);
    stream.once('finish', close);
    ctx.req.socket.setTimeout(0);
    ctx.set({
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    ctx.type = 'text/event-stream';
    ctx.status = 200;
    ctx.body = stream;
    // Tells the client how long to wait before reconnecting, and that the stream is open.
    write(`retry: 5000\n: connected\n\n`);
  });

  return router;
}
