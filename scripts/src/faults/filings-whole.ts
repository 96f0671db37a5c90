import type { Knex } from 'knex';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { protestWorkflowId, reimbursementWorkflowId } from '@claims/workflows';
import { check } from './invariants';

/**
 * What must hold after a filing met an outage (issue 17): every case listed as filed (not a
 * draft) has its workflow and its first projection, and no filing made two cases.
 */
export async function assertFilingsWhole(db: Knex, temporal: Client): Promise<number> {
  const filed: { kind: string; id: string; projectedSeq: number }[] = [
    ...(await db('reimbursement_requests')
      .where({ draft: false })
      .whereNull('deletedAt')
      .select(db.raw(`'reimbursement' as kind`), 'id', 'projectedSeq')),
    ...(await db('protest_letters')
      .where({ draft: false })
      .whereNull('deletedAt')
      .select(db.raw(`'protest' as kind`), 'id', 'projectedSeq')),
  ];
  const orphans: string[] = [];
  for (const row of filed) {
    const workflowId = row.kind === 'protest' ? protestWorkflowId(row.id) : reimbursementWorkflowId(row.id);
    try {
      await temporal.workflow.getHandle(workflowId).describe();
      if (row.projectedSeq < 1) orphans.push(`${workflowId} (nothing projected)`);
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) throw err;
      orphans.push(`${workflowId} (no workflow)`);
    }
  }
  check(orphans.length === 0, `filed rows without their workflow: ${orphans.join(', ')}`);
  return filed.length;
}

/** How many rows of `table` match `where` (not deleted): 1 means the filing made one case. */
export async function countRows(db: Knex, table: string, where: Record<string, unknown>): Promise<number> {
  const { n } = (await db(table).where(where).whereNull('deletedAt').count({ n: '*' }).first()) as {
    n: string;
  };
  return Number(n);
}
