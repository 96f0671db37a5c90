import type { Knex } from 'knex';
import { createRoleOnce } from '../src/migration-sql/cluster-roles';
import {
  CASE_CHILDREN,
  CASE_TABLES,
  casePredicate,
  childPredicate,
  createTenantPolicy,
  enableTenantPolicy,
  TENANT_POLICY,
} from '../src/migration-sql/tenant-policies';

/**
 * Row-level security on every table a tenant reaches, FORCEd, with inspectors in a scope of their
 * own (defense in depth behind the API's checks, ARCHITECTURE §5; ASVS V8.2.2).
 *
 * Scopes (`app.scope`, set per transaction by `withTenantScope`):
 *   all        staff, and the system itself (workers, projections, migrations): the database's
 *              default, so a connection outside a tenant transaction works as before
 *   clients    a client or broker user: `app.client_ids`, and `app.user_id` for its own rows
 *   inspector  an inspector (`app.user_id`): the protest letters whose inspection is theirs
 * FORCE puts the tables' owner under the same policies (a migration role that is not a superuser
 * no longer slips past them). Token tables are out of the tenant role's reach altogether: only
 * the auth path, outside any tenant transaction, reads a token hash (role claims_auth).
 *
 * Roles in a deployment (docker-compose.yml, db/deploy/init-roles.sh, docs/DEPLOYMENT.md): the
 * migrations run as the tables' owner; the api and workers log in as a role that owns nothing and
 * is a member of claims_app and claims_auth; Temporal has a role of its own.
 */
// Inspections, a child of the letters, have a policy of their own here.
const { inspections, ...OTHER_CHILDREN } = CASE_CHILDREN;
const OLD_TABLES = [
  'protest_letters',
  'reimbursement_requests',
  'inspections',
  ...Object.keys(OTHER_CHILDREN),
  ...CASE_TABLES,
];
const NEW_TABLES = [
  'notifications',
  'reports',
  'users',
  'clients',
  'customs_brokers',
  'customs_broker_clients',
  'outbox',
  'audit_log',
  'email_log',
  'access_tokens',
  'auth_tokens',
];
const TOKEN_TABLES = ['access_tokens', 'auth_tokens'];
const WRITE_ONLY = ['outbox', 'audit_log'];
const SCOPE = "current_setting('app.scope', true)";

export async function up(knex: Knex): Promise<void> {
  // The system's own connections (no tenant transaction) keep seeing every row.
  await knex.raw(
    `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET app.scope = %L', current_database(), 'all'); END $$`,
  );
  await knex.raw("SELECT set_config('app.scope', 'all', false)");

  await knex.raw(`
    CREATE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS $$
      SELECT nullif(current_setting('app.user_id', true), '')::uuid
    $$`);
  // PL/pgSQL, so the planner does not inline it: the letters' policy reads inspections, whose
  // policy reads letters; inlined, PostgreSQL would refuse the cycle. An inspector's scope never
  // takes the inspections policy's path back to the letters, so it ends.
  await knex.raw(`
    CREATE FUNCTION app_inspects_letter(letter uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN EXISTS (SELECT 1 FROM inspections i WHERE i.protest_letter_id = letter AND i.inspector_id = app_user_id());
    END
    $$`);

  for (const table of OLD_TABLES) await knex.raw(`DROP POLICY ${TENANT_POLICY} ON ${table}`);

  await enableTenantPolicy(
    knex,
    'reimbursement_requests',
    `app_client_visible(reimbursement_requests.client_id)`,
  );
  await enableTenantPolicy(
    knex,
    'protest_letters',
    `CASE ${SCOPE} WHEN 'inspector' THEN app_inspects_letter(protest_letters.id)
       ELSE app_client_visible(protest_letters.client_id) END`,
  );
  await enableTenantPolicy(
    knex,
    'inspections',
    `CASE ${SCOPE} WHEN 'all' THEN true
       WHEN 'inspector' THEN inspections.inspector_id = app_user_id()
       WHEN 'clients' THEN EXISTS (SELECT 1 FROM protest_letters p WHERE p.id = inspections.protest_letter_id)
       ELSE false END`,
  );
  // Children are visible with their case: the subquery on the parent is itself filtered.
  for (const [table, child] of Object.entries(OTHER_CHILDREN))
    await enableTenantPolicy(knex, table, childPredicate(table, child));
  for (const table of CASE_TABLES) await enableTenantPolicy(knex, table, casePredicate(table));

  await enableTenantPolicy(knex, 'notifications', `app_scope_all() OR notifications.user_id = app_user_id()`);
  await enableTenantPolicy(knex, 'reports', `app_scope_all() OR reports.requested_by = app_user_id()`);
  // Another company's people are not there; staff and inspectors are (their names sit in case logs).
  await enableTenantPolicy(
    knex,
    'users',
    `app_scope_all() OR users.id = app_user_id() OR app_client_visible(users.client_id)
     OR (users.client_id IS NULL AND users.customs_broker_id IS NULL)`,
  );
  await enableTenantPolicy(
    knex,
    'clients',
    `app_client_visible(clients.id)
     OR (${SCOPE} = 'inspector' AND EXISTS (SELECT 1 FROM protest_letters p WHERE p.client_id = clients.id))`,
  );
  await enableTenantPolicy(
    knex,
    'customs_broker_clients',
    `app_client_visible(customs_broker_clients.client_id)`,
  );
  await enableTenantPolicy(
    knex,
    'customs_brokers',
    `app_scope_all() OR EXISTS (SELECT 1 FROM customs_broker_clients c WHERE c.customs_broker_id = customs_brokers.id)`,
  );
  for (const table of ['outbox', 'audit_log', 'email_log', ...TOKEN_TABLES])
    await enableTenantPolicy(knex, table, 'app_scope_all()');
  // A user's action may leave a row for the system (a message's notice to the other side, an audit
  // entry) inside its tenant transaction; reading those rows back stays the system's and staff's.
  for (const table of WRITE_ONLY)
    await knex.raw(`CREATE POLICY ${TENANT_POLICY}_insert ON ${table} FOR INSERT WITH CHECK (true)`);
  await knex.raw(`REVOKE ALL ON ${TOKEN_TABLES.join(', ')} FROM claims_app`);
  // Sessions and password links belong to the auth path: the app's login role has them through
  // claims_auth, which a tenant transaction (SET LOCAL ROLE claims_app) leaves behind.
  await createRoleOnce(knex, 'claims_auth');
  await knex.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${TOKEN_TABLES.join(', ')} TO claims_auth`);

  for (const table of [...OLD_TABLES, ...NEW_TABLES])
    await knex.raw(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...OLD_TABLES, ...NEW_TABLES])
    await knex.raw(`ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`);
  for (const table of [...OLD_TABLES, ...NEW_TABLES])
    await knex.raw(`DROP POLICY ${TENANT_POLICY} ON ${table}`);
  for (const table of WRITE_ONLY) await knex.raw(`DROP POLICY ${TENANT_POLICY}_insert ON ${table}`);
  for (const table of NEW_TABLES) await knex.raw(`ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`);
  await knex.raw(`REVOKE ALL ON ${TOKEN_TABLES.join(', ')} FROM claims_auth`);
  await knex.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${TOKEN_TABLES.join(', ')} TO claims_app`);
  // The policies of migration 20261121000010, as they were.
  for (const table of ['protest_letters', 'reimbursement_requests'])
    await createTenantPolicy(knex, table, `app_client_visible(${table}.client_id)`);
  for (const [table, child] of Object.entries({ ...OTHER_CHILDREN, inspections }))
    await createTenantPolicy(knex, table, childPredicate(table, child));
  for (const table of CASE_TABLES) await createTenantPolicy(knex, table, casePredicate(table));
  await knex.raw('DROP FUNCTION app_inspects_letter(uuid)');
  await knex.raw('DROP FUNCTION app_user_id()');
  await knex.raw(
    `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET app.scope', current_database()); END $$`,
  );
}
