import { protest as domain } from '@claims/domain';
import type { ProtestLetter } from '@claims/db';
import type { SessionUser } from '../auth/session-user';
import { caseActorOf, worksOn } from './actors';
import { definePolicy, type Rule } from './policy';

/** A filed letter the user reaches (the store answers 404 for any other). */
type Letter = Pick<ProtestLetter, 'id' | 'clientId'>;

/**
 * Who may ask for each command on a letter of protest: whoever works letters. The inspector
 * reaches only the letters whose inspection is theirs (routes' reach.ts). Which side a transition
 * names, and in which status, is the transition table's answer, which the workflow gives (409).
 */
const commandRule: Rule<Letter> = (user) => worksOn(user, 'protest_letter');

export const protestLetterPolicy = definePolicy(
  Object.fromEntries(domain.PROTEST_PERSON_ACTIONS.map((action) => [action, commandRule])) as Record<
    domain.ProtestPersonAction,
    Rule<Letter>
  >,
);

/**
 * The commands the user may take on the letter now, its state being `state`: those the policy
 * lets them ask for and the transition table allows their side in that state. What every answer
 * about the letter carries as `allowedActions`, and the UIs offer as buttons.
 */
export function allowedProtestActions(
  user: SessionUser,
  letter: Letter,
  state: domain.ProtestCase,
): domain.ProtestPersonAction[] {
  const actor = caseActorOf(user);
  if (!actor) return [];
  return protestLetterPolicy
    .allowed(user, letter)
    .filter((action) => domain.isLegalProtestAction(state, action, actor));
}
