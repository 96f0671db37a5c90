import { COUNTRY_SCHEMA, SeededCatalogueModel } from './base-model';

/** Identified by UN/LOCODE. Seeded from the domain's PORTS; editing one sets `customizedAt`. */
export class Port extends SeededCatalogueModel {
  static override tableName = 'ports';
  declare name: string;
  declare code: string;
  declare city: string;
  declare country: string;

  static override jsonSchema = {
    type: 'object',
    required: ['name', 'code', 'city', 'country'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      code: { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' },
      city: { type: 'string', minLength: 1, maxLength: 200 },
      country: COUNTRY_SCHEMA,
    },
  };
}
