import type { Middleware } from 'koa';

const UI_METHODS = ['GET', 'HEAD'];

/**
 * A method no route declares answers 405 with `Allow` (RFC 9110 §15.5.6), whatever the method.
 * The routers answer 501 to a method they do not know at all (TRACE, QUERY, CONNECT...), and the
 * UIs only serve GET and HEAD; both become 405 here, before the error handler writes the body.
 */
export function declaredMethodsOnly(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 501) {
      // The router sets Allow from the routes at this path; none means there is no such path.
      if (ctx.response.get('Allow')) {
        ctx.status = 405;
        return;
      }
      ctx.remove('Allow');
      ctx.status = 404;
    }
    if (ctx.status === 404 && !ctx.path.startsWith('/api') && !UI_METHODS.includes(ctx.method)) {
      ctx.set('Allow', UI_METHODS.join(', '));
      if (ctx.method === 'OPTIONS') ctx.status = 204;
      else ctx.status = 405;
    }
  };
}
