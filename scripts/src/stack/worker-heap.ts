/**
 * The Temporal worker's V8 heap ceiling. Node sizes its heap from the machine's memory (about
 * 4 GB here) and collects lazily below that, so the worker's resident memory grew with every
 * case it had ever run: 643 MB after starting 2 000 cases, 732 MB with 6 800 (docs/PERFORMANCE.md,
 * issue 19). What it keeps alive is far less (100 cached workflows, the workflow bundle, the
 * SDK), so a ceiling makes V8 collect sooner at no measured cost: 496 MB after the same 2 000
 * cases, the same starts per second and command times. `TEMPORAL_WORKER_HEAP_MB` changes it;
 * `0` leaves Node's default.
 */
const DEFAULT_HEAP_MB = 384;

/** `env` for the Temporal worker's process, with the heap ceiling added to NODE_OPTIONS. */
export function temporalWorkerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const mb = Number(env.TEMPORAL_WORKER_HEAP_MB ?? DEFAULT_HEAP_MB);
  if (!Number.isInteger(mb) || mb <= 0) return env;
  const options = [env.NODE_OPTIONS, `--max-old-space-size=${mb}`].filter(Boolean).join(' ');
  return { ...env, NODE_OPTIONS: options };
}
