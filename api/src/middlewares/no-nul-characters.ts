import type { Middleware } from 'koa';
import { translate } from '@claims/domain';
import { HttpError } from '../http-error';

/**
 * A JSON string, or a query parameter written %00, may hold U+0000; PostgreSQL text may not, and
 * refuses the whole statement. Such a request is refused here, naming the field, before any route
 * reads it (the OpenAPI fuzz found the login answering 500 to `{"email": "\u0000"}`): a body with
 * 422 and the field's message, a query with 400 and the parameter's name.
 */
export function refuseNulCharacters(): Middleware {
  return async (ctx, next) => {
    const param = nulField(ctx.query, '');
    if (param !== undefined) throw HttpError.of('INVALID_LIST_QUERY', { param });
    const field = nulField((ctx.request as { body?: unknown }).body, '');
    if (field !== undefined)
      throw HttpError.of('VALIDATION_FAILED', {}, (locale) => ({
        [field || 'body']: translate(locale, 'validation.nulCharacter', { name: field || 'body' }),
      }));
    await next();
  };
}

/** The path of the first string (or key) holding U+0000, if any. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath.split('\u0000').join('\\0');
    const found = nulField(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
