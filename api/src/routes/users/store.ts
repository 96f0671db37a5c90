import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { translate, type Locale } from '@claims/domain';
import { AccessToken, Client, CustomsBroker, retireAuthLinks, User } from '@claims/db';
import type { UserRecord } from '@claims/contract';
import { mailPasswordLink } from '../../auth/password-mail';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import { scopeUsers } from './scope';

/** The columns a user is read with: never the password hash, only whether one is set. */
const USER_COLUMNS = [
  'id',
  'name',
  'last_name',
  'email',
  'role',
  'language',
  'client_id',
  'customs_broker_id',
  'team',
  'authority_limit',
  'authority_currency',
  'active',
  'created_at',
  'updated_at',
] as const;

/** A user as the screens show one: without the hash, with whether the invitation is still open. */
export type UserRow = Omit<User, 'passwordHash'> & { invitationPending: boolean };

/** Live users the caller may see, read without the password hash. */
export function userRows(db: Knex, user: SessionUser | null): QueryBuilder<User, UserRow[]> {
  const query = User.query(db)
    .whereNull('deletedAt')
    .select(...USER_COLUMNS, db.raw('(password_hash is null) as invitation_pending'))
    .castTo<UserRow[]>();
  return user ? scopeUsers(user, query) : query;
}

export async function findUser(db: Knex, user: SessionUser | null, id: string): Promise<UserRow> {
  const row = await userRows(db, user).where({ id }).first().castTo<UserRow | undefined>();
  if (!row) throw recordNotFound();
  return row;
}

/** The stored user in the shape its schema checks, to merge an edit into. */
export function userRecordOf(row: UserRow): UserRecord & { id: string } {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    language: row.language,
    clientId: row.clientId,
    customsBrokerId: row.customsBrokerId,
    team: row.team,
    authorityLimit: row.authorityLimit,
    authorityCurrency: row.authorityCurrency,
    active: row.active,
  };
}

const duplicateEmail = () => HttpError.of('DUPLICATE_EMAIL');

/** Inserts an invited user (no password) and has the invitation they set it with e-mailed. */
export async function createUser(db: Knex, input: UserRecord, locale: Locale): Promise<{ id: string }> {
  await assertCompaniesExist(db, input, locale);
  const taken = await User.query(db).whereRaw('lower(email) = lower(?)', [input.email]).select('id').first();
  if (taken) throw duplicateEmail();
  const created = await unique(() => User.query(db).insert(input).returning('id'));
  await mailPasswordLink(db, 'INVITATION', created.id);
  return { id: created.id };
}

/**
 * The invitation e-mailed again: the links sent before stop working now, not only once the jobs
 * worker mints the new one, so whoever holds an older e-mail cannot race the person invited.
 */
export async function resendInvitation(db: Knex, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    await retireAuthLinks(trx, id, ['INVITATION']);
    await mailPasswordLink(trx, 'INVITATION', id);
  });
}

export async function updateUser(db: Knex, id: string, input: UserRecord, locale: Locale): Promise<void> {
  await assertCompaniesExist(db, input, locale);
  const taken = await User.query(db)
    .whereRaw('lower(email) = lower(?)', [input.email])
    .whereNot({ id })
    .select('id')
    .first();
  if (taken) throw duplicateEmail();
  await db.transaction(async (trx) => {
    await unique(() => User.query(trx).patch(input).where({ id }));
    // A deactivated account loses its sessions at once, not when they expire.
    if (!input.active) await revokeSessions(trx, id);
  });
}

/** Deactivation and soft delete: cases and the log keep naming the user; sessions end now. */
export async function deleteUser(db: Knex, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    await User.query(trx).patch({ active: false, deletedAt: trx.fn.now() }).where({ id });
    await revokeSessions(trx, id);
  });
}

function revokeSessions(trx: Knex.Transaction, userId: string) {
  return AccessToken.query(trx).patch({ revokedAt: trx.fn.now() }).where({ userId }).whereNull('revokedAt');
}

async function assertCompaniesExist(db: Knex, input: UserRecord, locale: Locale): Promise<void> {
  const fields: Record<string, string> = {};
  if (
    input.clientId &&
    !(await Client.query(db).where({ id: input.clientId }).whereNull('deletedAt').select('id').first())
  )
    fields['clientId'] = translate(locale, 'errors.recordNotFound');
  if (
    input.customsBrokerId &&
    !(await CustomsBroker.query(db)
      .where({ id: input.customsBrokerId })
      .whereNull('deletedAt')
      .select('id')
      .first())
  )
    fields['customsBrokerId'] = translate(locale, 'errors.recordNotFound');
  if (Object.keys(fields).length) throw HttpError.of('VALIDATION_FAILED', {}, fields);
}

async function unique<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'users_lower_email_unique')) throw duplicateEmail();
    throw err;
  }
}
