/**
 * Values stored in columns that have no code table in `@claims/domain` (they are the database's
 * own bookkeeping). Migrations build CHECK constraints from these lists and models type their
 * columns with them, so the two agree.
 */

/** `case_kind` in case_events, case_files and case_messages. */
export const CASE_KINDS = ['protest_letter', 'reimbursement'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const AUTH_TOKEN_KINDS = ['INVITATION', 'PASSWORD_RESET', 'EMAIL_CHANGE'] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

/** The outcome a claims analyst records; an agreement proposal continues in agreement_proposals. */
export const ANALYSIS_RESULTS = [
  'FULLY_PROCEDENT',
  'PARTIALLY_PROCEDENT',
  'IMPROCEDENT',
  'AGREEMENT_PROPOSAL',
] as const;
export type AnalysisResult = (typeof ANALYSIS_RESULTS)[number];

export const PROPOSAL_KINDS = ['PROPOSAL', 'COUNTEROFFER'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/**
 * PENDING_APPROVAL: above the proposer's authority limit, waiting for a MASTER (the customer does
 * not see it yet). OPEN: with the other side. The rest are final.
 */
export const PROPOSAL_STATUSES = [
  'PENDING_APPROVAL',
  'OPEN',
  'ACCEPTED',
  'COUNTERED',
  'REJECTED',
  'EXPIRED',
  'WITHDRAWN',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

// The e-mail log's statuses are the api's answer too: the domain holds them.
export { EMAIL_STATUSES, type EmailStatus } from '@claims/domain';
