import { ApiError, apiHeaders, latestRequestId } from '../api/client';

// The api caps each field; cutting here keeps a long stack from turning the report into a 422.
const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/**
 * Sends what broke to the api's log (POST /api/client-errors), with the request id of the call
 * that failed or, for a crash of our own, of the latest answer. Never throws: a report that
 * cannot be sent must not break the error page too.
 */
export async function reportClientError(error: unknown, route: string): Promise<string | undefined> {
  const err = error instanceof Error ? error : new Error(describe(error));
  const requestId = (err instanceof ApiError ? err.requestId : undefined) ?? latestRequestId();
  try {
    const res = await fetch('/api/client-errors', {
      method: 'POST',
      headers: apiHeaders({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({
        message: cut(err.message || err.name || 'Error', 2000),
        stack: cut(err.stack, 16_000),
        route: cut(route, 500),
        ...(requestId && /^[\w.-]{1,64}$/.test(requestId) ? { requestId } : {}),
        ui: 'portal',
      }),
    });
    return res.headers.get('X-Request-Id') ?? undefined;
  } catch {
    return undefined;
  }
}

/** A router error response (404 of a loader) or anything thrown that is not an Error. */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error)
    return `${String((error as { status: unknown }).status)} ${String((error as { statusText?: unknown }).statusText ?? '')}`.trim();
  return String(error);
}
