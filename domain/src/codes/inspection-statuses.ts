import { indexCodes, type CodeEntry } from './code-entry';

export const INSPECTION_STATUSES = [
  { code: 1, key: 'REQUESTED', labels: { 'pt-BR': 'Solicitada', en: 'Requested', es: 'Solicitada' } },
  { code: 2, key: 'SCHEDULED', labels: { 'pt-BR': 'Agendada', en: 'Scheduled', es: 'Agendada' } },
  { code: 3, key: 'CONCLUDED', labels: { 'pt-BR': 'Concluída', en: 'Concluded', es: 'Concluida' } },
  { code: 4, key: 'CANCELLED', labels: { 'pt-BR': 'Cancelada', en: 'Cancelled', es: 'Cancelada' } },
] as const satisfies readonly CodeEntry[];

export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export type InspectionStatusKey = InspectionStatus['key'];

export const {
  keys: INSPECTION_STATUS_KEYS,
  byCode: inspectionStatusByCode,
  byKey: inspectionStatusByKey,
  isKey: isInspectionStatusKey,
} = indexCodes('inspectionStatuses', INSPECTION_STATUSES);
