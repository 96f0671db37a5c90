import type { Knex } from 'knex';
import {
  confirmEmailPath,
  consoleCreatePasswordPath,
  createPasswordPath,
  mintAuthLink,
  User,
  type AuthTokenKind,
} from '@claims/db';
import { OUTBOX_KINDS, isLocale, isStaff, type Locale } from '@claims/domain';

/** Outbox kinds whose e-mail carries a single-use link (minted at send time). */
const LINK_KINDS: Record<string, AuthTokenKind> = {
  [OUTBOX_KINDS.invitation]: 'INVITATION',
  [OUTBOX_KINDS.passwordReset]: 'PASSWORD_RESET',
  [OUTBOX_KINDS.emailChange]: 'EMAIL_CHANGE',
};

/** Where the e-mail goes: a new address is confirmed from that address, not the current one. */
export function addressFor(row: { kind: string; payload: { newEmail?: unknown } }, current: string): string {
  if (row.kind === OUTBOX_KINDS.emailChange && typeof row.payload.newEmail === 'string')
    return row.payload.newEmail;
  return current;
}

/**
 * The language an e-mail is written in: the reader's saved one, unless they asked for it from a
 * screen in another (their own reset link): that screen's is what they are reading.
 */
export function languageFor(row: { payload: { language?: unknown } }, saved: Locale): Locale {
  return isLocale(row.payload.language) ? row.payload.language : saved;
}

/** Does an outbox row of this kind carry a password link (e-mail only, minted at send time)? */
export const carriesPasswordLink = (kind: string) => kind in LINK_KINDS;

/**
 * Mints the row's link as its e-mail goes out (ASVS V13): the api only asked for it, so the
 * token exists in this e-mail and nowhere else (not the outbox, not the queue, not a log line).
 * Keyed by the outbox row: a retried delivery replaces the link it minted before. `address` is
 * where this e-mail is going: a password link is minted only while that is still the account's
 * address (the user row is locked until the e-mail is sent, so an address changed meanwhile
 * retires this link right after); otherwise the delivery fails and its retry reads the new one.
 */
export async function mintLinkFor(
  db: Knex,
  row: {
    kind: string;
    eventKey: string;
    payload: { recipient?: string; hours?: unknown; newEmail?: unknown };
  },
  address: string,
): Promise<string> {
  const kind = LINK_KINDS[row.kind];
  const userId = row.payload.recipient;
  const hours = Number(row.payload.hours);
  if (!kind || !userId || !(hours > 0)) throw new Error(`outbox ${row.eventKey}: no password link to mint`);
  const newEmail = typeof row.payload.newEmail === 'string' ? row.payload.newEmail : undefined;
  if (kind === 'EMAIL_CHANGE' && !newEmail) throw new Error(`outbox ${row.eventKey}: no new e-mail address`);
  if (kind !== 'EMAIL_CHANGE') {
    const current = await User.query(db).findById(userId).forShare().select('email');
    if (current?.email.toLowerCase() !== address.toLowerCase())
      throw new Error(
        `outbox ${row.eventKey}: the account's address changed since this e-mail was addressed`,
      );
  }
  const token = await mintAuthLink(db, { userId, kind, ttlHours: hours, eventKey: row.eventKey, newEmail });
  if (kind === 'EMAIL_CHANGE') return confirmEmailPath(token);
  // Staff work in the console: their link opens its create-password screen, in its look.
  const user = await User.query(db).findById(userId).select('role');
  return user && isStaff(user.role) ? consoleCreatePasswordPath(token) : createPasswordPath(token);
}
