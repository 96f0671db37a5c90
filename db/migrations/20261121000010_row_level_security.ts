import type { Knex } from 'knex';
import { createRoleOnce } from '../src/migration-sql/cluster-roles';
import {
  CASE_CHILDREN,
  CASE_TABLES,
  casePredicate,
  childPredicate,
  enableTenantPolicy,
  TENANT_POLICY,
} from '../src/migration-sql/tenant-policies';

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
export async function up(knex: Knex): Promise<void> {
  await createRoleOnce(knex, 'claims_app');
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
    await enableTenantPolicy(knex, table, `app_client_visible(${table}.client_id)`);
  }
  for (const [table, child] of Object.entries(CASE_CHILDREN)) {
    await enableTenantPolicy(knex, table, childPredicate(table, child));
  }
  for (const table of CASE_TABLES) {
    await enableTenantPolicy(knex, table, casePredicate(table));
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...CASE_TABLES, ...Object.keys(CASE_CHILDREN), ...CLIENT_TABLES]) {
    await knex.raw(`DROP POLICY ${TENANT_POLICY} ON ${table}`);
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
