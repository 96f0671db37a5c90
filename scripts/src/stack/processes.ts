import { ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from './paths';
import { stopProcess } from './child';

const TSX_CLI = require.resolve('tsx/cli');

export interface AppProcess {
  name: string;
  entry: string;
  /** The process's own environment, instead of the group's. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs the product's own processes (api, workers) under tsx, prefixes their output with their
 * name, and restarts one that dies unexpectedly (with a growing pause) until told to stop.
 */
export class ProcessGroup {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  start(p: AppProcess, restarts = 0): void {
    const child = spawn(process.execPath, [TSX_CLI, p.entry], {
      cwd: ROOT,
      env: p.env ?? this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.set(p.name, child);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${p.name}] ${line}`));
    }
    child.on('exit', (code, signal) => {
      if (this.stopping) return;
      const pause = Math.min(1000 * 2 ** restarts, 30_000);
      console.error(`[${p.name}] exited (${signal ?? code}); restarting in ${pause / 1000} s`);
      setTimeout(() => !this.stopping && this.start(p, restarts + 1), pause);
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.children.values()].map((c) => stopProcess(c, 6_000)));
  }
}
