import type {
  CaseFileResponse,
  ReimbursementDetail as ContractDetail,
  ReimbursementDocumentRequest,
  ReimbursementLogEntry,
  ReimbursementOutcome,
  ReimbursementPayment,
  ReimbursementProposal,
} from '@claims/contract';

/**
 * GET /api/reimbursements/:id as the contract gives it (contract/src/reimbursement-detail.ts):
 * the console reads the same types the api checks its answers against.
 */
export type ReimbursementDetail = ContractDetail;
export type Proposal = ReimbursementProposal;
export type LogEntry = ReimbursementLogEntry;
export type DocumentRequest = ReimbursementDocumentRequest;
export type Payment = ReimbursementPayment;
export type Outcome = ReimbursementOutcome;
export type CaseFile = CaseFileResponse;
/** A claimed amount with its currency and, when foreign, its quotation and BRL equivalent. */
export type ClaimedMoney = Pick<
  ContractDetail['extraCosts'][number],
  'currency' | 'quotation' | 'total' | 'amountBrl'
>;
