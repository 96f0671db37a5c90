import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OUTBOX_KINDS } from '@claims/domain';
import { AuthToken, hashToken, OutboxEvent, User } from '@claims/db';
import { HttpError } from '../http-error';
import { revokeSessionsOf } from './sessions';

export const EMAIL_CHANGE_TTL_HOURS = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

const taken = (db: Knex, email: string, userId: string) =>
  User.query(db).whereRaw('lower(email) = lower(?)', [email]).whereNot({ id: userId }).select('id').first();

/** 409 DUPLICATE_EMAIL when another account has the address (checked before anything is written). */
export async function assertEmailFree(db: Knex, email: string, userId: string): Promise<void> {
  if (await taken(db, email, userId)) throw HttpError.of('DUPLICATE_EMAIL');
}

/**
 * A new e-mail address is not written when someone types it: the jobs worker sends a link to the
 * new address, and only opening it changes the account (`confirmEmailChange`). Nobody (a CLAIMS
 * user, a company master, someone with a stolen session) can silently point an account, and its
 * password resets, at an address they own.
 */
export async function requestEmailChange(db: Knex, userId: string, newEmail: string): Promise<void> {
  await assertEmailFree(db, newEmail, userId);
  await OutboxEvent.append(db, {
    eventKey: `email-change:${userId}:${randomUUID()}`,
    kind: OUTBOX_KINDS.emailChange,
    payload: { recipient: userId, newEmail, hours: EMAIL_CHANGE_TTL_HOURS },
  });
}

/**
 * Sets the address the link was sent to and spends the link; every session of the user ends (the
 * account's contact changed: whoever holds a session signs in again). Answers the user's id, or
 * undefined when the link is not usable.
 */
export async function confirmEmailChange(db: Knex, token: string): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db.transaction(async (trx) => {
    const link = await AuthToken.query(trx)
      .alias('t')
      .joinRelated('user as u')
      .where({ 't.token_hash': hashToken(token), 't.kind': 'EMAIL_CHANGE' })
      .whereNull('t.used_at')
      .where('t.expires_at', '>', trx.fn.now())
      .where('u.active', true)
      .whereNull('u.deleted_at')
      .forUpdate()
      .select('t.id', 't.user_id', 't.new_email')
      .first();
    if (!link?.newEmail) return undefined;
    if (await taken(trx, link.newEmail, link.userId)) throw HttpError.of('DUPLICATE_EMAIL');
    await AuthToken.query(trx).patch({ usedAt: trx.fn.now() }).where({ id: link.id });
    await User.query(trx).patch({ email: link.newEmail.toLowerCase() }).where({ id: link.userId });
    await revokeSessionsOf(trx, link.userId);
    return link.userId;
  });
}
