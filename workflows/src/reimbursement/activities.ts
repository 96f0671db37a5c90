import type { AnalysisStatus, ReimbursementCase, ReimbursementTimers } from '@claims/domain/reimbursement';
import type { ReimbursementCaseFacts } from '@claims/domain/reimbursement/case-facts';

export type { ReimbursementCaseFacts };

/**
 * What the reimbursement workflow asks the outside world to do. The worker implements it
 * (workers/src/temporal/activities); the workflow imports only this type.
 */
export interface ReimbursementTransitionRecord {
  requestId: string;
  /** The workflow's transition counter: makes a retried write land once and never go backwards. */
  seq: number;
  action: string;
  fromStatus: AnalysisStatus | null;
  toStatus: AnalysisStatus;
  team: string;
  doneBy: string | null;
  doneAt: string;
  payload: Record<string, unknown>;
  /** The case after the step (absent in histories recorded before the clocks). */
  case?: ReimbursementCase;
  facts?: ReimbursementCaseFacts;
}

export interface ReimbursementActivities {
  recordReimbursementTransition(record: ReimbursementTransitionRecord): Promise<void>;
  loadReimbursementTimers(office: string): Promise<ReimbursementTimers>;
}
