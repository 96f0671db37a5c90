import { PROTEST_DAMAGE_TYPE_KEYS, type ProtestDamageTypeKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model';
import { ProtestLetter } from './protest-letter';
import { belongsToOne } from './relations';

/** A container (unit) named in a letter of protest, with what was found on it. */
export class ProtestContainer extends BaseModel {
  static override tableName = 'protest_containers';
  declare id: string;
  declare protestLetterId: string;
  declare number: string;
  declare damages: ProtestDamageTypeKey[];
  declare sealManifested: string | null;
  declare sealDetermined: string | null;
  declare weightManifested: string | null;
  declare weightDetermined: string | null;
  declare createdAt: Date;

  declare protestLetter?: ProtestLetter;

  static override jsonSchema = {
    type: 'object',
    required: ['protestLetterId', 'number'],
    properties: {
      number: { type: 'string', pattern: '^[A-Z]{4}\\d{7}$' },
      damages: { type: 'array', items: { type: 'string', enum: [...PROTEST_DAMAGE_TYPE_KEYS] } },
      weightManifested: { type: ['string', 'null'], pattern: '^\\d{1,11}(\\.\\d{1,3})?$' },
      weightDetermined: { type: ['string', 'null'], pattern: '^\\d{1,11}(\\.\\d{1,3})?$' },
    },
  };

  static override relationMappings = (): RelationMappings => ({
    protestLetter: belongsToOne(ProtestLetter, 'protest_containers.protestLetterId', 'protest_letters.id'),
  });
}
