import type { ProtestCase, ProtestStatus, ProtestTimers } from '@claims/domain/protest';

/**
 * What the protest letter workflow asks the outside world to do. The worker implements it
 * (workers/src/temporal/activities/protest-*.ts); the workflow imports only this type.
 */
export interface ProtestTransitionRecord {
  letterId: string;
  /** The workflow's transition counter: a retried write lands once and never goes backwards. */
  seq: number;
  action: string;
  fromStatus: ProtestStatus | null;
  toStatus: ProtestStatus;
  doneBy: string | null;
  doneAt: string;
  payload: Record<string, unknown>;
  /** The letter after the step: the projection copies what it needs (inspector, result...). */
  case: ProtestCase;
}

export interface ProtestActivities {
  recordProtestTransition(record: ProtestTransitionRecord): Promise<void>;
  loadProtestTimers(office: string): Promise<ProtestTimers>;
}
