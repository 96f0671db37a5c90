import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { ROOT } from '../stack/paths';
import { stopProcess } from '../stack/child';

/**
 * One of the product's processes (api, Temporal worker) as a child of its own: a single node
 * process (tsx as a loader, not as a wrapper), so its pid is the one to measure or to kill -9.
 */
export interface AppProcess {
  name: string;
  child: ChildProcess;
  /** Resident memory of the process now, in bytes. */
  rss(): number;
  /** The last lines it wrote, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

export const API_ENTRY = 'api/src/server.ts';
export const WORKER_ENTRY = 'workers/src/temporal/main.ts';
export const JOBS_ENTRY = 'workers/src/jobs/main.ts';

// BENCH_CPU_PROFILE_DIR=<dir>: each process writes a V8 CPU profile there when it stops (open it
// in Chrome DevTools, or summarize it with scripts/src/bench/profile-summary.ts; the largest file
// of the process's folder is its main thread).
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

export function startAppProcess(name: string, entry: string, env: NodeJS.ProcessEnv): AppProcess {
  // A folder per process: tsx's loader thread writes a profile of its own beside the main one.
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}/${name}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    child,
    rss: () => residentBytes(child.pid),
    output: () => lines.join('\n'),
    stop: () => stopProcess(child, 8_000),
  };
}

function residentBytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Waits until `GET /api/health` says PostgreSQL, Redis, Temporal and a case worker are up. */
export async function waitForApi(baseUrl: string, api: AppProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) throw new Error(`${api.name} exited:\n${api.output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const { checks } = (await res.json()) as { checks: Record<string, { ok: boolean }> };
      if (['postgres', 'redis', 'temporal', 'temporalWorker'].every((k) => checks[k]?.ok)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the api did not become healthy within ${timeoutMs / 1000} s:\n${api.output()}`);
}
