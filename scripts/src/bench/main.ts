import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '@claims/db';
import { freePort } from '../stack/net';
import { ROOT } from '../stack/paths';
import { StackProblem } from '../stack/problem';
import { prepareTestRun } from '../testing/test-run';
import { bearer, issueToken } from '@claims/api/testing/tokens';
import { initialJavaScript } from '../ui/bundle-size';
import { UI_PACKAGES, uiDist } from '../ui/build-ui';
import { API_ENTRY, WORKER_ENTRY, startAppProcess, waitForApi, type AppProcess } from './app-process';
import { COMMAND_CONCURRENCY, measureCommands, measureCreation } from './cases';
import { CONCURRENCY, measureListPage } from './list-page';
import { measureOpenTimers } from './open-timers';
import { printTable, writeJson, type Figure } from './report';
import { seedRequests } from './seed-requests';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const OPEN_CASES = Number(process.env.BENCH_OPEN_CASES ?? 10_000);
const OUTPUT = path.join(ROOT, 'test-artifacts', 'bench', 'latest.json');
const MB = 1024 * 1024;

/**
 * `npm run bench`: the ARCHITECTURE §7 figures on this machine. Brings the services up the way
 * `npm test` does (a database of its own, dropped afterwards), seeds 100k requests, runs the api
 * and one Temporal worker as real processes, measures, and prints each figure beside its target.
 */
async function main() {
  const run = await prepareTestRun({ buildUis: false });
  const processes: AppProcess[] = [];
  const db = createDatabase(run.env.DATABASE_URL as string);
  const cleanUp = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db.destroy();
    await run.cleanUp();
  };
  // Ctrl-C still stops the processes, the private Temporal server and drops the database.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const port = await freePort();
    const env = { ...run.env, PORT: String(port), LOG_LEVEL: 'warn', UPLOAD_DIR: run.env.UPLOAD_DIR };
    const baseUrl = `http://127.0.0.1:${port}`;
    step(`seeding ${REQUESTS.toLocaleString('en')} reimbursement requests`);
    const seeded = performance.now();
    await seedRequests(db, REQUESTS);
    const seedSeconds = Math.round((performance.now() - seeded) / 100) / 10;

    const worker = startAppProcess('temporal-worker', WORKER_ENTRY, env);
    const api = startAppProcess('api', API_ENTRY, env);
    processes.push(worker, api);
    await waitForApi(baseUrl, api);
    const master = bearer(await issueToken(db, 'master@example.com'));
    const client = bearer(await issueToken(db, 'client@example.com'));

    step(`list page: ${CONCURRENCY} concurrent clients through the api, then the same SQL through pg`);
    const list = await measureListPage(env, baseUrl, master);
    console.log(JSON.stringify(list));
    step('case creation: filing claims for 15 s');
    const creation = await measureCreation(db, baseUrl, client);
    console.log(JSON.stringify(creation.filing));
    step('case command round trip: transferResponsibility, one at a time for 5 s, then 8 at once for 15 s');
    const commandsAlone = await measureCommands(baseUrl, master, creation.created, 1, 5);
    const commands = await measureCommands(baseUrl, master, creation.created);
    console.log(JSON.stringify({ alone: commandsAlone, concurrent: commands }));
    step(`${OPEN_CASES.toLocaleString('en')} open cases with pending timers on one worker`);
    const timers = await measureOpenTimers(db, env, worker, OPEN_CASES);
    const uis = UI_PACKAGES.map((pkg) => ({ pkg, kb: uiKb(pkg.name) }));

    const figures: Figure[] = [
      {
        name: 'list page p95, one client alone',
        value: list.apiAlone.p95,
        unit: 'ms',
        note: `p50 ${list.apiAlone.p50} ms`,
      },
      { name: 'list page p50', value: list.api.p50, unit: 'ms' },
      { name: 'list page p95', value: list.api.p95, unit: 'ms', target: { op: '<=', value: 30 } },
      { name: 'list page p99', value: list.api.p99, unit: 'ms' },
      { name: 'list page throughput (api)', value: list.api.perSecond, unit: 'req/s' },
      { name: 'same SQL through pg p95', value: list.sql.p95, unit: 'ms' },
      { name: 'same SQL through pg', value: list.sql.perSecond, unit: 'req/s' },
      {
        name: 'api / pg throughput',
        value: list.ratio,
        unit: '×',
        target: { op: '>=', value: 0.5 },
        note: `${list.statements.length} statements per request, ${list.rows} rows`,
      },
      {
        name: 'case command p95, one at a time',
        value: commandsAlone.p95,
        unit: 'ms',
        target: { op: '<=', value: 150 },
        note: `p50 ${commandsAlone.p50} ms, p99 ${commandsAlone.p99} ms`,
      },
      { name: `case command p50, ${COMMAND_CONCURRENCY} at once`, value: commands.p50, unit: 'ms' },
      {
        name: `case command p95, ${COMMAND_CONCURRENCY} at once`,
        value: commands.p95,
        unit: 'ms',
        target: { op: '<=', value: 150 },
      },
      {
        name: `case command p99, ${COMMAND_CONCURRENCY} at once`,
        value: commands.p99,
        unit: 'ms',
        note: `${commands.count} commands, ${commands.perSecond}/s`,
      },
      {
        name: 'case creation, sustained',
        value: creation.filing.perSecond,
        unit: 'cases/s',
        target: { op: '>=', value: 30 },
        note: `p95 ${creation.filing.p95} ms, ${creation.filing.count} cases`,
      },
      {
        name: `worker RSS, ${timers.cases} open cases`,
        value: Math.round(timers.rssBytes / MB),
        unit: 'MB',
        target: { op: '<=', value: 1024 },
        note:
          `${timers.cases} of ${OPEN_CASES} cases started in ${timers.startSeconds} s; ` +
          `${Math.round(timers.rssBeforeBytes / MB)} MB before`,
      },
      ...uis.map(({ pkg, kb }) => ({
        name: `${pkg.title} initial JS (gzip)`,
        value: kb,
        unit: 'KB',
        target: { op: '<=' as const, value: pkg.budgetKb },
        note: kb === null ? 'not built' : undefined,
      })),
    ];
    printTable(figures);
    writeJson(OUTPUT, figures, {
      seed: { requests: REQUESTS, seconds: seedSeconds },
      list,
      commands: { alone: commandsAlone, concurrent: commands },
      creation: creation.filing,
      timers,
    });
    console.log(`\nseeded in ${seedSeconds} s; figures written to ${path.relative(ROOT, OUTPUT)}`);
  } finally {
    await cleanUp();
  }
}

function uiKb(pkg: (typeof UI_PACKAGES)[number]['name']): number | null {
  if (!fs.existsSync(path.join(uiDist(pkg), 'index.html'))) return null;
  return Math.round((initialJavaScript(uiDist(pkg)).gzipBytes / 1024) * 10) / 10;
}

const began = performance.now();
/** Load averages are printed with each step: other work on the machine shows in the figures. */
function step(text: string) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`[${Math.round((performance.now() - began) / 1000)} s] ${text} (load ${load})`);
}

main().catch((err) => {
  // A failed bulk statement would print every one of its thousands of placeholders.
  console.error(err instanceof StackProblem ? err.message : String(err?.stack ?? err).slice(0, 2000));
  process.exit(1);
});
