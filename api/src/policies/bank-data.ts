import { can, isClientSide } from '@claims/domain';
import { definePolicy } from './policy';

/**
 * A request's bank data (where the reimbursement is paid): the customer who gave it and the
 * claims staff who pay it. Customer service answers the phone about a case and never sees it.
 */
export const bankDataPolicy = definePolicy<'read', unknown>({
  read: (user) => isClientSide(user.role) || can(user.role, 'cases.staffActions'),
});
