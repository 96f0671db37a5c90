import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './paths';
import { throwAwayServer } from './throw-away-server';

describe('a throw-away server for one test run', () => {
  it('starts on a free port in a folder of its own, and stopping it leaves neither folder nor log', async () => {
    let stopped = false;
    const server = await throwAwayServer('unit', async (port, dir) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(DATA_DIR, `unit-${port}.log`), 'started\n');
      return {
        name: 'Unit',
        url: `unit://127.0.0.1:${port}`,
        source: 'embedded',
        stop: async () => void (stopped = true),
      };
    });
    const port = new URL(server.url).port;
    const dir = path.join(DATA_DIR, `test-unit-${port}`);
    expect(fs.existsSync(dir)).toBe(true);

    await server.stop?.();

    expect(stopped).toBe(true);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(path.join(DATA_DIR, `unit-${port}.log`))).toBe(false);
  });
});
