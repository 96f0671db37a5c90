import { can, isRoleKey, OFFICES, type Locale } from '@claims/domain';

/** Which kind of company a role belongs to (the API's userRecordSchema rule). */
export function companyOfRole(role: unknown): 'client' | 'broker' | null {
  if (role === 'CLIENT_MASTER' || role === 'CLIENT_OPERATOR') return 'client';
  if (role === 'CUSTOMS_BROKER_MASTER' || role === 'CUSTOMS_BROKER_OPERATOR') return 'broker';
  return null;
}

/**
 * The roles that propose agreements, and so may have an authority limit above which a MASTER
 * approves: those who take the claims team's commands on a case, proposing one among them.
 */
export const proposes = (role: unknown): boolean => isRoleKey(role) && can(role, 'cases.staffActions');

/**
 * The role that works in a claims team (BUE, CLI_SSZ, CLI_SAO): the analyst, who works the cases
 * the team owns. A fact about the account, like its company above, not a permission: the MASTER
 * takes the same commands and belongs to no team.
 */
export const hasTeam = (role: unknown): boolean => role === 'CLAIMS';

/**
 * The user as the API takes it: a company and a team only where the role has one, so changing a
 * client operator into a claims analyst does not carry the old company along (the API answers
 * 422 to a staff user with a client).
 */
export function userPayload(user: Record<string, unknown>): Record<string, unknown> {
  const company = companyOfRole(user.role);
  return {
    ...user,
    clientId: company === 'client' ? (user.clientId ?? null) : null,
    customsBrokerId: company === 'broker' ? (user.customsBrokerId ?? null) : null,
    team: hasTeam(user.role) ? (user.team ?? null) : null,
    authorityLimit: proposes(user.role) ? (user.authorityLimit ?? null) : null,
    authorityCurrency: proposes(user.role) && user.authorityLimit ? (user.authorityCurrency ?? 'BRL') : null,
  };
}

/**
 * The language proposed to a client company's new user: the one its country reads (AR, PY and
 * UY Spanish, BR Portuguese), rather than the registering staff member's screen's.
 */
export const languageOfCountry = (country: unknown): Locale | undefined =>
  OFFICES.find((office) => office.countryIso2 === country)?.language;
