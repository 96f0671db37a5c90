import type { Knex } from 'knex';

/**
 * A list's search box, indexed (migration 20261125000200_reimbursement_search says why): a side
 * table of each submitted, undeleted case's searched text, without row-level security, with a
 * trigram index, out of the app role's reach; kept by a trigger; read only by a SECURITY DEFINER
 * `<table>_ids(term)` that keeps to what the case's policy shows the caller.
 *
 * The SQL is built here, once, for the migrations that create and later replace these functions.
 * It lives outside `migrations/` because knex runs every file in that folder as a migration. What
 * it sends must stay the same to the byte for a migration that has run: function bodies are
 * stored as written.
 */
export interface SearchSideTable {
  /** The side table, and the prefix of its functions and trigger: `reimbursement_search`. */
  table: string;
  /** Its key, the searched case's id: `request_id`. */
  key: string;
  /** The searched cases' table: `reimbursement_requests`. */
  cases: string;
  /** The alias the SQL gives a case row: `r`. */
  alias: string;
}

/** The reimbursement list's side table (migrations 20261125000200 and 20261125000800). */
export const REIMBURSEMENT_SEARCH: SearchSideTable = {
  table: 'reimbursement_search',
  key: 'request_id',
  cases: 'reimbursement_requests',
  alias: 'r',
};

/** The protest letter list's side table (migration 20261125000300). */
export const PROTEST_LETTER_SEARCH: SearchSideTable = {
  table: 'protest_letter_search',
  key: 'letter_id',
  cases: 'protest_letters',
  alias: 'p',
};

/** `term` matched as "contains", escaped here: the term is the user's text, matched as it is. */
export const TEXT_CONTAINS_TERM = `s.text ILIKE '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** The most ids one search answers: the newest matches. A term matching more is not a search. */
export const MOST_MATCHES = 5000;

export interface SearchSideTableSpec extends SearchSideTable {
  /** The client column's type: a request's client may be unknown, a letter's may not. */
  clientType: 'uuid' | 'uuid NOT NULL';
  /** The case columns whose change refreshes the row (the trigger's UPDATE OF). */
  searched: string[];
  /** The searched text of a case row `alias`: one line per field, so a term matches within one. */
  text: string;
  /** Whether the caller may see the case `s.key` of client `s.client_id`: the case policy's rule. */
  visible: string;
}

/** The side table, its functions and trigger, filled from the cases there are. */
export async function createSearchSideTable(knex: Knex, spec: SearchSideTableSpec): Promise<void> {
  const { table, key, cases, alias } = spec;
  // Trusted since PostgreSQL 13: the database's owner creates it, no superuser needed.
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // The system's scope, so the backfill below reads every case (FORCE'd policies).
  await knex.raw("SELECT set_config('app.scope', 'all', true)");

  await knex.raw(`
    CREATE TABLE ${table} (
      ${key} uuid PRIMARY KEY REFERENCES ${cases} (id) ON DELETE CASCADE,
      client_id ${spec.clientType},
      created_at timestamptz NOT NULL,
      text text NOT NULL
    )`);
  // The schema's default privileges gave claims_app this table: it is the functions' alone.
  await knex.raw(`REVOKE ALL ON ${table} FROM claims_app, PUBLIC`);
  await knex.raw(`CREATE INDEX ${table}_text_index ON ${table} USING gin (text gin_trgm_ops)`);

  await knex.raw(`
    CREATE FUNCTION ${table}_text(${alias} ${cases}) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT ${spec.text}
    $$`);
  await knex.raw(searchSyncFunction(spec, { replace: false, identifiers: false }));
  await knex.raw(`
    CREATE TRIGGER ${table}_sync
    AFTER INSERT OR UPDATE OF ${spec.searched.join(', ')} ON ${cases}
    FOR EACH ROW EXECUTE FUNCTION ${table}_sync()`);

  await knex.raw(`
    INSERT INTO ${table} (${key}, client_id, created_at, text)
    SELECT ${alias}.id, ${alias}.client_id, ${alias}.created_at, ${table}_text(${alias})
    FROM ${cases} ${alias} WHERE NOT ${alias}.draft AND ${alias}.deleted_at IS NULL`);

  await knex.raw(searchIdsFunction(spec, { replace: false, visible: spec.visible }));
  await knex.raw(`REVOKE ALL ON FUNCTION ${table}_ids(text) FROM PUBLIC`);
  await knex.raw(`GRANT EXECUTE ON FUNCTION ${table}_ids(text) TO claims_app`);
  await knex.raw(`ANALYZE ${table}`);
}

/** `createSearchSideTable` undone. */
export async function dropSearchSideTable(knex: Knex, side: SearchSideTable): Promise<void> {
  const { table, cases } = side;
  await knex.raw(`DROP FUNCTION ${table}_ids(text)`);
  await knex.raw(`DROP TRIGGER ${table}_sync ON ${cases}`);
  await knex.raw(`DROP FUNCTION ${table}_sync()`);
  await knex.raw(`DROP TABLE ${table}`);
  await knex.raw(`DROP FUNCTION ${table}_text(${cases})`);
  // pg_trgm stays: dropping an extension is not a migration's to decide for the database.
}

/**
 * The trigger function that keeps a case's row in step: gone while the case is a draft or
 * deleted, else its text (and, once migration 20261125000800 added them, its whole identifiers).
 */
export function searchSyncFunction(
  side: SearchSideTable,
  options: { replace: boolean; identifiers: boolean },
): string {
  const { table, key } = side;
  const ids = options.identifiers;
  return `
    ${options.replace ? 'CREATE OR REPLACE' : 'CREATE'} FUNCTION ${table}_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    BEGIN
      IF NEW.draft OR NEW.deleted_at IS NOT NULL THEN
        DELETE FROM ${table} WHERE ${key} = NEW.id;
      ELSE
        INSERT INTO ${table} (${key}, client_id, created_at, text${ids ? ', identifiers' : ''})
        VALUES (NEW.id, NEW.client_id, NEW.created_at, ${table}_text(NEW)${ids ? `,\n                ${table}_identifiers(NEW)` : ''})
        ON CONFLICT (${key}) DO UPDATE
          SET client_id = EXCLUDED.client_id, created_at = EXCLUDED.created_at, text = EXCLUDED.text${ids ? ',\n              identifiers = EXCLUDED.identifiers' : ''}
          WHERE (${table}.client_id, ${table}.created_at, ${table}.text)
                IS DISTINCT FROM (EXCLUDED.client_id, EXCLUDED.created_at, EXCLUDED.text);
      END IF;
      RETURN NULL;
    END
    $$`;
}

/** The "contains" search: the newest visible cases whose text holds the term. */
export function searchIdsFunction(
  side: SearchSideTable,
  options: { replace: boolean; visible: string },
): string {
  const { table, key } = side;
  return `
    ${options.replace ? 'CREATE OR REPLACE' : 'CREATE'} FUNCTION ${table}_ids(term text) RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
      SELECT s.${key} FROM ${table} s
      WHERE ${TEXT_CONTAINS_TERM}
        AND ${options.visible}
      ORDER BY s.created_at DESC
      LIMIT ${MOST_MATCHES}
    $$`;
}
