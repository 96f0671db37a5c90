import type { Middleware } from 'koa';
import { translate } from '@claims/domain';
import { HttpError } from '../http-error';

/**
 * The one place errors become responses: `{ error: { code, message, fields } }` in the caller's
 * language. Nothing internal (stack, SQL, hostnames) ever leaves; unexpected errors are logged
 * with the request id and answered as a plain 500.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new HttpError(404, 'NOT_FOUND', 'errors.notFound');
      }
    } catch (err) {
      const known = toHttpError(err);
      if (!known) ctx.state.log?.error({ err }, 'unhandled error');
      const e = known ?? new HttpError(500, 'INTERNAL_ERROR', 'errors.internal');
      const locale = ctx.state.locale ?? 'pt-BR';
      ctx.status = e.status;
      ctx.body = {
        error: {
          code: e.code,
          message: translate(locale, e.messageKey, e.params),
          ...(e.fields ? { fields: e.fields } : {}),
        },
      };
    }
  };
}

function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  const status = (err as { status?: number; type?: string }).status;
  const type = (err as { type?: string }).type;
  // Body parser failures arrive as http-errors with a status and a type.
  if (status === 413 || type === 'entity.too.large')
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge');
  if (type === 'entity.parse.failed' || (status === 400 && /json/i.test(String((err as Error).message))))
    return new HttpError(400, 'INVALID_JSON', 'errors.invalidJson');
  if (status === 415) return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.validation');
  return undefined;
}
