import type { ReimbursementDetail } from '@claims/contract';

/** GET /api/reimbursements/:id as the contract answers it (and every command on the request). */
export type RequestDetail = ReimbursementDetail;
export type {
  ReimbursementDocumentRequest as DocumentRequest,
  ReimbursementLogEntry as LogEntry,
  ReimbursementOutcome as Outcome,
  ReimbursementPayment as Payment,
  ReimbursementProposal as Proposal,
} from '@claims/contract';
/** An item's amount as claimed and in BRL. */
export type Money = Pick<RequestDetail['faults'][number], 'currency' | 'quotation' | 'total' | 'amountBrl'>;
