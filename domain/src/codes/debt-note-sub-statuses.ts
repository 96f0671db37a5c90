import { indexCodes, type CodeEntry } from './code-entry';

/** Recovery of a paid claim from the liable third party (terminal, trucker, depot), in order. */
export const DEBT_NOTE_SUB_STATUSES = [
  {
    code: 1,
    key: 'THIRD_PARTY_UNDER_ANALYSIS',
    labels: { 'pt-BR': 'Terceiro em análise', en: 'Third party under analysis', es: 'Tercero en análisis' },
  },
  {
    code: 2,
    key: 'PROVIDER_ON_NOTICE',
    labels: { 'pt-BR': 'Prestador notificado', en: 'Provider on notice', es: 'Proveedor notificado' },
  },
  {
    code: 3,
    key: 'DEBT_NOTE_ISSUED',
    labels: { 'pt-BR': 'Nota de débito emitida', en: 'Debit note issued', es: 'Nota de débito emitida' },
  },
  {
    code: 4,
    key: 'UNDER_MANAGEMENT_ANALYSIS',
    labels: {
      'pt-BR': 'Em análise da gerência',
      en: 'Under management analysis',
      es: 'En análisis de la gerencia',
    },
  },
  {
    code: 5,
    key: 'WRITTEN_OFF',
    labels: { 'pt-BR': 'Baixado como perda', en: 'Written off', es: 'Dado de baja como pérdida' },
  },
  {
    code: 6,
    key: 'DEBT_NOTE_PAID',
    labels: { 'pt-BR': 'Nota de débito paga', en: 'Debit note paid', es: 'Nota de débito pagada' },
  },
] as const satisfies readonly CodeEntry[];

export type DebtNoteSubStatus = (typeof DEBT_NOTE_SUB_STATUSES)[number];
export type DebtNoteSubStatusKey = DebtNoteSubStatus['key'];

export const {
  keys: DEBT_NOTE_SUB_STATUS_KEYS,
  byCode: debtNoteSubStatusByCode,
  byKey: debtNoteSubStatusByKey,
  isKey: isDebtNoteSubStatusKey,
} = indexCodes('debtNoteSubStatuses', DEBT_NOTE_SUB_STATUSES);
