import fs from 'node:fs';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { SETTING_KEYS } from '@claims/domain';
import { createDatabase } from '@claims/db';
import { caseDataConverter } from '@claims/workflows';
import { startMailSink } from '@claims/workers/testing/mail-sink';
import { freePort } from '../stack/net';
import { DATA_DIR } from '../stack/paths';
import { prepareTestRun } from '../testing/test-run';
import { bearer, issueToken } from '@claims/api/testing/tokens';
import { waitForApi } from '../bench/app-process';
import { FaultStack } from './harness';
import { privateRedis, privateTemporal } from './private-services';
import { databaseConnectionsDropped } from './scenarios/database-outage';
import { redisStoppedWithJobsQueued } from './scenarios/redis-outage';
import { temporalRestartedWithTimersPending } from './scenarios/temporal-restart';
import { temporalStoppedDuringFiling, temporalStoppedDuringUpload } from './scenarios/temporal-outage-filing';
import { workerKilledDuringActivity } from './scenarios/worker-crash';

/** Short document timers, so the Temporal restart scenario sees them fire within seconds. */
const TIMERS = { documentsReminderEveryMs: 4_000, clientDocumentsExpiryMs: 10_000 };

/**
 * `npm run test:faults`: the api, the Temporal worker and the jobs worker as real processes, on
 * a Temporal dev server and a redis-server this suite owns (so it may stop them), and each fault
 * of ARCHITECTURE §7 in turn. Every scenario ends by checking that the projection matches the
 * workflow, that nothing is missing and nothing happened twice.
 */
async function main(): Promise<number> {
  const dir = path.join(DATA_DIR, `faults-${Date.now().toString(36)}`);
  const temporal = await privateTemporal(path.join(dir, 'temporal'));
  const redis = await privateRedis(path.join(dir, 'redis'));
  // prepareTestRun uses configured services as they are: these two.
  process.env.TEMPORAL_ADDRESS = temporal.url;
  process.env.REDIS_URL = redis.url;
  const run = await prepareTestRun({ buildUis: false });
  let held = false;
  const mail = await startMailSink({
    // While held, the SMTP server keeps each message waiting: a delivery stays in flight.
    onData: async () => {
      while (held) await new Promise((r) => setTimeout(r, 100));
    },
  });
  const db = createDatabase(run.env.DATABASE_URL as string);
  // The server's admin: closing the database to connections is not the app's (nor the owner's) right.
  const admin = createDatabase(run.env.POSTGRES_ADMIN_URL as string, { max: 1 });
  const connection = await Connection.connect({ address: temporal.url });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...run.env,
    PORT: String(port),
    LOG_LEVEL: 'error',
    SMTP_URL: mail.url,
    OUTBOX_POLL_MS: '300',
    OUTBOX_STALE_MS: '5000',
    JOB_BACKOFF_MS: '500',
    // The reconciler completes a filing left half-way within seconds here (a minute by default).
    FILING_RECONCILE_MS: '2000',
  };
  const stack = new FaultStack(
    env,
    `http://127.0.0.1:${port}`,
    db,
    new Client({ connection, dataConverter: caseDataConverter(process.env) }),
    temporal,
    redis,
    mail,
    {
      client: bearer(await issueToken(db, 'client@example.com')),
      claims: bearer(await issueToken(db, 'claims@example.com')),
    },
  );
  let failures = 0;
  try {
    await db('settings')
      .insert({ key: SETTING_KEYS.reimbursementTimers(), value: JSON.stringify(TIMERS) })
      .onConflict('key')
      .merge();
    stack.start('worker');
    stack.start('jobs');
    await waitForApi(stack.baseUrl, stack.start('api'));
    const scenarios: [string, () => Promise<string>][] = [
      ['kill -9 the Temporal worker during an activity', () => workerKilledDuringActivity(stack)],
      [
        'restart the Temporal server while timers are pending',
        () => temporalRestartedWithTimersPending(stack),
      ],
      ['stop Redis with jobs queued', () => redisStoppedWithJobsQueued(stack, (h) => (held = h))],
      ['drop PostgreSQL connections during a command', () => databaseConnectionsDropped(stack, admin)],
      ['stop Temporal during a filing', () => temporalStoppedDuringFiling(stack)],
      [
        'stop Temporal during an upload',
        () => temporalStoppedDuringUpload(stack, run.env.UPLOAD_DIR as string),
      ],
    ];
    for (const [name, scenario] of scenarios) {
      const began = performance.now();
      try {
        const outcome = await scenario();
        console.log(`✓ ${name} (${seconds(began)} s): ${outcome}`);
      } catch (err) {
        failures++;
        console.log(`✗ ${name} (${seconds(began)} s): ${err instanceof Error ? err.message : String(err)}`);
        held = false;
      }
    }
  } finally {
    await stack.stopAll();
    await connection.close();
    await Promise.all([db.destroy(), admin.destroy(), mail.stop()]);
    await run.cleanUp();
    await Promise.all([temporal.stop(), redis.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(failures ? `\n${failures} fault scenario(s) failed` : '\nevery fault scenario passed');
  return failures ? 1 : 0;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(String(err?.stack ?? err).slice(0, 2000));
    process.exit(1);
  },
);
