import { can, isClientSide, protest as domain } from '@claims/domain';
import type { ProtestLetter } from '@claims/db';
import type { SessionUser } from '../auth/session-user';
import { allowedCaseActions, worksOn } from './actors';
import { definePolicy, policyForEach, type Rule } from './policy';

/** A filed letter the user reaches (the store answers 404 for any other). */
type Letter = Pick<ProtestLetter, 'id' | 'clientId'>;

/**
 * Who may ask for each command on a letter of protest: whoever works letters. The inspector
 * reaches only the letters whose inspection is theirs (routes' reach.ts). Which side a transition
 * names, and in which status, is the transition table's answer, which the workflow gives (409).
 */
const commandRule: Rule<Letter> = (user) => worksOn(user, 'protest_letter');

export const protestLetterPolicy = policyForEach(domain.PROTEST_PERSON_ACTIONS, () => commandRule);

/** The commands the user may take on the letter now, its state being `state` (allowedCaseActions). */
export function allowedProtestActions(
  user: SessionUser,
  letter: Letter,
  state: domain.ProtestCase,
): domain.ProtestPersonAction[] {
  return allowedCaseActions(protestLetterPolicy, user, letter, (action, actor) =>
    domain.isLegalProtestAction(state, action, actor),
  );
}

/**
 * What of a letter its reader sees besides the letter itself (the presenter leaves out the rest):
 * the reimbursement side (the request it is linked to, the amount suggested) is for those who
 * read requests, never the inspector; the team's internal steps of its log (a reminder sent to
 * the inspector, an overdue inspection escalated to the team) are not the customer's or its broker's.
 */
export const letterPartsPolicy = definePolicy<'readReimbursementSide' | 'readTeamSteps', Letter>({
  readReimbursementSide: (user) => can(user.role, 'reimbursements.read'),
  readTeamSteps: (user) => !isClientSide(user.role),
});
