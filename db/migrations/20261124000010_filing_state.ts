import type { Knex } from 'knex';

/**
 * The FILING state of a case (issue 17): a filing writes the case's data while the row is still a
 * draft and stamps `filing_started_at`; the workflow's first projection turns it into a filed case.
 * A row stamped but still a draft is a filing whose workflow may not run yet: the user resumes it
 * as a draft (the api answered 503) and the reconciler re-runs its update-with-start.
 */
const TABLES = ['reimbursement_requests', 'protest_letters'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.timestamp('filing_started_at', { useTz: true }).nullable();
    });
    // Rows an older version marked filed before their workflow ran (nothing ever projected):
    // back into FILING, so the reconciler starts their workflow instead of listing them blank.
    await knex(table)
      .where({ draft: false })
      .where('projected_seq', 0)
      .whereNull('deleted_at')
      .update({ draft: true, filing_started_at: knex.fn.now() });
    // The reconciler's scan: only the few rows left half-way.
    await knex.raw(
      `create index ${table}_filing_index on ${table} (filing_started_at) where draft and filing_started_at is not null and deleted_at is null`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw(`drop index if exists ${table}_filing_index`);
    await knex.schema.alterTable(table, (t) => t.dropColumn('filing_started_at'));
  }
}
