/**
 * Errors that mean a service the api needs (PostgreSQL, Temporal) is down or dropped the
 * connection, not that the request was wrong: the answer is 503, and trying again later works.
 */
const PG_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// gRPC UNAVAILABLE, as the Temporal client reports an unreachable server.
const GRPC_UNAVAILABLE = 14;

export function isServiceUnavailable(err: unknown): boolean {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth++) {
    const code = e.code;
    if (
      typeof code === 'string' &&
      (PG_UNAVAILABLE.has(code) || NET_UNAVAILABLE.has(code) || code.startsWith('08'))
    )
      return true;
    if (code === GRPC_UNAVAILABLE) return true;
    if (e.name === 'KnexTimeoutError') return true;
    const message = String(e.message ?? '');
    if (
      /Connection terminated|not currently accepting connections|Client has encountered a connection error/.test(
        message,
      )
    )
      return true;
    // A model's query wraps pg's error (objection's DBError keeps it as `nativeError`).
    e = (e.nativeError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return false;
}
