import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { Locale } from '@claims/domain';
import {
  Client,
  CustomsBroker,
  CustomsBrokerClient,
  ProtestLetter,
  ReimbursementRequest,
  User,
} from '@claims/db';
import type { ClientInput } from '@claims/contract';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';
import { isUniqueViolation, liveRecordIds, recordNotFound } from '../../list';
import { scopeClients } from './scope';

/** A client as its screens show it: with the live brokers that represent it. */
export type ClientRow = Client & { customsBrokerIds: string[] };

/** Live clients the user may see (all when `user` is null), each with the live brokers representing it. */
export function clientRows(db: Knex, user: SessionUser | null): QueryBuilder<Client, ClientRow[]> {
  const query = Client.query(db)
    .whereNull('clients.deletedAt')
    .select(
      'clients.*',
      db.raw(`array(select cbc.customs_broker_id from customs_broker_clients cbc
        join customs_brokers b on b.id = cbc.customs_broker_id and b.deleted_at is null
        where cbc.client_id = clients.id order by cbc.customs_broker_id) as customs_broker_ids`),
    )
    .castTo<ClientRow[]>();
  return user ? scopeClients(user, query) : query;
}

export async function findClient(db: Knex, user: SessionUser | null, id: string): Promise<ClientRow> {
  const row = await clientRows(db, user).where('clients.id', id).first().castTo<ClientRow | undefined>();
  if (!row) throw recordNotFound();
  return row;
}

/** A new client, represented from the start by `brokerIds` (the client policy's `representativesOf`). */
export async function createClient(
  db: Knex,
  input: ClientInput,
  brokerIds: readonly string[],
  locale: Locale,
): Promise<string> {
  return db.transaction(async (trx) => {
    const created = await unique(() => Client.query(trx).insert(columns(input)).returning('id'));
    await linkBrokers(trx, created.id, brokerIds, locale);
    return created.id;
  });
}

export async function updateClient(db: Knex, id: string, input: ClientInput, locale: Locale): Promise<void> {
  await db.transaction(async (trx) => {
    await unique(() => Client.query(trx).patch(columns(input)).where({ id }));
    if (input.customsBrokerIds !== undefined) {
      await CustomsBrokerClient.query(trx).delete().where({ clientId: id });
      await linkBrokers(trx, id, input.customsBrokerIds, locale);
    }
  });
}

/** Soft delete, refused while users or cases still belong to the client. */
export async function deleteClient(db: Knex, id: string): Promise<void> {
  const [users, protests, reimbursements] = await Promise.all([
    User.query(db).where({ clientId: id }).whereNull('deletedAt').select('id').first(),
    ProtestLetter.query(db).where({ clientId: id }).select('id').first(),
    ReimbursementRequest.query(db).where({ clientId: id }).select('id').first(),
  ]);
  if (users || protests || reimbursements) throw HttpError.of('CLIENT_IN_USE');
  await Client.query(db).patch({ deletedAt: db.fn.now() }).where({ id });
}

function columns(input: ClientInput) {
  return {
    name: input.name,
    email: input.email,
    contact: input.contact,
    country: input.country,
    taxId: input.taxId,
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
  const live = await liveRecordIds(trx, CustomsBroker, brokerIds, 'customsBrokerIds', locale);
  await CustomsBrokerClient.append(
    trx,
    live.map((brokerId) => ({ customsBrokerId: brokerId, clientId })),
  )
    .onConflict(['customsBrokerId', 'clientId'])
    .ignore();
}

async function unique<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'clients_country_tax_id_unique')) throw HttpError.of('DUPLICATE_TAX_ID');
    throw err;
  }
}
