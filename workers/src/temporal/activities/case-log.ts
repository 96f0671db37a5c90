import type { Knex } from 'knex';
import { CaseEvent, type CaseKind } from '@claims/db';

export interface CaseLogEntry {
  caseId: string;
  /** The workflow's transition counter: unique per case, so a retried activity logs once. */
  seq: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  doneBy: string | null;
  doneAt: string;
  payload: Record<string, unknown>;
}

/**
 * Writes one log entry of a case (action, done by, done at). Answers false when the entry was
 * already there: the activity is a retry and must write nothing else.
 */
export async function appendCaseLog(
  trx: Knex.Transaction,
  caseKind: CaseKind,
  entry: CaseLogEntry,
): Promise<boolean> {
  const inserted = await CaseEvent.query(trx)
    .insert({
      caseKind,
      caseId: entry.caseId,
      seq: entry.seq,
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      doneBy: entry.doneBy,
      doneAt: entry.doneAt as unknown as Date,
      payload: entry.payload,
    })
    .onConflict(['case_kind', 'case_id', 'seq'])
    .ignore();
  // Ignored on a conflict: no row comes back, so no id.
  return inserted.id !== undefined;
}
