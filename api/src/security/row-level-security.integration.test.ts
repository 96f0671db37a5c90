import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { withTenantScope, type TenantScope } from '@claims/db';
import { api, stackForFile } from '../testing/stack-harness';
import { signedIn } from '../testing/tokens';
import { brazilianRoute, fileProtestLetter, letterBody } from '../testing/protest-builders';
import { fileReimbursement, requestBody, shippingRefs } from '../testing/reimbursement-builders';

/**
 * Row-level security underneath the API (ARCHITECTURE §5, ASVS V8.2.2): a query run as the
 * tenant role, in another company's scope, finds none of Alfa's rows in any table a tenant
 * reaches, even with no WHERE clause at all. Every table but the shared reference data has its
 * policy, FORCEd; the tenant role cannot read a token hash.
 */
const run = stackForFile();
let db: Knex;
const ALFA = DEMO_COMPANIES.alfa.id;
const BETA = DEMO_COMPANIES.beta.id;
const userId = async (email: string) => (await db('users').where({ email }).first('id')).id as string;

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

/** Cases of both companies, filed as their users would; one of Alfa's letters has an inspector. */
async function fileCases() {
  const alfa = await signedIn(db, 'client@example.com');
  const beta = await signedIn(db, 'other.client@example.com');
  const claims = await signedIn(db, 'claims@example.com');
  const refs = await shippingRefs(db);
  await fileReimbursement(run.stack.baseUrl, call, alfa, requestBody(refs));
  await fileReimbursement(run.stack.baseUrl, call, beta, requestBody(refs));
  const ports = await brazilianRoute(db);
  await fileProtestLetter(run.stack.baseUrl, call, alfa, letterBody(ports));
  const inspected = await fileProtestLetter(
    run.stack.baseUrl,
    call,
    alfa,
    letterBody(ports, { inspectionRequested: true }),
  );
  const act = async (action: string, body: unknown, who: Record<string, string>) => {
    const res = await call('POST', `/api/protest-letters/${inspected.id}/actions/${action}`, body, {
      ...who,
      'Idempotency-Key': randomUUID(),
    });
    if (res.status !== 200) throw new Error(`${action} answered ${res.status} ${JSON.stringify(res.body)}`);
  };
  await act(
    'requestInspection',
    {
      date: '2030-05-10',
      hour: '09:30',
      name: 'María Gómez',
      contact: 'Depósito 4',
      telephone: '+54 11 4555 0000',
      address: 'Av. Pedro de Mendoza 1200, Buenos Aires',
      email: 'maria@alfa.example.com',
    },
    alfa,
  );
  await act(
    'scheduleInspection',
    { inspectorId: await userId('inspector@example.com'), date: '2030-05-12', hour: '14:00' },
    claims,
  );
}

beforeAll(async () => {
  db = run.stack.deps.db;
  await fileCases();
  // Rows of Alfa's people in the tables the demo data leaves empty in a test run.
  const alfaUser = await userId('client@example.com');
  const key = randomUUID();
  await db('notifications').insert({
    user_id: alfaUser,
    kind: 'CASE_UPDATED',
    title_key: 'notify.generic.subject',
    event_key: key,
  });
  await db('reports').insert({ type: 'OPEN_PROCESSES', requested_by: alfaUser });
  await db('outbox').insert({
    event_key: `rls:${key}`,
    kind: 'CASE_UPDATED',
    payload: JSON.stringify({ recipient: alfaUser }),
  });
  await db('audit_log').insert({
    actor_id: alfaUser,
    action: 'users.update',
    entity: 'users',
    entity_id: alfaUser,
  });
  await db('email_log').insert({
    event_key: `rls:${key}`,
    kind: 'CASE_UPDATED',
    recipient_id: alfaUser,
    recipient: alfaUser,
    to_address: 'client@example.com',
    subject: 'Processo atualizado',
    locale: 'pt-BR',
  });
}, 120_000);

const ALFA_LETTERS = `(SELECT id FROM protest_letters WHERE client_id = :alfa)`;
const ALFA_REQUESTS = `(SELECT id FROM reimbursement_requests WHERE client_id = :alfa)`;
const ALFA_USERS = `(SELECT id FROM users WHERE client_id = :alfa)`;
const ALFA_CASES = `${ALFA_LETTERS} UNION ${ALFA_REQUESTS}`;
/** Which rows of each tenant table are Alfa's business (read as the owner, with no policy). */
const ALFA_ROWS: Record<string, string> = {
  protest_letters: 'client_id = :alfa',
  reimbursement_requests: 'client_id = :alfa',
  inspections: `protest_letter_id IN ${ALFA_LETTERS}`,
  protest_containers: `protest_letter_id IN ${ALFA_LETTERS}`,
  reimbursement_faults: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  reimbursement_damages: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  reimbursement_extra_costs: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  reimbursement_bank_data: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  reimbursement_analyses: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  agreement_proposals: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  time_bar_extensions: `reimbursement_request_id IN ${ALFA_REQUESTS}`,
  case_events: `case_id IN (${ALFA_CASES})`,
  case_files: `case_id IN (${ALFA_CASES})`,
  case_messages: `case_id IN (${ALFA_CASES})`,
  notifications: `user_id IN ${ALFA_USERS}`,
  reports: `requested_by IN ${ALFA_USERS}`,
  users: 'client_id = :alfa',
  clients: 'id = :alfa',
  customs_broker_clients: 'client_id = :alfa',
  customs_brokers: 'id IN (SELECT customs_broker_id FROM customs_broker_clients WHERE client_id = :alfa)',
  // Nobody's business but the system's and the staff's.
  outbox: 'true',
  audit_log: 'true',
  email_log: 'true',
  // The dashboard's claimed and paid per month sum every company's requests: staff's alone.
  reimbursement_monthly_amounts: 'true',
};
const TOKEN_TABLES = ['access_tokens', 'auth_tokens'];
// Without a policy, and so out of the tenant role's reach altogether (issue 19): the search
// boxes' side tables, so that a trigram index serves them, and the dashboard's kept counts,
// written by triggers under any writer's scope. Only a SECURITY DEFINER function reads each,
// keeping to what the caller may see (the lists then read the ids it answers through their
// table's policy; the counts are the staff's alone).
const SIDE_TABLES = ['reimbursement_search', 'protest_letter_search', 'dashboard_counts'];
// Shared reference data every user reads; the migration bookkeeping.
const REFERENCE = [
  'currencies',
  'teams',
  'roles',
  'offices',
  'document_types',
  'sinister_causes',
  'ports',
  'vessels',
  'settings',
  'knex_migrations',
  'knex_migrations_lock',
];

const rowsOf = async (q: Knex | Knex.Transaction, table: string, where = 'true') =>
  new Set(
    (
      await q.raw(`SELECT row_to_json(t)::text AS row FROM ${table} t WHERE ${where}`, { alfa: ALFA })
    ).rows.map((r: { row: string }) => r.row),
  );

describe('row-level security under the tenant role', () => {
  it("the api's own login (as npm start and npm test run it) owns nothing and bypasses nothing", async () => {
    const [me] = (
      await db.raw(
        `SELECT current_user AS role, r.rolsuper, r.rolbypassrls, r.rolcreaterole, r.rolcreatedb,
                (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owned,
                pg_has_role(current_user, 'claims_app', 'MEMBER') AS tenant,
                pg_has_role(current_user, 'claims_auth', 'MEMBER') AS auth
           FROM pg_roles r WHERE r.rolname = current_user`,
      )
    ).rows;
    expect(me).toEqual({
      role: 'claims_api',
      rolsuper: false,
      rolbypassrls: false,
      rolcreaterole: false,
      rolcreatedb: false,
      owned: 0,
      tenant: true,
      auth: true,
    });
    // The tables belong to the migrations' role, and the app cannot change them.
    const owners = (await db.raw(`SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`))
      .rows;
    expect(owners).toEqual([{ tableowner: 'claims_owner' }]);
    await expect(db.raw('ALTER TABLE reimbursement_requests NO FORCE ROW LEVEL SECURITY')).rejects.toThrow(
      /must be owner/,
    );
    await expect(db.raw('SELECT * FROM knex_migrations')).rejects.toThrow(/permission denied/);
  });

  it('every table but the reference data has a policy, enabled and FORCEd', async () => {
    const tables: { relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }[] = (
      await db.raw(
        `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r'`,
      )
    ).rows;
    const unguarded = tables
      .filter((t) => !REFERENCE.includes(t.relname) && !SIDE_TABLES.includes(t.relname))
      .filter((t) => !t.relrowsecurity || !t.relforcerowsecurity)
      .map((t) => t.relname);
    expect(unguarded).toEqual([]);
    expect(Object.keys(ALFA_ROWS).sort()).toEqual(
      tables
        .map((t) => t.relname)
        .filter((t) => !REFERENCE.includes(t) && !TOKEN_TABLES.includes(t) && !SIDE_TABLES.includes(t))
        .sort(),
    );
  });

  it("as Beta's client master, no table shows one of Alfa's rows, with no WHERE clause at all", async () => {
    const beta: TenantScope = { clientIds: [BETA], userId: await userId('other.client@example.com') };
    const leaks: Record<string, number> = {};
    const withAlfaRows: string[] = [];
    for (const [table, alfa] of Object.entries(ALFA_ROWS)) {
      const alfaRows = await rowsOf(db, table, alfa);
      if (alfaRows.size) withAlfaRows.push(table);
      const visible = await withTenantScope(db, beta, (trx) => rowsOf(trx, table));
      const leaked = [...visible].filter((r) => alfaRows.has(r)).length;
      if (leaked) leaks[table] = leaked;
    }
    expect(leaks).toEqual({});
    // The check means something: Alfa has rows in these tables, and Beta sees its own.
    expect(withAlfaRows).toEqual(
      expect.arrayContaining([
        'reimbursement_requests',
        'protest_letters',
        'inspections',
        'reimbursement_faults',
        'case_events',
        'case_files',
        'users',
        'clients',
        'notifications',
        'reports',
        'outbox',
      ]),
    );
    const own = await withTenantScope(db, beta, (trx) => trx('reimbursement_requests').pluck('client_id'));
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own)).toEqual(new Set([BETA]));
  });

  it('refuses the tenant role any read of a token hash', async () => {
    for (const table of TOKEN_TABLES)
      await expect(
        withTenantScope(db, { clientIds: [ALFA] }, (trx) => trx(table).first('token_hash')),
      ).rejects.toThrow(/permission denied/);
  });

  it('refuses the tenant role any read of the side tables, which have no policy', async () => {
    for (const table of SIDE_TABLES)
      await expect(withTenantScope(db, { clientIds: [ALFA] }, (trx) => trx(table).first())).rejects.toThrow(
        /permission denied/,
      );
    // The dashboard's counts sum every company: a client's scope reads none of them.
    const counts = (scope: TenantScope) =>
      withTenantScope(db, scope, async (trx) => {
        const { rows } = await trx.raw(
          'select * from dashboard_count_figures(current_date, current_date + 30)',
        );
        return rows.filter((r: { count: string }) => Number(r.count) > 0);
      });
    expect(await counts({ clientIds: [ALFA] })).toEqual([]);
    expect((await counts({ all: true })).length).toBeGreaterThan(0);
  });

  it('an inspector sees only the protest letters whose inspection is theirs, and no request', async () => {
    const inspector = await userId('inspector@example.com');
    const scope: TenantScope = { inspectorId: inspector };
    const letters = await withTenantScope(db, scope, (trx) => trx('protest_letters').pluck('id'));
    const assigned = await db('inspections')
      .where({ inspector_id: inspector })
      .distinct()
      .pluck('protest_letter_id');
    expect(assigned.length).toBeGreaterThan(0);
    expect(new Set(letters)).toEqual(new Set(assigned));
    expect(await db('protest_letters').count({ n: '*' }).first()).not.toEqual({ n: String(letters.length) });
    expect(await withTenantScope(db, scope, (trx) => trx('reimbursement_requests').pluck('id'))).toEqual([]);
    const inspections = await withTenantScope(db, scope, (trx) => trx('inspections').pluck('inspector_id'));
    expect(new Set(inspections).size).toBeLessThanOrEqual(1);
    expect(
      await withTenantScope(db, scope, (trx) =>
        trx('notifications').whereNot('user_id', inspector).pluck('id'),
      ),
    ).toEqual([]);
  });
});
