import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { hashPassword, needsRehash, newToken, verifyPassword } from '@claims/db';

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of a password nobody knows. An unknown e-mail is checked against it, so that
 * answer takes as long as a wrong password and response times do not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
}

/**
 * The id of the user the pair signs in, or undefined. Unknown, deleted, deactivated and
 * not-yet-invited accounts all cost one full password check and give the same answer.
 */
export async function verifyCredentials(
  db: Knex,
  log: Logger,
  email: string,
  password: string,
): Promise<string | undefined> {
  const user: { id: string; password_hash: string | null; active: boolean } | undefined = await db('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNull('deleted_at')
    .first('id', 'password_hash', 'active');
  const stored = user?.password_hash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(password, stored);
  if (!matches || !user?.active || !user.password_hash) return undefined;
  if (needsRehash(user.password_hash)) {
    // Best effort: an old hash that still verifies is no reason to refuse the login.
    try {
      await db('users')
        .where({ id: user.id })
        .update({ password_hash: await hashPassword(password), updated_at: db.fn.now() });
    } catch (err) {
      log.warn({ err, userId: user.id }, 'password rehash failed');
    }
  }
  return user.id;
}
