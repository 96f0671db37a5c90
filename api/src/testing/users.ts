import type { RoleKey } from '@claims/domain';

/**
 * The body of POST /api/users for a new person named `fullName` ("Name LastName"): their e-mail is
 * name.lastname@example.com unless `more` names another; `more` adds what the role takes (a team,
 * an authority limit, a company).
 */
export function newUser(fullName: string, role: RoleKey, more: Record<string, unknown> = {}) {
  const [name, lastName] = fullName.split(' ');
  return { name, lastName, email: `${name}.${lastName}@example.com`.toLowerCase(), role, ...more };
}

/** A staff member's team and authority limit in BRL: what only a MASTER gives. */
export const withLimit = (team: string, authorityLimit: string) => ({
  team,
  authorityLimit,
  authorityCurrency: 'BRL',
});
