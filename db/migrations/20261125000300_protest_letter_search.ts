import type { Knex } from 'knex';

/**
 * The protest letters' search box, indexed the way the requests' is (migration
 * 20261125000200_reimbursement_search, which says why): a side table of each filed, undeleted
 * letter's searched text (reference, protocol, BL, house BL, ship, voyage) without row-level
 * security, with a trigram index, out of the app role's reach; kept by a trigger; read only by
 * `protest_letter_search_ids(term)`, SECURITY DEFINER, which keeps to what the letters' policy
 * shows the caller (an inspector: the letters whose inspection is theirs; anyone else: their
 * companies'). The list reads the ids it answers through that policy as before.
 */
const SEARCHED = [
  'reference',
  'protocol',
  'bill_of_lading',
  'house_bill_of_lading',
  'ship',
  'voyage',
  'client_id',
  'created_at',
  'draft',
  'deleted_at',
];

/** The most ids one search answers: the newest matches. A term matching more is not a search. */
const MOST_MATCHES = 5000;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw("SELECT set_config('app.scope', 'all', true)");

  await knex.raw(`
    CREATE TABLE protest_letter_search (
      letter_id uuid PRIMARY KEY REFERENCES protest_letters (id) ON DELETE CASCADE,
      client_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      text text NOT NULL
    )`);
  await knex.raw('REVOKE ALL ON protest_letter_search FROM claims_app, PUBLIC');
  await knex.raw(
    'CREATE INDEX protest_letter_search_text_index ON protest_letter_search USING gin (text gin_trgm_ops)',
  );

  // One line per field, so a term matches within one field, as the six ILIKEs did.
  await knex.raw(`
    CREATE FUNCTION protest_letter_search_text(p protest_letters) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT concat_ws(E'\\n', p.reference, p.protocol, p.bill_of_lading, p.house_bill_of_lading, p.ship, p.voyage)
    $$`);

  await knex.raw(`
    CREATE FUNCTION protest_letter_search_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    BEGIN
      IF NEW.draft OR NEW.deleted_at IS NOT NULL THEN
        DELETE FROM protest_letter_search WHERE letter_id = NEW.id;
      ELSE
        INSERT INTO protest_letter_search (letter_id, client_id, created_at, text)
        VALUES (NEW.id, NEW.client_id, NEW.created_at, protest_letter_search_text(NEW))
        ON CONFLICT (letter_id) DO UPDATE
          SET client_id = EXCLUDED.client_id, created_at = EXCLUDED.created_at, text = EXCLUDED.text
          WHERE (protest_letter_search.client_id, protest_letter_search.created_at, protest_letter_search.text)
                IS DISTINCT FROM (EXCLUDED.client_id, EXCLUDED.created_at, EXCLUDED.text);
      END IF;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER protest_letter_search_sync
    AFTER INSERT OR UPDATE OF ${SEARCHED.join(', ')} ON protest_letters
    FOR EACH ROW EXECUTE FUNCTION protest_letter_search_sync()`);

  await knex.raw(`
    INSERT INTO protest_letter_search (letter_id, client_id, created_at, text)
    SELECT p.id, p.client_id, p.created_at, protest_letter_search_text(p)
    FROM protest_letters p WHERE NOT p.draft AND p.deleted_at IS NULL`);

  // The letters' policy (migration 20261124170200), on the side table's copy of the client.
  await knex.raw(`
    CREATE FUNCTION protest_letter_search_ids(term text) RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
      SELECT s.letter_id FROM protest_letter_search s
      WHERE s.text ILIKE '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        AND CASE current_setting('app.scope', true) WHEN 'inspector' THEN app_inspects_letter(s.letter_id)
              ELSE app_client_visible(s.client_id) END
      ORDER BY s.created_at DESC
      LIMIT ${MOST_MATCHES}
    $$`);
  await knex.raw('REVOKE ALL ON FUNCTION protest_letter_search_ids(text) FROM PUBLIC');
  await knex.raw('GRANT EXECUTE ON FUNCTION protest_letter_search_ids(text) TO claims_app');
  await knex.raw('ANALYZE protest_letter_search');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION protest_letter_search_ids(text)');
  await knex.raw('DROP TRIGGER protest_letter_search_sync ON protest_letters');
  await knex.raw('DROP FUNCTION protest_letter_search_sync()');
  await knex.raw('DROP TABLE protest_letter_search');
  await knex.raw('DROP FUNCTION protest_letter_search_text(protest_letters)');
}
