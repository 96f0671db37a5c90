import type { AnalysisStatus, ReimbursementTimers } from '@claims/domain/src/reimbursement';

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
}

export interface ReimbursementActivities {
  recordReimbursementTransition(record: ReimbursementTransitionRecord): Promise<void>;
  loadReimbursementTimers(office: string): Promise<ReimbursementTimers>;
}
