import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { EmailChangeOutcome } from '@claims/contract';
import { OUTBOX_KINDS } from '@claims/domain';
import { AuthToken, hashToken, OutboxEvent, retireAuthLinks, User } from '@claims/db';
import { recordAudit } from '../audit';
import { HttpError } from '../http-error';
import { isUniqueViolation } from '../list';
import { mailPasswordLink } from './password-mail';
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
 * A user's address changed by whoever manages the account. Every link already e-mailed to the
 * user (invitation, password reset, an earlier confirmation) stops working at once: it went to
 * an address nobody means any more, perhaps a typo that someone else reads.
 *
 * An account that has a password is changed only from the new address (`requestEmailChange`).
 * An account still waiting on its invitation (no password yet) takes the address at once and
 * gets a fresh invitation there: that invitation is the confirmation, since nothing can be done
 * with the account until someone opens it at the new address, and until then the account has no
 * password, session or history that a wrong address could take over. A confirmation first would
 * only send two e-mails to the same mailbox where one does.
 */
export async function changeEmail(
  db: Knex,
  user: { id: string; active: boolean },
  newEmail: string,
): Promise<EmailChangeOutcome> {
  await assertEmailFree(db, newEmail, user.id);
  return db.transaction(async (trx) => {
    // Read under the row lock: a password set through the old link a moment ago counts, and a
    // worker minting a link for the old address finishes before the links are retired (one that
    // comes after sees the new address and mints nothing for the old one).
    const stored = await User.query(trx).findById(user.id).forUpdate().select('passwordHash');
    if (stored?.passwordHash) {
      await retireAuthLinks(trx, user.id);
      await requestEmailChange(trx, user.id, newEmail);
      return 'CONFIRMATION_SENT';
    }
    try {
      await User.query(trx).patch({ email: newEmail.toLowerCase() }).where({ id: user.id });
    } catch (err) {
      if (isUniqueViolation(err, 'users_lower_email_unique')) throw HttpError.of('DUPLICATE_EMAIL');
      throw err;
    }
    await retireAuthLinks(trx, user.id);
    if (!user.active) return 'CHANGED';
    await mailPasswordLink(trx, 'INVITATION', user.id);
    return 'INVITED';
  });
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
  // The current address hears of it too (in-app and by e-mail, without a link): whoever changed it
  // (a master, the user, a stolen session), its owner can object before the new one is confirmed.
  await OutboxEvent.append(db, {
    eventKey: `email-change-requested:${userId}:${randomUUID()}`,
    kind: OUTBOX_KINDS.emailChangeRequested,
    payload: { recipient: userId, newAddress: newEmail, hours: EMAIL_CHANGE_TTL_HOURS },
  });
}

/**
 * Sets the address the link was sent to and spends the link; every session of the user ends (the
 * account's contact changed: whoever holds a session signs in again). The change is in the audit
 * log as the user's own, from where the link was opened. Answers the user's id, or undefined
 * when the link is not usable.
 */
export async function confirmEmailChange(
  db: Knex,
  token: string,
  ip: string | null,
): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db.transaction(async (trx) => {
    const link = await AuthToken.query(trx)
      .alias('t')
      .joinRelated('user as u')
      .where({ 't.token_hash': hashToken(token), 't.kind': 'EMAIL_CHANGE' })
      .whereNull('t.usedAt')
      .where('t.expiresAt', '>', trx.fn.now())
      .where('u.active', true)
      .whereNull('u.deletedAt')
      .forUpdate()
      .select('t.id', 't.userId', 't.newEmail', 'u.email as currentEmail')
      .first()
      .castTo<(AuthToken & { currentEmail: string }) | undefined>();
    if (!link?.newEmail) return undefined;
    if (await taken(trx, link.newEmail, link.userId)) throw HttpError.of('DUPLICATE_EMAIL');
    await AuthToken.query(trx).patch({ usedAt: trx.fn.now() }).where({ id: link.id });
    const email = link.newEmail.toLowerCase();
    await User.query(trx).patch({ email }).where({ id: link.userId });
    // Reset links sent to the old address while this one waited: that address is not the account's now.
    await retireAuthLinks(trx, link.userId, ['INVITATION', 'PASSWORD_RESET']);
    await recordAudit(trx, {
      actorId: link.userId,
      action: 'users.confirmEmail',
      entity: 'users',
      entityId: link.userId,
      changes: { email: { before: link.currentEmail, after: email } },
      ip,
    });
    await revokeSessionsOf(trx, link.userId);
    return link.userId;
  });
}

/**
 * The change of address waiting on its link: the newest confirmation link still usable (sent,
 * neither opened nor cancelled nor expired). The user sees where it went, and can take it back.
 */
export async function pendingEmailChange(
  db: Knex,
  userId: string,
): Promise<{ newEmail: string; expiresAt: string } | null> {
  const link = await AuthToken.query(db)
    .where({ userId, kind: 'EMAIL_CHANGE' })
    .whereNull('usedAt')
    .where('expiresAt', '>', db.fn.now())
    .whereNotNull('newEmail')
    .orderBy('createdAt', 'desc')
    .select('newEmail', 'expiresAt')
    .first();
  return link?.newEmail
    ? { newEmail: link.newEmail, expiresAt: new Date(link.expiresAt).toISOString() }
    : null;
}

/**
 * Takes back a change of address (a typo, a change someone else asked for): its link stops
 * working at once. Audited as the user's own act; nothing to do when nothing waits.
 */
export async function cancelEmailChange(db: Knex, userId: string, ip: string | null): Promise<void> {
  await db.transaction(async (trx) => {
    const pending = await pendingEmailChange(trx, userId);
    if (!pending) return;
    await retireAuthLinks(trx, userId, ['EMAIL_CHANGE']);
    await recordAudit(trx, {
      actorId: userId,
      action: 'users.cancelEmailChange',
      entity: 'users',
      entityId: userId,
      changes: { email: { before: pending.newEmail, after: null } },
      ip,
    });
  });
}
