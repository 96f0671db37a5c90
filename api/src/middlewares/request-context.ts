import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { resolveLocale } from '@claims/domain';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when sane), a child logger carrying it and
 * the caller's language (Content-Language, then Accept-Language, pt-BR when neither fits).
 */
export function requestContext(log: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.state.locale = resolveLocale(ctx.get('Content-Language') || ctx.get('Accept-Language'));
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
