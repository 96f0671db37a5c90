import { randomBytes } from 'node:crypto';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { stackForFile } from '../testing/stack-harness';
import { callsAsEachForFile } from '../testing/callers';
import { newUser, withLimit } from '../testing/users';

/**
 * Least privilege in user administration (ASVS V8.2): staff roles, teams and authority limits are
 * a MASTER's to give. A CLAIMS user who could mint a colleague with a limit of 999,999,999 would
 * bypass the MASTER's approval of large proposals.
 */
const run = stackForFile();
const callAs = callsAsEachForFile(run, ['master@example.com', 'claims@example.com', 'client@example.com']);

const email = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
const call = (who: string, method: string, path: string, body?: unknown, locale = 'pt-BR') =>
  callAs(who, method, path, body, { 'Content-Language': locale });

/** POST /api/users as `caller`, in `locale`. */
const createAs = (caller: string, user: object, locale?: string) =>
  call(caller, 'POST', '/api/users', user, locale);

describe('only a MASTER sets staff roles, teams and authority limits', () => {
  it('refuses a CLAIMS user creating a CLAIMS user with a limit of 999,999,999, and stores nothing', async () => {
    const address = email('limite');
    const res = await createAs(
      'claims@example.com',
      newUser('Limite Alto', 'CLAIMS', { email: address, ...withLimit('CLI_SAO', '999999999.00') }),
    );
    expect(res.status).toBe(403);
    // Why, not a bare "Não autorizado" (issue 16).
    expect(res.body.error).toEqual({
      code: 'STAFF_ACCOUNTS_MASTER_ONLY',
      message: 'Somente um master cadastra ou altera perfis da equipe interna, equipes e limites de alçada.',
    });
    expect(await run.stack.deps.db('users').where({ email: address })).toHaveLength(0);
  });

  it('refuses a CLAIMS user creating any staff user, or a customer with a team or a limit', async () => {
    for (const body of [
      { role: 'CLAIMS', team: 'BUE' },
      { role: 'CUSTOMER_SERVICE' },
      { role: 'INSPECTOR', authorityLimit: '1000.00', authorityCurrency: 'BRL' },
      { role: 'INSPECTOR', team: 'BUE' },
    ]) {
      const res = await createAs(
        'claims@example.com',
        { name: 'Sin', lastName: 'Permiso', email: email('staff'), ...body },
        'es',
      );
      expect({ body, status: res.status }).toEqual({ body, status: 403 });
      expect(res.body.error.message).toBe(
        'Solo un máster registra o cambia perfiles del equipo interno, equipos y límites de autorización.',
      );
    }
  });

  it("refuses a CLAIMS user raising a colleague's limit, moving their team or their own", async () => {
    const created = await createAs(
      'master@example.com',
      newUser('Colega Análise', 'CLAIMS', { email: email('colega'), ...withLimit('BUE', '10000.00') }),
    );
    expect(created.status).toBe(201);
    const raise = await call('claims@example.com', 'PUT', `/api/users/${created.body.id}`, {
      authorityLimit: '999999999.00',
    });
    expect(raise.status).toBe(403);
    const move = await call('claims@example.com', 'PUT', `/api/users/${created.body.id}`, {
      team: 'CLI_SAO',
    });
    expect(move.status).toBe(403);
    const stored = await run.stack.deps.db('users').where({ id: created.body.id }).first();
    expect([stored.authorityLimit, stored.team]).toEqual(['10000.00', 'BUE']);

    const self = (await run.stack.deps.db('users').where({ email: 'claims@example.com' }).first('id')).id;
    const own = await call('claims@example.com', 'PUT', `/api/users/${self}`, {
      authorityLimit: '999999999.00',
    });
    expect(own.status).toBe(403);
  });

  it('lets a CLAIMS user register customers and inspectors, and a MASTER set a limit', async () => {
    const client = await createAs(
      'claims@example.com',
      newUser('João Conceição', 'CLIENT_OPERATOR', {
        email: email('cliente'),
        clientId: DEMO_COMPANIES.alfa.id,
      }),
    );
    expect(client.status).toBe(201);
    const inspector = await createAs(
      'claims@example.com',
      newUser('Inés Peña', 'INSPECTOR', { email: email('vistoria') }),
    );
    expect(inspector.status).toBe(201);
    const limit = await createAs(
      'master@example.com',
      newUser('Chefe Sinistros', 'CLAIMS', {
        email: email('chefe'),
        ...withLimit('CLI_SAO', '999999999.00'),
      }),
    );
    expect(limit.status).toBe(201);
  });
});

describe('a duplicate e-mail reveals no account of another company', () => {
  it("a client master gets the same answer for another company's user as for its own", async () => {
    const beta = await run.stack.deps.db('users').where({ email: 'other.client@example.com' }).first();
    const body = (address: string) => newUser('Dup Licado', 'CLIENT_OPERATOR', { email: address });
    const foreign = await createAs('client@example.com', body(beta.email.toUpperCase()));
    const own = await createAs('client@example.com', body('client.operator@example.com'));
    expect(foreign.status).toBe(409);
    expect(foreign.body).toEqual(own.body);
    expect(JSON.stringify(foreign.body)).not.toContain(beta.id);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Beta/);
  });
});
