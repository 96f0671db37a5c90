import { codeEntries, indexCodes } from './code-entry';
import rows from './inspection-results.json';

/** POSITIVE means the inspector confirmed the damage reported in the letter of protest. */
export const INSPECTION_RESULTS = codeEntries(rows);

export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export type InspectionResultKey = InspectionResult['key'];

export const {
  keys: INSPECTION_RESULT_KEYS,
  byCode: inspectionResultByCode,
  byKey: inspectionResultByKey,
  isKey: isInspectionResultKey,
} = indexCodes('inspectionResults', INSPECTION_RESULTS);
