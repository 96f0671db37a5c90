import { indexCodes, type CodeEntry } from './code-entry';

/** The internal claims teams a reimbursement request can be under analysis by. */
export const TEAMS = [
  { code: 1, key: 'BUE', labels: { 'pt-BR': 'BUE', en: 'BUE', es: 'BUE' } },
  { code: 2, key: 'CLI_SSZ', labels: { 'pt-BR': 'CLI/SSZ', en: 'CLI/SSZ', es: 'CLI/SSZ' } },
  { code: 3, key: 'CLI_SAO', labels: { 'pt-BR': 'CLI/SAO', en: 'CLI/SAO', es: 'CLI/SAO' } },
] as const satisfies readonly CodeEntry[];

export type Team = (typeof TEAMS)[number];
export type TeamKey = Team['key'];

export const {
  keys: TEAM_KEYS,
  byCode: teamByCode,
  byKey: teamByKey,
  isKey: isTeamKey,
} = indexCodes('teams', TEAMS);
