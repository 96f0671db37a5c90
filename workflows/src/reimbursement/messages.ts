import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { AnalysisStatus, PersonAction, Team } from '@claims/domain/src/reimbursement';

/** The read model of a running case, as the workflow sees it. */
export interface ReimbursementCaseView {
  requestId: string;
  status: AnalysisStatus;
  owningTeam: Team;
  counterofferPending: boolean;
  seq: number;
  statusEnteredAt: string;
}

/** A person's command: who acts (for the log) and what they send. */
export interface CaseCommand<P = Record<string, unknown>> {
  actor: 'STAFF' | 'CLIENT_SIDE';
  doneBy: string;
  payload: P;
}

export const reimbursementStateQuery = defineQuery<ReimbursementCaseView>('reimbursementState');

/** Resolves once the request's creation is projected, so the API can answer with the stored row. */
export const creationRecordedUpdate = defineUpdate<ReimbursementCaseView>('creationRecorded');

/** One update per person-driven action of the domain transition table, named as the action. */
export const reimbursementActionUpdate = (action: PersonAction) =>
  defineUpdate<ReimbursementCaseView, [CaseCommand]>(action);
