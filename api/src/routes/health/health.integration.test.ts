import IORedis from 'ioredis';
import pino from 'pino';
import { createJobWorkers } from '@claims/workers';
import { api, stackForFile } from '../../testing/stack-harness';

const run = stackForFile();

describe('GET /api/health', () => {
  it('reports every dependency ok when the workers are running, and 503 naming the one that is not', async () => {
    const connection = new IORedis(process.env.REDIS_URL as string, { maxRetriesPerRequest: null });
    const workers = createJobWorkers({
      connection,
      prefix: process.env.REDIS_PREFIX as string,
      log: pino({ level: 'silent' }),
    });
    await Promise.all(workers.map((w) => w.waitUntilReady()));

    // A check that times out on a loaded machine is down for that one call: ask again for a while.
    let healthy = await api(run.stack.baseUrl, 'GET', '/api/health');
    for (let i = 0; i < 15 && healthy.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      healthy = await api(run.stack.baseUrl, 'GET', '/api/health');
    }
    expect({ status: healthy.status, body: healthy.body }).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    for (const name of ['postgres', 'redis', 'temporal', 'temporalWorker', 'jobsWorker']) {
      expect(healthy.body.checks[name].ok).toBe(true);
    }

    await Promise.all(workers.map((w) => w.close()));
    await connection.quit();
    const degraded = await api(run.stack.baseUrl, 'GET', '/api/health');
    expect(degraded.status).toBe(503);
    expect(degraded.body.checks.jobsWorker.ok).toBe(false);
    expect(degraded.body.checks.postgres.ok).toBe(true);
  }, 60_000);
});
