import type { Knex } from 'knex';
import {
  createSearchSideTable,
  dropSearchSideTable,
  REIMBURSEMENT_SEARCH,
} from '../src/migration-sql/search-side-table';

/**
 * The reimbursement list's search box, indexed (issue 19, docs/PERFORMANCE.md). The box finds a
 * request whose reference, BL/CT-e, booking, house BL, company or a container contains the term.
 * Asked of `reimbursement_requests` itself, that read every request: under row-level security
 * PostgreSQL evaluates the policy first and may only use a query's condition as an index condition
 * when its operator is LEAKPROOF, which ILIKE is not, so a trigram index there is never used.
 *
 * So the searched text lives in a side table WITHOUT row-level security, with a trigram index,
 * that the app's role cannot read: only `reimbursement_search_ids(term)`, SECURITY DEFINER and
 * owned by the tables' owner, reads it, and answers ids. The list then reads those ids from
 * `reimbursement_requests` through its policy as before, so nobody sees another customer's
 * request. The function also keeps to the caller's companies itself (the same
 * `app_client_visible` as the policy): its LIMIT would otherwise be spent on other customers'
 * matches, and a customer would learn how many there are.
 *
 * Kept in step by a trigger rather than by the projection: every writer of a request (the
 * projection, the api's drafts, fixtures and the bench's COPY seeding, a later data migration)
 * then keeps it, in the same transaction as its write, without knowing the table exists. Only
 * submitted, undeleted requests are there: those are the ones the list shows.
 */
export async function up(knex: Knex): Promise<void> {
  await createSearchSideTable(knex, {
    ...REIMBURSEMENT_SEARCH,
    clientType: 'uuid',
    searched: [
      'reference',
      'bl_or_cte',
      'booking_number',
      'house_bl',
      'company_name',
      'containers',
      'client_id',
      'created_at',
      'draft',
      'deleted_at',
    ],
    // One line per field, so a term (one line of a search box) matches within one field, as the
    // six ILIKEs did; containers one after the other, as array_to_string did.
    text: `concat_ws(E'\\n', r.reference, r.bl_or_cte, r.booking_number, r.house_bl, r.company_name,
                       array_to_string(r.containers, ' '))`,
    visible: 'app_client_visible(s.client_id)',
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropSearchSideTable(knex, REIMBURSEMENT_SEARCH);
}
