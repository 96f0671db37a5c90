import type { Knex } from 'knex';
import { signedIn } from './tokens';

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

/**
 * Signs in each named caller and notes the company it belongs to (null for staff): the callers
 * of a test that checks one company never sees another's rows.
 */
export async function tenantCallers<K extends string>(db: Knex, emails: Record<K, string>) {
  const headers = {} as Record<K, Record<string, string>>;
  const companies = {} as Record<K, string>;
  for (const [who, email] of Object.entries(emails) as [K, string][]) {
    headers[who] = await signedIn(db, email);
    const user = await db('users').where({ email }).first('client_id');
    companies[who] = user.client_id;
  }
  return { headers, companies };
}
