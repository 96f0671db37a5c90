import { randomUUID } from 'node:crypto';
import { api, stackForFile } from '../../testing/stack-harness';
import { hashPassword, hashToken, mintAuthLink } from '@claims/db';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';
import { createInvitation } from '../../auth';
import { createPasswordReset } from '../../auth/auth-tokens';
import { userNotice } from '../../testing/mail';

const ALFA = { id: DEMO_COMPANIES.alfa.id, name: DEMO_COMPANIES.alfa.name };

const run = stackForFile();

// Each test signs in from an address of its own, so the per-address counters never add up across tests.
let addresses = 0;
let from: Record<string, string>;
beforeEach(() => {
  addresses += 1;
  from = { 'X-Forwarded-For': `10.0.${addresses}.1` };
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  api(run.stack.baseUrl, 'POST', '/api/auth/login', { email, password }, { ...from, ...headers });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const me = (token: string) => api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(token));
const createPassword = (token: string, password: string, headers: Record<string, string> = {}) =>
  api(run.stack.baseUrl, 'POST', '/api/auth/create-password', { token, password }, headers);

/** A user of its own for tests that change passwords, languages or counters; demo users stay as seeded. */
async function freshUser(options: { password?: string | null; active?: boolean } = {}) {
  const email = `auth-${randomUUID()}@example.com`;
  const password = options.password === undefined ? 'Sea-freight-2026' : options.password;
  const [user] = await run.stack.deps
    .db('users')
    .insert({
      name: 'Teresa',
      last_name: 'Nunes',
      email,
      role: 'CUSTOMER_SERVICE',
      password_hash: password === null ? null : await hashPassword(password),
      active: options.active ?? true,
    })
    .returning(['id', 'email']);
  return { id: user.id as string, email, password: password ?? '' };
}

describe('login', () => {
  it('signs a demo user in with a bearer token, its role and team, e-mail in any case', async () => {
    const res = await login('Claims@Example.COM', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      name: 'Rafael',
      lastName: 'Moreira',
      email: 'claims@example.com',
      // The profile's language: browser tests of other files switch this demo login meanwhile.
      language: expect.stringMatching(/^(pt-BR|en|es)$/),
      roles: ['CLAIMS'],
      teams: ['CLI_SAO'],
      company: null,
      customsBroker: null,
    });
    const hoursLeft = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);

    const stored = await run.stack.deps
      .db('access_tokens')
      .where({ token_hash: hashToken(res.body.token) })
      .first();
    expect(stored.userId).toBe(res.body.user.id);
    expect(
      await run.stack.deps.db('access_tokens').where({ token_hash: res.body.token }).first(),
    ).toBeUndefined();

    const session = await me(res.body.token);
    expect(session.status).toBe(200);
    expect(session.body).toEqual(res.body.user);
  });

  it('names the company of a client user and the broker of a broker user', async () => {
    const client = await login('client@example.com', DEMO_PASSWORD);
    expect(client.body.user).toMatchObject({
      roles: ['CLIENT_MASTER'],
      teams: [],
      company: ALFA,
      customsBroker: null,
    });
    const broker = await login('broker@example.com', DEMO_PASSWORD);
    expect(broker.body.user.roles).toEqual(['CUSTOMS_BROKER_MASTER']);
    expect(broker.body.user.company).toBeNull();
    expect(broker.body.user.customsBroker).toMatchObject({ name: 'Rota Despachos Aduaneiros Ltda' });
  });

  it('refuses a wrong password with 401 "Usuário ou senha inválidos", in English when asked', async () => {
    const pt = await login('service@example.com', 'not-the-password');
    expect(pt.status).toBe(401);
    expect(pt.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Usuário ou senha inválidos' });
    const en = await login('service@example.com', 'not-the-password', { 'Content-Language': 'en' });
    expect(en.status).toBe(401);
    expect(en.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid user or password' });
    expect(pt.body).not.toHaveProperty('token');
  });

  it('answers an unknown e-mail, an inactive user and an invited user without password exactly like a wrong password', async () => {
    const wrong = await login('service@example.com', 'not-the-password');
    const inactive = await freshUser({ active: false });
    const invited = await freshUser({ password: null });
    for (const res of [
      await login(`nobody-${randomUUID()}@example.com`, 'whatever-1234'),
      await login(inactive.email, inactive.password),
      await login(invited.email, 'anything-at-all'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(wrong.body);
    }
  });

  it('answers 422 naming the missing fields', async () => {
    const res = await api(run.stack.baseUrl, 'POST', '/api/auth/login', { email: '' }, from);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'password']);
  });
});

describe('login throttling', () => {
  it('locks an account for a while after 5 failures, even for the right password, while another account still signs in', async () => {
    const user = await freshUser();
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401);

    const locked = await login(user.email.toUpperCase(), user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.',
    });
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const es = await login(user.email, user.password, { 'Content-Language': 'es' });
    expect(es.status).toBe(429);
    expect(es.body.error.message).not.toBe(locked.body.error.message);

    const other = await freshUser();
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it("forgets an account's failures once it signs in", async () => {
    const user = await freshUser();
    for (let i = 0; i < 4; i++) await login(user.email, 'wrong-password');
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('stops an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`guess-${i}-${randomUUID()}@example.com`, 'password-guess')).status).toBe(401);
    }
    const user = await freshUser();
    expect((await login(user.email, user.password)).status).toBe(429);
    expect((await login(user.email, user.password, { 'X-Forwarded-For': '10.255.0.1' })).status).toBe(200);
    // 22 password checks (scrypt, on purpose slow) one after another: minutes on a loaded machine.
  }, 240_000);
});

describe('session', () => {
  it('ends at logout: the token no longer opens /me', async () => {
    const { body } = await login('inspector@example.com', DEMO_PASSWORD);
    expect((await me(body.token)).status).toBe(200);
    expect(
      (await api(run.stack.baseUrl, 'POST', '/api/auth/logout', undefined, bearer(body.token))).status,
    ).toBe(204);
    const after = await me(body.token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
    expect((await api(run.stack.baseUrl, 'POST', '/api/auth/logout')).status).toBe(401);
  });

  it('refuses /me without a token, with a tampered token and with an expired one', async () => {
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me')).status).toBe(401);
    const { body } = await login('service@example.com', DEMO_PASSWORD);
    const last = body.token.slice(-1);
    const tampered = body.token.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    expect((await me(tampered)).status).toBe(401);

    await run.stack.deps
      .db('access_tokens')
      .where({ token_hash: hashToken(body.token) })
      .update({ expires_at: run.stack.deps.db.raw("now() - interval '1 minute'") });
    expect((await me(body.token)).status).toBe(401);
  });

  it('stores the language the user picks', async () => {
    const user = await freshUser();
    const { body } = await login(user.email, user.password);
    const res = await api(run.stack.baseUrl, 'PATCH', '/api/auth/me', { language: 'es' }, bearer(body.token));
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('es');
    expect((await me(body.token)).body.language).toBe('es');
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).language).toBe('es');
    expect((await login(user.email, user.password)).body.user.language).toBe('es');

    const bad = await api(run.stack.baseUrl, 'PATCH', '/api/auth/me', { language: 'fr' }, bearer(body.token));
    expect(bad.status).toBe(422);
    expect((await api(run.stack.baseUrl, 'PATCH', '/api/auth/me', { language: 'en' })).status).toBe(401);
  });
});

describe('forgot password and create password', () => {
  const forgot = (email: string) =>
    api(run.stack.baseUrl, 'POST', '/api/auth/forgot-password', { email }, from);

  it('answers 202 whether or not the account exists, and stores only a hash of a one-hour link', async () => {
    const user = await freshUser();
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot(`nobody-${randomUUID()}@example.com`);
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);

    // The outbox asks the jobs worker for a one-hour link; the worker mints it as it sends.
    const asked = await userNotice(run, user.id, 'PASSWORD_RESET');
    expect(asked.payload).toEqual({ recipient: user.id, hours: 1, count: 1 });
    expect(await run.stack.deps.db('auth_tokens').where({ user_id: user.id })).toHaveLength(0);
    await mintAuthLink(run.stack.deps.db, {
      userId: user.id,
      kind: 'PASSWORD_RESET',
      ttlHours: asked.payload.hours,
      eventKey: asked.eventKey,
    });
    const rows = await run.stack.deps.db('auth_tokens').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('PASSWORD_RESET');
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const minutesLeft = (new Date(rows[0].expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(55);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('slows down an address that asks for many resets', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(`nobody-${i}@example.com`)).status).toBe(202);
    const res = await forgot('nobody@example.com');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
  });

  it("sets an invited user's password once: the link then stops working", async () => {
    const user = await freshUser({ password: null });
    const { token, url } = await createInvitation(
      run.stack.deps.db,
      user.id,
      72,
      run.stack.deps.config.PUBLIC_URL,
    );
    expect(url).toBe(`${run.stack.deps.config.PUBLIC_URL}/auth/create-password/${token}`);
    expect(await run.stack.deps.db('auth_tokens').where({ token_hash: token }).first()).toBeUndefined();

    const greeting = await api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${token}`);
    expect(greeting).toMatchObject({
      status: 200,
      body: { email: user.email, name: 'Teresa', kind: 'INVITATION' },
    });

    expect((await createPassword(token, 'Container-yard-42')).status).toBe(204);
    expect((await login(user.email, 'Container-yard-42')).status).toBe(200);

    const again = await createPassword(token, 'Another-password-99');
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Link inválido ou expirado. Solicite um novo.',
    });
    expect((await api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${token}`)).status).toBe(404);
    expect((await login(user.email, 'Another-password-99')).status).toBe(401);
  });

  it('refuses a short or guessable password with a localized field message and leaves the link usable', async () => {
    const user = await freshUser({ password: null });
    const { token } = await createInvitation(run.stack.deps.db, user.id);
    const pt = await createPassword(token, 'short');
    expect(pt.status).toBe(422);
    expect(pt.body.error.fields.password).toBe('A senha deve ter no mínimo 10 caracteres');
    const en = await createPassword(token, 'short', { 'Content-Language': 'en' });
    expect(en.body.error.fields.password).toBe('The password must have at least 10 characters');
    // Ten digits are long enough, and guessed in a few tries.
    const digits = await createPassword(token, '1234567890', { 'Content-Language': 'es' });
    expect(digits.status).toBe(422);
    expect(digits.body.error.fields.password).toMatch(/^Esta contraseña es demasiado fácil de adivinar/);
    expect((await createPassword(token, 'Long-enough-now')).status).toBe(204);
  });

  it('refuses unknown, expired and superseded links with 400 INVALID_TOKEN, localized', async () => {
    const user = await freshUser({ password: null });
    const unknown = await createPassword('x'.repeat(43), 'Long-enough-now', { 'Content-Language': 'es' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'El enlace es inválido o ha expirado. Solicite uno nuevo.',
    });

    const first = await createInvitation(run.stack.deps.db, user.id);
    const second = await createInvitation(run.stack.deps.db, user.id);
    expect((await createPassword(first.token, 'Long-enough-now')).status).toBe(400);

    await run.stack.deps
      .db('auth_tokens')
      .where({ token_hash: hashToken(second.token) })
      .update({ expires_at: run.stack.deps.db.raw("now() - interval '1 second'") });
    expect((await createPassword(second.token, 'Long-enough-now')).status).toBe(400);
    expect((await api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${second.token}`)).status).toBe(404);
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/invitations/not-a-token')).status).toBe(404);
  });

  it('resets a password: the old one and every open session stop working', async () => {
    const user = await freshUser();
    const { body: session } = await login(user.email, user.password);
    const { token } = await createPasswordReset(run.stack.deps.db, user.id);
    // The page the link opens says it resets the password, not that it creates one.
    const greeting = await api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${token}`);
    expect(greeting.body).toEqual({ email: user.email, name: expect.any(String), kind: 'PASSWORD_RESET' });

    expect((await createPassword(token, 'Brand-new-password')).status).toBe(204);
    expect((await me(session.token)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'Brand-new-password')).status).toBe(200);
  });
});
