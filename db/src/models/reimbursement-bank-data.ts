import { TimestampedModel } from './base-model';

/** Where a settled claim is paid; one row per request. Hidden from inspectors by the API. */
export class ReimbursementBankData extends TimestampedModel {
  static override tableName = 'reimbursement_bank_data';
  declare id: string;
  declare reimbursementRequestId: string;
  /** The account's country, its agency and account were read by; null on rows filed before it was kept. */
  declare country: string | null;
  declare bank: string;
  declare agency: string;
  declare checkingAccount: string;

  static override jsonSchema = {
    type: 'object',
    required: ['reimbursementRequestId', 'bank', 'agency', 'checkingAccount'],
    properties: {
      country: { type: ['string', 'null'], enum: ['AR', 'BR', 'PY', 'UY', null] },
      bank: { type: 'string', minLength: 1, maxLength: 200 },
      agency: { type: 'string', minLength: 1, maxLength: 40 },
      checkingAccount: { type: 'string', minLength: 1, maxLength: 40 },
    },
  };
}
