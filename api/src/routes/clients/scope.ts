import type { QueryBuilder } from 'objection';
import type { Client } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';

/**
 * The clients a user may see: staff all; a client's users their own company; a broker's users
 * the clients it represents. Anything else is answered as if it did not exist.
 */
export function scopeClients<R>(user: SessionUser, query: QueryBuilder<Client, R>): QueryBuilder<Client, R> {
  if (user.reach.kind === 'ALL') return query;
  const ids = user.reach.kind === 'COMPANIES' ? [...user.reach.clientIds] : [];
  return query.whereIn('clients.id', ids);
}
