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
