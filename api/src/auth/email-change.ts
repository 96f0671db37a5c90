import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OUTBOX_KINDS } from '@claims/domain';
import { hashToken } from '@claims/db';
import { HttpError } from '../http-error';
import { revokeSessionsOf } from './sessions';

export const EMAIL_CHANGE_TTL_HOURS = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

const taken = (db: Knex, email: string, userId: string) =>
  db('users').whereRaw('lower(email) = lower(?)', [email]).whereNot({ id: userId }).first('id');

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
  await db('outbox').insert({
    event_key: `email-change:${userId}:${randomUUID()}`,
    kind: OUTBOX_KINDS.emailChange,
    payload: JSON.stringify({ recipient: userId, newEmail, hours: EMAIL_CHANGE_TTL_HOURS }),
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
    const link = await trx('auth_tokens as t')
      .join('users as u', 'u.id', 't.user_id')
      .where({ 't.token_hash': hashToken(token), 't.kind': 'EMAIL_CHANGE' })
      .whereNull('t.used_at')
      .where('t.expires_at', '>', trx.fn.now())
      .where('u.active', true)
      .whereNull('u.deleted_at')
      .forUpdate()
      .first('t.id', 't.user_id', 't.new_email');
    if (!link?.new_email) return undefined;
    if (await taken(trx, link.new_email, link.user_id)) throw HttpError.of('DUPLICATE_EMAIL');
    await trx('auth_tokens').where({ id: link.id }).update({ used_at: trx.fn.now() });
    await trx('users')
      .where({ id: link.user_id })
      .update({ email: link.new_email.toLowerCase(), updated_at: trx.fn.now() });
    await revokeSessionsOf(trx, link.user_id);
    return link.user_id as string;
  });
}
