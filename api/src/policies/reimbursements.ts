import { reimbursement as domain } from '@claims/domain';
import type { ReimbursementRequest } from '@claims/db';
import type { SessionUser } from '../auth/session-user';
import { caseActorOf, worksOn } from './actors';
import { definePolicy, type Rule } from './policy';

/** A filed request the user reaches (the store answers 404 for any other). */
type Request = Pick<ReimbursementRequest, 'id' | 'clientId'>;

/**
 * Who may ask for each command on a reimbursement request (ARCHITECTURE §5): whoever works
 * requests, and among the staff a MASTER alone for the approval above authority. Which side a
 * transition names, and in which status, is the transition table's answer, which the workflow
 * gives: a command of the other side is refused as an illegal step (409), like any other.
 */
const commandRule =
  (action: domain.PersonAction): Rule<Request> =>
  (user) =>
    worksOn(user, 'reimbursement') &&
    (!domain.MASTER_ONLY_ACTIONS.includes(action) || user.role === 'MASTER');

export const reimbursementPolicy = definePolicy(
  Object.fromEntries(domain.PERSON_ACTIONS.map((action) => [action, commandRule(action)])) as Record<
    domain.PersonAction,
    Rule<Request>
  >,
);

/**
 * The commands the user may take on the request now, its state being `state`: those the policy
 * lets them ask for and the transition table allows their side in that state. What every answer
 * about the request carries as `allowedActions`, and the UIs offer as buttons.
 */
export function allowedReimbursementActions(
  user: SessionUser,
  request: Request,
  state: domain.ReimbursementCase,
): domain.PersonAction[] {
  const actor = caseActorOf(user);
  if (actor !== 'STAFF' && actor !== 'CLIENT_SIDE') return [];
  return reimbursementPolicy.allowed(user, request).filter((action) => domain.isLegal(state, action, actor));
}
