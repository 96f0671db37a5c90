import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Context, Middleware } from 'koa';
import { can } from '@claims/domain';
import { hashToken } from '@claims/db';
import { loadSessionUser } from './auth/authenticate';
import type { SessionUser } from './auth/session-user';
import type { ApiDeps } from './deps';
import { HttpError } from './http-error';

export const QUEUE_BOARD_PATH = '/admin/queues';
const COOKIE = 'claims_queues';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The BullMQ board (bull-board) for masters at /admin/queues. A browser page cannot send a
 * Bearer header, so a master opens `/admin/queues?token=<session token>` once: the token moves
 * into an HttpOnly, SameSite=Strict cookie scoped to this path and the page reloads without it.
 * API clients may send the Bearer header instead. No session: 401; not a master: 403.
 */
export function queueBoard(deps: ApiDeps): Middleware {
  const adapter = new KoaAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: Object.values(deps.queues).map((queue) => new BullMQAdapter(queue)),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Cargo claims jobs' } },
  });
  const board = adapter.registerPlugin() as Middleware;

  return async (ctx, next) => {
    if (ctx.path !== QUEUE_BOARD_PATH && !ctx.path.startsWith(`${QUEUE_BOARD_PATH}/`)) return next();
    const fromQuery = typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
    const user = ctx.state.user ?? (await sessionOf(deps, fromQuery ?? ctx.cookies.get(COOKIE)));
    if (!user) throw HttpError.of('UNAUTHENTICATED');
    if (!can(user.role, 'queues.admin')) throw HttpError.of('FORBIDDEN');
    if (fromQuery) return keepInCookie(ctx, fromQuery);
    ctx.set('Cache-Control', 'no-store');
    await board(ctx, next);
  };
}

async function sessionOf(deps: ApiDeps, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  return loadSessionUser(deps.db, hashToken(token), deps.config.SESSION_IDLE_MINUTES);
}

/** Sets the board's cookie and sends the browser back to the same page without the token in its URL. */
function keepInCookie(ctx: Context, token: string) {
  ctx.cookies.set(COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: QUEUE_BOARD_PATH,
    secure: ctx.secure,
    overwrite: true,
  });
  const query = new URLSearchParams(ctx.querystring);
  query.delete('token');
  const rest = query.toString();
  ctx.redirect(`${ctx.path}${rest ? `?${rest}` : ''}`);
}
