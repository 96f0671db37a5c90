import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** Codes are the original portal's; 7 and 8 came later, hence the order. */
export const PROTEST_STATUSES = [
  { code: 1, key: 'REGISTERED', labels: text('Registrada', 'Filed', 'Registrada') },
  {
    code: 2,
    key: 'AWAITING_INSPECTION_REQUEST',
    labels: text(
      'Aguardando pedido de vistoria',
      'Awaiting inspection request',
      'Esperando solicitud de inspección',
    ),
  },
  {
    code: 3,
    key: 'INSPECTION_SCHEDULED',
    labels: text('Vistoria agendada', 'Inspection scheduled', 'Inspección programada'),
  },
  {
    code: 4,
    key: 'CONCLUDED',
    labels: text('Vistoria concluída', 'Inspection concluded', 'Inspección concluida'),
  },
  { code: 5, key: 'UNDER_ANALYSIS', labels: text('Em análise', 'Under analysis', 'En análisis') },
  {
    code: 6,
    key: 'ANALYSIS_CONCLUDED',
    labels: text('Análise concluída', 'Analysis concluded', 'Análisis concluido'),
  },
  {
    code: 7,
    key: 'INSPECTION_REQUESTED',
    labels: text('Vistoria solicitada', 'Inspection requested', 'Inspección solicitada'),
  },
  {
    code: 8,
    key: 'INSPECTION_CANCELLED',
    labels: text('Vistoria cancelada', 'Inspection cancelled', 'Inspección cancelada'),
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
