import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './net';
import { DATA_DIR } from './paths';
import type { RunningService } from './service';

/**
 * A server of our own for one test run, on a free port with its data in DATA_DIR/test-<kind>-<port>
 * (`start` starts it there and logs to <kind>-<port>.log): stopping it removes both, so a test
 * run leaves nothing behind.
 */
export async function throwAwayServer(
  kind: string,
  start: (port: number, dir: string) => Promise<RunningService>,
): Promise<RunningService> {
  const port = await freePort();
  const dir = path.join(DATA_DIR, `test-${kind}-${port}`);
  const running = await start(port, dir);
  return {
    ...running,
    stop: async () => {
      await running.stop?.();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(path.join(DATA_DIR, `${kind}-${port}.log`), { force: true });
    },
  };
}
