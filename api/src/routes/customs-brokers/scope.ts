import type { QueryBuilder } from 'objection';
import { CustomsBrokerClient, type CustomsBroker } from '@claims/db';
import type { SessionUser } from '../../auth/session-user';
import { customsBrokersInSight, representedClientsInSight } from '../../policies';

/** The brokers a user may see, as the customs brokers policy says; others are answered as if absent (404). */
export function scopeCustomsBrokers<R>(
  user: SessionUser,
  query: QueryBuilder<CustomsBroker, R>,
): QueryBuilder<CustomsBroker, R> {
  const sight = customsBrokersInSight(user);
  if (sight.kind === 'ALL') return query;
  if (sight.kind === 'OWN') return query.where('customs_brokers.id', sight.customsBrokerId);
  return query.whereIn(
    'customs_brokers.id',
    CustomsBrokerClient.query().where('clientId', sight.clientId).select('customsBrokerId'),
  );
}

/** Which represented clients a caller is shown (`representedClientsInSight`); all of them to an unscoped read. */
export function visibleClientIds(user: SessionUser | null): readonly string[] | 'ALL' {
  return user ? representedClientsInSight(user) : 'ALL';
}
