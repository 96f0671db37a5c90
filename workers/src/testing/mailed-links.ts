import type { Knex } from 'knex';
import { until, type TestJobs } from './jobs-harness';

/** A link e-mail as it left the worker: to whom, its subject, and the link found in the e-mail itself. */
export interface MailedLink {
  eventKey: string;
  to: string;
  subject: string;
  /**
   * `/auth/create-password/<token>` or `/auth/confirm-email/<token>`; a staff member's opens the
   * console's own screen, `/admin/#/auth/create-password/<token>`.
   */
  path: string;
  token: string;
}

/**
 * Delivers the user's newest outbox row of `kind` (INVITATION, PASSWORD_RESET, EMAIL_CHANGE)
 * through the test's worker and reads the link out of the e-mail, the only place it exists.
 * `newerThan` skips rows already delivered (a second invitation after a first).
 */
export async function mailedLink(
  db: Knex,
  jobs: TestJobs,
  userId: string,
  kind: string,
  newerThan?: MailedLink,
): Promise<MailedLink> {
  const outbox = await until(`the ${kind} outbox row`, () =>
    db('outbox')
      .where({ kind })
      .whereRaw("payload->>'recipient' = ?", [userId])
      .modify((q) => {
        if (newerThan) q.whereNot({ event_key: newerThan.eventKey });
      })
      .orderBy('id', 'desc')
      .first(),
  );
  await jobs.deliver(outbox.eventKey);
  const logged = await until(`the ${kind} e-mail`, async () => {
    const row = await db('email_log').where({ event_key: outbox.eventKey }).first();
    return row?.status === 'SENT' ? row : undefined;
  });
  const mail = await until('the e-mail in the sink', async () =>
    jobs.sink.messages.find((m) => m.eventKey === outbox.eventKey),
  );
  const found = /(?:\/admin\/#)?\/auth\/(?:create-password|confirm-email)\/([A-Za-z0-9_-]{20,})/.exec(
    mail.raw.replace(/=\r?\n/g, ''),
  );
  if (!found) throw new Error(`no link in the ${kind} e-mail`);
  return {
    eventKey: outbox.eventKey,
    to: logged.toAddress,
    subject: logged.subject,
    path: found[0],
    token: found[1]!,
  };
}
