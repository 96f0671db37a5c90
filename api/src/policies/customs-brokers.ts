import { isStaff } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';

/**
 * The brokers a caller sees at all, the customs brokers resource's reach (routes/customs-brokers/
 * scope.ts applies it to the query; outside it, 404): staff every one; a broker's users their own
 * broker; a client's users the brokers that represent their company (none without a company).
 */
export type CustomsBrokersInSight =
  | { kind: 'ALL' }
  | { kind: 'OWN'; customsBrokerId: string }
  | { kind: 'REPRESENTING'; clientId: string | null };

export function customsBrokersInSight(user: SessionUser): CustomsBrokersInSight {
  if (isStaff(user.role)) return { kind: 'ALL' };
  if (user.customsBrokerId) return { kind: 'OWN', customsBrokerId: user.customsBrokerId };
  return { kind: 'REPRESENTING', clientId: user.clientId };
}

/**
 * Which of a broker's represented clients the caller is shown: a client user learns only that
 * the broker acts for its own company, never who else the broker works for; staff and the
 * broker's own users see them all.
 */
export function representedClientsInSight(user: SessionUser): readonly string[] | 'ALL' {
  const sight = customsBrokersInSight(user);
  if (sight.kind !== 'REPRESENTING') return 'ALL';
  return sight.clientId ? [sight.clientId] : [];
}
