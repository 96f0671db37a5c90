import type { Middleware } from 'koa';
import { z } from 'zod';
import { findOperation } from './registry';

/**
 * Outside production, every JSON answer of a documented operation is checked against the
 * response schema the OpenAPI document shows: a presenter that drifts from the contract answers
 * 500 and is logged with the first mismatches, so whichever test made the call fails. Production
 * skips the check; a parse per answer is cheap, but it only catches a mistake of ours.
 */
export function checkResponses(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300 || !isJson(ctx.body)) return;
    const operation = operationOf(ctx.method, ctx.routerPath ?? ctx._matchedRoute, ctx.params);
    if (!operation?.responseSchema) return;
    const schema = operation.list ? z.array(operation.responseSchema) : operation.responseSchema;
    // What the client reads: Dates as ISO strings, undefined fields gone.
    const result = schema.safeParse(JSON.parse(JSON.stringify(ctx.body)));
    if (result.success) return;
    const where = `${operation.method.toUpperCase()} ${operation.path}`;
    throw new Error(`${where} answered outside its response schema: ${z.prettifyError(result.error)}`);
  };
}

/** A JSON body: not a file stream, a buffer or a string (downloads, the docs page). */
const isJson = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Buffer.isBuffer(body) &&
  typeof (body as { pipe?: unknown }).pipe !== 'function';

/**
 * The operation a matched route serves. A command route (`/:id/actions/:action`) is documented
 * once per action, so the action named in the request picks the entry.
 */
function operationOf(method: string, route: unknown, params: Record<string, string> | undefined) {
  if (typeof route !== 'string') return undefined;
  const path = route.length > 1 ? route.replace(/\/$/, '') : route;
  return (
    findOperation(method, path) ??
    (params?.action ? findOperation(method, path.replace(/:action$/, params.action)) : undefined)
  );
}
