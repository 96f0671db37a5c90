import type { Middleware } from 'koa';
import { localizeNoticeParams, translate } from '@claims/domain';
import { HttpError } from '../http-error';
import { isServiceUnavailable } from './unavailable';

/**
 * The one place errors become responses: `{ error: { code, message, fields } }` in the caller's
 * language. Nothing internal (stack, SQL, hostnames) ever leaves; unexpected errors are logged
 * with the request id and answered with the catalogue's text only.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.path.startsWith('/api') && ctx.body === undefined) {
        // The routers' own answers: no route at this path, or not with this method.
        if (ctx.status === 404) throw HttpError.of('NOT_FOUND');
        if (ctx.status === 405) throw HttpError.of('METHOD_NOT_ALLOWED');
      }
    } catch (err) {
      const known = toHttpError(err);
      if (!known) ctx.state.log?.error({ err }, 'unhandled error');
      else if (known.code === 'SERVICE_UNAVAILABLE') ctx.state.log?.warn({ err }, 'a service is unavailable');
      const e = known ?? HttpError.of('INTERNAL');
      const locale = ctx.state.locale ?? 'pt-BR';
      const fields = e.fieldsIn(locale);
      ctx.status = e.status;
      ctx.body = {
        error: {
          code: e.code,
          // Dates in a refusal read as the reader writes them (an inspection's day: 12/05/2030).
          message: translate(locale, e.messageKey, localizeNoticeParams(locale, e.params)),
          ...(fields ? { fields } : {}),
          ...(e.details ? { details: e.details } : {}),
        },
      };
    }
  };
}

/** Errors of our own, and the few a middleware raises (body parsing); anything else is a 500. */
function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  const { status, type } = (err ?? {}) as { status?: number; type?: string };
  if (status === 413 || type === 'entity.too.large') return HttpError.of('PAYLOAD_TOO_LARGE');
  // co-body answers a `__proto__` key (prototype poisoning) with a bare SyntaxError and status 400.
  const badJson = err instanceof SyntaxError || /json/i.test(String((err as Error).message));
  if (type === 'entity.parse.failed' || (status === 400 && badJson)) return HttpError.of('INVALID_JSON');
  if (status === 415 || type === 'charset.unsupported' || type === 'encoding.unsupported')
    return HttpError.of('UNSUPPORTED_MEDIA_TYPE');
  if (isServiceUnavailable(err)) return HttpError.of('SERVICE_UNAVAILABLE');
  return undefined;
}
