import { isMessageKey, translate } from '@claims/domain';

/** Rows whose text is said in the case's words ('backOffice.historyWords.*'), not Temporal's. */
export const WORDED = new Set([
  'updateAccepted',
  'updateCompleted',
  'updateRejected',
  'timerStarted',
  'timerFired',
  'timerCanceled',
]);

// Updates that are not a person's action: named by the log line they lead to.
const LOGGED_UPDATES: Record<string, string> = {
  creationRecorded: 'REQUEST_CREATED',
  protestFiled: 'PROTEST_LETTER_FILED',
  recordFileAdded: 'FILE_ADDED',
};

const first = (locale: string, keys: string[], fallback: string) => {
  const key = keys.find(isMessageKey);
  return key ? translate(locale, key) : fallback;
};

/** `creationRecorded` → "Solicitação criada"; `protest.scheduleInspection` → "Agendar vistoria". */
export function updateText(locale: string, update: string): string {
  const action = update.replace(/^(protest|reimbursement)\./, '');
  const logged = LOGGED_UPDATES[action];
  return first(
    locale,
    [...(logged ? [`codes.logActions.${logged}`] : []), `console.actions.${action}.label`],
    update,
  );
}

/** A case log line (REQUEST_CREATED, SLA_BREACHED, DOCUMENTS_REMINDER...) in words. */
export function caseEventText(locale: string, event: string): string {
  return first(locale, [`codes.logActions.${event}`, `backOffice.historyWords.events.${event}`], event);
}
