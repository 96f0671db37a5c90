import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { Locale } from '@claims/domain';
import { Client, CustomsBroker, CustomsBrokerClient, User } from '@claims/db';
import {
  createCustomsBrokerSchema,
  type CustomsBrokerInput,
  type CustomsBrokerPatch,
} from '@claims/contract';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { isUniqueViolation, liveRecordIds, recordNotFound } from '../../list';
import { parseBody } from '../../validate';
import type { ReferenceStore } from '../reference-data';
import { scopeCustomsBrokers, visibleClientIds } from './scope';

/** A broker as its screens show it: with the live clients it represents that the caller may see. */
export type CustomsBrokerRow = CustomsBroker & { clientIds: string[] };

/** Brokers as the caller may see them: every read and every answer goes through their reach. */
export const customsBrokerStore: ReferenceStore<CustomsBrokerRow, CustomsBrokerInput, CustomsBrokerPatch> = {
  rows: ({ db, user }) => customsBrokerRows(db, user),
  find: ({ db, user }, id) => findCustomsBroker(db, user, id),

  async create({ db, user, locale }, input) {
    const id = await db.transaction(async (trx) => {
      const created = await unique(() => CustomsBroker.query(trx).insert(columns(input)).returning('id'));
      await linkClients(trx, created.id, input.clientIds ?? [], locale);
      return created.id;
    });
    return findCustomsBroker(db, user, id);
  },

  // A patch may change the country without the tax id or the other way round: the tax id is
  // valid only for its country, so the merged record is checked as a whole.
  async update({ db, user, locale }, id, patch) {
    const existing = await findCustomsBroker(db, user, id);
    const current = { name: existing.name, country: existing.country.trim(), taxId: existing.taxId };
    const merged = parseBody(createCustomsBrokerSchema, { ...current, ...patch }, locale);
    await db.transaction(async (trx) => {
      await unique(() => CustomsBroker.query(trx).patch(columns(merged)).where({ id: existing.id }));
      if (merged.clientIds !== undefined) {
        await CustomsBrokerClient.query(trx).delete().where({ customsBrokerId: existing.id });
        await linkClients(trx, existing.id, merged.clientIds, locale);
      }
    });
    return findCustomsBroker(db, user, existing.id);
  },

  // Soft delete, refused while the broker still has users; its representations end with it.
  async remove({ db, user }, id) {
    const existing = await findCustomsBroker(db, user, id);
    const member = await User.query(db)
      .where({ customsBrokerId: existing.id })
      .whereNull('deletedAt')
      .select('id')
      .first();
    if (member) throw HttpError.of('CUSTOMS_BROKER_IN_USE');
    await db.transaction(async (trx) => {
      await CustomsBrokerClient.query(trx).delete().where({ customsBrokerId: existing.id });
      await CustomsBroker.query(trx).patch({ deletedAt: trx.fn.now() }).where({ id: existing.id });
    });
    return existing;
  },
};

/** Live brokers the user may see (all when `user` is null), with the live clients each represents. */
function customsBrokerRows(
  db: Knex,
  user: SessionUser | null,
): QueryBuilder<CustomsBroker, CustomsBrokerRow[]> {
  const visible = visibleClientIds(user);
  const query = CustomsBroker.query(db)
    .whereNull('customs_brokers.deletedAt')
    .select(
      'customs_brokers.*',
      db.raw(
        `array(select cbc.client_id from customs_broker_clients cbc
          join clients c on c.id = cbc.client_id and c.deleted_at is null
          where cbc.customs_broker_id = customs_brokers.id ${visible === 'ALL' ? '' : 'and cbc.client_id = any(?::uuid[])'}
          order by cbc.client_id) as client_ids`,
        visible === 'ALL' ? [] : [[...visible]],
      ),
    )
    .castTo<CustomsBrokerRow[]>();
  return user ? scopeCustomsBrokers(user, query) : query;
}

async function findCustomsBroker(db: Knex, user: SessionUser | null, id: string): Promise<CustomsBrokerRow> {
  const row = await customsBrokerRows(db, user)
    .where('customs_brokers.id', id)
    .first()
    .castTo<CustomsBrokerRow | undefined>();
  if (!row) throw recordNotFound();
  return row;
}

function columns(input: CustomsBrokerInput) {
  return { name: input.name, country: input.country, taxId: input.taxId };
}

async function linkClients(
  trx: Knex.Transaction,
  brokerId: string,
  clientIds: readonly string[],
  locale: Locale,
) {
  if (clientIds.length === 0) return;
  const live = await liveRecordIds(trx, Client, clientIds, 'clientIds', locale);
  await CustomsBrokerClient.append(
    trx,
    live.map((clientId) => ({ customsBrokerId: brokerId, clientId })),
  );
}

async function unique<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'customs_brokers_country_tax_id_unique'))
      throw HttpError.of('DUPLICATE_TAX_ID');
    throw err;
  }
}
