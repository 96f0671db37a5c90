import type { Knex } from 'knex';
import { translate, type Locale } from '@claims/domain';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import { scopeClients } from './policy';
import type { ClientRow } from './presenter';
import type { ClientInput } from './schema';

/** Live clients the user may see (all when `user` is null), each with the live brokers representing it. */
export function clientRows(db: Knex, user: SessionUser | null): Knex.QueryBuilder {
  const query = db('clients')
    .whereNull('clients.deleted_at')
    .select(
      'clients.*',
      db.raw(`array(select cbc.customs_broker_id from customs_broker_clients cbc
        join customs_brokers b on b.id = cbc.customs_broker_id and b.deleted_at is null
        where cbc.client_id = clients.id order by cbc.customs_broker_id) as customs_broker_ids`),
    );
  return user ? scopeClients(user, query) : query;
}

export async function findClient(db: Knex, user: SessionUser | null, id: string): Promise<ClientRow> {
  const row = await clientRows(db, user).where('clients.id', id).first();
  if (!row) throw recordNotFound();
  return row;
}

/** A broker master's new client is represented by its broker from the start. */
export async function createClient(
  db: Knex,
  user: SessionUser,
  input: ClientInput,
  locale: Locale,
): Promise<string> {
  return db.transaction(async (trx) => {
    const [row] = await unique(() => trx('clients').insert(columns(input)).returning('id'));
    const brokerIds =
      user.role === 'CUSTOMS_BROKER_MASTER' && user.customsBrokerId
        ? [user.customsBrokerId]
        : (input.customsBrokerIds ?? []);
    await linkBrokers(trx, row.id, brokerIds, locale);
    return row.id as string;
  });
}

export async function updateClient(db: Knex, id: string, input: ClientInput, locale: Locale): Promise<void> {
  await db.transaction(async (trx) => {
    await unique(() =>
      trx('clients')
        .where({ id })
        .update({ ...columns(input), updated_at: trx.fn.now() }),
    );
    if (input.customsBrokerIds !== undefined) {
      await trx('customs_broker_clients').where({ client_id: id }).delete();
      await linkBrokers(trx, id, input.customsBrokerIds, locale);
    }
  });
}

/** Soft delete, refused while users or cases still belong to the client. */
export async function deleteClient(db: Knex, id: string): Promise<void> {
  const [users, protests, reimbursements] = await Promise.all([
    db('users').where({ client_id: id }).whereNull('deleted_at').first('id'),
    db('protest_letters').where({ client_id: id }).first('id'),
    db('reimbursement_requests').where({ client_id: id }).first('id'),
  ]);
  if (users || protests || reimbursements) throw HttpError.of('CLIENT_IN_USE');
  await db('clients').where({ id }).update({ deleted_at: db.fn.now(), updated_at: db.fn.now() });
}

function columns(input: ClientInput) {
  return {
    name: input.name,
    email: input.email,
    contact: input.contact,
    country: input.country,
    tax_id: input.taxId,
    office: input.office,
  };
}

async function linkBrokers(
  trx: Knex.Transaction,
  clientId: string,
  brokerIds: readonly string[],
  locale: Locale,
): Promise<void> {
  if (brokerIds.length === 0) return;
  const live = await trx('customs_brokers').whereIn('id', brokerIds).whereNull('deleted_at').pluck('id');
  if (live.length !== new Set(brokerIds).size)
    throw HttpError.of(
      'VALIDATION_FAILED',
      {},
      { customsBrokerIds: translate(locale, 'errors.recordNotFound') },
    );
  await trx('customs_broker_clients')
    .insert(live.map((brokerId: string) => ({ customs_broker_id: brokerId, client_id: clientId })))
    .onConflict(['customs_broker_id', 'client_id'])
    .ignore();
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'clients_country_tax_id_unique')) throw HttpError.of('DUPLICATE_TAX_ID');
    throw err;
  }
}
