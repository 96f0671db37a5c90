import { INSPECTION_RESULT_KEYS, INSPECTION_STATUSES, type InspectionResultKey } from '@claims/domain';
import type { RelationMappings } from 'objection';
import { TimestampedModel } from './base-model';
import { ProtestLetter } from './protest-letter';
import { User } from './user';
import { belongsToOne } from './relations';

/** The inspection (vistoria) requested on a letter of protest. `status` is the spec's code 1-4. */
export class Inspection extends TimestampedModel {
  static override tableName = 'inspections';
  declare id: string;
  declare protestLetterId: string;
  declare date: string | null;
  declare hour: string | null;
  declare name: string | null;
  declare contact: string | null;
  declare telephone: string | null;
  declare address: string | null;
  declare email: string | null;
  declare inspectorId: string | null;
  declare observation: string | null;
  declare status: number;
  declare result: InspectionResultKey | null;
  declare analysisStatement: string | null;
  declare concludedAt: Date | null;

  declare protestLetter?: ProtestLetter;
  declare inspector?: User | null;

  static override jsonSchema = {
    type: 'object',
    required: ['protestLetterId'],
    properties: {
      status: { type: 'integer', enum: INSPECTION_STATUSES.map((s) => s.code) },
      result: { type: ['string', 'null'], enum: [...INSPECTION_RESULT_KEYS, null] },
      hour: { type: ['string', 'null'], pattern: '^\\d{2}:\\d{2}(:\\d{2})?$' },
    },
  };

  static override relationMappings = (): RelationMappings => ({
    protestLetter: belongsToOne(ProtestLetter, 'inspections.protestLetterId', 'protest_letters.id'),
    inspector: belongsToOne(User, 'inspections.inspectorId', 'users.id'),
  });
}
