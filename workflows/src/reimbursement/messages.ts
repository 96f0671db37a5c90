import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { AnalysisStatus, PersonAction, ReimbursementCase, Team } from '@claims/domain/reimbursement';
import type { DebtNoteSubStatusKey } from '@claims/domain/codes/debt-note-sub-statuses';

/** The read model of a running case, as the workflow sees it. */
export interface ReimbursementCaseView {
  requestId: string;
  status: AnalysisStatus;
  owningTeam: Team;
  counterofferPending: boolean;
  proposalAwaitingApproval?: boolean;
  subStatus?: ReimbursementCase['subStatus'];
  seq: number;
  statusEnteredAt: string;
  slaDueAt?: string | null;
  slaBreached?: boolean;
  timeBarDate?: string | null;
  runsSoFar?: number;
}

/** A person's command: who acts (for the log) and what they send. */
export interface CaseCommand<P = Record<string, unknown>> {
  actor: 'STAFF' | 'CLIENT_SIDE';
  doneBy: string;
  payload: P;
  /** Set by the API for proposeAgreement: above the author's authority limit, a MASTER approves first. */
  aboveAuthorityLimit?: boolean;
}

export const reimbursementStateQuery = defineQuery<ReimbursementCaseView>('reimbursementState');

/** Resolves once the request's creation is projected, so the API can answer with the stored row. */
export const creationRecordedUpdate = defineUpdate<ReimbursementCaseView>('creationRecorded');

/** One update per person-driven action of the domain transition table, named as the action. */
export const reimbursementActionUpdate = (action: PersonAction) =>
  defineUpdate<ReimbursementCaseView, [CaseCommand]>(action);

/** A document attached to a filed request: who, which file. */
export interface FileAddedCommand {
  doneBy: string;
  fileId: string;
  documentType: string | null;
  fileName: string;
}

/**
 * Logs FILE_ADDED through the projection activity: legal in any status, changes nothing but
 * the log (the workflow owns the log's seq, so the api never writes an entry itself).
 */
export const fileAddedUpdate = defineUpdate<ReimbursementCaseView, [FileAddedCommand]>('recordFileAdded');

/** FILE_REMOVED, the same way: its uploader removed a file of the request (SPEC §4's undoable delete). */
export const fileRemovedUpdate = defineUpdate<ReimbursementCaseView, [FileAddedCommand]>('recordFileRemoved');

/** Parent → recovery child: the debt note moved (and maybe has a new due date). */
export const debtNoteChangedSignal =
  defineSignal<[{ subStatus: DebtNoteSubStatusKey; dueDate?: string }]>('debtNoteChanged');
/** Recovery child → parent: the debt note's due date has come; the parent logs the reminder. */
export const debtNoteDueSignal = defineSignal<[{ dueDate: string }]>('debtNoteDue');

export const recoveryWorkflowId = (parentWorkflowId: string) => `${parentWorkflowId}-recovery`;
