/**
 * Everyone an authorization test calls as: each demo login by role (two claims teams), a user
 * of another company, and nobody.
 */
export const CALLERS = {
  anonymous: null,
  MASTER: 'master@example.com',
  CLAIMS: 'claims@example.com',
  CLAIMS_BUE: 'claims.bue@example.com',
  CUSTOMER_SERVICE: 'service@example.com',
  CLIENT_MASTER: 'client@example.com',
  CLIENT_OPERATOR: 'client.operator@example.com',
  CUSTOMS_BROKER_MASTER: 'broker@example.com',
  CUSTOMS_BROKER_OPERATOR: 'broker.operator@example.com',
  INSPECTOR: 'inspector@example.com',
  // CLIENT_MASTER of Beta: Alfa's cases do not exist for it.
  OTHER_COMPANY: 'other.client@example.com',
} as const;
export type Caller = keyof typeof CALLERS;
