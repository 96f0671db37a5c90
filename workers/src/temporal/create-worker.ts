import { NativeConnection, Worker } from '@temporalio/worker';
import type { Knex } from 'knex';
import { WORKFLOWS_PATH, caseDataConverter } from '@claims/workflows';
import { createActivities } from './activities';

export interface CaseWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  db: Knex;
  /** Code of a prebuilt bundle (production, tests that start several workers); else bundled now. */
  workflowBundle?: { code: string } | { codePath: string };
  /** Workflows cached between activations (TEMPORAL_MAX_CACHED_WORKFLOWS); the SDK's default otherwise. */
  maxCachedWorkflows?: number;
}

/** The Temporal worker that runs every case workflow and its activities. */
export function createCaseWorker(options: CaseWorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...(options.workflowBundle
      ? { workflowBundle: options.workflowBundle }
      : { workflowsPath: WORKFLOWS_PATH }),
    activities: createActivities({ db: options.db }),
    // The same codec as the api's client: payloads reach Temporal encrypted (issue 17).
    dataConverter: caseDataConverter(process.env),
    ...(options.maxCachedWorkflows !== undefined ? { maxCachedWorkflows: options.maxCachedWorkflows } : {}),
    // Within the 10 s stop budget of `npm start`: running activities get this long to finish.
    shutdownGraceTime: '5 seconds',
  });
}
