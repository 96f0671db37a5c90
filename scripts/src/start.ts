import fs from 'node:fs';
import path from 'node:path';
import { createDatabase, migrateLatest, seed } from '@claims/db';
import { ensureDependencies } from './stack/dependencies';
import { isPortOpen } from './stack/net';
import { DATA_DIR, ROOT } from './stack/paths';
import { StackProblem } from './stack/problem';
import { provisionDatabase, type DatabaseLogins } from './stack/database-roles';
import { ProcessGroup } from './stack/processes';
import { printBanner } from './stack/banner';
import { startMailSink, type MailSink } from '@claims/workers/testing/mail-sink';
import { demoCasesPending, markDemoCasesSeeded } from './demo-marker';
import { seedDemoCases } from './demo-cases';
import { seedDemoReimbursementCases } from './demo-reimbursements';
import { ensureUisBuilt } from './ui/build-ui';
import { temporalWorkerEnv } from './stack/worker-heap';

/**
 * `npm start`: brings up whatever is missing (PostgreSQL, Redis, Temporal), migrates and seeds,
 * then runs the api, the Temporal worker and the jobs worker until Ctrl-C.
 */
async function main() {
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const port = Number(process.env.PORT ?? 3000);
  if (await isPortOpen(port))
    throw new StackProblem(
      `Port ${port} is already in use (another npm start?): stop it, or run PORT=${port + 1} npm start.`,
    );

  const deps = await ensureDependencies();
  let group: ProcessGroup | undefined;
  let mailSink: MailSink | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping: letting requests and jobs finish ...');
    await group?.stop();
    await mailSink?.stop();
    await deps.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const database = await databaseLogins(deps.postgres.url);
    const db = createDatabase(database.ownerUrl);
    const isNew = !(await db.schema.hasTable('knex_migrations'));
    const applied = await migrateLatest(db);
    const production = process.env.NODE_ENV === 'production';
    await seed(db, { demo: isNew && !production });
    const fileDemoCases = !production && (await demoCasesPending(db));
    await db.destroy();
    if (applied.length)
      console.log(
        `database: ${applied.length} migration(s) applied${isNew && !production ? ', demo data seeded' : ''}`,
      );

    // Without SMTP_URL, development mail goes to a local sink (kept in .data/mail.log).
    if (!process.env.SMTP_URL && !production)
      mailSink = await startMailSink({ logFile: path.join(DATA_DIR, 'mail.log') });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DATABASE_URL: database.appUrl,
      REDIS_URL: deps.redis.url,
      TEMPORAL_ADDRESS: deps.temporal.url,
      // A configured Temporal without TEMPORAL_UI_URL leaves the api's own default.
      ...(deps.temporal.uiUrl ? { TEMPORAL_UI_URL: deps.temporal.uiUrl } : {}),
      PORT: String(port),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      ...(mailSink ? { SMTP_URL: mailSink.url } : {}),
    };
    // The api serves the two UIs from their Vite builds; rebuilt only when their sources changed.
    await ensureUisBuilt();
    group = new ProcessGroup(env);
    group.start({
      name: 'temporal-worker',
      entry: 'workers/src/temporal/main.ts',
      env: temporalWorkerEnv(env),
    });
    group.start({ name: 'jobs-worker', entry: 'workers/src/jobs/main.ts' });
    group.start({ name: 'api', entry: 'api/src/server.ts' });
    await printBanner({
      port,
      deps,
      databaseUrl: database.appUrl,
      mail: mailSink?.url ?? process.env.SMTP_URL,
    });
    // Demo cases go through the real api and worker, so they need both up (the banner waited).
    if (fileDemoCases) {
      await seedDemoCases(`http://127.0.0.1:${port}`, database.appUrl);
      await seedDemoReimbursementCases(`http://127.0.0.1:${port}`, database.appUrl);
      await markDemoCasesSeeded(database.appUrl, createDatabase);
    }
  } catch (err) {
    if (stopping) return; // Ctrl-C during start-up: the failure is the stop itself.
    console.error(
      err instanceof StackProblem ? err.message : `start failed: ${err instanceof Error ? err.message : err}`,
    );
    await shutdown(1);
  }
}

/**
 * The database's two logins. On a server `npm start` runs or found (local or embedded): the
 * `claims` database with its roles, made here (stack/database-roles.ts). With DATABASE_URL set,
 * the operator's: DATABASE_URL is the app's login and MIGRATION_DATABASE_URL, if set, the
 * migrations' (docs/DEPLOYMENT.md).
 */
async function databaseLogins(serverUrl: string): Promise<DatabaseLogins> {
  if (process.env.DATABASE_URL)
    return {
      appUrl: process.env.DATABASE_URL,
      ownerUrl: process.env.MIGRATION_DATABASE_URL ?? process.env.DATABASE_URL,
      created: false,
    };
  return provisionDatabase(serverUrl, 'claims');
}

main().catch((err) => {
  console.error(
    err instanceof StackProblem ? err.message : `start failed: ${err instanceof Error ? err.stack : err}`,
  );
  process.exit(1);
});
