import type { Pool } from 'pg';

/** The bare workflow's one activity: one INSERT, nothing else. */
export function createBareActivities(pool: Pool) {
  return {
    async insertRow(workflowId: string, note: string): Promise<void> {
      await pool.query('insert into bench_bare_rows (workflow_id, note) values ($1, $2)', [workflowId, note]);
    },
  };
}

export type BareActivities = ReturnType<typeof createBareActivities>;
