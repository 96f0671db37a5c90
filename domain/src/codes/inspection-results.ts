import { indexCodes, type CodeEntry } from './code-entry';

/** POSITIVE means the inspector confirmed the damage reported in the letter of protest. */
export const INSPECTION_RESULTS = [
  { code: 1, key: 'POSITIVE', labels: { 'pt-BR': 'Positivo', en: 'Positive', es: 'Positivo' } },
  { code: 2, key: 'NEGATIVE', labels: { 'pt-BR': 'Negativo', en: 'Negative', es: 'Negativo' } },
] as const satisfies readonly CodeEntry[];

export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export type InspectionResultKey = InspectionResult['key'];

export const {
  keys: INSPECTION_RESULT_KEYS,
  byCode: inspectionResultByCode,
  byKey: inspectionResultByKey,
  isKey: isInspectionResultKey,
} = indexCodes('inspectionResults', INSPECTION_RESULTS);
