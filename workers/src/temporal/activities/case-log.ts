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

// Instants and days as the workflow recorded them (ISO strings), which pg stores as they are.
export const at = (iso: string) => iso as unknown as Date;

/**
 * What the first projection writes on a case's row: it is what makes a filing a filed case (issue
 * 17: never listed as filed without its workflow); until then the row stays a resumable draft.
 */
export const FILED = { draft: false, draftData: null, filingStartedAt: null } as const;

/**
 * Projects one step of a case in one transaction: its log entry first, then the rest (`project`).
 * Retries are safe: the log is unique per (case, seq), and nothing else is written when the log
 * entry was already there.
 */
export async function projectCaseStep(
  db: Knex,
  caseKind: CaseKind,
  entry: CaseLogEntry,
  project: (trx: Knex.Transaction) => Promise<void>,
): Promise<void> {
  await db.transaction(async (trx) => {
    if (await appendCaseLog(trx, caseKind, entry)) await project(trx);
  });
}

/**
 * Writes one log entry of a case (action, done by, done at). Answers false when the entry was
 * already there: the activity is a retry and must write nothing else.
 */
async function appendCaseLog(
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
      doneAt: at(entry.doneAt),
      payload: entry.payload,
    })
    .onConflict(['caseKind', 'caseId', 'seq'])
    .ignore();
  // Ignored on a conflict: no row comes back, so no id.
  return inserted.id !== undefined;
}
