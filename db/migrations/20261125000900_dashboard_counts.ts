import type { Knex } from 'knex';

/**
 * Issue 19: the dashboard's counts are kept as the cases move, not counted on each view. Counted,
 * they read every open request (by status, by team, by time bar) and every late protest letter:
 * 32 ms at 1M requests and three times the 100k figure, growing with the open work and, for the
 * late letters, with all of history.
 *
 * `dashboard_counts (figure, key, count)` holds, per figure, a count per key:
 * - `openByStatus` / `openByTeam`: filed, undeleted, open requests per analysis status / team
 *   ('' for none yet);
 * - `openTimeBar`: the same requests per time-bar date (ISO text, so a range of dates is a range
 *   of keys); the dashboard sums the next 30 days, about 31 rows at any size;
 * - `lateProtestLetters`: filed, undeleted letters of late notice (one row, key '').
 *
 * Triggers keep it in the writer's transaction, as the search side table is kept: every writer
 * (the projection, the api's drafts, fixtures, the bench's COPY seeding) counts without knowing
 * the table exists, and a rolled-back step leaves the counts as they were. A trigger's changes go
 * in one statement, in key order, so two transactions moving cases between the same two keys
 * take the rows' locks in the same order and cannot deadlock; a change that nets zero for a key
 * (an update of another column) does not touch its row.
 *
 * Like the search tables, it has no policy and the tenant role has no privilege on it: it sums
 * every company. Only `dashboard_count_figures(from, to)`, SECURITY DEFINER, reads it, and only
 * under the staff's scope (`app_scope_all()`).
 */
const REQUEST_CHANGES = (row: 'OLD' | 'NEW', sign: '-1' | '1', counted: string) => `
  SELECT 'openByStatus', coalesce(${row}.analysis_status, ''), ${sign} WHERE ${counted}
  UNION ALL SELECT 'openByTeam', coalesce(${row}.team, ''), ${sign} WHERE ${counted}
  UNION ALL SELECT 'openTimeBar', ${row}.time_bar_date::text, ${sign}
    WHERE ${counted} AND ${row}.time_bar_date IS NOT NULL`;

/** Whether the trigger's row before (OLD) or after (NEW) the change exists: not on insert / delete. */
const exists = (row: 'OLD' | 'NEW') => `TG_OP <> '${row === 'OLD' ? 'INSERT' : 'DELETE'}'`;

/** Adds the changes (figure, key, delta) that the SELECT `changes` yields, netted per key, in key order. */
const APPLY = (changes: string) => `
  INSERT INTO dashboard_counts AS d (figure, key, count)
  SELECT c.figure, c.key, sum(c.delta) FROM (${changes}) AS c (figure, key, delta)
  GROUP BY c.figure, c.key HAVING sum(c.delta) <> 0
  ORDER BY c.figure, c.key
  ON CONFLICT (figure, key) DO UPDATE SET count = d.count + EXCLUDED.count`;

export async function up(knex: Knex): Promise<void> {
  // The system's scope, so the counts below read every request and letter (FORCE'd policies).
  await knex.raw("SELECT set_config('app.scope', 'all', true)");
  await knex.raw(`
    CREATE TABLE dashboard_counts (
      figure text NOT NULL,
      key text NOT NULL,
      count bigint NOT NULL,
      PRIMARY KEY (figure, key)
    )`);
  // The schema's default privileges gave claims_app this table: it is the functions' alone.
  await knex.raw('REVOKE ALL ON dashboard_counts FROM claims_app, PUBLIC');

  const requestOpen = (row: 'OLD' | 'NEW') =>
    `(${exists(row)} AND NOT ${row}.draft AND ${row}.deleted_at IS NULL AND ${row}.closed_at IS NULL)`;
  await knex.raw(`
    CREATE FUNCTION reimbursement_dashboard_counts_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    BEGIN
      ${APPLY(`${REQUEST_CHANGES('OLD', '-1', requestOpen('OLD'))}
        UNION ALL ${REQUEST_CHANGES('NEW', '1', requestOpen('NEW'))}`)};
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER reimbursement_dashboard_counts_sync
    AFTER INSERT OR DELETE OR UPDATE OF draft, deleted_at, closed_at, analysis_status, team, time_bar_date
    ON reimbursement_requests FOR EACH ROW EXECUTE FUNCTION reimbursement_dashboard_counts_sync()`);

  const letterLate = (row: 'OLD' | 'NEW') =>
    `(${exists(row)} AND ${row}.late_notice AND NOT ${row}.draft AND ${row}.deleted_at IS NULL)`;
  await knex.raw(`
    CREATE FUNCTION protest_letter_dashboard_counts_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    BEGIN
      ${APPLY(`SELECT 'lateProtestLetters', '', -1 WHERE ${letterLate('OLD')}
        UNION ALL SELECT 'lateProtestLetters', '', 1 WHERE ${letterLate('NEW')}`)};
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER protest_letter_dashboard_counts_sync
    AFTER INSERT OR DELETE OR UPDATE OF late_notice, draft, deleted_at
    ON protest_letters FOR EACH ROW EXECUTE FUNCTION protest_letter_dashboard_counts_sync()`);

  await knex.raw(
    APPLY(`
      SELECT 'openByStatus', coalesce(r.analysis_status, ''), 1 FROM reimbursement_requests r
       WHERE NOT r.draft AND r.deleted_at IS NULL AND r.closed_at IS NULL
      UNION ALL SELECT 'openByTeam', coalesce(r.team, ''), 1 FROM reimbursement_requests r
       WHERE NOT r.draft AND r.deleted_at IS NULL AND r.closed_at IS NULL
      UNION ALL SELECT 'openTimeBar', r.time_bar_date::text, 1 FROM reimbursement_requests r
       WHERE NOT r.draft AND r.deleted_at IS NULL AND r.closed_at IS NULL AND r.time_bar_date IS NOT NULL
      UNION ALL SELECT 'lateProtestLetters', '', 1 FROM protest_letters p
       WHERE p.late_notice AND NOT p.draft AND p.deleted_at IS NULL`),
  );

  // Open cases per status and team, the late letters, and the open requests whose time bar falls
  // between the two dates: every count the dashboard shows, for the staff alone.
  await knex.raw(`
    CREATE FUNCTION dashboard_count_figures(time_bar_from date, time_bar_to date)
    RETURNS TABLE (figure text, key text, count bigint)
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
      SELECT d.figure, d.key, d.count FROM dashboard_counts d
       WHERE app_scope_all() AND d.count <> 0
         AND d.figure IN ('openByStatus', 'openByTeam', 'lateProtestLetters')
      UNION ALL
      SELECT 'timeBarWithin', '', coalesce(sum(d.count), 0)::bigint FROM dashboard_counts d
       WHERE app_scope_all() AND d.figure = 'openTimeBar'
         AND d.key BETWEEN time_bar_from::text AND time_bar_to::text
    $$`);
  await knex.raw('REVOKE ALL ON FUNCTION dashboard_count_figures(date, date) FROM PUBLIC');
  await knex.raw('GRANT EXECUTE ON FUNCTION dashboard_count_figures(date, date) TO claims_app');

  // What the counts were read from on each view (20261125000400, 20261125000600).
  await knex.raw('drop index if exists reimbursement_requests_open_counts_index');
  await knex.raw('drop index if exists protest_letters_filed_late_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `create index protest_letters_filed_late_index on protest_letters (client_id) include (id)
       where late_notice and not draft and deleted_at is null`,
  );
  await knex.raw(
    `create index reimbursement_requests_open_counts_index
       on reimbursement_requests (analysis_status, team) include (client_id)
       where not draft and deleted_at is null and closed_at is null`,
  );
  await knex.raw('DROP FUNCTION dashboard_count_figures(date, date)');
  await knex.raw('DROP TRIGGER protest_letter_dashboard_counts_sync ON protest_letters');
  await knex.raw('DROP FUNCTION protest_letter_dashboard_counts_sync()');
  await knex.raw('DROP TRIGGER reimbursement_dashboard_counts_sync ON reimbursement_requests');
  await knex.raw('DROP FUNCTION reimbursement_dashboard_counts_sync()');
  await knex.raw('DROP TABLE dashboard_counts');
}
