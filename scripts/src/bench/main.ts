import { randomBytes } from 'node:crypto';
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
import { ensureUisBuilt, UI_PACKAGES, uiDist } from '../ui/build-ui';
import {
  API_ENTRY,
  JOBS_ENTRY,
  WORKER_ENTRY,
  startAppProcess,
  waitForApi,
  type AppProcess,
} from './app-process';
import { measureBareWorkflow, type BareFigures } from './bare-workflow/measure-bare';
import { COMMAND_CONCURRENCY, measureCommands, measureCreation } from './cases';
import { measureReads, type ReaderHeaders } from './measure-reads';
import { measureReports } from './measure-reports';
import { measureOpenTimers, type OpenTimersFigures } from './open-timers';
import { parseOptions, sizeLabel } from './options';
import { printGrowth, printReads, printReports, type SizeFigures } from './print-sizes';
import { benchReads } from './reads';
import { printTable, writeJson, type Figure } from './report';
import { growCases, superuserUrl } from './seed/seed-cases';
import { BIG_CUSTOMER_EMAIL, seedRefs } from './seed/seed-refs';
import { TARGETS } from './targets';
import { temporalWorkerEnv } from '../stack/worker-heap';
import type { LatencySummary } from './latency';

const OPEN_CASES = Number(process.env.BENCH_OPEN_CASES ?? 10_000);
const OUTPUT = path.join(ROOT, 'test-artifacts', 'bench', 'latest.json');
const MB = 1024 * 1024;

/**
 * `npm run bench [-- --sizes 10k,100k,1m --seconds 3 --skip reports,cases,timers]`: the
 * ARCHITECTURE §7 figures on this machine. Brings the services up the way `npm test` does (a
 * scratch database of its own, dropped afterwards), runs the api, the Temporal worker and the
 * jobs worker as real processes, grows the claims to each size with COPY and measures every read
 * there beside its SQL through `pg`; then filings and commands beside a bare workflow, the
 * worker with open cases, and the UIs' initial JavaScript. Each figure is printed beside its target.
 */
async function main() {
  const options = parseOptions(process.argv.slice(2));
  const run = await prepareTestRun({ buildUis: false });
  const processes: AppProcess[] = [];
  const db = createDatabase(run.env.DATABASE_OWNER_URL as string);
  const cleanUp = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db.destroy();
    await run.cleanUp();
  };
  // Ctrl-C still stops the processes, the private Temporal server and drops the database.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const port = await freePort();
    // The processes as production runs them: outside production the api also checks every answer
    // against its OpenAPI schema (openapi/response-check.ts), a test's safety net, not a cost of
    // serving; it was about a tenth of the api's CPU on a list page.
    const env = {
      ...run.env,
      NODE_ENV: 'production',
      // Production refuses to start without the key that seals workflow payloads.
      TEMPORAL_PAYLOAD_KEY: run.env.TEMPORAL_PAYLOAD_KEY ?? randomBytes(32).toString('base64'),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: run.env.UPLOAD_DIR,
    };
    const baseUrl = `http://127.0.0.1:${port}`;
    const refs = await seedRefs(db);
    const worker = startAppProcess('temporal-worker', WORKER_ENTRY, temporalWorkerEnv(env));
    const api = startAppProcess('api', API_ENTRY, env);
    const jobs = startAppProcess('jobs-worker', JOBS_ENTRY, env);
    processes.push(worker, api, jobs);
    await waitForApi(baseUrl, api);
    const readers: ReaderHeaders = {
      analyst: bearer(await issueToken(db, 'claims@example.com')),
      master: bearer(await issueToken(db, 'master@example.com')),
      bigCustomer: bearer(await issueToken(db, BIG_CUSTOMER_EMAIL)),
    };
    const reads = await benchReads(options.sizes[0]!);

    const sizes: SizeFigures[] = [];
    let seeded = 0;
    for (const size of options.sizes) {
      step(`seeding ${sizeLabel(size)} requests and ${sizeLabel(size * 0.3)} protest letters with COPY`);
      const began = performance.now();
      await growCases(superuserUrl(run.env), refs, seeded, size);
      seeded = size;
      const seedSeconds = Math.round((performance.now() - began) / 100) / 10;
      const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
      step(
        `${sizeLabel(size)}: ${reads.length} reads, ${options.seconds} s each way (seeded in ${seedSeconds} s)`,
      );
      const readFigures = options.skip.has('reads')
        ? []
        : await measureReads(env, baseUrl, readers, reads, options.seconds);
      step(`${sizeLabel(size)}: reports through the jobs worker`);
      const reports = options.skip.has('reports')
        ? []
        : await measureReports(env, baseUrl, readers.master, jobs);
      sizes.push({ size, seedSeconds, load, reads: readFigures, reports });
    }

    const cases = options.skip.has('cases')
      ? undefined
      : await measureCases(env, db, baseUrl, readers.master);
    let timers: OpenTimersFigures | undefined;
    if (!options.skip.has('timers')) {
      step(`${OPEN_CASES.toLocaleString('en')} open cases with pending timers on one worker`);
      timers = await measureOpenTimers(db, env, worker, OPEN_CASES);
    }
    // Built after every measurement (a clean clone has no dist yet), so the build loads none of them.
    step("the UIs' initial JavaScript");
    await ensureUisBuilt({ quiet: true });
    const figures = [...caseFigures(cases), ...timerFigures(timers), ...uiFigures()];

    printReads(sizes);
    printGrowth(sizes);
    printReports(sizes);
    printTable(figures);
    writeJson(OUTPUT, figures, { options: { ...options, skip: [...options.skip] }, sizes, cases, timers });
    console.log(`\nfigures written to ${path.relative(ROOT, OUTPUT)}`);
  } finally {
    await cleanUp();
  }
}

interface CaseFigures {
  filing: LatencySummary;
  alone: LatencySummary;
  concurrent: LatencySummary;
  bare: BareFigures;
}

async function measureCases(
  env: NodeJS.ProcessEnv,
  db: ReturnType<typeof createDatabase>,
  baseUrl: string,
  master: Record<string, string>,
): Promise<CaseFigures> {
  const client = bearer(await issueToken(db, 'client@example.com'));
  step('case creation: filing claims for 15 s');
  const creation = await measureCreation(db, baseUrl, client);
  step(`case commands: transferResponsibility, one at a time, then ${COMMAND_CONCURRENCY} at once`);
  const alone = await measureCommands(baseUrl, master, creation.created, 1, 5);
  const concurrent = await measureCommands(baseUrl, master, creation.created);
  step('the bare workflow on the same Temporal server: update-with-start, then updates');
  const bare = await measureBareWorkflow(env);
  return { filing: creation.filing, alone, concurrent, bare };
}

function caseFigures(cases: CaseFigures | undefined): Figure[] {
  if (!cases) return [];
  const { filing, alone, concurrent, bare } = cases;
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return [
    {
      name: 'filings ÷ bare update-with-start',
      value: ratio(filing.perSecond, bare.filing.perSecond),
      unit: '×',
      target: { op: '>=', value: TARGETS.overBareMin },
      note: `${filing.perSecond} cases/s (p95 ${filing.p95} ms) vs bare ${bare.filing.perSecond}/s (p95 ${bare.filing.p95} ms)`,
    },
    {
      name: 'command, one at a time, p50 / p95',
      value: alone.p95,
      unit: 'ms',
      note: `p50 ${alone.p50} ms; bare update p50 ${bare.updateAlone.p50} / p95 ${bare.updateAlone.p95} ms`,
    },
    {
      name: `commands ${COMMAND_CONCURRENCY} at once ÷ bare updates`,
      value: ratio(concurrent.perSecond, bare.update.perSecond),
      unit: '×',
      target: { op: '>=', value: TARGETS.overBareMin },
      note:
        `${concurrent.perSecond}/s (p95 ${concurrent.p95} ms) vs bare ${bare.update.perSecond}/s ` +
        `(p95 ${bare.update.p95} ms)`,
    },
  ];
}

function timerFigures(timers: OpenTimersFigures | undefined): Figure[] {
  if (!timers) return [];
  return [
    {
      name: `worker RSS, ${timers.cases} open cases`,
      value: Math.round(timers.rssBytes / MB),
      unit: 'MB',
      target: { op: '<=', value: TARGETS.workerRssMb },
      note:
        `${timers.cases} of ${OPEN_CASES} cases started in ${timers.startSeconds} s; ` +
        `${Math.round(timers.rssBeforeBytes / MB)} MB before`,
    },
  ];
}

function uiFigures(): Figure[] {
  return UI_PACKAGES.map((pkg) => {
    const kb = uiKb(pkg.name);
    return {
      name: `${pkg.title} initial JS (gzip)`,
      value: kb,
      unit: 'KB',
      target: { op: '<=' as const, value: pkg.budgetKb },
    };
  });
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
