import type { QueryBuilder } from 'objection';
import { CustomsBrokerClient, type CustomsBroker } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';

/**
 * The brokers a user may see: staff all; a broker's users their own broker; a client's users
 * the brokers that represent their company. Anything else is answered as if it did not exist.
 */
export function scopeCustomsBrokers<R>(
  user: SessionUser,
  query: QueryBuilder<CustomsBroker, R>,
): QueryBuilder<CustomsBroker, R> {
  if (user.reach.kind === 'ALL') return query;
  if (user.customsBrokerId) return query.where('customs_brokers.id', user.customsBrokerId);
  return query.whereIn(
    'customs_brokers.id',
    CustomsBrokerClient.query()
      .where('client_id', user.clientId ?? null)
      .select('customs_broker_id'),
  );
}

/**
 * Which represented clients a caller is shown: a client user learns only that the broker acts
 * for its own company, never who else the broker works for.
 */
export function visibleClientIds(user: SessionUser | null): readonly string[] | 'ALL' {
  if (!user || user.reach.kind === 'ALL' || user.customsBrokerId) return 'ALL';
  return user.clientId ? [user.clientId] : [];
}
