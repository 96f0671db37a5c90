import type { RoleKey } from '@claims/domain';
import type { SessionUser } from '../auth/session-user';

/** A signed-in user of `role` as the policies see one (reach as authenticate.ts gives it). */
export function signedInAs(role: RoleKey): SessionUser {
  const staff = role === 'MASTER' || role === 'CLAIMS' || role === 'CUSTOMER_SERVICE';
  return {
    id: `user-${role.toLowerCase()}`,
    name: role,
    lastName: 'Test',
    email: `${role.toLowerCase()}@example.com`,
    role,
    language: 'pt-BR',
    team: role === 'CLAIMS' ? 'CLI_SAO' : null,
    clientId: role.startsWith('CLIENT_') ? 'client-alfa' : null,
    customsBrokerId: role.startsWith('CUSTOMS_BROKER_') ? 'broker-1' : null,
    reach: staff
      ? { kind: 'ALL' }
      : role === 'INSPECTOR'
        ? { kind: 'INSPECTOR', inspectorId: `user-${role.toLowerCase()}` }
        : { kind: 'COMPANIES', clientIds: ['client-alfa'] },
    tokenId: 'token',
  };
}

/**
 * Every role, and whether it takes part in a case: the staff who analyse cases and every
 * client-side role do, customer service only reads. Policies differ on the inspector, so each
 * test states the inspector's answer itself.
 */
export function everyRoleTakingPart(inspector: boolean): [RoleKey, boolean][] {
  return [
    ['MASTER', true],
    ['CLAIMS', true],
    ['CUSTOMER_SERVICE', false],
    ['CLIENT_MASTER', true],
    ['CLIENT_OPERATOR', true],
    ['CUSTOMS_BROKER_MASTER', true],
    ['CUSTOMS_BROKER_OPERATOR', true],
    ['INSPECTOR', inspector],
  ];
}
