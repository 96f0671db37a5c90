import { can, reimbursement as domain } from '@claims/domain';
import type { ReimbursementRequest } from '@claims/db';
import type { SessionUser } from '../auth/session-user';
import { allowedCaseActions, worksOn } from './actors';
import { policyForEach, type Rule } from './policy';

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
    (!domain.MASTER_ONLY_ACTIONS.includes(action) || can(user.role, 'proposals.approve'));

export const reimbursementPolicy = policyForEach(domain.PERSON_ACTIONS, commandRule);

/**
 * The commands the user may take on the request now, its state being `state` (allowedCaseActions).
 * An inspector has none: the policy lets no inspector ask for a request's commands.
 */
export function allowedReimbursementActions(
  user: SessionUser,
  request: Request,
  state: domain.ReimbursementCase,
): domain.PersonAction[] {
  return allowedCaseActions(
    reimbursementPolicy,
    user,
    request,
    (action, actor) => actor !== 'INSPECTOR' && domain.isLegal(state, action, actor),
  );
}
