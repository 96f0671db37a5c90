import type { Knex } from 'knex';

/**
 * Issue 19: two of the dashboard's counts read the table at 1M requests (docs/PERFORMANCE.md).
 * Each index's predicate is its count's whole condition and it carries the columns the
 * row-level-security policy reads, so the count is an index-only scan:
 * - open requests whose time bar is within 30 days (`timeBarWithin30Days`): the list filter's
 *   index (20261125000400) leaves out drafts and deleted requests only through the table;
 * - late protest letters (`lateProtestLetters`), which read every late letter's row; the
 *   letters' policy reads `client_id`, and `id` for an inspector.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index reimbursement_requests_filed_open_time_bar_index
       on reimbursement_requests (time_bar_date) include (client_id)
       where not draft and deleted_at is null and closed_at is null`,
  );
  await knex.raw(
    `create index protest_letters_filed_late_index
       on protest_letters (client_id) include (id)
       where late_notice and not draft and deleted_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists protest_letters_filed_late_index');
  await knex.raw('drop index if exists reimbursement_requests_filed_open_time_bar_index');
}
