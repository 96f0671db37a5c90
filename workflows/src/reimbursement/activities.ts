import type {
  AnalysisStatus,
  ReimbursementCase,
  ReimbursementTimers,
} from '@claims/domain/src/reimbursement';

/** What the request row shows of the workflow's clocks and next move (for lists and the timeline). */
export interface ReimbursementCaseFacts {
  slaDueAt: string | null;
  slaBreached: boolean;
  slaByTeam: Record<string, number>;
  firstAnsweredAt: string | null;
  timeBarDate: string | null;
  nextDeadline: { at: string; kind: string; key: string } | null;
  proposalVersion: number;
  /** When the current status lapses by itself (an open proposal's deadline). */
  lapseAt: string | null;
}

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
