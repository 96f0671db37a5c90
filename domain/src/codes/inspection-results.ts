import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** POSITIVE means the inspector confirmed the damage reported in the letter of protest. */
export const INSPECTION_RESULTS = [
  { code: 1, key: 'POSITIVE', labels: text('Positivo', 'Positive', 'Positivo') },
  { code: 2, key: 'NEGATIVE', labels: text('Negativo', 'Negative', 'Negativo') },
] as const satisfies readonly CodeEntry[];

export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export type InspectionResultKey = InspectionResult['key'];

export const {
  keys: INSPECTION_RESULT_KEYS,
  byCode: inspectionResultByCode,
  byKey: inspectionResultByKey,
  isKey: isInspectionResultKey,
} = indexCodes('inspectionResults', INSPECTION_RESULTS);
