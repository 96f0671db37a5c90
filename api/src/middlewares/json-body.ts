import type { Middleware } from 'koa';
import { HttpError } from '../http-error';

/**
 * A request body under /api is JSON, or a multipart upload on the file routes. Anything else is
 * refused with 415 before a route runs, rather than reaching it as an empty object and being
 * answered as a list of missing fields.
 */
export function requireJsonBody(): Middleware {
  return async (ctx, next) => {
    // A POST without a body still says Content-Length: 0; that is no body, whatever its type.
    const hasBody = Boolean(ctx.request.length) || ctx.get('Transfer-Encoding') !== '';
    if (ctx.path.startsWith('/api') && hasBody && !ctx.is('json', 'multipart'))
      throw HttpError.of('UNSUPPORTED_MEDIA_TYPE');
    await next();
  };
}
