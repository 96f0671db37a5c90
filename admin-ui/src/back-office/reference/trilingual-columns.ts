import type { Column } from '../shared/columns';

/** The list columns of a trilingual catalogue (sinister causes, document types); see LabelsInputs. */
export const TRILINGUAL_COLUMNS: Column[] = [
  { source: 'code', type: 'number' },
  'name',
  'key',
  { source: 'active', type: 'boolean' },
];
