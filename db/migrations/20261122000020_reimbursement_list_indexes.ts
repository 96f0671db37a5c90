import type { Knex } from 'knex';

/**
 * Indexes for the reimbursement list at 100k requests (`npm run bench`, docs/PERFORMANCE.md).
 *
 * The list orders by `<column> DESC NULLS LAST, id DESC` and reads only submitted, undeleted
 * rows. The older `created_at` indexes are ascending NULLS LAST, so a backward scan gives
 * NULLS FIRST and PostgreSQL sorted every matching row instead (160 ms for one page). These
 * partial indexes match the list's order exactly, so a page is the first 25 entries of an index
 * scan, whatever the filters, and the count is an index-only scan.
 */
const SUBMITTED = 'where not draft and deleted_at is null';

export async function up(knex: Knex): Promise<void> {
  // The default order (newest first), for any filter the index below does not lead with.
  await knex.raw(
    `create index reimbursement_requests_list_created_index
       on reimbursement_requests (created_at desc nulls last, id desc) ${SUBMITTED}`,
  );
  // Each office's analysts (the console's usual list), and each customer's own list.
  await knex.raw(
    `create index reimbursement_requests_list_office_created_index
       on reimbursement_requests (office, created_at desc nulls last, id desc) ${SUBMITTED}`,
  );
  await knex.raw(
    `create index reimbursement_requests_list_client_created_index
       on reimbursement_requests (client_id, created_at desc nulls last, id desc) ${SUBMITTED}`,
  );
  // The page's total (Content-Range) by status, office and customer without touching the table;
  // client_id is there because the list's count keeps its join to clients.
  await knex.raw(
    `create index reimbursement_requests_list_count_index
       on reimbursement_requests (analysis_status, office, client_id) ${SUBMITTED}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['created', 'office_created', 'client_created', 'count'])
    await knex.raw(`drop index if exists reimbursement_requests_list_${name}_index`);
}
