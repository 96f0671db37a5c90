import http from 'node:http';
import pino from 'pino';
import { createApp } from './app';
import { loadApiConfig } from './config';
import { createDeps } from './deps';

async function main() {
  const config = loadApiConfig();
  const log = pino({
    name: 'api',
    level: config.LOG_LEVEL,
    redact: ['*.password', '*.token', '*.authorization'],
  });
  const deps = await createDeps(config, log);
  const server = http.createServer(createApp(deps).callback());
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `api: port ${config.PORT} is already in use; stop what uses it or set PORT.`
        : `api: ${err.message}`,
    );
    process.exit(1);
  });
  server.listen(config.PORT, config.HOST, () => log.info({ port: config.PORT }, 'api listening'));

  const stop = () => {
    log.info('api stopping: finishing in-flight requests');
    // close() stops accepting and waits for open requests; idle keep-alive sockets are dropped.
    server.close(async () => {
      await deps.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err) => {
  console.error(`api failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
