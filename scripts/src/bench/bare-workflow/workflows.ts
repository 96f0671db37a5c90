import {
  condition,
  defineUpdate,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { BareActivities } from './activities';

/** Records one row through the workflow's local activity, and answers once it is written. */
export const recordRowUpdate = defineUpdate<number, [string]>('recordRow');

const { insertRow } = proxyLocalActivities<BareActivities>({ startToCloseTimeout: '10 seconds' });

/**
 * The floor the bench compares filings and commands with: a workflow that does nothing but write
 * one row per update from a local activity (as a case's projection does), then waits, as an
 * open case waits on its timers.
 */
export async function bareWorkflow(): Promise<void> {
  let recorded = 0;
  setHandler(recordRowUpdate, async (note) => {
    await insertRow(workflowInfo().workflowId, note);
    return ++recorded;
  });
  await condition(() => false);
}
