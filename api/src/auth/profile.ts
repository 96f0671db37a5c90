import type { Knex } from 'knex';
import type { Locale, RoleKey, TeamKey } from '@claims/domain';

/**
 * The signed-in user as the UIs receive it at login and from `GET /api/auth/me`. `roles` and
 * `teams` are lists for the UIs' sake; a user has one role (the first) and at most one team.
 */
export interface SessionProfile {
  id: string;
  name: string;
  lastName: string;
  email: string;
  language: Locale;
  roles: RoleKey[];
  teams: TeamKey[];
  company: { id: string; name: string } | null;
  customsBroker: { id: string; name: string } | null;
}

export async function loadProfile(db: Knex, userId: string): Promise<SessionProfile | undefined> {
  const row = await db('users as u')
    .leftJoin('clients as c', 'c.id', 'u.client_id')
    .leftJoin('customs_brokers as b', 'b.id', 'u.customs_broker_id')
    .where('u.id', userId)
    .first(
      'u.id',
      'u.name',
      'u.last_name',
      'u.email',
      'u.language',
      'u.role',
      'u.team',
      'c.id as company_id',
      'c.name as company_name',
      'b.id as broker_id',
      'b.name as broker_name',
    );
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    language: row.language,
    roles: [row.role],
    teams: row.team ? [row.team] : [],
    company: row.company_id ? { id: row.company_id, name: row.company_name } : null,
    customsBroker: row.broker_id ? { id: row.broker_id, name: row.broker_name } : null,
  };
}
