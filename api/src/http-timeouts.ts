import type http from 'node:http';

/**
 * Keep-alive longer than any client's idle pool (undici keeps idle sockets 4 s and trusts the
 * server's `Keep-Alive: timeout` hint minus a margin; proxies usually 60 s): a server closing an
 * idle socket at the moment a client reuses it for an upload is a reset connection (ECONNRESET)
 * the client cannot retry, since a POST is not idempotent. Headers must arrive within it too.
 */
export function tuneHttpServer(server: http.Server): http.Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
