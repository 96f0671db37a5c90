import { Client } from 'pg';

/**
 * The product's database and the roles it is used through, on a server we hold the admin login
 * of (the local PostgreSQL on 5432, or the embedded one). The same split as docker-compose's
 * db/deploy/init-roles.sh (issue 17, ASVS V8.2):
 *   claims_owner  runs the migrations and owns the schema and every table
 *   claims_api    the api and both workers: owns nothing, no superuser, no BYPASSRLS; reads and
 *                 writes rows through claims_app (tenant rows) and claims_auth (token tables)
 * Temporal's dev server keeps its state in .data/temporal (SQLite), not in PostgreSQL, so it
 * needs no role here; in docker-compose it has one of its own.
 * The passwords are the caller's: `npm start` and `npm test` keep theirs in .data
 * (scripts/src/stack/database-roles.ts), a test's scratch database reuses its run's.
 */
export interface DatabaseLogins {
  /** The migrations' login: the tables' owner. */
  ownerUrl: string;
  /** The api's and the workers' login. */
  appUrl: string;
  created: boolean;
}

const OWNER = 'claims_owner';
const APP = 'claims_api';

/** The two logins' passwords. */
export interface RolePasswords {
  owner: string;
  app: string;
}

/** Creates `database` (owned by claims_owner) if missing, and the roles; returns the two logins. */
export async function provisionDatabase(
  adminUrl: string,
  database: string,
  passwords: RolePasswords,
): Promise<DatabaseLogins> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  let created = false;
  try {
    await ensureRoles(admin, adminUrl, passwords);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${ident(database)} OWNER ${OWNER}`);
      created = true;
    } else {
      await admin.query(`ALTER DATABASE ${ident(database)} OWNER TO ${OWNER}`);
    }
  } finally {
    await admin.end();
  }
  // Inside the database, as the admin: the schema, and whatever an earlier start made as the admin
  // (a database from before the roles were split), handed to the owner.
  const inside = new Client({ connectionString: withDatabase(adminUrl, database) });
  await inside.connect();
  try {
    await inside.query(`ALTER SCHEMA public OWNER TO ${OWNER}`);
    await inside.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
    await inside.query(ADOPT_OBJECTS);
  } finally {
    await inside.end();
  }
  return {
    ownerUrl: login(adminUrl, database, OWNER, passwords.owner),
    appUrl: login(adminUrl, database, APP, passwords.app),
    created,
  };
}

async function ensureRoles(admin: Client, adminUrl: string, passwords: RolePasswords) {
  // Roles are the server's, shared by every database on it (and by parallel test runs): each is
  // created once, and a race with another run that creates it first is no failure.
  for (const [role, options] of [
    ['claims_app', 'NOLOGIN'],
    ['claims_auth', 'NOLOGIN'],
    [OWNER, 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS'],
    [APP, 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS'],
  ] as const)
    await admin.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} ${options}; END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
  // Changed only when needed: two runs altering one role at once fail ("tuple concurrently updated").
  for (const [role, password] of [
    [OWNER, passwords.owner],
    [APP, passwords.app],
  ] as const)
    if (!(await canConnect(login(adminUrl, 'postgres', role, password))))
      await admin.query(`ALTER ROLE ${role} PASSWORD ${literal(password)}`);
  const members = await admin.query(
    `SELECT r.rolname AS role, m.rolname AS member, a.admin_option FROM pg_auth_members a
       JOIN pg_roles r ON r.oid = a.roleid JOIN pg_roles m ON m.oid = a.member
      WHERE r.rolname IN ('claims_app', 'claims_auth')`,
  );
  const has = (role: string, member: string, adminOption: boolean) =>
    members.rows.some((r) => r.role === role && r.member === member && (!adminOption || r.admin_option));
  // The migrations make `app.scope = all` the database's default (20261124170200); PostgreSQL 15
  // leaves a custom parameter's default to superusers unless granted.
  const version = Number((await admin.query('SHOW server_version_num')).rows[0].server_version_num);
  if (
    version >= 150000 &&
    !(await admin.query(`SELECT has_parameter_privilege('${OWNER}', 'app.scope', 'SET') AS ok`)).rows[0].ok
  )
    await admin.query(`GRANT SET ON PARAMETER "app.scope" TO ${OWNER}`);
  for (const role of ['claims_app', 'claims_auth']) {
    // The owner grants the group roles their table rights in the migrations.
    if (!has(role, OWNER, true)) await admin.query(`GRANT ${role} TO ${OWNER} WITH ADMIN OPTION`);
    if (!has(role, APP, false)) await admin.query(`GRANT ${role} TO ${APP}`);
  }
}

/** Tables, sequences, views and our functions in `public` that the owner does not own yet. */
const ADOPT_OBJECTS = `
  DO $$
  DECLARE o record;
  BEGIN
    FOR o IN
      SELECT c.oid, c.relkind, format('%I', c.relname) AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND pg_get_userbyid(c.relowner) <> '${OWNER}'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
    LOOP
      EXECUTE format('ALTER %s %s OWNER TO ${OWNER}',
        CASE o.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
        o.name);
    END LOOP;
    FOR o IN
      SELECT p.oid::regprocedure AS name FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace AND pg_get_userbyid(p.proowner) <> '${OWNER}'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
    LOOP
      EXECUTE format('ALTER ROUTINE %s OWNER TO ${OWNER}', o.name);
    END LOOP;
  END $$`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function login(serverUrl: string, database: string, user: string, password: string): string {
  const url = new URL(withDatabase(serverUrl, database));
  url.username = user;
  url.password = password;
  return url.toString();
}

/** Whether a login to `url` succeeds (within 2 s). */
export async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
