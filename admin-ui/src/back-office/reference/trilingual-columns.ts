import type { Column } from '../shared/columns';

/**
 * The list columns of a trilingual catalogue (sinister causes, document types); see LabelsInputs.
 * The code is an identifier, shown as stored (1001), not grouped as a quantity would be (1.001).
 */
export const TRILINGUAL_COLUMNS: Column[] = ['code', 'name', 'key', { source: 'active', type: 'boolean' }];
