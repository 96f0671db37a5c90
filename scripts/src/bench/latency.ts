/** Latency figures of a run: percentiles in ms and requests per second. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  errors: number;
}

export function summarize(latenciesMs: number[], elapsedMs: number, errors = 0): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    perSecond: round((sorted.length / elapsedMs) * 1000),
    errors,
  };
}

/** Runs `task` from `concurrency` loops until `durationMs` has passed; answers each latency. */
export async function closedLoop(
  concurrency: number,
  durationMs: number,
  task: (worker: number) => Promise<void>,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await task(worker);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarize(latencies, performance.now() - started, errors);
}
