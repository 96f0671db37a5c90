import type { CurrencyKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { ANALYSIS_RESULTS, type AnalysisResult } from '../stored-values';
import { BaseModel, MONEY_SCHEMA, QUOTATION_SCHEMA, whereNullModifier } from './base-model';
import { SinisterCause } from './sinister-cause';
import { User } from './user';
import { belongsToOne } from './relations';

/** An analysis recorded by claims. Removing it (removeAnalysis) sets `removedAt`; the row stays. */
export class ReimbursementAnalysis extends BaseModel {
  static override tableName = 'reimbursement_analyses';
  declare id: string;
  declare reimbursementRequestId: string;
  declare result: AnalysisResult;
  declare justification: string | null;
  declare proposedAmount: string | null;
  declare reimbursementAmount: string | null;
  declare currency: CurrencyKey | null;
  declare quotation: string | null;
  declare insuranceCovered: boolean;
  declare insuranceCompany: string | null;
  declare sinisterNumber: string | null;
  declare processNumber: string | null;
  declare sinisterCauseId: string | null;
  declare expectedPaymentDate: string | null;
  declare partialProposedValue: string | null;
  declare salvageOrSale: string | null;
  declare comments: string | null;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare removedAt: Date | null;

  declare sinisterCause?: SinisterCause | null;
  declare author?: User | null;

  static override modifiers = { current: whereNullModifier('removedAt') };

  static override jsonSchema = {
    type: 'object',
    required: ['reimbursementRequestId', 'result'],
    properties: {
      result: { type: 'string', enum: [...ANALYSIS_RESULTS] },
      proposedAmount: MONEY_SCHEMA,
      reimbursementAmount: MONEY_SCHEMA,
      quotation: QUOTATION_SCHEMA,
      partialProposedValue: MONEY_SCHEMA,
      salvageOrSale: MONEY_SCHEMA,
      insuranceCovered: { type: 'boolean' },
    },
  };

  static override relationMappings = (): RelationMappings => ({
    sinisterCause: belongsToOne(
      SinisterCause,
      'reimbursement_analyses.sinisterCauseId',
      'sinister_causes.id',
    ),
    author: belongsToOne(User, 'reimbursement_analyses.createdBy', 'users.id'),
  });
}
