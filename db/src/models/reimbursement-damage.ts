import { DAMAGE_DESTINATION_KEYS, type DamageDestinationKey } from '@claims/domain';
import { MONEY_SCHEMA } from './base-model';
import { ReimbursedGoods } from './reimbursed-goods';

/** Damaged goods: like a fault, plus what happened to them and what was recovered. */
export class ReimbursementDamage extends ReimbursedGoods {
  static override tableName = 'reimbursement_damages';
  declare damageDescription: string | null;
  declare destination: DamageDestinationKey | null;
  declare salePrice: string | null;
  declare address: string | null;
  declare name: string | null;
  declare phone: string | null;
  declare lossMitigationValue: string | null;

  static override jsonSchema = {
    ...ReimbursedGoods.jsonSchema,
    properties: {
      ...ReimbursedGoods.jsonSchema.properties,
      destination: { type: ['string', 'null'], enum: [...DAMAGE_DESTINATION_KEYS, null] },
      salePrice: MONEY_SCHEMA,
      lossMitigationValue: MONEY_SCHEMA,
    },
  };
}
