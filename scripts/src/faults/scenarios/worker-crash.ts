import { randomUUID } from 'node:crypto';
import type { FaultStack } from '../harness';
import { assertCaseConsistent, check, countEvents, eventually } from '../invariants';

/**
 * kill -9 of the Temporal worker while a command's projection activity is running (held on a
 * row lock so the kill lands inside it). A new worker picks the activity up after its timeout;
 * the analyst's request still answers, and a retried click with the same key acts once.
 */
export async function workerKilledDuringActivity(stack: FaultStack): Promise<string> {
  const id = await stack.fileCase();
  const key = randomUUID();
  const lock = await stack.lockCaseRow(id);
  const answer = stack.command(id, 'transferResponsibility', { team: 'CLI_SSZ' }, key);
  await eventually('the projection activity waiting on the case row', () => stack.projectionWaiting());
  await stack.kill('worker');
  await lock.rollback();
  stack.start('worker');
  const first = await answer;
  check(first.status === 200, `the command answered ${first.status} ${JSON.stringify(first.body)}`);
  const again = await stack.command(id, 'transferResponsibility', { team: 'CLI_SSZ' }, key);
  check(again.status === 200, `the retried command answered ${again.status}`);
  const transfers = await countEvents(stack.db, id, 'RESPONSIBILITY_TRANSFERRED_CLI_SSZ');
  check(transfers === 1, `the transfer is in the log ${transfers} times`);
  await assertCaseConsistent(stack.db, stack.temporalClient, id);
  return `the command answered ${first.body.analysisStatus ?? 200} after the worker was replaced; logged once`;
}
