import { can, isStaff, reimbursement as domain } from '@claims/domain';
import type { ReimbursementRequest } from '@claims/db';
import type { SessionUser } from '../auth/session-user';
import { allowedCaseActions, worksOn } from './actors';
import { definePolicy, policyForEach, type Rule } from './policy';

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

/**
 * What of a request its reader sees besides the request itself (the presenter and the store leave
 * out the rest). The team's steps are the staff's: a proposal held for a MASTER's approval or one
 * a MASTER rejected, who approved, why finance blocked the payment, the internal steps of its log;
 * the customer and its broker read the case as it was answered to them. Other companies' requests
 * on the same shipment (the same loss claimed twice) are the staff's alone too. An inspector reads
 * no request at all (the store answers 404), and none of this either.
 */
export const requestPartsPolicy = definePolicy<'readTeamSteps' | 'readSameShipment', Request>({
  readTeamSteps: (user) => isStaff(user.role),
  readSameShipment: (user) => isStaff(user.role),
});
