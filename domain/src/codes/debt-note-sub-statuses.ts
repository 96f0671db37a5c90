import { codeEntries, indexCodes } from './code-entry';
import rows from './debt-note-sub-statuses.json';

/** Recovery of a paid claim from the liable third party (terminal, trucker, depot), in order. */
export const DEBT_NOTE_SUB_STATUSES = codeEntries(rows);

export type DebtNoteSubStatus = (typeof DEBT_NOTE_SUB_STATUSES)[number];
export type DebtNoteSubStatusKey = DebtNoteSubStatus['key'];

export const {
  keys: DEBT_NOTE_SUB_STATUS_KEYS,
  byCode: debtNoteSubStatusByCode,
  byKey: debtNoteSubStatusByKey,
  isKey: isDebtNoteSubStatusKey,
} = indexCodes('debtNoteSubStatuses', DEBT_NOTE_SUB_STATUSES);
