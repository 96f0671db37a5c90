import type { CurrencyKey } from '@claims/domain';
import { MONEY_SCHEMA, QUOTATION_SCHEMA, TimestampedModel } from './base-model';

/** A cost the claimant incurred because of the loss (storage, survey, transport...). */
export class ReimbursementExtraCost extends TimestampedModel {
  static override tableName = 'reimbursement_extra_costs';
  declare id: string;
  declare reimbursementRequestId: string;
  declare description: string;
  declare value: string;
  declare total: string;
  declare currency: CurrencyKey;
  declare quotation: string | null;
  declare amountBrl: string | null;

  static override jsonSchema = {
    type: 'object',
    required: ['reimbursementRequestId', 'description', 'value', 'total', 'currency'],
    properties: {
      description: { type: 'string', minLength: 1, maxLength: 2000 },
      value: MONEY_SCHEMA,
      total: MONEY_SCHEMA,
      quotation: QUOTATION_SCHEMA,
      amountBrl: MONEY_SCHEMA,
    },
  };
}
