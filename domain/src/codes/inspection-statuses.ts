import { codeEntries, indexCodes } from './code-entry';
import rows from './inspection-statuses.json';

export const INSPECTION_STATUSES = codeEntries(rows);

export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export type InspectionStatusKey = InspectionStatus['key'];

export const {
  keys: INSPECTION_STATUS_KEYS,
  byCode: inspectionStatusByCode,
  byKey: inspectionStatusByKey,
  isKey: isInspectionStatusKey,
} = indexCodes('inspectionStatuses', INSPECTION_STATUSES);
