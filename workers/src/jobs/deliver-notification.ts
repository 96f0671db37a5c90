import type { Job } from 'bullmq';
import type IORedis from 'ioredis';
import type { Knex } from 'knex';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { notificationChannel, OUTBOX_KINDS, type NotificationEvent } from '@claims/domain';
import { EmailLogEntry, Notification, OutboxEvent, ProtestLetter, ReimbursementRequest } from '@claims/db';
import type { DeliveryJobData } from './outbox-relay';
import { resolveRecipients, type OutboxPayload, type Recipient } from './recipients';
import { addressFor, carriesPasswordLink, languageFor, mintLinkFor } from './password-links';
import { linkFor, linkOf, renderMail, senderOf, templateKeys } from './templates';
import { messageIdOf } from './templates/message-id';

export interface DeliveryDeps {
  db: Knex;
  log: Logger;
  /** Null when no SMTP_URL is configured: in-app notifications only. */
  mailer: Transporter | null;
  /** Announces new notifications to the api's open streams. */
  publisher: IORedis;
  redisPrefix: string;
  publicUrl: string;
  mailFrom: string;
  /** Outside production, a password link sent is also logged at debug level (never at info). */
  debugLinks?: boolean;
}

// Links in these carry a secret (a password token): e-mail only, never stored as a notification.
const EMAIL_ONLY = new Set<string>([
  OUTBOX_KINDS.invitation,
  OUTBOX_KINDS.passwordReset,
  OUTBOX_KINDS.emailChange,
]);
const NOT_PARAMS = new Set([
  'recipient',
  'excludeUserId',
  'path',
  'caseId',
  'caseKind',
  'suggestion',
  'newEmail',
  'language',
]);

/**
 * `deliver-notification`: one outbox row to its recipients, in-app and by e-mail, each exactly
 * once however often the job runs (retries, a re-enqueue by the sweeper, a worker killed midway):
 * notifications are unique per (user, event key), e-mails are claimed in `email_log` and skipped
 * once SENT. A failed e-mail fails the job, so BullMQ retries it with backoff; the last attempt
 * marks it FAILED.
 */
export function deliverNotification(deps: DeliveryDeps) {
  return async (job: Job<DeliveryJobData>) => {
    const row = await OutboxEvent.query(deps.db).where({ eventKey: job.data.eventKey }).first();
    if (!row || row.deliveredAt) return { skipped: true };
    const payload = row.payload as OutboxPayload;
    const recipients = await resolveRecipients(deps.db, payload);
    const params = await paramsOf(deps.db, payload);
    const link = linkOf(payload);
    if (!EMAIL_ONLY.has(row.kind))
      for (const user of recipients) await notifyInApp(deps, row.kind, row.eventKey, user, params, link);

    let failure: Error | undefined;
    if (deps.mailer) {
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      for (const user of recipients) {
        const to = { ...user, email: addressFor(row, user.email), language: languageFor(row, user.language) };
        const mint = carriesPasswordLink(row.kind)
          ? (trx: Knex) => mintLinkFor(trx, row, to.email)
          : undefined;
        const error = await mailOnce(deps, deps.mailer, {
          row,
          user: to,
          params,
          link: linkFor(link, user.role),
          mint,
          finalAttempt,
        });
        failure ??= error;
      }
    }
    if (failure) throw failure;
    await OutboxEvent.query(deps.db).patch({ deliveredAt: deps.db.fn.now() }).where({ id: row.id });
    return { recipients: recipients.length };
  };
}

async function notifyInApp(
  deps: DeliveryDeps,
  kind: string,
  eventKey: string,
  user: Recipient,
  params: Record<string, string | number>,
  link: string | null,
) {
  const { id } = await Notification.query(deps.db)
    .insert({ userId: user.id, kind, titleKey: templateKeys(kind, params).subject, params, link, eventKey })
    .onConflict(['userId', 'eventKey'])
    .ignore();
  // Ignored as already there (a retried job): no row comes back, and nobody is told twice.
  if (!id) return;
  const event: NotificationEvent = { userId: user.id, notificationId: id, kind };
  // Best effort: a missed push is caught up by the UI's polling of the unread count.
  await deps.publisher
    .publish(notificationChannel(deps.redisPrefix), JSON.stringify(event))
    .catch((err) => deps.log.warn({ err: err.message }, 'notification push failed'));
}

/** Sends one recipient's e-mail unless already SENT; answers the error instead of throwing it. */
async function mailOnce(
  deps: DeliveryDeps,
  mailer: Transporter,
  m: {
    row: Pick<OutboxEvent, 'kind' | 'eventKey'>;
    user: Recipient;
    params: Record<string, string | number>;
    link: string | null;
    /** Mints the link at send time, once the e-mail is known not to be sent yet. */
    mint?: (trx: Knex) => Promise<string>;
    finalAttempt: boolean;
  },
): Promise<Error | undefined> {
  const render = (link: string | null) =>
    renderMail({
      kind: m.row.kind,
      locale: m.user.language,
      name: m.user.name,
      params: m.params,
      publicUrl: deps.publicUrl,
      link,
    });
  const mail = render(m.link);
  const key = { event_key: m.row.eventKey, recipient: m.user.id };
  await EmailLogEntry.append(deps.db, {
    eventKey: m.row.eventKey,
    recipient: m.user.id,
    kind: m.row.kind,
    recipientId: m.user.id,
    toAddress: m.user.email,
    subject: mail.subject,
    locale: m.user.language,
  })
    .onConflict(['eventKey', 'recipient'])
    .ignore();
  // The row lock keeps a second worker on the same event from sending while this one does; a
  // killed worker's transaction rolls back and frees it.
  return deps.db.transaction(async (trx) => {
    const entry = await EmailLogEntry.query(trx).where(key).forUpdate().select('id', 'status').first();
    if (!entry || entry.status === 'SENT') return undefined;
    try {
      const link = m.mint ? await m.mint(trx) : m.link;
      const sent = m.mint ? render(link) : mail;
      if (m.mint && deps.debugLinks)
        deps.log.debug({ eventKey: m.row.eventKey, link }, 'password link e-mailed');
      await mailer.sendMail({
        from: senderOf(deps.mailFrom, sent.senderName),
        to: m.user.email,
        subject: sent.subject,
        text: sent.text,
        html: sent.html,
        messageId: messageIdOf(m.row.eventKey, m.user.id, deps.publicUrl),
        headers: { 'X-Claims-Event': m.row.eventKey },
      });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      await EmailLogEntry.query(trx)
        .patch({
          status: m.finalAttempt ? 'FAILED' : 'QUEUED',
          attempts: trx.raw('attempts + 1'),
          lastError: error.message.slice(0, 1000),
          updatedAt: trx.fn.now(),
        })
        .where({ id: entry.id });
      deps.log.warn({ eventKey: m.row.eventKey, to: m.user.email, err: error.message }, 'e-mail failed');
      return error;
    }
    await EmailLogEntry.query(trx)
      .patch({
        status: 'SENT',
        // A retry may have gone to a newer address than the first attempt was logged with.
        toAddress: m.user.email,
        attempts: trx.raw('attempts + 1'),
        lastError: null,
        sentAt: trx.fn.now(),
        updatedAt: trx.fn.now(),
      })
      .where({ id: entry.id });
    return undefined;
  });
}

/**
 * The texts' parameters: the payload's plain values, and the case's reference when it lacks one
 * and its office (whose calendar the texts date deadlines on, as the screens do).
 */
async function paramsOf(db: Knex, payload: OutboxPayload): Promise<Record<string, string | number>> {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(payload))
    if (!NOT_PARAMS.has(k) && (typeof v === 'string' || typeof v === 'number')) params[k] = v;
  if ((params.reference === undefined || params.office === undefined) && payload.caseId) {
    const cases = payload.caseKind === 'reimbursement' ? ReimbursementRequest : ProtestLetter;
    const found = await (cases as typeof ProtestLetter)
      .query(db)
      .where('id', payload.caseId)
      .select('reference', 'office')
      .first();
    params.reference ??= found?.reference ?? '';
    if (found?.office) params.office ??= found.office;
  }
  return params;
}
