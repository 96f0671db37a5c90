import { DAY_MS } from '../office-time';
import { applyTransition, isLegal, legalActions } from './transitions';
import { nextDeadline, DEFAULT_REIMBURSEMENT_TIMERS } from './deadlines';
import type { AnalysisStatus, ReimbursementCase } from './state-machine';

const at = (
  status: AnalysisStatus,
  owningTeam: ReimbursementCase['owningTeam'] = 'CLI_SAO',
): ReimbursementCase => ({
  status,
  owningTeam,
  counterofferPending: false,
});

describe('reimbursement transition table', () => {
  it.each([
    [
      'UNDER_ANALYSIS_CLI_SAO',
      'transferResponsibility',
      { team: 'BUE' },
      'UNDER_ANALYSIS_BUE',
      'RESPONSIBILITY_TRANSFERRED_BUE',
    ],
    [
      'UNDER_ANALYSIS_CLI_SAO',
      'requestDocuments',
      { party: 'CLIENT' },
      'AWAITING_DOCS_CLIENT',
      'DOCUMENTS_REQUESTED_CUSTOMER',
    ],
    ['AWAITING_DOCS_CLIENT', 'documentsProvided', {}, 'UNDER_ANALYSIS_CLI_SAO', 'DOCUMENTS_PROVIDED'],
    ['UNDER_ANALYSIS_CLI_SAO', 'recordAnalysis', { result: 'IMPROCEDENT' }, 'IMPROCEDENT', 'IMPROCEDENT'],
    ['UNDER_ANALYSIS_CLI_SAO', 'proposeAgreement', {}, 'AWAITING_PROPOSAL_RESPONSE', 'AGREEMENT_PROPOSAL'],
    ['AWAITING_PROPOSAL_RESPONSE', 'acceptProposal', {}, 'AWAITING_RR_POA', 'PROPOSAL_ACCEPTED'],
    ['AWAITING_PROPOSAL_RESPONSE', 'counterOffer', {}, 'UNDER_ANALYSIS_CLI_SAO', 'COUNTEROFFER_MADE'],
    [
      'FULLY_PROCEDENT',
      'requestSettlementDocuments',
      {},
      'AWAITING_RR_POA',
      'SETTLEMENT_DOCUMENTS_REQUESTED',
    ],
    [
      'AWAITING_RR_POA',
      'settlementDocumentsProvided',
      {},
      'AWAITING_PAYMENT_SCHEDULING',
      'SETTLEMENT_DOCUMENTS_PROVIDED',
    ],
    [
      'PAYMENT_NOT_MADE_RR_NOT_SENT',
      'settlementDocumentsProvided',
      { settledByNetting: true },
      'ACCOUNTS_SETTLED',
      'ACCOUNTS_SETTLED',
    ],
    ['AWAITING_PAYMENT_SCHEDULING', 'schedulePayment', {}, 'PAYMENT_SCHEDULED', 'PAYMENT_SCHEDULED'],
    ['PAYMENT_SCHEDULED', 'blockPayment', {}, 'PAYMENT_BLOCKED_BY_FINANCE', 'PAYMENT_BLOCKED'],
    ['PAYMENT_BLOCKED_BY_FINANCE', 'unblockPayment', {}, 'PAYMENT_SCHEDULED', 'PAYMENT_UNBLOCKED'],
    ['PAYMENT_SCHEDULED', 'markPaid', {}, 'PAYMENT_MADE', 'PAYMENT_MADE'],
    ['ACCOUNTS_SETTLED', 'close', {}, 'PROCESS_CLOSED', 'REQUEST_CLOSED'],
    ['PARTIALLY_PROCEDENT', 'removeAnalysis', {}, 'UNDER_ANALYSIS_CLI_SAO', 'ANALYSIS_REMOVED'],
    ['AWAITING_PAYMENT_SCHEDULING', 'undoDeal', {}, 'UNDER_ANALYSIS_CLI_SAO', 'DEAL_UNDONE'],
    ['CLOSED_BY_EXPIRY', 'reopen', {}, 'UNDER_ANALYSIS_CLI_SAO', 'REQUEST_REOPENED'],
  ] as const)('%s --%s--> %s', (from, action, payload, to, log) => {
    const c = at(from);
    const actor = action === 'acceptProposal' || action === 'counterOffer' ? 'CLIENT_SIDE' : 'STAFF';
    expect(isLegal(c, action, actor)).toBe(true);
    const { next, logAction } = applyTransition(c, action, payload as never);
    expect(next.status).toBe(to);
    expect(logAction).toBe(log);
  });

  it('keeps the owning team across a transfer, so a document answer returns the case to it', () => {
    const transferred = applyTransition(at('UNDER_ANALYSIS_CLI_SAO'), 'transferResponsibility', {
      team: 'CLI_SSZ',
    }).next;
    const waiting = applyTransition(transferred, 'requestDocuments', { party: 'COMPLEMENTARY_INT' }).next;
    expect(applyTransition(waiting, 'documentsProvided', {}).next.status).toBe('UNDER_ANALYSIS_CLI_SSZ');
  });

  it('never offers a client the staff actions, nor staff the client answers to a proposal', () => {
    expect(legalActions(at('AWAITING_PROPOSAL_RESPONSE'), 'CLIENT_SIDE')).toEqual([
      'acceptProposal',
      'counterOffer',
    ]);
    expect(legalActions(at('AWAITING_PROPOSAL_RESPONSE'), 'STAFF')).toEqual([
      'close',
      'extendTimeBar',
      'startRecovery',
    ]);
    expect(legalActions(at('UNDER_ANALYSIS_BUE'), 'CLIENT_SIDE')).toEqual([]);
  });

  it('refuses payment under analysis; a closed one only reopens or starts its recovery from a third party', () => {
    expect(isLegal(at('UNDER_ANALYSIS_BUE'), 'markPaid', 'STAFF')).toBe(false);
    expect(legalActions(at('PROCESS_CLOSED'), 'STAFF')).toEqual(['reopen', 'startRecovery']);
  });
});

describe('a master’s answer to what waits for approval', () => {
  const held = (approvalOf?: 'COUNTEROFFER'): ReimbursementCase => ({
    ...at('UNDER_ANALYSIS_BUE', 'BUE'),
    counterofferPending: approvalOf === 'COUNTEROFFER',
    proposalAwaitingApproval: true,
    ...(approvalOf ? { approvalOf } : {}),
  });

  it('rejecting a proposal leaves the case with the team, free to propose again', () => {
    expect(legalActions(held(), 'STAFF')).toContain('rejectProposal');
    const { next, logAction } = applyTransition(held(), 'rejectProposal', {} as never);
    expect(logAction).toBe('PROPOSAL_REJECTED');
    expect(next).toMatchObject({ status: 'UNDER_ANALYSIS_BUE', proposalAwaitingApproval: false });
    expect(isLegal(next, 'proposeAgreement', 'STAFF')).toBe(true);
    expect(isLegal(next, 'rejectProposal', 'STAFF')).toBe(false);
  });

  it('rejecting the acceptance of a counteroffer leaves the counteroffer waiting for an answer', () => {
    const { next } = applyTransition(held('COUNTEROFFER'), 'rejectProposal', {} as never);
    expect(next).toMatchObject({ counterofferPending: true, proposalAwaitingApproval: false });
    expect(next.approvalOf).toBeUndefined();
    expect(legalActions(next, 'STAFF')).toEqual(
      expect.arrayContaining(['proposeAgreement', 'acceptCounteroffer', 'declineCounteroffer']),
    );
  });
});

describe('reimbursement deadlines', () => {
  it('reminds every 7 days, then lets the client document wait lapse at 30 days', () => {
    const t = DEFAULT_REIMBURSEMENT_TIMERS;
    expect(nextDeadline(at('AWAITING_DOCS_CLIENT'), 0, undefined, t, 'BR')).toEqual({
      at: 7 * DAY_MS,
      kind: 'REMINDER',
      reminder: 'DOCUMENTS_REMINDER',
    });
    expect(nextDeadline(at('AWAITING_DOCS_CLIENT'), 0, 28 * DAY_MS, t, 'BR')).toEqual({
      at: 30 * DAY_MS,
      kind: 'TRANSITION',
      action: 'expire',
    });
  });

  it('sets no expiry on documents awaited from an internal area, only reminders', () => {
    const d = nextDeadline(at('AWAITING_DOCS_CLI_SSZ'), 0, 28 * DAY_MS, DEFAULT_REIMBURSEMENT_TIMERS, 'BR');
    expect(d).toEqual({ at: 35 * DAY_MS, kind: 'REMINDER', reminder: 'DOCUMENTS_REMINDER' });
  });

  it('has nothing pending while a request is under analysis', () => {
    expect(
      nextDeadline(at('UNDER_ANALYSIS_BUE'), 0, undefined, DEFAULT_REIMBURSEMENT_TIMERS, 'AR'),
    ).toBeUndefined();
  });
});
