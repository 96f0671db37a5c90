import { indexCodes, localized as text, type CodeEntry } from './code-entry';

export const INSPECTION_STATUSES = [
  { code: 1, key: 'REQUESTED', labels: text('Solicitada', 'Requested', 'Solicitada') },
  { code: 2, key: 'SCHEDULED', labels: text('Agendada', 'Scheduled', 'Agendada') },
  { code: 3, key: 'CONCLUDED', labels: text('Concluída', 'Concluded', 'Concluida') },
  { code: 4, key: 'CANCELLED', labels: text('Cancelada', 'Cancelled', 'Cancelada') },
] as const satisfies readonly CodeEntry[];

export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export type InspectionStatusKey = InspectionStatus['key'];

export const {
  keys: INSPECTION_STATUS_KEYS,
  byCode: inspectionStatusByCode,
  byKey: inspectionStatusByKey,
  isKey: isInspectionStatusKey,
} = indexCodes('inspectionStatuses', INSPECTION_STATUSES);
