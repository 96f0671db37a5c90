import { codeEntries, indexCodes } from './code-entry';
import rows from './teams.json';

/** The internal claims teams a reimbursement request can be under analysis by. */
export const TEAMS = codeEntries(rows);

export type Team = (typeof TEAMS)[number];
export type TeamKey = Team['key'];

export const {
  keys: TEAM_KEYS,
  byCode: teamByCode,
  byKey: teamByKey,
  isKey: isTeamKey,
} = indexCodes('teams', TEAMS);
