import { indexCodes, localized as text, type CodeEntry } from './code-entry';

/** Recovery of a paid claim from the liable third party (terminal, trucker, depot), in order. */
export const DEBT_NOTE_SUB_STATUSES = [
  {
    code: 1,
    key: 'THIRD_PARTY_UNDER_ANALYSIS',
    labels: text('Terceiro em análise', 'Third party under analysis', 'Tercero en análisis'),
  },
  {
    code: 2,
    key: 'PROVIDER_ON_NOTICE',
    labels: text('Prestador notificado', 'Provider on notice', 'Proveedor notificado'),
  },
  {
    code: 3,
    key: 'DEBT_NOTE_ISSUED',
    labels: text('Nota de débito emitida', 'Debit note issued', 'Nota de débito emitida'),
  },
  {
    code: 4,
    key: 'UNDER_MANAGEMENT_ANALYSIS',
    labels: text('Em análise da gerência', 'Under management analysis', 'En análisis de la gerencia'),
  },
  {
    code: 5,
    key: 'WRITTEN_OFF',
    labels: text('Baixado como perda', 'Written off', 'Dado de baja como pérdida'),
  },
  {
    code: 6,
    key: 'DEBT_NOTE_PAID',
    labels: text('Nota de débito paga', 'Debit note paid', 'Nota de débito pagada'),
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
