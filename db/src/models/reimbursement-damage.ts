import { DAMAGE_DESTINATION_KEYS, type CurrencyKey, type DamageDestinationKey } from '@claims/domain';
import { MONEY_SCHEMA, QUOTATION_SCHEMA, TimestampedModel } from './base-model';

/** Damaged goods: like a fault, plus what happened to them and what was recovered. */
export class ReimbursementDamage extends TimestampedModel {
  static override tableName = 'reimbursement_damages';
  declare id: string;
  declare reimbursementRequestId: string;
  declare productDescription: string;
  declare amount: string;
  declare unitPrice: string;
  declare totalPrice: string;
  declare currency: CurrencyKey;
  declare quotation: string | null;
  declare amountBrl: string | null;
  declare damageDescription: string | null;
  declare destination: DamageDestinationKey | null;
  declare salePrice: string | null;
  declare address: string | null;
  declare name: string | null;
  declare phone: string | null;
  declare lossMitigationValue: string | null;

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
      destination: { type: ['string', 'null'], enum: [...DAMAGE_DESTINATION_KEYS, null] },
      salePrice: MONEY_SCHEMA,
      lossMitigationValue: MONEY_SCHEMA,
    },
  };
}
