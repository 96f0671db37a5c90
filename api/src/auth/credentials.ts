import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { hashPassword, needsRehash, newToken, User, verifyPassword } from '@claims/db';

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
  const user = await User.query(db)
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNull('deletedAt')
    .select('id', 'passwordHash', 'active')
    .first();
  const stored = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(password, stored);
  if (!matches || !user?.active || !user.passwordHash) return undefined;
  if (needsRehash(user.passwordHash)) {
    // Best effort: an old hash that still verifies is no reason to refuse the login.
    try {
      await User.query(db)
        .patch({ passwordHash: await hashPassword(password) })
        .where({ id: user.id });
    } catch (err) {
      log.warn({ err, userId: user.id }, 'password rehash failed');
    }
  }
  return user.id;
}

/** The account an e-mail address signs in, if any (active and not deleted). */
export async function findSignInUser(db: Knex, email: string): Promise<{ id: string } | undefined> {
  return User.query(db)
    .whereRaw('lower(email) = lower(?)', [email])
    .where('active', true)
    .whereNull('deletedAt')
    .select('id')
    .first();
}
