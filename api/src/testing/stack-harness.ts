import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { NativeConnection, Worker } from '@temporalio/worker';
import pino from 'pino';
import { createDatabase } from '@claims/db';
import { testEnv } from '@claims/domain/testing/test-env';
// Test-only: the harness runs a real case worker beside the api (README, "Folders").
import { createCaseWorker } from '@claims/workers';
import { startTestJobs, TEST_PUBLIC_URL, type TestJobs } from '@claims/workers/testing/jobs-harness';
import { createApp } from '../app';
import { loadApiConfig } from '../config';
import { createDeps, type ApiDeps } from '../deps';
import { tuneHttpServer } from '../http-timeouts';

export interface TestStack {
  baseUrl: string;
  deps: ApiDeps;
  worker: Worker;
  stop(): Promise<void>;
}

/**
 * The real api on a free port and a real Temporal worker, on the services `npm test` started.
 * Each stack polls a task queue of its own so test files never pick up each other's tasks.
 * `config` overrides api settings as environment variables would (`{ CORS_ORIGINS: '...' }`).
 */
export async function startTestStack(config: Record<string, string> = {}): Promise<TestStack> {
  const env = testEnv();
  const taskQueue = `${env.taskQueue}-${randomBytes(3).toString('hex')}`;
  // TRUST_PROXY: tests play many clients from one address through X-Forwarded-For.
  const apiConfig = loadApiConfig({
    ...process.env,
    TEMPORAL_TASK_QUEUE: taskQueue,
    PORT: '0',
    TRUST_PROXY: 'true',
    ...config,
  });
  const deps = await createDeps(apiConfig, pino({ level: process.env.LOG_LEVEL ?? 'silent' }));
  const workerDb = createDatabase(env.databaseUrl, { max: 5 });
  const connection = await NativeConnection.connect({ address: env.temporalAddress });
  const worker = await createCaseWorker({
    connection,
    namespace: apiConfig.TEMPORAL_NAMESPACE,
    taskQueue,
    db: workerDb,
    workflowBundle: { codePath: env.workflowBundlePath },
  });
  const running = worker.run();
  await waitForPoller(deps, taskQueue);
  const server = tuneHttpServer(http.createServer(createApp(deps).callback()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    deps,
    worker,
    async stop() {
      // As the api's own shutdown: streams end first, or close() would wait on them for good.
      deps.sessionStreams.endAll();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      // A response a test left unread must not hold the run: what is still open after 5 s is cut.
      const cut = setTimeout(() => server.closeAllConnections(), 5_000);
      await closed;
      clearTimeout(cut);
      worker.shutdown();
      await running;
      await connection.close();
      await workerDb.destroy();
      await deps.close();
    },
  };
}

/** What a test file asks of stackForFile beside the stack. */
export interface StackOptions {
  /** Api settings of the file's own, as environment variables would give them (startTestStack). */
  settings?: Record<string, string>;
}

export interface WithJobs extends StackOptions {
  /** A jobs worker of the file's own (startTestJobs) starts first; the stack enqueues on its Redis prefix. */
  jobs: true;
  /** The api's PUBLIC_URL is the one the jobs worker writes its links on (TEST_PUBLIC_URL). */
  publicUrl?: boolean;
}

export interface FileStack {
  readonly stack: TestStack;
}

export interface FileStackWithJobs extends FileStack {
  readonly jobs: TestJobs;
}

/**
 * The setup most tests against the stack share: the stack for the whole file, started before its
 * tests and stopped after them (with `{ jobs: true }`, a jobs worker too). Call it at the top of a
 * test file and read `stack` (and `jobs`) inside a test or a later hook; what else a file sets up
 * goes in a beforeAll of its own after it. The hooks are jest's globals, not @jest/globals:
 * scripts that run outside jest import this module for `api`.
 */
export function stackForFile(options: WithJobs): FileStackWithJobs;
export function stackForFile(options?: StackOptions): FileStack;
export function stackForFile(options: StackOptions | WithJobs = {}): FileStackWithJobs {
  const withJobs = 'jobs' in options && options.jobs;
  let jobs: TestJobs | undefined;
  let stack: TestStack | undefined;
  beforeAll(async () => {
    if (withJobs) {
      jobs = await startTestJobs();
      stack = await startTestStack({
        REDIS_PREFIX: jobs.redisPrefix,
        ...(options.publicUrl ? { PUBLIC_URL: TEST_PUBLIC_URL } : {}),
        ...options.settings,
      });
    } else {
      stack = await startTestStack(options.settings);
    }
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await jobs?.stop();
  });
  return {
    get stack() {
      if (!stack) throw new Error('the test stack is not started yet (read it inside a test)');
      return stack;
    },
    get jobs() {
      if (!withJobs) throw new Error('no jobs worker here: ask for one with { jobs: true }');
      if (!jobs) throw new Error('the jobs worker is not started yet (read it inside a test)');
      return jobs;
    },
  };
}

/** fetch with JSON in and out, the way the UIs call the api. */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** A worker counts as up once Temporal has seen it poll; health checks and commands need that. */
async function waitForPoller(deps: ApiDeps, taskQueue: string) {
  for (let i = 0; i < 100; i++) {
    const { pollers } = await deps.temporal.workflowService.describeTaskQueue({
      namespace: deps.config.TEMPORAL_NAMESPACE,
      taskQueue: { name: taskQueue },
      taskQueueType: 1,
    });
    if (pollers?.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no worker polled ${taskQueue} within 10 s`);
}
