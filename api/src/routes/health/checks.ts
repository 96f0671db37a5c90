import type { Health, HealthCheck } from '@claims/contract';
import type { ApiDeps } from '../../deps';

const TIMEOUT_MS = 2_000;
// A worker that has not polled for this long is taken as gone (Temporal keeps pollers ~5 min).
const POLLER_FRESH_MS = 90_000;

async function timed(check: () => Promise<string | void>): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const detail = await Promise.race([
      check(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS),
      ),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), ...(detail ? { detail } : {}) };
  } catch (err) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      detail: err instanceof Error ? err.message : String(err),
    };
  }
}

export async function checkHealth(deps: ApiDeps): Promise<Health> {
  const [postgres, redis, temporal, temporalWorker, jobsWorker] = await Promise.all([
    timed(async () => {
      await deps.db.raw('select 1');
    }),
    timed(async () => {
      await deps.redis.ping();
    }),
    timed(async () => {
      await deps.temporal.workflowService.getSystemInfo({});
    }),
    timed(async () => {
      const { pollers } = await deps.temporal.workflowService.describeTaskQueue({
        namespace: deps.config.TEMPORAL_NAMESPACE,
        taskQueue: { name: deps.config.TEMPORAL_TASK_QUEUE },
        taskQueueType: 1, // workflow tasks
      });
      const fresh = (pollers ?? []).filter((p) => {
        const seconds = Number(p.lastAccessTime?.seconds ?? 0);
        return Date.now() - seconds * 1000 < POLLER_FRESH_MS;
      });
      if (fresh.length === 0)
        throw new Error(`no worker polling task queue ${deps.config.TEMPORAL_TASK_QUEUE}`);
      return `${fresh.length} poller(s)`;
    }),
    timed(async () => {
      const counts = await Promise.all(Object.values(deps.queues).map((q) => q.getWorkersCount()));
      if (counts.some((c) => c === 0)) throw new Error('no jobs worker listening');
      return `${Math.min(...counts)} worker(s)`;
    }),
  ]);
  const checks = { postgres, redis, temporal, temporalWorker, jobsWorker };
  const status = Object.values(checks).every((c) => c.ok) ? 'ok' : 'unavailable';
  return { status, checks };
}
