import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Starts a server binary in its own process group (so Ctrl-C reaches the supervisor first and
 * dependencies stop after the processes that use them), its output in a log file.
 */
export function startDaemon(command: string, args: string[], logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  return child;
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
