import type { Knex } from 'knex';
import { translate, type Locale } from '@claims/domain';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { isUniqueViolation, recordNotFound } from '../../list';
import { scopeCustomsBrokers, visibleClientIds } from './policy';
import type { CustomsBrokerRow } from './presenter';
import type { CustomsBrokerInput } from './schema';

/** Live brokers the user may see (all when `user` is null), with the live clients each represents. */
export function customsBrokerRows(db: Knex, user: SessionUser | null): Knex.QueryBuilder {
  const visible = visibleClientIds(user);
  const query = db('customs_brokers')
    .whereNull('customs_brokers.deleted_at')
    .select(
      'customs_brokers.*',
      db.raw(
        `array(select cbc.client_id from customs_broker_clients cbc
          join clients c on c.id = cbc.client_id and c.deleted_at is null
          where cbc.customs_broker_id = customs_brokers.id ${visible === 'ALL' ? '' : 'and cbc.client_id = any(?::uuid[])'}
          order by cbc.client_id) as client_ids`,
        visible === 'ALL' ? [] : [[...visible]],
      ),
    );
  return user ? scopeCustomsBrokers(db, user, query) : query;
}

export async function findCustomsBroker(
  db: Knex,
  user: SessionUser | null,
  id: string,
): Promise<CustomsBrokerRow> {
  const row = await customsBrokerRows(db, user).where('customs_brokers.id', id).first();
  if (!row) throw recordNotFound();
  return row;
}

export async function createCustomsBroker(
  db: Knex,
  input: CustomsBrokerInput,
  locale: Locale,
): Promise<string> {
  return db.transaction(async (trx) => {
    const [row] = await unique(() => trx('customs_brokers').insert(columns(input)).returning('id'));
    await linkClients(trx, row.id, input.clientIds ?? [], locale);
    return row.id as string;
  });
}

export async function updateCustomsBroker(
  db: Knex,
  id: string,
  input: CustomsBrokerInput,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (trx) => {
    await unique(() =>
      trx('customs_brokers')
        .where({ id })
        .update({ ...columns(input), updated_at: trx.fn.now() }),
    );
    if (input.clientIds !== undefined) {
      await trx('customs_broker_clients').where({ customs_broker_id: id }).delete();
      await linkClients(trx, id, input.clientIds, locale);
    }
  });
}

/** Soft delete, refused while the broker still has users; its representations end with it. */
export async function deleteCustomsBroker(db: Knex, id: string): Promise<void> {
  const user = await db('users').where({ customs_broker_id: id }).whereNull('deleted_at').first('id');
  if (user) throw HttpError.of('CUSTOMS_BROKER_IN_USE');
  await db.transaction(async (trx) => {
    await trx('customs_broker_clients').where({ customs_broker_id: id }).delete();
    await trx('customs_brokers').where({ id }).update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
  });
}

function columns(input: CustomsBrokerInput) {
  return { name: input.name, country: input.country, tax_id: input.taxId };
}

async function linkClients(
  trx: Knex.Transaction,
  brokerId: string,
  clientIds: readonly string[],
  locale: Locale,
) {
  if (clientIds.length === 0) return;
  const live: string[] = await trx('clients').whereIn('id', clientIds).whereNull('deleted_at').pluck('id');
  if (live.length !== new Set(clientIds).size)
    throw HttpError.of('VALIDATION_FAILED', {}, { clientIds: translate(locale, 'errors.recordNotFound') });
  await trx('customs_broker_clients').insert(
    live.map((clientId) => ({ customs_broker_id: brokerId, client_id: clientId })),
  );
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'customs_brokers_country_tax_id_unique'))
      throw HttpError.of('DUPLICATE_TAX_ID');
    throw err;
  }
}
