import type { FaultStack } from '../harness';
import { assertCaseConsistent, check, countEvents, eventually } from '../invariants';

/**
 * The Temporal server stops (cleanly, as an upgrade would) while a case waits on its document
 * timers, and comes back on the same SQLite file: the reminders and the expiry still fire, once.
 * The suite set `reimbursement.timers` to a 4 s reminder and a 10 s expiry.
 */
export async function temporalRestartedWithTimersPending(stack: FaultStack): Promise<string> {
  const id = await stack.fileCase();
  const asked = await stack.command(id, 'requestDocuments', {
    party: 'CLIENT',
    documentTypes: [],
    message: 'NF',
  });
  check(asked.status === 200, `requestDocuments answered ${asked.status} ${JSON.stringify(asked.body)}`);
  await new Promise((r) => setTimeout(r, 1000));
  await stack.temporal.stop('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  await stack.temporal.start();
  await eventually(
    'the case closing by expiry after the restart',
    async () =>
      (await stack.db('reimbursement_requests').where({ id }).first('analysisStatus')).analysisStatus ===
      'CLOSED_BY_EXPIRY',
    90_000,
  );
  const closed = await countEvents(stack.db, id, 'CLOSED_BY_EXPIRY');
  check(closed === 1, `closed by expiry ${closed} times`);
  const reminders = await countEvents(stack.db, id, 'DOCUMENTS_REMINDER');
  check(reminders >= 1 && reminders <= 2, `${reminders} reminders for a 10 s wait at one per 4 s`);
  await assertCaseConsistent(stack.db, stack.temporalClient, id);
  return `${reminders} reminder(s) and the expiry fired after the restart, once each`;
}
