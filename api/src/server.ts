import http from 'node:http';
import pino from 'pino';
import { createApp } from './app';
import { loadApiConfig } from './config';
import { createDeps } from './deps';
import { tuneHttpServer } from './http-timeouts';
import { startReconciler } from './filing/reconciler';

async function main() {
  const config = loadApiConfig();
  const log = pino({
    name: 'api',
    level: config.LOG_LEVEL,
    redact: ['*.password', '*.token', '*.authorization'],
  });
  const deps = await createDeps(config, log);
  const server = tuneHttpServer(http.createServer(createApp(deps).callback()));
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `api: port ${config.PORT} is already in use; stop what uses it or set PORT.`
        : `api: ${err.message}`,
    );
    process.exit(1);
  });
  // Filings left half-way (Temporal away, a process killed mid-filing) are completed here.
  const stopReconciler = startReconciler({
    db: deps.db,
    temporal: deps.temporal,
    log,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    everyMs: config.FILING_RECONCILE_MS,
  });
  server.listen(config.PORT, config.HOST, () => log.info({ port: config.PORT }, 'api listening'));

  const stop = () => {
    log.info(
      { streams: deps.sessionStreams.size },
      'api stopping: ending streams, finishing in-flight requests',
    );
    // Notification streams never finish by themselves: they end first, or close() would wait
    // for them until the hard exit below and cut the real requests short.
    deps.sessionStreams.endAll();
    stopReconciler();
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
