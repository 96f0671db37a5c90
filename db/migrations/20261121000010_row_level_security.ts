import type { Knex } from 'knex';

/**
 * Row-level security on tenant data, as defense in depth behind the API's own checks
 * (ARCHITECTURE §5): a query that forgets its client filter still cannot read another company's
 * case.
 *
 * How it is used: the app connects as the database owner (or a superuser), which bypasses RLS,
 * so workers and the projection write freely. For a request on behalf of a user, the API opens a
 * transaction, runs `SET LOCAL ROLE claims_app` and sets two transaction-local settings (see
 * `withTenantScope` in src/tenant-scope.ts):
 *   app.scope       'all' for staff (MASTER, CLAIMS, CUSTOMER_SERVICE) and inspectors, whose
 *                   narrower reach is enforced by the API
 *   app.client_ids  comma-separated client ids the user may see (own company, or the clients a
 *                   customs broker represents)
 * claims_app is NOLOGIN and cluster-wide; it is created once per server and kept by `down`
 * (other databases on the server may use it). The connecting user must be a member of it,
 * which this migration grants when that user is not a superuser.
 */
const CLIENT_TABLES = ['protest_letters', 'reimbursement_requests'];
const CHILD_TABLES: Record<string, { parent: string; column: string }> = {
  protest_containers: { parent: 'protest_letters', column: 'protest_letter_id' },
  inspections: { parent: 'protest_letters', column: 'protest_letter_id' },
  reimbursement_faults: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_damages: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_extra_costs: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_bank_data: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_analyses: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  agreement_proposals: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  time_bar_extensions: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
};
const CASE_TABLES = ['case_events', 'case_files', 'case_messages'];
const POLICY = 'tenant_isolation';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'claims_app') THEN
        CREATE ROLE claims_app NOLOGIN;
      END IF;
    EXCEPTION
      -- Another database on the same server created it at the same moment.
      WHEN duplicate_object OR unique_violation THEN NULL;
    END
    $$`);
  await knex.raw(`
    DO $$
    BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT claims_app TO %I', current_user);
      END IF;
    END
    $$`);

  await knex.raw('GRANT USAGE ON SCHEMA public TO claims_app');
  await knex.raw('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO claims_app');
  await knex.raw('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO claims_app');
  await knex.raw(
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO claims_app',
  );
  await knex.raw('ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO claims_app');
  // The migration bookkeeping is not the app's to touch.
  await knex.raw('REVOKE ALL ON knex_migrations, knex_migrations_lock FROM claims_app');

  // Inlined by the planner (plain SQL, STABLE), so `client_id = ANY(...)` can use its index.
  await knex.raw(`
    CREATE FUNCTION app_scope_all() RETURNS boolean LANGUAGE sql STABLE AS $$
      SELECT coalesce(current_setting('app.scope', true) = 'all', false)
    $$`);
  await knex.raw(`
    CREATE FUNCTION app_client_visible(client uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
      SELECT app_scope_all()
        OR coalesce(client = ANY (string_to_array(nullif(current_setting('app.client_ids', true), ''), ',')::uuid[]), false)
    $$`);

  for (const table of CLIENT_TABLES) {
    await enable(knex, table, `app_client_visible(${table}.client_id)`);
  }
  // Children are visible with their case: the subquery on the parent is itself filtered by RLS.
  for (const [table, { parent, column }] of Object.entries(CHILD_TABLES)) {
    await enable(
      knex,
      table,
      `app_scope_all() OR EXISTS (SELECT 1 FROM ${parent} p WHERE p.id = ${table}.${column})`,
    );
  }
  for (const table of CASE_TABLES) {
    await enable(
      knex,
      table,
      `app_scope_all()
       OR (${table}.case_kind = 'reimbursement' AND EXISTS (SELECT 1 FROM reimbursement_requests r WHERE r.id = ${table}.case_id))
       OR (${table}.case_kind = 'protest_letter' AND EXISTS (SELECT 1 FROM protest_letters p WHERE p.id = ${table}.case_id))`,
    );
  }
}

async function enable(knex: Knex, table: string, predicate: string): Promise<void> {
  await knex.raw(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  await knex.raw(`CREATE POLICY ${POLICY} ON ${table} USING (${predicate}) WITH CHECK (${predicate})`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...CASE_TABLES, ...Object.keys(CHILD_TABLES), ...CLIENT_TABLES]) {
    await knex.raw(`DROP POLICY ${POLICY} ON ${table}`);
    await knex.raw(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
  }
  await knex.raw('DROP FUNCTION app_client_visible(uuid)');
  await knex.raw('DROP FUNCTION app_scope_all()');
  await knex.raw(
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE USAGE, SELECT ON SEQUENCES FROM claims_app',
  );
  await knex.raw(
    'ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE SELECT, INSERT, UPDATE, DELETE ON TABLES FROM claims_app',
  );
  await knex.raw('REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM claims_app');
  await knex.raw('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM claims_app');
  await knex.raw('REVOKE USAGE ON SCHEMA public FROM claims_app');
}
