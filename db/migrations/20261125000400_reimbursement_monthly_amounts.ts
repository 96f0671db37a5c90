import type { Knex } from 'knex';
import { RECOMPUTE_MONTHLY_AMOUNTS } from '../src/monthly-amounts';

/**
 * Issue 19, flat cost at ten years of claims: the dashboard's claimed and paid per month, kept by
 * the reimbursement projection as each filing and payment happens (db/src/monthly-amounts.ts), so
 * that the dashboard reads twelve rows instead of a year of requests and their items; an index
 * for the console's "time bar within N days", which reads the open requests by their time bar
 * first and pages them afterwards (api/src/routes/reimbursements/store.ts); and one for the
 * dashboard's counts of open cases by status and by team. Both indexes carry `client_id`, which
 * the row-level-security policy reads, so that they are read without touching the table.
 *
 * The totals span every company, so only staff and the system (scope `all`) see them, under the
 * same FORCEd row-level security as every other table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reimbursement_monthly_amounts', (t) => {
    // The first day of the month on the offices' shared calendar.
    t.date('month').primary();
    // Unrounded sums of amounts of two decimals (and of analyses' amounts times their quotation):
    // the dashboard rounds them to cents when it reads them, as it did summing the rows.
    t.specificType('claimed_brl', 'numeric').notNullable().defaultTo(0);
    t.specificType('paid_brl', 'numeric').notNullable().defaultTo(0);
  });
  await knex.raw('ALTER TABLE reimbursement_monthly_amounts ENABLE ROW LEVEL SECURITY');
  await knex.raw(
    `CREATE POLICY tenant_isolation ON reimbursement_monthly_amounts USING (app_scope_all()) WITH CHECK (app_scope_all())`,
  );
  await knex.raw('ALTER TABLE reimbursement_monthly_amounts FORCE ROW LEVEL SECURITY');
  for (const sql of RECOMPUTE_MONTHLY_AMOUNTS) await knex.raw(sql);

  await knex.raw(
    `create index reimbursement_requests_open_time_bar_index
       on reimbursement_requests (time_bar_date) include (id, client_id) where closed_at is null`,
  );
  await knex.raw(
    `create index reimbursement_requests_open_counts_index
       on reimbursement_requests (analysis_status, team) include (client_id)
       where not draft and deleted_at is null and closed_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists reimbursement_requests_open_counts_index');
  await knex.raw('drop index if exists reimbursement_requests_open_time_bar_index');
  await knex.schema.dropTable('reimbursement_monthly_amounts');
}
