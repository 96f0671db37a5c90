import type { LogActionKey } from '../codes/log-actions';
import type { OfficeKey } from '../codes/offices';
import { officeInstant } from '../office-time';
import type { ProtestActor, ProtestCase, ProtestStatus } from './state-machine';
import { inStatus } from '../in-status';

/**
 * Every transition of the protest letter. `from` says where it is legal, `actors` who may ask
 * for it (the API narrows further by role and record), `to` what changes, given the letter's
 * office (whose clock an inspection's hour is read on). Payloads are validated separately
 * (./payloads).
 */
export interface ProtestTransition<P = unknown> {
  actors: readonly ProtestActor[];
  from: (c: ProtestCase) => boolean;
  to: (c: ProtestCase, payload: P, office: OfficeKey) => Partial<ProtestCase> & { status: ProtestStatus };
  logAction: LogActionKey;
}

const is = inStatus<ProtestCase>;

export const protestTransitions = {
  // The customer sends the inspection request form (date, hour, contact, address, files).
  requestInspection: {
    actors: ['CLIENT_SIDE', 'STAFF'],
    from: is('REGISTERED', 'AWAITING_INSPECTION_REQUEST'),
    to: () => ({ status: 'INSPECTION_REQUESTED' }),
    logAction: 'INSPECTION_REQUESTED',
  },
  // Claims assigns an inspector and a date; a scheduled inspection may be moved the same way.
  scheduleInspection: {
    actors: ['STAFF'],
    from: is('INSPECTION_REQUESTED', 'INSPECTION_SCHEDULED'),
    to: (_c, p: { inspectorId: string; date: string; hour: string }, office) => ({
      status: 'INSPECTION_SCHEDULED',
      inspectorId: p.inspectorId,
      inspectionAt: officeInstant(office, p.date, p.hour),
    }),
    logAction: 'INSPECTION_SCHEDULED',
  },
  recordInspectionResult: {
    actors: ['INSPECTOR'],
    from: is('INSPECTION_SCHEDULED'),
    to: (_c, p: { result: 'POSITIVE' | 'NEGATIVE' }) => ({ status: 'CONCLUDED', inspectionResult: p.result }),
    logAction: 'INSPECTION_CONCLUDED',
  },
  cancelInspection: {
    actors: ['STAFF'],
    from: is('AWAITING_INSPECTION_REQUEST', 'INSPECTION_REQUESTED', 'INSPECTION_SCHEDULED'),
    to: () => ({ status: 'INSPECTION_CANCELLED' }),
    logAction: 'INSPECTION_CANCELLED',
  },
  openAnalysis: {
    actors: ['STAFF'],
    from: is('REGISTERED', 'CONCLUDED', 'INSPECTION_CANCELLED'),
    to: () => ({ status: 'UNDER_ANALYSIS' }),
    logAction: 'ANALYSIS_OPENED',
  },
  concludeAnalysis: {
    actors: ['STAFF'],
    from: is('UNDER_ANALYSIS'),
    to: () => ({ status: 'ANALYSIS_CONCLUDED' }),
    logAction: 'ANALYSIS_CONCLUDED',
  },
  // Any time, without moving the letter: it backs a reimbursement request, once. A letter
  // already linked shows its link instead (the console offered "Vincular" again).
  linkReimbursement: {
    actors: ['STAFF', 'CLIENT_SIDE'],
    from: (c) => c.reimbursementRequestId === null,
    to: (c, p: { reimbursementRequestId: string }) => ({
      status: c.status,
      reimbursementRequestId: p.reimbursementRequestId,
    }),
    logAction: 'LETTER_OF_PROTEST_LINKED',
  },
  // Moved by the workflow's own timer: the request form never came.
  inspectionRequestLapsed: {
    actors: ['TIMER'],
    from: is('AWAITING_INSPECTION_REQUEST'),
    to: () => ({ status: 'INSPECTION_CANCELLED' }),
    logAction: 'INSPECTION_CANCELLED',
  },
} satisfies Record<string, ProtestTransition<never>>;

export type ProtestAction = keyof typeof protestTransitions;
export const PROTEST_ACTIONS = Object.keys(protestTransitions) as ProtestAction[];

/** The actions an actor could take on the letter right now: what the UIs offer as buttons. */
export function legalProtestActions(c: ProtestCase, actor: ProtestActor): ProtestAction[] {
  return PROTEST_ACTIONS.filter((name) => isLegalProtestAction(c, name, actor));
}

export function isLegalProtestAction(c: ProtestCase, action: ProtestAction, actor: ProtestActor): boolean {
  const t: ProtestTransition<never> = protestTransitions[action];
  return t.actors.includes(actor) && t.from(c);
}

/** Applies a legal transition. Callers check legality first; the workflow's validators do. */
export function applyProtestTransition(
  c: ProtestCase,
  action: ProtestAction,
  payload: object,
  office: OfficeKey,
): { next: ProtestCase; logAction: LogActionKey } {
  const t = protestTransitions[action] as unknown as ProtestTransition<object>;
  return { next: { ...c, ...t.to(c, payload, office) }, logAction: t.logAction };
}
