import type { ReimbursementDetail } from '../src/reimbursements/types';

/**
 * A request under analysis at São Paulo as the api answers an analyst: the analysis and the
 * proposal among its commands. Component tests of the case's actions start from it.
 */
export const requestUnderAnalysis = (over: Partial<ReimbursementDetail> = {}) =>
  ({
    id: 'r1',
    reference: 'RR-2026-000001',
    office: 'BR',
    team: 'CLI_SAO',
    analysisStatus: 'UNDER_ANALYSIS_CLI_SAO',
    subStatus: null,
    counterofferPending: false,
    proposals: [],
    attachments: [],
    containers: [],
    allowedActions: [
      'transferResponsibility',
      'requestDocuments',
      'recordAnalysis',
      'proposeAgreement',
      'close',
    ],
    ...over,
  }) as ReimbursementDetail;

/**
 * A request whose payment is scheduled, as the api answers an analyst: recording the payment made
 * is among its commands. `over` adds what a test needs (the agreed value, for one).
 */
export const paymentScheduled = (over: Partial<ReimbursementDetail> = {}) =>
  requestUnderAnalysis({
    analysisStatus: 'PAYMENT_SCHEDULED',
    allowedActions: ['blockPayment', 'markPaid', 'close', 'extendTimeBar', 'startRecovery'],
    ...over,
  });
