import { until } from '@claims/workers/testing/jobs-harness';
import type { FileStack, FileStackWithJobs } from './stack-harness';

/**
 * The newest outbox row of one kind addressed to a user (an invitation, a reset, an e-mail change),
 * or undefined while there is none.
 */
export const userNotice = (run: FileStack, userId: string, kind: string) =>
  run.stack.deps
    .db('outbox')
    .where({ kind })
    .whereRaw("payload->>'recipient' = ?", [userId])
    .orderBy('id', 'desc')
    .first();

/** The outbox rows of one step of a case, of one kind (each row one recipient or group). */
export const caseNotices = (run: FileStackWithJobs, caseId: string, kind: string) =>
  run.stack.deps
    .db('outbox')
    .whereRaw("payload->>'caseId' = ?", [caseId])
    .where({ kind })
    .select('event_key', 'payload');

/**
 * Delivers a case's notices of one kind through the file's jobs worker, once they are written, and
 * answers what one user was e-mailed of them: its subject and the language it was written in.
 */
export async function mailedTo(
  run: FileStackWithJobs,
  caseId: string,
  kind: string,
  userId: string,
): Promise<{ subject: string; locale: string }> {
  const rows = await until(`${kind} written`, async () => {
    const found = await caseNotices(run, caseId, kind);
    return found.length ? found : undefined;
  });
  for (const row of rows) await run.jobs.deliver(row.eventKey);
  return until(`${kind} mailed`, () =>
    run.stack.deps
      .db('email_log')
      .whereIn(
        'event_key',
        rows.map((r) => r.eventKey),
      )
      .where({ recipient_id: userId, status: 'SENT' })
      .first('subject', 'locale'),
  );
}
