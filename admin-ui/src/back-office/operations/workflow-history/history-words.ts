import { formatters, isMessageKey, translate } from '@claims/domain';
import { durationParts, type HistoryRow } from './history-rows';

const WORDS = 'backOffice.historyWords';

/**
 * A row as the viewer shows it: what happened in words, and Temporal's own name for what it
 * speaks of (activity, command, signal, workflow type, patch), for the operator who compares
 * with the Temporal UI: a tooltip, never the text itself.
 */
export interface RowWords {
  text: string;
  detail?: string;
}

// Updates that are not a person's action, or whose person (the client, the inspector) has no
// console button to name them by: named by the log line they lead to.
const LOGGED_UPDATES: Record<string, string> = {
  creationRecorded: 'REQUEST_CREATED',
  protestFiled: 'PROTEST_LETTER_FILED',
  recordFileAdded: 'FILE_ADDED',
  recordFileRemoved: 'FILE_REMOVED',
  acceptProposal: 'PROPOSAL_ACCEPTED',
  counterOffer: 'COUNTEROFFER_MADE',
  recordInspectionResult: 'INSPECTION_CONCLUDED',
};

const first = (locale: string, keys: string[], fallback: string) => {
  const key = keys.find(isMessageKey);
  return translate(locale, key ?? fallback);
};

/**
 * `creationRecorded` → "Solicitação criada"; `protest.scheduleInspection` → "Agendar vistoria";
 * a command the catalogue does not know → "Comando do sistema".
 */
export function updateText(locale: string, update: string): string {
  const action = update.replace(/^(protest|reimbursement)\./, '');
  const logged = LOGGED_UPDATES[action];
  return first(
    locale,
    [...(logged ? [`codes.logActions.${logged}`] : []), `console.actions.${action}.label`],
    `${WORDS}.someCommand`,
  );
}

/** A case log line (REQUEST_CREATED, SLA_BREACHED, DOCUMENTS_REMINDER...) in words. */
export function caseEventText(locale: string, event: string): string {
  return first(locale, [`codes.logActions.${event}`, `${WORDS}.events.${event}`], `${WORDS}.someCaseEvent`);
}

/**
 * What an activity does ('tasks.<activity name>', one per activity the worker registers), a
 * signal says ('signals.<name>') or a workflow type is ('flows.<type>'), or the family's generic
 * word for a name the catalogue does not know.
 */
const named = (locale: string, family: 'tasks' | 'signals' | 'flows', name: string, fallback: string) =>
  first(locale, [`${WORDS}.${family}.${name}`], `${WORDS}.${fallback}`);

/** A row's parameters said in words: Temporal's names become what they stand for. */
function wordedParams(locale: string, p: HistoryRow['params']) {
  const word = (family: 'tasks' | 'signals' | 'flows', name: string | number, fallback: string) =>
    named(locale, family, String(name), fallback);
  return {
    ...p,
    ...(p.activity !== undefined ? { task: word('tasks', p.activity, 'systemTask') } : {}),
    ...(p.update !== undefined ? { update: updateText(locale, String(p.update)) } : {}),
    ...(p.signal !== undefined ? { signal: word('signals', p.signal, 'someSignal') } : {}),
    ...(p.workflowType !== undefined ? { flow: word('flows', p.workflowType, 'someFlow') } : {}),
  };
}

/** Temporal's names a row speaks of, for the tooltip. */
function detailOf(row: HistoryRow): string | undefined {
  const p = row.params;
  const names = [
    p.activity,
    p.update,
    p.signal,
    p.workflowType,
    p.workflowId,
    p.patch,
    p.marker,
    p.type,
    row.message === 'caseEvent' ? p.event : undefined,
    row.kind === 'other' ? p.failure : undefined,
  ].filter((n): n is string => typeof n === 'string' && n !== '?' && n !== '');
  return names.length ? names.join(' · ') : undefined;
}

/** What a row says in `locale`, and Temporal's names behind it. */
export function rowWords(locale: string, row: HistoryRow): RowWords {
  const detail = detailOf(row);
  if (row.message === 'caseEvent') return { text: caseEventText(locale, String(row.params.event)), detail };
  const params = wordedParams(locale, row.params);
  // The case kind opened, not the workflow function: "Solicitud de resarcimiento abierta".
  if (row.message === 'started')
    return {
      text: first(locale, [`${WORDS}.opened.${row.params.workflowType}`], `${WORDS}.openedSomeFlow`),
      detail,
    };
  if (row.message === 'timerStarted') {
    const { value, unit } = durationParts(Number(row.params.seconds));
    const duration = formatters(locale).duration(value, unit);
    return { text: translate(locale, `${WORDS}.timerStarted`, { ...params, duration }), detail };
  }
  return { text: translate(locale, `${WORDS}.${row.message}`, params), detail };
}
