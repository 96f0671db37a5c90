import type { Knex } from 'knex';
import type { CaseKind } from '@claims/db';

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
  const inserted = await trx('case_events')
    .insert({
      case_kind: caseKind,
      case_id: entry.caseId,
      seq: entry.seq,
      action: entry.action,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      done_by: entry.doneBy,
      done_at: entry.doneAt,
      payload: JSON.stringify(entry.payload),
    })
    .onConflict(['case_kind', 'case_id', 'seq'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
