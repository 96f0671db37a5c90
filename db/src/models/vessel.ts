import { softDeleteModifiers, TimestampedModel } from './base-model';

/** Seeded from the domain's VESSELS; editing one sets `customizedAt`. */
export class Vessel extends TimestampedModel {
  static override tableName = 'vessels';
  declare id: string;
  declare name: string;
  declare shortName: string;
  declare code: string;
  declare customizedAt: Date | null;
  declare deletedAt: Date | null;

  static override modifiers = { ...softDeleteModifiers };
  static override jsonSchema = {
    type: 'object',
    required: ['name', 'shortName', 'code'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      shortName: { type: 'string', minLength: 1, maxLength: 60 },
      code: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' },
    },
  };
}
