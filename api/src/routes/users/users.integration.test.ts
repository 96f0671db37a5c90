import { DEMO_COMPANIES, DEMO_CUSTOMS_BROKER } from '@claims/db/seeds/demo-accounts';
import { stackForFile } from '../../testing/stack-harness';
import { callsAsEachForFile } from '../../testing/callers';
import { userNotice } from '../../testing/mail';
import { newUser, withLimit } from '../../testing/users';

const run = stackForFile();
const call = callsAsEachForFile(run, [
  'master@example.com',
  'claims@example.com',
  'client@example.com',
  'other.client@example.com',
  'broker@example.com',
  'client.operator@example.com',
]);
/** POST /api/users as `caller`. */
const createAs = (caller: string, user: object, headers?: Record<string, string>) =>
  call(caller, 'POST', '/api/users', user, headers);
const ids = (body: { id: string }[]) => body.map((u) => u.id);
const userId = async (email: string) =>
  (await run.stack.deps.db('users').where({ email }).first('id')).id as string;

describe('/api/users', () => {
  it('creates an invited user, edits and removes it as MASTER, never showing a password hash', async () => {
    const created = await createAs(
      'master@example.com',
      newUser('Rita Quintanilha', 'CLAIMS', {
        email: 'Rita.Quintanilha@Example.com',
        ...withLimit('CLI_SSZ', '50000.00'),
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'rita.quintanilha@example.com',
      invitationPending: true,
      active: true,
      language: 'pt-BR',
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);
    const { id } = created.body;
    // The invitation is asked of the jobs worker, which mints its link into the e-mail.
    const invitation = await userNotice(run, id, 'INVITATION');
    expect(invitation.payload).toEqual({ recipient: id, hours: 72, count: 72 });

    const edited = await call('master@example.com', 'PUT', `/api/users/${id}`, {
      team: 'BUE',
      language: 'es',
    });
    expect(edited.body).toMatchObject({ team: 'BUE', language: 'es', name: 'Rita' });

    const listed = await call(
      'master@example.com',
      'GET',
      `/api/users?filter=${encodeURIComponent('{"q":"quintanilha"}')}`,
    );
    expect(ids(listed.body)).toEqual([id]);
    expect(JSON.stringify(listed.body)).not.toMatch(/password/i);

    expect((await call('master@example.com', 'DELETE', `/api/users/${id}`)).body.active).toBe(false);
    expect((await call('master@example.com', 'GET', `/api/users/${id}`)).status).toBe(404);
    expect((await run.stack.deps.db('users').where({ id }).first()).deletedAt).not.toBeNull();

    // Each step is in the audit log: who, what changed (before and after), from where.
    const audit = await call(
      'master@example.com',
      'GET',
      `/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'users', q: id }))}&sort=${encodeURIComponent('["id","ASC"]')}`,
    );
    expect(audit.status).toBe(200);
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual([
      'users.create',
      'users.update',
      'users.delete',
    ]);
    const [create, update, remove] = audit.body;
    expect(create).toMatchObject({ entityId: id, actorId: await userId('master@example.com') });
    expect(create.changes.role).toEqual({ before: null, after: 'CLAIMS' });
    expect(update.changes).toEqual({
      team: { before: 'CLI_SSZ', after: 'BUE' },
      language: { before: 'pt-BR', after: 'es' },
    });
    expect(remove.changes).toEqual({ active: { before: true, after: false } });
    expect(JSON.stringify(audit.body)).not.toMatch(/password/i);
  });

  it('answers 409 DUPLICATE_EMAIL for an e-mail already registered, in any case, in pt-BR and en', async () => {
    const body = { name: 'Outra', lastName: 'Pessoa', email: 'MASTER@example.com', role: 'INSPECTOR' };
    const pt = await createAs('master@example.com', body);
    expect(pt.status).toBe(409);
    expect(pt.body.error).toEqual({ code: 'DUPLICATE_EMAIL', message: 'E-mail já cadastrado.' });
    const en = await createAs('master@example.com', body, { 'Content-Language': 'en' });
    expect(en.status).toBe(409);
    expect(en.body.error.code).toBe('DUPLICATE_EMAIL');
    expect(en.body.error.message).not.toBe(pt.body.error.message);
  });

  it('answers 422 with localized fields for wrong types and for a client role without a company', async () => {
    const res = await createAs('master@example.com', {
      name: 1,
      email: 'nope',
      role: 'CLIENT_OPERATOR',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toMatchObject({
      email: 'E-mail inválido',
      lastName: 'O campo sobrenome é obrigatório',
    });
    expect(res.body.error.fields).toHaveProperty('name');
    const noCompany = await createAs(
      'master@example.com',
      newUser('A B', 'CLIENT_OPERATOR', { email: 'nocompany@example.com' }),
    );
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.error.fields.clientId).toBe('O campo cliente é obrigatório');
  });

  it('shows a CLIENT_MASTER only its own company’s users: Beta’s are 404 and absent from the list', async () => {
    const betaUser = await userId('other.client@example.com');
    const list = await call('client@example.com', 'GET', '/api/users?range=[0,99]');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((u: { clientId: string }) => u.clientId === DEMO_COMPANIES.alfa.id)).toBe(true);
    expect(ids(list.body)).not.toContain(betaUser);
    expect((await call('client@example.com', 'GET', `/api/users/${betaUser}`)).status).toBe(404);
    expect((await call('client@example.com', 'PUT', `/api/users/${betaUser}`, { name: 'X' })).status).toBe(
      404,
    );
    expect((await call('client@example.com', 'DELETE', `/api/users/${betaUser}`)).status).toBe(404);
  });

  it('lets a CLIENT_MASTER create operators of its company only, never a MASTER', async () => {
    const master = await createAs('client@example.com', newUser('Evil Master', 'MASTER'));
    expect(master.status).toBe(403);
    const elsewhere = await createAs(
      'client@example.com',
      newUser('Op Beta', 'CLIENT_OPERATOR', { clientId: DEMO_COMPANIES.beta.id }),
    );
    expect(elsewhere.status).toBe(403);
    const operator = await createAs('client@example.com', newUser('Op Alfa', 'CLIENT_OPERATOR'));
    expect(operator.status).toBe(201);
    expect(operator.body).toMatchObject({ clientId: DEMO_COMPANIES.alfa.id, role: 'CLIENT_OPERATOR' });
    const promote = await call('client@example.com', 'PUT', `/api/users/${operator.body.id}`, {
      role: 'CLIENT_MASTER',
    });
    expect(promote.status).toBe(403);
    expect((await run.stack.deps.db('users').where({ email: 'evil.master@example.com' })).length).toBe(0);
  });

  it('lets a broker master manage its operators; CLAIMS cannot create a MASTER; operators have no access', async () => {
    const op = await createAs('broker@example.com', newUser('Op Rota', 'CUSTOMS_BROKER_OPERATOR'));
    expect(op.status).toBe(201);
    expect(op.body.customsBrokerId).toBe(DEMO_CUSTOMS_BROKER.id);
    const claims = await createAs('claims@example.com', newUser('New Master', 'MASTER'));
    expect(claims.status).toBe(403);
    expect((await call('client.operator@example.com', 'GET', '/api/users')).status).toBe(403);
  });

  it('keeps users from locking themselves out', async () => {
    const me = await userId('master@example.com');
    expect((await call('master@example.com', 'DELETE', `/api/users/${me}`)).status).toBe(409);
    expect((await call('master@example.com', 'PUT', `/api/users/${me}`, { active: false })).status).toBe(403);
    expect((await call('master@example.com', 'PUT', `/api/users/${me}`, { language: 'en' })).status).toBe(
      200,
    );
  });
});
