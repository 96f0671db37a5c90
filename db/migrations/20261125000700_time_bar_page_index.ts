import type { Knex } from 'knex';

/**
 * Issue 19: one index for every read of the open requests' time bars, in the order the
 * console's "time bar within N days" shows them (nearest first, then id, the list's
 * tie-breaker). A page of that quick filter is then its first 25 entries at any table size,
 * instead of every match read and sorted (88 ms and growing 4× from 100k to 1M before).
 *
 * Its predicate is the list's own (filed, not deleted) and open; `client_id` is there for the
 * row-level-security policy, so the dashboard's count and the filter's ids stay index-only. It
 * replaces three narrower indexes on the same column, each one more for every write of a
 * request to keep up.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index reimbursement_requests_open_time_bar_page_index
       on reimbursement_requests (time_bar_date, id) include (client_id)
       where not draft and deleted_at is null and closed_at is null`,
  );
  await knex.raw('drop index if exists reimbursement_requests_filed_open_time_bar_index');
  await knex.raw('drop index if exists reimbursement_requests_open_time_bar_index');
  await knex.raw('drop index if exists reimbursement_requests_time_bar_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'create index reimbursement_requests_time_bar_index on reimbursement_requests (time_bar_date) where closed_at is null',
  );
  await knex.raw(
    `create index reimbursement_requests_open_time_bar_index
       on reimbursement_requests (time_bar_date) include (id, client_id) where closed_at is null`,
  );
  await knex.raw(
    `create index reimbursement_requests_filed_open_time_bar_index
       on reimbursement_requests (time_bar_date) include (client_id)
       where not draft and deleted_at is null and closed_at is null`,
  );
  await knex.raw('drop index if exists reimbursement_requests_open_time_bar_page_index');
}
