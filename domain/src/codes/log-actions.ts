import { codeEntries, indexCodes } from './code-entry';
import rows from './log-actions.json';

/**
 * The action written to a case's log for each transition (action, done by, done at).
 * Codes 1-15 are the original portal's log entries in SPEC §4 order; the rest name the
 * transitions ARCHITECTURE §4 added. Append only: codes are stored in `case_events`.
 *
 * Some codes sit in ranges of their own, so codes added beside them by other work never meet
 * them: 49 (FILE_REMOVED); 61-64, the master's answer to what waited for approval (issue 15);
 * 70 on, the notices the case timers log (reminders and alerts: they move nothing), which the
 * case log shows like any other step, so each needs words (issue 15).
 *
 * A few keys are never logged, only read: COUNTEROFFER_ACCEPTANCE_APPROVED is how staff read
 * PROPOSAL_APPROVED when what was approved is accepting a counteroffer;
 * DOCUMENTS_RECEIPT_RECORDED is how DOCUMENTS_PROVIDED reads when staff recorded the documents
 * as received (from the customer by other means, or from an internal area), not the customer
 * sending them; INSPECTION_RESCHEDULED is a schedule after an earlier one of the same request,
 * as the log reads it, not a step of its own.
 */
export const LOG_ACTIONS = codeEntries(rows);

export type LogAction = (typeof LOG_ACTIONS)[number];
export type LogActionKey = LogAction['key'];

export const {
  keys: LOG_ACTION_KEYS,
  byCode: logActionByCode,
  byKey: logActionByKey,
  isKey: isLogActionKey,
} = indexCodes('logActions', LOG_ACTIONS);
