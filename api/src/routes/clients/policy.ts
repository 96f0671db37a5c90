import type { QueryBuilder } from 'objection';
import type { Client } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../http-error';

const forbidden = () => HttpError.of('FORBIDDEN');

/**
 * The clients a user may see: staff all; a client's users their own company; a broker's users
 * the clients it represents. Anything else is answered as if it did not exist.
 */
export function scopeClients<R>(user: SessionUser, query: QueryBuilder<Client, R>): QueryBuilder<Client, R> {
  if (user.reach.kind === 'ALL') return query;
  const ids = user.reach.kind === 'COMPANIES' ? [...user.reach.clientIds] : [];
  return query.whereIn('clients.id', ids);
}

/**
 * Staff register and edit any client; a customs broker master registers clients (which its
 * broker then represents) and edits the ones it represents, but neither deletes them nor
 * decides who else represents them.
 */
export function assertMayWriteClient(
  user: SessionUser,
  input: { customsBrokerIds?: string[] | undefined },
): void {
  if (user.role === 'MASTER' || user.role === 'CLAIMS') return;
  if (user.role === 'CUSTOMS_BROKER_MASTER' && input.customsBrokerIds === undefined) return;
  throw forbidden();
}

export function assertMayDeleteClient(user: SessionUser): void {
  if (user.role !== 'MASTER' && user.role !== 'CLAIMS') throw forbidden();
}
