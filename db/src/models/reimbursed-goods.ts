import type { CurrencyKey } from '@claims/domain';
import { MONEY_SCHEMA, QUOTATION_SCHEMA, TimestampedModel } from './base-model';

/** Goods a request claims for, missing or damaged: quantity × unit price, in its currency with the BRL equivalent. */
export abstract class ReimbursedGoods extends TimestampedModel {
  declare id: string;
  declare reimbursementRequestId: string;
  declare productDescription: string;
  declare amount: string;
  declare unitPrice: string;
  declare totalPrice: string;
  declare currency: CurrencyKey;
  declare quotation: string | null;
  declare amountBrl: string | null;

  static override jsonSchema = {
    type: 'object',
    required: [
      'reimbursementRequestId',
      'productDescription',
      'amount',
      'unitPrice',
      'totalPrice',
      'currency',
    ],
    properties: {
      productDescription: { type: 'string', minLength: 1, maxLength: 2000 },
      amount: { type: 'string', pattern: '^\\d{1,15}(\\.\\d{1,3})?$' },
      unitPrice: MONEY_SCHEMA,
      totalPrice: MONEY_SCHEMA,
      quotation: QUOTATION_SCHEMA,
      amountBrl: MONEY_SCHEMA,
    },
  };
}
