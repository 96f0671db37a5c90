import { SeededCatalogueModel } from './base-model';

/** Seeded from the domain's VESSELS; editing one sets `customizedAt`. */
export class Vessel extends SeededCatalogueModel {
  static override tableName = 'vessels';
  declare name: string;
  declare shortName: string;
  declare code: string;

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
