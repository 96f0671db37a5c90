import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { createDatabase, migrateLatest, seed } from '@claims/db';
import { WORKFLOWS_PATH } from '@claims/workflows';
import { ensureDependencies } from '../stack/dependencies';
import { DATA_DIR } from '../stack/paths';
import { provisionDatabase } from '../stack/database-roles';
import { dropDatabase } from '../stack/postgres';
import { temporalTestServer } from '../stack/tools';
import { ensureUisBuilt } from '../ui/build-ui';

/**
 * Everything a test run needs, isolated: a new database (migrated, reference data seeded; see
 * ../stack/database-roles for its logins), a
 * Redis prefix and a task queue of its own, the workflow bundle built once, and the path of the
 * time-skipping test server. `env` is what the tests read (see ./test-env). `npm run bench` and
 * `npm run test:faults` prepare their runs the same way.
 */
export async function prepareTestRun({ buildUis = true } = {}) {
  const runId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const deps = await ensureDependencies({ forTests: true });
  const database = `claims_test_${runId}`;
  const bundlePath = path.join(DATA_DIR, `workflow-bundle-${runId}.js`);
  const uploadDir = path.join(DATA_DIR, `test-uploads-${runId}`);
  const cleanUp = async () => {
    fs.rmSync(bundlePath, { force: true });
    fs.rmSync(uploadDir, { recursive: true, force: true });
    await dropDatabase(deps.postgres.url, database).catch((e) =>
      console.error(`could not drop ${database}: ${e.message}`),
    );
    await deps.stop();
  };
  try {
    // Migrated and seeded as the tables' owner; the api, the workers and the tests log in as the
    // app's role, which owns nothing (issue 17), as in docker-compose.
    const { ownerUrl, appUrl } = await provisionDatabase(deps.postgres.url, database);
    const db = createDatabase(ownerUrl);
    await migrateLatest(db);
    // Demo accounts and companies are the tests' cast: every role, two tenants, a broker.
    await seed(db, { demo: true });
    await db.destroy();
    const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: quietLogger });
    fs.writeFileSync(bundlePath, code);
    // Browser tests open the built console and portal through the api; the bench and the fault
    // suite use the api alone.
    if (buildUis) await ensureUisBuilt();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      TEST_RUN_ID: runId,
      DATABASE_URL: appUrl,
      DATABASE_OWNER_URL: ownerUrl,
      POSTGRES_ADMIN_URL: deps.postgres.url,
      REDIS_URL: deps.redis.url,
      REDIS_PREFIX: `claims-${runId}`,
      TEMPORAL_ADDRESS: deps.temporal.url,
      TEMPORAL_TASK_QUEUE: `claims-${runId}`,
      TEMPORAL_TEST_SERVER_PATH: temporalTestServer(),
      WORKFLOW_BUNDLE_PATH: bundlePath,
      UPLOAD_DIR: uploadDir,
    };
    return { env, cleanUp };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

const quiet = () => {};
const quietLogger = {
  log: quiet,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};
