import type { LocalizedText } from '@claims/domain';
import { activeModifiers, SeededCatalogueModel, softDeleteModifiers } from './base-model';

/** Seeded from the domain (codes 1-22); admins add more. Editing one sets `customizedAt`. */
export class SinisterCause extends SeededCatalogueModel {
  static override tableName = 'sinister_causes';
  declare code: number;
  declare key: string;
  declare labels: LocalizedText;
  declare active: boolean;

  static override jsonAttributes = ['labels'];
  static override modifiers = { ...softDeleteModifiers, ...activeModifiers };
  static override jsonSchema = {
    type: 'object',
    required: ['key', 'labels'],
    properties: {
      key: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', maxLength: 80 },
      labels: {
        type: 'object',
        required: ['pt-BR', 'en', 'es'],
        properties: { 'pt-BR': { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } },
      },
    },
  };
}
