import { ANALYSIS_STATUS_KEYS, reimbursement, type AnalysisStatusKey, type TeamKey } from '@claims/domain';
import type { ActionWording } from '../../cases/ActionDialog';
import type { ReimbursementDetail } from '../types';

/** Actions that move the case forward; the rest (closing, the time bar, the recovery) sit apart. */
const SIDE_ACTIONS: readonly reimbursement.PersonAction[] = [
  'close',
  'removeAnalysis',
  'undoDeal',
  'extendTimeBar',
  'startRecovery',
  'advanceRecovery',
];
export const isSideAction = (action: reimbursement.PersonAction) => SIDE_ACTIONS.includes(action);

/** Commands that answer the customer or move the money: when one is legal, the case waits on claims. */
const FORWARD: readonly reimbursement.ReimbursementAction[] = [
  'recordAnalysis',
  'proposeAgreement',
  'requestSettlementDocuments',
  'schedulePayment',
  'markPaid',
  'unblockPayment',
];

/**
 * The statuses in which a team's case waits on its claims analysts ("awaiting me"), from the
 * transition table. A settled meeting of accounts has no timer of its own: only claims closes it.
 */
export function awaitingStaffStatuses(team: TeamKey): AnalysisStatusKey[] {
  return ANALYSIS_STATUS_KEYS.filter((status) => {
    if (status.startsWith('UNDER_ANALYSIS_') && status !== reimbursement.underAnalysis(team)) return false;
    if (status === 'ACCOUNTS_SETTLED') return true;
    const c: reimbursement.ReimbursementCase = { status, owningTeam: team, counterofferPending: false };
    return reimbursement.legalActions(c, 'STAFF').some((a) => FORWARD.includes(a));
  });
}

/**
 * What waits for a master's approval, if anything: an analyst's proposal above their authority
 * limit, or their acceptance of the customer's counteroffer above it (the counteroffer itself is
 * then the proposal held, workers' projection of COUNTEROFFER_ACCEPTED).
 */
export function awaitingApproval(detail: ReimbursementDetail): 'PROPOSAL' | 'COUNTEROFFER' | null {
  const held = (detail.proposals ?? []).find((p) => p.status === 'PENDING_APPROVAL');
  if (!held) return null;
  return held.kind === 'COUNTEROFFER' ? 'COUNTEROFFER' : 'PROPOSAL';
}

/**
 * The catalogue keys of an action's label, confirmation and toast where they are not the action's
 * own: a master approving (or rejecting) the acceptance of a counteroffer reads so, not as a
 * proposal of the team's. Undefined otherwise, so the action keeps its own texts and its toast
 * (which may depend on the answer, see successMessageKey).
 */
export function specialWording(action: string, detail: ReimbursementDetail): ActionWording | undefined {
  if (awaitingApproval(detail) !== 'COUNTEROFFER') return undefined;
  if (action === 'approveProposal')
    return {
      label: 'console.actions.approveCounterofferAcceptance.label',
      confirm: 'console.actions.approveCounterofferAcceptance.confirm',
      success: 'console.actions.approveCounterofferAcceptance.success',
    };
  if (action === 'rejectProposal')
    return {
      label: 'console.actions.rejectCounterofferAcceptance.label',
      confirm: 'console.actions.rejectCounterofferAcceptance.confirm',
      success: 'console.actions.rejectCounterofferAcceptance.success',
    };
  return undefined;
}

/** The catalogue key of an action's button label. */
export function actionLabel(action: string, detail: ReimbursementDetail): string {
  return specialWording(action, detail)?.label ?? `console.actions.${action}.label`;
}
