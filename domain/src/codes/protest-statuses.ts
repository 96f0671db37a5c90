import { codeEntries, indexCodes } from './code-entry';
import rows from './protest-statuses.json';

/** Codes are the original portal's; 7 and 8 came later, hence the order. */
export const PROTEST_STATUSES = codeEntries(rows);

export type ProtestStatus = (typeof PROTEST_STATUSES)[number];
export type ProtestStatusKey = ProtestStatus['key'];

export const {
  keys: PROTEST_STATUS_KEYS,
  byCode: protestStatusByCode,
  byKey: protestStatusByKey,
  isKey: isProtestStatusKey,
} = indexCodes('protestStatuses', PROTEST_STATUSES);
