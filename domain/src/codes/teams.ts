import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** The internal claims teams a reimbursement request can be under analysis by. */
export const TEAMS = [
  { code: 1, key: 'BUE', labels: text('BUE', 'BUE', 'BUE') },
  { code: 2, key: 'CLI_SSZ', labels: text('CLI/SSZ', 'CLI/SSZ', 'CLI/SSZ') },
  { code: 3, key: 'CLI_SAO', labels: text('CLI/SAO', 'CLI/SAO', 'CLI/SAO') },
] as const satisfies readonly CodeEntry[];

export type Team = (typeof TEAMS)[number];
export type TeamKey = Team['key'];

export const {
  keys: TEAM_KEYS,
  byCode: teamByCode,
  byKey: teamByKey,
  isKey: isTeamKey,
} = indexCodes('teams', TEAMS);
