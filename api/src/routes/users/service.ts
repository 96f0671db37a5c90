import type { Knex } from 'knex';
import { translate, type Locale } from '@claims/domain';
import { mailPasswordLink } from '../../auth/password-mail';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import { scopeUsers } from './policy';
import { USER_COLUMNS, type UserRow } from './presenter';
import type { UserRecord } from './schema';

/** Live users the caller may see, read without the password hash. */
export function userRows(db: Knex, user: SessionUser | null): Knex.QueryBuilder {
  const query = db('users')
    .whereNull('deleted_at')
    .select(...USER_COLUMNS, db.raw('(password_hash is null) as invitation_pending'));
  return user ? scopeUsers(user, query) : query;
}

export async function findUser(db: Knex, user: SessionUser | null, id: string): Promise<UserRow> {
  const row = await userRows(db, user).where({ id }).first();
  if (!row) throw recordNotFound();
  return row;
}

/** The stored user in the shape its schema checks, to merge an edit into. */
export function userRecordOf(row: UserRow): UserRecord & { id: string } {
  return {
    id: row.id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    language: row.language as Locale,
    clientId: row.client_id,
    customsBrokerId: row.customs_broker_id,
    team: row.team as UserRecord['team'],
    authorityLimit: row.authority_limit,
    authorityCurrency: row.authority_currency as UserRecord['authorityCurrency'],
    active: row.active,
  };
}

const duplicateEmail = () => HttpError.of('DUPLICATE_EMAIL');

/** Inserts an invited user (no password) and has the invitation they set it with e-mailed. */
export async function createUser(db: Knex, input: UserRecord, locale: Locale): Promise<{ id: string }> {
  await assertCompaniesExist(db, input, locale);
  const taken = await db('users').whereRaw('lower(email) = lower(?)', [input.email]).first('id');
  if (taken) throw duplicateEmail();
  const [row] = await unique(() => db('users').insert(columns(input)).returning('id'));
  await mailPasswordLink(db, 'INVITATION', row.id);
  return { id: row.id };
}

export async function updateUser(db: Knex, id: string, input: UserRecord, locale: Locale): Promise<void> {
  await assertCompaniesExist(db, input, locale);
  const taken = await db('users')
    .whereRaw('lower(email) = lower(?)', [input.email])
    .whereNot({ id })
    .first('id');
  if (taken) throw duplicateEmail();
  await db.transaction(async (trx) => {
    await unique(() =>
      trx('users')
        .where({ id })
        .update({ ...columns(input), updated_at: trx.fn.now() }),
    );
    // A deactivated account loses its sessions at once, not when they expire.
    if (!input.active) await revokeSessions(trx, id);
  });
}

/** Deactivation and soft delete: cases and the log keep naming the user; sessions end now. */
export async function deleteUser(db: Knex, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users')
      .where({ id })
      .update({ active: false, deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
    await revokeSessions(trx, id);
  });
}

function revokeSessions(trx: Knex.Transaction, userId: string) {
  return trx('access_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: trx.fn.now() });
}

function columns(input: UserRecord) {
  return {
    name: input.name,
    last_name: input.lastName,
    email: input.email,
    role: input.role,
    language: input.language,
    client_id: input.clientId,
    customs_broker_id: input.customsBrokerId,
    team: input.team,
    authority_limit: input.authorityLimit,
    authority_currency: input.authorityCurrency,
    active: input.active,
  };
}

async function assertCompaniesExist(db: Knex, input: UserRecord, locale: Locale): Promise<void> {
  const fields: Record<string, string> = {};
  if (
    input.clientId &&
    !(await db('clients').where({ id: input.clientId }).whereNull('deleted_at').first('id'))
  )
    fields['clientId'] = translate(locale, 'errors.recordNotFound');
  if (
    input.customsBrokerId &&
    !(await db('customs_brokers').where({ id: input.customsBrokerId }).whereNull('deleted_at').first('id'))
  )
    fields['customsBrokerId'] = translate(locale, 'errors.recordNotFound');
  if (Object.keys(fields).length) throw HttpError.of('VALIDATION_FAILED', {}, fields);
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'users_lower_email_unique')) throw duplicateEmail();
    throw err;
  }
}
