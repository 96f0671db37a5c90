import { randomBytes, randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { isValidCnpj, PORTS, SINISTER_CAUSES } from '@claims/domain';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_CUSTOMS_BROKER, DEMO_PASSWORD } from '../seeds/demo-accounts';
import { seedDemoData } from '../seeds/demo-data';
import { seedReferenceData } from '../seeds/reference-data';
import { knexConfig } from './knex';
import { migrateLatest } from './migrate';
import { ReimbursementRequest, User } from './models';
import { verifyPassword } from './password';
import { withTenantScope } from './tenant-scope';

/** DATABASE_URL (the app's login), DATABASE_OWNER_URL (the migrations') or POSTGRES_ADMIN_URL. */
function databaseUrl(name = 'DATABASE_URL'): string {
  const url = process.env[name];
  if (!url)
    throw new Error(`${name} is not set: run integration tests with \`npm test\`, which starts PostgreSQL.`);
  return url;
}

describe('the shared test database (migrated and reference-seeded by npm test)', () => {
  let db: Knex;
  beforeAll(() => {
    db = knexFactory(knexConfig(databaseUrl(), { max: 2 }));
  });
  afterAll(() => db.destroy());

  it('holds every sinister cause, the 60+ document types and ports of all four countries', async () => {
    const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.n);
    // Other test files add causes of their own to this shared database: count the seeded ones.
    expect(SINISTER_CAUSES).toHaveLength(22);
    const seeded = await db('sinister_causes')
      .whereIn(
        'code',
        SINISTER_CAUSES.map((c) => c.code),
      )
      .count({ n: '*' })
      .first();
    expect(Number(seeded?.n)).toBe(22);
    expect(await count('document_types')).toBeGreaterThanOrEqual(60);
    const countries = await db('ports')
      .whereIn(
        'code',
        PORTS.map((p) => p.code),
      )
      .distinct('country')
      .pluck('country');
    expect(countries.sort()).toEqual(['AR', 'BR', 'PY', 'UY']);
    expect(await count('offices')).toBe(4);
    expect(await count('currencies')).toBe(6);
    expect(await count('roles')).toBe(8);
  });
});

describe('a scratch database on the same server', () => {
  const name = `claims_scratch_${randomBytes(5).toString('hex')}`;
  let admin: Knex;
  let db: Knex;

  beforeAll(async () => {
    // As npm test's own database: made by the server's admin, migrated by the tables' owner.
    admin = knexFactory(knexConfig(databaseUrl('POSTGRES_ADMIN_URL'), { max: 1 }));
    await admin.raw(`CREATE DATABASE "${name}" OWNER claims_owner`);
    const url = new URL(databaseUrl('DATABASE_OWNER_URL'));
    url.pathname = `/${name}`;
    db = knexFactory(knexConfig(url.toString(), { max: 4 }));
    await migrateLatest(db);
    await seedReferenceData(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.destroy();
  });

  describe('reference data', () => {
    it('is upserted again without duplicates and keeps an admin-customized port', async () => {
      await db('ports')
        .where({ code: 'BRSSZ' })
        .update({ name: 'Santos (edited)', customized_at: db.fn.now() });
      await db('document_types').where({ key: 'PHOTOS' }).update({ active: false });
      await seedReferenceData(db);
      expect(Number((await db('sinister_causes').count({ n: '*' }).first())?.n)).toBe(22);
      expect((await db('ports').where({ code: 'BRSSZ' }).first()).name).toBe('Santos (edited)');
      expect((await db('document_types').where({ key: 'PHOTOS' }).first()).active).toBe(false);
    });

    it('brings a renamed document type to a database seeded before the rename', async () => {
      const before = { 'pt-BR': 'Sea waybill', en: 'Sea waybill', es: 'Sea waybill' };
      await db('document_types')
        .where({ key: 'SEA_WAYBILL' })
        .update({ labels: JSON.stringify(before) });
      await seedReferenceData(db);
      expect((await db('document_types').where({ key: 'SEA_WAYBILL' }).first()).labels).toEqual({
        'pt-BR': 'Conhecimento marítimo não negociável (sea waybill)',
        en: 'Sea waybill',
        es: 'Carta de porte marítimo (sea waybill)',
      });
    });
  });

  describe('demo data', () => {
    it('can be seeded twice and yields the companies, the broker and ten users who can sign in', async () => {
      await seedDemoData(db);
      await seedDemoData(db);
      const companies = await db('clients').orderBy('name');
      expect(companies.map((c) => c.name)).toEqual(
        [DEMO_COMPANIES.beta.name, DEMO_COMPANIES.alfa.name].sort(),
      );
      for (const company of companies) expect(isValidCnpj(company.taxId)).toBe(true);
      expect(isValidCnpj(DEMO_CUSTOMS_BROKER.taxId)).toBe(true);
      expect(await db('customs_broker_clients').select('clientId')).toEqual([
        { clientId: DEMO_COMPANIES.alfa.id },
      ]);

      const users = await User.query(db).withGraphFetched('[client, customsBroker.clients]');
      expect(users).toHaveLength(DEMO_ACCOUNTS.length);
      expect(DEMO_ACCOUNTS).toHaveLength(10);
      const byEmail = new Map(users.map((u) => [u.email, u]));
      expect(byEmail.get('client.operator@example.com')?.client?.name).toBe('Exportadora Alfa Ltda');
      expect(byEmail.get('broker.operator@example.com')?.customsBroker?.clients?.map((c) => c.name)).toEqual([
        'Exportadora Alfa Ltda',
      ]);
      expect(byEmail.get('claims.bue@example.com')).toMatchObject({ team: 'BUE', language: 'es' });
      expect(JSON.stringify(byEmail.get('master@example.com'))).not.toContain('scrypt$');
      await expect(
        verifyPassword(DEMO_PASSWORD, byEmail.get('inspector@example.com')!.passwordHash),
      ).resolves.toBe(true);
    });

    it('refuses a second account whose e-mail differs only in case', async () => {
      await expect(
        db('users').insert({ name: 'X', last_name: 'Y', email: 'MASTER@Example.com', role: 'MASTER' }),
      ).rejects.toThrow(/users_lower_email_unique/);
    });
  });

  describe('row-level security', () => {
    const alfa = DEMO_COMPANIES.alfa.id;
    const beta = DEMO_COMPANIES.beta.id;
    const ids = { alfa: randomUUID(), beta: randomUUID() };

    beforeAll(async () => {
      for (const [key, client] of [
        ['alfa', alfa],
        ['beta', beta],
      ] as const) {
        await db('reimbursement_requests').insert({
          id: ids[key],
          reference: `RR-TEST-${key}`,
          office: 'BR',
          workflow_id: `reimbursement-${ids[key]}`,
          client_id: client,
        });
        await db('reimbursement_faults').insert({
          reimbursement_request_id: ids[key],
          product_description: `goods of ${key}`,
          amount: '2',
          unit_price: '10.50',
          total_price: '21.00',
          currency: 'BRL',
        });
      }
    });

    it("shows a client only its own company's requests and their children", async () => {
      const seen = await withTenantScope(db, { clientIds: [alfa] }, async (trx) => ({
        requests: await trx('reimbursement_requests').pluck('id'),
        faults: await trx('reimbursement_faults').pluck('reimbursement_request_id'),
      }));
      expect(seen).toEqual({ requests: [ids.alfa], faults: [ids.alfa] });
    });

    it('shows staff every request, and nobody anything without a scope', async () => {
      const all = await withTenantScope(db, { all: true }, (trx) =>
        trx('reimbursement_requests').pluck('id'),
      );
      expect(all.sort()).toEqual([ids.alfa, ids.beta].sort());
      const none = await withTenantScope(db, { clientIds: [] }, (trx) =>
        trx('reimbursement_requests').pluck('id'),
      );
      expect(none).toEqual([]);
    });

    it("refuses to write a row into another company's cases", async () => {
      await expect(
        withTenantScope(db, { clientIds: [alfa] }, (trx) =>
          trx('reimbursement_requests').insert({
            reference: 'RR-TEST-x',
            office: 'BR',
            workflow_id: 'reimbursement-x',
            client_id: beta,
          }),
        ),
      ).rejects.toThrow(/row-level security/);
    });

    it('leaves the connection as it was after the transaction', async () => {
      const settings = "select current_user as role, current_setting('app.scope', true) as scope";
      const [before] = (await db.raw(settings)).rows;
      await withTenantScope(db, { clientIds: [alfa] }, async () => undefined);
      const [after] = (await db.raw(settings)).rows;
      expect(after.role).not.toBe('claims_app');
      expect(after).toEqual(before);
    });

    it('works through the models, arrays and decimals included', async () => {
      const request = await withTenantScope(db, { clientIds: [alfa] }, async (trx) => {
        const created = await ReimbursementRequest.query(trx).insertGraphAndFetch({
          reference: 'RR-TEST-graph',
          office: 'BR',
          workflowId: `reimbursement-${randomUUID()}`,
          clientId: alfa,
          containers: ['MSCU1234565', 'TGHU7654321'],
          extraCosts: [
            {
              description: 'Storage',
              value: '1500.00',
              total: '1500.00',
              currency: 'USD',
              quotation: '5.123400',
              amountBrl: '7685.10',
            },
          ],
        } as never);
        return ReimbursementRequest.query(trx).findById(created.id).withGraphFetched('extraCosts');
      });
      expect(request?.containers).toEqual(['MSCU1234565', 'TGHU7654321']);
      expect(request?.extraCosts?.[0]).toMatchObject({
        value: '1500.00',
        quotation: '5.123400',
        amountBrl: '7685.10',
      });
      const byContainer = await db('reimbursement_requests')
        .whereRaw('containers @> ?', [['TGHU7654321']])
        .pluck('reference');
      expect(byContainer).toEqual(['RR-TEST-graph']);
    });
  });

  describe('migrations', () => {
    it('roll back completely and apply again', async () => {
      await db.migrate.rollback(undefined, true);
      const left = await db('pg_tables')
        .where({ schemaname: 'public' })
        .whereNotIn('tablename', ['knex_migrations', 'knex_migrations_lock'])
        .pluck('tablename');
      expect(left).toEqual([]);
      const sequences = await db('pg_sequences')
        .where({ schemaname: 'public' })
        .whereNot('sequencename', 'like', 'knex_%')
        .pluck('sequencename');
      expect(sequences).toEqual([]);
      const applied = await migrateLatest(db);
      expect(applied.length).toBeGreaterThanOrEqual(10);
      await seedReferenceData(db);
    });
  });
});
