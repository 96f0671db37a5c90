import type { Knex } from 'knex';
import {
  MOST_MATCHES,
  REIMBURSEMENT_SEARCH,
  searchIdsFunction,
  searchSyncFunction,
  TEXT_CONTAINS_TERM,
} from '../src/migration-sql/search-side-table';

/**
 * Issue 19: a whole identifier typed in the reimbursement list's search box (a reference, a BL or
 * CT-e, a booking, a house BL, a container) is found through an exact lookup, before the
 * trigram "contains" search of migration 20261125000200.
 *
 * Why: the trigram index finds candidates by shared three-letter pieces, and every candidate is
 * then checked against the term. Identifiers of one carrier share most of their pieces
 * ("MSCU", "RR-2026-"), so at a million requests a whole reference had thousands of candidates
 * and the search grew 1.7–2.8× from 100k to 1M. An exact lookup reads the few rows that hold
 * the identifier, at any size.
 *
 * What it changes for the user: when some request holds the term as a whole identifier, the box
 * answers those requests (one, or the few on one BL); a request that merely contains it inside a
 * longer value is not added. A part of an identifier, a company's name or anything that is no
 * whole identifier is searched as "contains", as before. Letters are compared in upper case, as
 * the identifiers are stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("SELECT set_config('app.scope', 'all', true)");
  await knex.raw(`ALTER TABLE reimbursement_search ADD COLUMN identifiers text[] NOT NULL DEFAULT '{}'`);
  await knex.raw(`
    CREATE FUNCTION reimbursement_search_identifiers(r reimbursement_requests) RETURNS text[]
    LANGUAGE sql IMMUTABLE AS $$
      SELECT array_remove(
        ARRAY[upper(r.reference), upper(r.bl_or_cte), upper(r.booking_number), upper(r.house_bl)]
          || coalesce((SELECT array_agg(upper(c)) FROM unnest(r.containers) c), '{}'),
        NULL)
    $$`);
  await knex.raw(searchSyncFunction(REIMBURSEMENT_SEARCH, { replace: true, identifiers: true }));
  await knex.raw(`
    UPDATE reimbursement_search s SET identifiers = reimbursement_search_identifiers(r)
    FROM reimbursement_requests r WHERE r.id = s.request_id`);
  await knex.raw(
    'CREATE INDEX reimbursement_search_identifiers_index ON reimbursement_search USING gin (identifiers)',
  );
  // The same answer as before (at most the newest 5 000 visible ids), exact matches first.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION reimbursement_search_ids(term text) RETURNS SETOF uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
    BEGIN
      RETURN QUERY
        SELECT s.request_id FROM reimbursement_search s
        WHERE s.identifiers @> ARRAY[upper(term)] AND app_client_visible(s.client_id)
        ORDER BY s.created_at DESC
        LIMIT ${MOST_MATCHES};
      IF FOUND THEN
        RETURN;
      END IF;
      RETURN QUERY
        SELECT s.request_id FROM reimbursement_search s
        WHERE ${TEXT_CONTAINS_TERM}
          AND app_client_visible(s.client_id)
        ORDER BY s.created_at DESC
        LIMIT ${MOST_MATCHES};
    END
    $$`);
  await knex.raw('ANALYZE reimbursement_search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    searchIdsFunction(REIMBURSEMENT_SEARCH, { replace: true, visible: 'app_client_visible(s.client_id)' }),
  );
  await knex.raw(searchSyncFunction(REIMBURSEMENT_SEARCH, { replace: true, identifiers: false }));
  await knex.raw('ALTER TABLE reimbursement_search DROP COLUMN identifiers');
  await knex.raw('DROP FUNCTION reimbursement_search_identifiers(reimbursement_requests)');
}
