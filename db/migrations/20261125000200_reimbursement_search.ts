import type { Knex } from 'knex';

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
const SEARCHED = [
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
];

/** The most ids one search answers: the newest matches. A term matching more is not a search. */
const MOST_MATCHES = 5000;

export async function up(knex: Knex): Promise<void> {
  // Trusted since PostgreSQL 13: the database's owner creates it, no superuser needed.
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // The system's scope, so the backfill below reads every request (FORCE'd policies).
  await knex.raw("SELECT set_config('app.scope', 'all', true)");

  await knex.raw(`
    CREATE TABLE reimbursement_search (
      request_id uuid PRIMARY KEY REFERENCES reimbursement_requests (id) ON DELETE CASCADE,
      client_id uuid,
      created_at timestamptz NOT NULL,
      text text NOT NULL
    )`);
  // The schema's default privileges gave claims_app this table: it is the function's alone.
  await knex.raw('REVOKE ALL ON reimbursement_search FROM claims_app, PUBLIC');
  await knex.raw(
    'CREATE INDEX reimbursement_search_text_index ON reimbursement_search USING gin (text gin_trgm_ops)',
  );

  // One line per field, so a term (one line of a search box) matches within one field, as the
  // six ILIKEs did; containers one after the other, as array_to_string did.
  await knex.raw(`
    CREATE FUNCTION reimbursement_search_text(r reimbursement_requests) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT concat_ws(E'\\n', r.reference, r.bl_or_cte, r.booking_number, r.house_bl, r.company_name,
                       array_to_string(r.containers, ' '))
    $$`);

  await knex.raw(`
    CREATE FUNCTION reimbursement_search_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    BEGIN
      IF NEW.draft OR NEW.deleted_at IS NOT NULL THEN
        DELETE FROM reimbursement_search WHERE request_id = NEW.id;
      ELSE
        INSERT INTO reimbursement_search (request_id, client_id, created_at, text)
        VALUES (NEW.id, NEW.client_id, NEW.created_at, reimbursement_search_text(NEW))
        ON CONFLICT (request_id) DO UPDATE
          SET client_id = EXCLUDED.client_id, created_at = EXCLUDED.created_at, text = EXCLUDED.text
          WHERE (reimbursement_search.client_id, reimbursement_search.created_at, reimbursement_search.text)
                IS DISTINCT FROM (EXCLUDED.client_id, EXCLUDED.created_at, EXCLUDED.text);
      END IF;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER reimbursement_search_sync
    AFTER INSERT OR UPDATE OF ${SEARCHED.join(', ')} ON reimbursement_requests
    FOR EACH ROW EXECUTE FUNCTION reimbursement_search_sync()`);

  await knex.raw(`
    INSERT INTO reimbursement_search (request_id, client_id, created_at, text)
    SELECT r.id, r.client_id, r.created_at, reimbursement_search_text(r)
    FROM reimbursement_requests r WHERE NOT r.draft AND r.deleted_at IS NULL`);

  // Escaped here, not by the caller: the term is the user's text, matched as it is.
  await knex.raw(`
    CREATE FUNCTION reimbursement_search_ids(term text) RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
      SELECT s.request_id FROM reimbursement_search s
      WHERE s.text ILIKE '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        AND app_client_visible(s.client_id)
      ORDER BY s.created_at DESC
      LIMIT ${MOST_MATCHES}
    $$`);
  await knex.raw('REVOKE ALL ON FUNCTION reimbursement_search_ids(text) FROM PUBLIC');
  await knex.raw('GRANT EXECUTE ON FUNCTION reimbursement_search_ids(text) TO claims_app');
  await knex.raw('ANALYZE reimbursement_search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION reimbursement_search_ids(text)');
  await knex.raw('DROP TRIGGER reimbursement_search_sync ON reimbursement_requests');
  await knex.raw('DROP FUNCTION reimbursement_search_sync()');
  await knex.raw('DROP TABLE reimbursement_search');
  await knex.raw('DROP FUNCTION reimbursement_search_text(reimbursement_requests)');
  // pg_trgm stays: dropping an extension is not this migration's to decide for the database.
}
