import { API_URL, apiHeaders, lastRequestId } from '../providers/http-client';

// The api caps each field (api/src/routes/client-errors); cutting here keeps a long stack from
// turning the report into a 422.
const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);
const REQUEST_ID = /^[\w.-]{1,64}$/;

/** A crash is reported once, however often React renders the page that shows it. */
const reported = new WeakMap<object, Promise<string | undefined>>();

/**
 * Sends what broke in the console to the api's log (POST /api/client-errors), with the id of the
 * latest api answer. Answers the report's own request id, for the person to quote to support.
 * Never throws: a report that cannot be sent must not break the error page too.
 */
export function reportClientError(error: unknown, route: string): Promise<string | undefined> {
  const err = error instanceof Error ? error : new Error(String(error));
  const known = reported.get(err);
  if (known) return known;
  const requestId = lastRequestId();
  const sent = fetch(`${API_URL}/client-errors`, {
    method: 'POST',
    headers: apiHeaders({ 'Content-Type': 'application/json' }),
    body: JSON.stringify({
      message: cut(err.message || err.name || 'Error', 2000),
      stack: cut(err.stack, 16_000),
      route: cut(route || '/', 500),
      ...(requestId && REQUEST_ID.test(requestId) ? { requestId } : {}),
      ui: 'console',
    }),
  }).then(
    (res) => (res.ok ? (res.headers.get('X-Request-Id') ?? undefined) : undefined),
    () => undefined,
  );
  reported.set(err, sent);
  return sent;
}
