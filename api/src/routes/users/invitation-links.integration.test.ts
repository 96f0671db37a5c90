import { randomBytes } from 'node:crypto';
import { hashPassword } from '@claims/db';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { mailedLink } from '@claims/workers/testing/mailed-links';
import { createPasswordReset } from '../../auth/auth-tokens';
import { api, stackForFile } from '../../testing/stack-harness';
import { signedIn } from '../../testing/tokens';
import { newUser } from '../../testing/users';

const run = stackForFile({ jobs: true, publicUrl: true });
let master: Record<string, string>;
beforeAll(async () => {
  master = await signedIn(run.stack.deps.db, 'client@example.com', 'es');
});

const address = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
const call = (method: string, path: string, body?: unknown, headers = master) =>
  api(run.stack.baseUrl, method, path, body, headers);
const greets = (token: string) => call('GET', `/api/auth/invitations/${token}`, undefined, {});
const setPassword = (token: string) =>
  call(
    'POST',
    '/api/auth/create-password',
    { token, password: 'Operadora#2026' },
    { 'Content-Language': 'es' },
  );

/** An operator of Alfa invited by its master, as the portal does it. */
async function invite(email = address('operadora')): Promise<{ id: string; email: string }> {
  const res = await call(
    'POST',
    '/api/users',
    newUser('Lucía Pérez', 'CLIENT_OPERATOR', { email, language: 'es' }),
  );
  expect(res.status).toBe(201);
  return res.body;
}

describe("a user's e-mail changed before the invitation was used", () => {
  it('retires the link sent to the old address and invites the new one, which then signs up', async () => {
    const operator = await invite();
    const first = await mailedLink(run.stack.deps.db, run.jobs, operator.id, 'INVITATION');
    expect(first.to).toBe(operator.email);
    expect((await greets(first.token)).status).toBe(200);

    // The master fixes a typo: the account never signed up, so it takes the address at once.
    const fixed = address('operadora-corregida');
    const res = await call('PUT', `/api/users/${operator.id}`, { email: fixed });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: fixed, emailChange: 'INVITED', invitationPending: true });

    // Whoever reads the old mailbox can no longer set the password of the account.
    expect((await greets(first.token)).status).toBe(404);
    const stale = await setPassword(first.token);
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'El enlace es inválido o ha expirado. Solicite uno nuevo.',
    });
    expect((await run.stack.deps.db('users').where({ id: operator.id }).first()).passwordHash).toBeNull();

    // The new address gets its own invitation, and that one works.
    const second = await mailedLink(run.stack.deps.db, run.jobs, operator.id, 'INVITATION', first);
    expect(second.to).toBe(fixed);
    expect((await greets(second.token)).body).toMatchObject({ email: fixed });
    expect((await setPassword(second.token)).status).toBe(204);
    const login = await call('POST', '/api/auth/login', { email: fixed, password: 'Operadora#2026' }, {});
    expect(login.status).toBe(200);
  });

  it('an account with a password keeps its address until the new one is confirmed; reset links to the old one stop at once', async () => {
    const email = address('activa');
    const [user] = await run.stack.deps
      .db('users')
      .insert({
        name: 'Martina',
        last_name: 'Gómez',
        email,
        role: 'CLIENT_OPERATOR',
        client_id: DEMO_COMPANIES.alfa.id,
        language: 'es',
        password_hash: await hashPassword('Operadora#2026'),
      })
      .returning('id');
    const before = await createPasswordReset(run.stack.deps.db, user.id);

    const target = address('nueva');
    const res = await call('PUT', `/api/users/${user.id}`, { email: target });
    expect(res.body).toMatchObject({ email, emailChange: 'CONFIRMATION_SENT', invitationPending: false });
    expect((await greets(before.token)).status).toBe(404);

    // A reset asked meanwhile goes to the current address and works until the new one is confirmed.
    const meanwhile = await createPasswordReset(run.stack.deps.db, user.id);
    expect((await greets(meanwhile.token)).status).toBe(200);
    const confirmation = await mailedLink(run.stack.deps.db, run.jobs, user.id, 'EMAIL_CHANGE');
    expect(confirmation.to).toBe(target);
    expect((await call('POST', '/api/auth/confirm-email', { token: confirmation.token }, {})).status).toBe(
      204,
    );
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).email).toBe(target);
    expect((await greets(meanwhile.token)).status).toBe(404);
  });
});

describe('resending an invitation', () => {
  it('e-mails a new link and retires the previous one at once; limited like other e-mails', async () => {
    const operator = await invite();
    const first = await mailedLink(run.stack.deps.db, run.jobs, operator.id, 'INVITATION');
    const listed = await call('GET', `/api/users/${operator.id}`);
    expect(listed.body.allowedActions).toEqual(['update', 'delete', 'resendInvitation']);

    const resent = await call('POST', `/api/users/${operator.id}/invitation`);
    expect(resent.status).toBe(202);
    // Refused before the new e-mail even leaves: the old one may sit in a forwarded inbox.
    expect((await greets(first.token)).status).toBe(404);
    const second = await mailedLink(run.stack.deps.db, run.jobs, operator.id, 'INVITATION', first);
    expect(second.to).toBe(operator.email);
    expect((await greets(second.token)).status).toBe(200);

    // Three per hour for one account (the first above counts), then 429 with Retry-After.
    expect((await call('POST', `/api/users/${operator.id}/invitation`)).status).toBe(202);
    expect((await call('POST', `/api/users/${operator.id}/invitation`)).status).toBe(202);
    const throttled = await call('POST', `/api/users/${operator.id}/invitation`);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBeTruthy();
  });

  it('is refused, with the reason, for someone who already has a password or is deactivated, and out of reach elsewhere', async () => {
    const operator = await run.stack.deps
      .db('users')
      .where({ email: 'client.operator@example.com' })
      .first('id');
    const done = await call('POST', `/api/users/${operator.id}/invitation`);
    expect(done.status).toBe(409);
    expect(done.body.error).toMatchObject({ code: 'INVITATION_NOT_PENDING' });
    expect(done.body.error.message).toContain('Olvidé mi contraseña');
    expect((await call('GET', `/api/users/${operator.id}`)).body.allowedActions).toEqual([
      'update',
      'delete',
    ]);

    const off = await invite();
    await call('PUT', `/api/users/${off.id}`, { active: false });
    const inactive = await call('POST', `/api/users/${off.id}/invitation`);
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.code).toBe('USER_INACTIVE');

    const beta = await signedIn(run.stack.deps.db, 'other.client@example.com');
    expect((await call('POST', `/api/users/${off.id}/invitation`, undefined, beta)).status).toBe(404);
    const alfaOperator = await signedIn(run.stack.deps.db, 'client.operator@example.com');
    expect((await call('POST', `/api/users/${off.id}/invitation`, undefined, alfaOperator)).status).toBe(403);
  });
});
