import type { CurrencyKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { PROPOSAL_KINDS, PROPOSAL_STATUSES, type ProposalKind, type ProposalStatus } from '../stored-values';
import { BaseModel, MONEY_SCHEMA, QUOTATION_SCHEMA } from './base-model';
import { CaseFile } from './case-file';
import { User } from './user';
import { belongsToOne } from './relations';

/**
 * A proposal by claims or a counteroffer by the client, numbered by `version` within its
 * request. One above the proposer's authority limit starts as PENDING_APPROVAL.
 */
export class AgreementProposal extends BaseModel {
  static override tableName = 'agreement_proposals';
  declare id: string;
  declare reimbursementRequestId: string;
  declare version: number;
  declare kind: ProposalKind;
  declare value: string;
  declare currency: CurrencyKey;
  declare quotation: string | null;
  declare amountBrl: string | null;
  declare message: string | null;
  declare attachmentFileId: string | null;
  declare proposedBy: string | null;
  declare proposedAt: Date;
  declare status: ProposalStatus;
  declare approvedBy: string | null;
  declare approvedAt: Date | null;
  declare expiresAt: Date | null;
  declare answeredAt: Date | null;
  /** Who answered from the other side (claims declining or accepting a counteroffer), and why. */
  declare answeredBy: string | null;
  declare answerMessage: string | null;

  declare attachment?: CaseFile | null;
  declare proposer?: User | null;
  declare approver?: User | null;

  static override jsonSchema = {
    type: 'object',
    required: ['reimbursementRequestId', 'version', 'kind', 'value', 'currency'],
    properties: {
      version: { type: 'integer', minimum: 1 },
      kind: { type: 'string', enum: [...PROPOSAL_KINDS] },
      status: { type: 'string', enum: [...PROPOSAL_STATUSES] },
      value: MONEY_SCHEMA,
      quotation: QUOTATION_SCHEMA,
      amountBrl: MONEY_SCHEMA,
    },
  };

  static override relationMappings = (): RelationMappings => ({
    attachment: belongsToOne(CaseFile, 'agreement_proposals.attachmentFileId', 'case_files.id'),
    proposer: belongsToOne(User, 'agreement_proposals.proposedBy', 'users.id'),
    approver: belongsToOne(User, 'agreement_proposals.approvedBy', 'users.id'),
  });
}
