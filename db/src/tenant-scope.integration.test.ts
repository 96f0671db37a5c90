import knexFactory, { type Knex } from 'knex';
import { DEMO_COMPANIES } from '../seeds/demo-accounts';
import { knexConfig } from './knex';
import { withTenantScope } from './tenant-scope';

/** The settings row-level security reads, as a request's transaction sees them. */
const settings = async (db: Knex | Knex.Transaction) =>
  (
    await db.raw(
      `select current_user as role, current_setting('app.scope', true) as scope,
              current_setting('app.client_ids', true) as client_ids`,
    )
  ).rows[0] as { role: string; scope: string | null; client_ids: string | null };

describe('a tenant scope', () => {
  let db: Knex;
  const alfa = DEMO_COMPANIES.alfa.id;
  const beta = DEMO_COMPANIES.beta.id;
  beforeAll(() => {
    if (!process.env.DATABASE_URL)
      throw new Error('DATABASE_URL is not set: run integration tests with `npm test`.');
    // One connection: what a scope leaves behind would show in the next query.
    db = knexFactory(knexConfig(process.env.DATABASE_URL, { max: 1 }));
  });
  afterAll(() => db.destroy());

  it('runs the request as claims_app with its companies, and leaves nothing behind', async () => {
    const inside = await withTenantScope(db, { clientIds: [alfa, beta] }, settings);
    expect(inside).toEqual({ role: 'claims_app', scope: 'clients', client_ids: `${alfa},${beta}` });
    const staff = await withTenantScope(db, { all: true }, settings);
    expect(staff).toEqual({ role: 'claims_app', scope: 'all', client_ids: '' });

    // Back to the connection's own: the system scope the database gives every session.
    const after = await settings(db);
    expect(after.role).not.toBe('claims_app');
    expect(after.scope).toBe('all');
    expect(after.client_ids || null).toBeNull();
  });

  it('leaves nothing behind when the request fails either', async () => {
    await expect(
      withTenantScope(db, { clientIds: [alfa] }, async (trx) => {
        await trx.raw('select 1 / 0');
      }),
    ).rejects.toThrow(/division by zero/);
    const after = await settings(db);
    expect(after.role).not.toBe('claims_app');
    expect(after.scope).toBe('all');
  });

  it('refuses a malformed company id before touching the database', async () => {
    await expect(withTenantScope(db, { clientIds: ["x', 'all"] }, settings)).rejects.toThrow(
      /not a client id/,
    );
  });
});
