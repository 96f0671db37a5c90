import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OUTBOX_KINDS } from '@claims/domain';
import {
  createPasswordPath,
  INVITATION_TTL_HOURS,
  PASSWORD_RESET_TTL_HOURS,
  type PasswordLink,
} from './auth-tokens';

/**
 * Hands an invitation or reset link to the jobs worker as an outbox row: it e-mails the user
 * (never an in-app notification: the link is a secret) in their language, with the "Ver" link
 * to the portal's create-password page.
 */
export async function mailPasswordLink(
  db: Knex,
  kind: 'INVITATION' | 'PASSWORD_RESET',
  userId: string,
  link: PasswordLink,
): Promise<void> {
  const invitation = kind === 'INVITATION';
  await db('outbox').insert({
    event_key: `${invitation ? 'invitation' : 'password-reset'}:${userId}:${randomUUID()}`,
    kind: invitation ? OUTBOX_KINDS.invitation : OUTBOX_KINDS.passwordReset,
    payload: JSON.stringify({
      recipient: userId,
      path: createPasswordPath(link.token),
      hours: invitation ? INVITATION_TTL_HOURS : PASSWORD_RESET_TTL_HOURS,
    }),
  });
}
