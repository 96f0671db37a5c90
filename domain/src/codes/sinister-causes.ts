import { codeEntries, indexCodes } from './code-entry';
import rows from './sinister-causes.json';

/**
 * The cause a claims analyst attributes to a loss. Seeded as reference data (the admin can
 * add more under /causes); these codes are the initial rows, so never renumber them.
 */
export const SINISTER_CAUSES = codeEntries(rows);

export type SinisterCause = (typeof SINISTER_CAUSES)[number];
export type SinisterCauseKey = SinisterCause['key'];

export const {
  keys: SINISTER_CAUSE_KEYS,
  byCode: sinisterCauseByCode,
  byKey: sinisterCauseByKey,
  isKey: isSinisterCauseKey,
} = indexCodes('sinisterCauses', SINISTER_CAUSES);
