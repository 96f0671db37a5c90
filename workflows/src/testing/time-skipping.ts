import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { testEnv } from '@claims/domain/testing/test-env';

// The case workflows' timer tests run on Temporal's time-skipping test server: weeks pass in a moment.

export type TestWorkflowHandle = Awaited<ReturnType<TestWorkflowEnvironment['client']['workflow']['start']>>;

export function startTimeSkippingServer(): Promise<TestWorkflowEnvironment> {
  return TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: testEnv().testServerPath } },
  });
}

/**
 * Starts the workflow on a worker of its own queue, running the bundled workflow code over the
 * test's fake activities, and runs `body` with its handle while the worker is up.
 */
export async function runOnTestWorker(
  env: TestWorkflowEnvironment,
  workflow: { type: string; id: string; input: unknown; activities: object },
  body: (handle: TestWorkflowHandle) => Promise<void>,
): Promise<void> {
  const taskQueue = `timers-${workflow.id}`;
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    workflowBundle: { codePath: testEnv().workflowBundlePath },
    activities: workflow.activities,
  });
  await worker.runUntil(async () => {
    const handle = await env.client.workflow.start(workflow.type, {
      workflowId: workflow.id,
      taskQueue,
      args: [workflow.input],
    });
    await body(handle);
  });
}

/** How a timer test runs one case from `input` over its fake activities, `body` seeing its handle. */
export type CaseRun<Input, Activities> = (
  input: Input,
  activities: Activities,
  body: (handle: TestWorkflowHandle) => Promise<void>,
) => Promise<void>;

/**
 * Typed fake activities of a case workflow, `build` naming them: the transitions it would have
 * written to PostgreSQL go to `recorded` through the `record` it is handed.
 */
export function fakeCaseActivities<Transition, Activities>(
  build: (record: (transition: Transition) => Promise<void>) => Activities,
) {
  const recorded: Transition[] = [];
  const activities = build(async (transition) => {
    recorded.push(transition);
  });
  return { recorded, activities };
}
