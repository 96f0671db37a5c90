import { indexCodes, type CodeEntry } from './code-entry';

/** Codes are the original portal's; 7 and 8 came later, hence the order. */
export const PROTEST_STATUSES = [
  { code: 1, key: 'REGISTERED', labels: { 'pt-BR': 'Registrada', en: 'Filed', es: 'Registrada' } },
  {
    code: 2,
    key: 'AWAITING_INSPECTION_REQUEST',
    labels: {
      'pt-BR': 'Aguardando pedido de vistoria',
      en: 'Awaiting inspection request',
      es: 'Esperando solicitud de inspección',
    },
  },
  {
    code: 3,
    key: 'INSPECTION_SCHEDULED',
    labels: { 'pt-BR': 'Vistoria agendada', en: 'Inspection scheduled', es: 'Inspección programada' },
  },
  {
    code: 4,
    key: 'CONCLUDED',
    labels: { 'pt-BR': 'Vistoria concluída', en: 'Inspection concluded', es: 'Inspección concluida' },
  },
  {
    code: 5,
    key: 'UNDER_ANALYSIS',
    labels: { 'pt-BR': 'Em análise', en: 'Under analysis', es: 'En análisis' },
  },
  {
    code: 6,
    key: 'ANALYSIS_CONCLUDED',
    labels: { 'pt-BR': 'Análise concluída', en: 'Analysis concluded', es: 'Análisis concluido' },
  },
  {
    code: 7,
    key: 'INSPECTION_REQUESTED',
    labels: { 'pt-BR': 'Vistoria solicitada', en: 'Inspection requested', es: 'Inspección solicitada' },
  },
  {
    code: 8,
    key: 'INSPECTION_CANCELLED',
    labels: { 'pt-BR': 'Vistoria cancelada', en: 'Inspection cancelled', es: 'Inspección cancelada' },
  },
] as const satisfies readonly CodeEntry[];

export type ProtestStatus = (typeof PROTEST_STATUSES)[number];
export type ProtestStatusKey = ProtestStatus['key'];

export const {
  keys: PROTEST_STATUS_KEYS,
  byCode: protestStatusByCode,
  byKey: protestStatusByKey,
  isKey: isProtestStatusKey,
} = indexCodes('protestStatuses', PROTEST_STATUSES);
