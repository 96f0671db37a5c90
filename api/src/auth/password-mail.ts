import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OUTBOX_KINDS, type Locale } from '@claims/domain';
import { OutboxEvent } from '@claims/db';
import { INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from './auth-tokens';

/**
 * Asks the jobs worker to e-mail an invitation or a reset link: an outbox row naming the user and
 * how long the link lives. The worker mints the link as it sends (ASVS V13): the token exists only
 * in the e-mail, never in the outbox, the queue or the api's logs. E-mail only, never an in-app
 * notification: the link is a secret. It is written in the user's saved language, or in
 * `language`, the one of the screen they asked for their own link from.
 */
export async function mailPasswordLink(
  db: Knex,
  kind: 'INVITATION' | 'PASSWORD_RESET',
  userId: string,
  language?: Locale,
): Promise<void> {
  const invitation = kind === 'INVITATION';
  const hours = invitation ? INVITATION_TTL_HOURS : PASSWORD_RESET_TTL_HOURS;
  await OutboxEvent.append(db, {
    eventKey: `${invitation ? 'invitation' : 'password-reset'}:${userId}:${randomUUID()}`,
    kind: invitation ? OUTBOX_KINDS.invitation : OUTBOX_KINDS.passwordReset,
    // `count` picks the e-mail's singular or plural ("1 hora", "24 horas").
    payload: { recipient: userId, hours, count: hours, ...(language && { language }) },
  });
}
