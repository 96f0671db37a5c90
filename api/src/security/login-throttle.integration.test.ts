import { randomUUID } from 'node:crypto';
import { hashPassword } from '@claims/db';
import { api, stackForFile } from '../testing/stack-harness';
import { createPasswordReset } from '../auth/auth-tokens';

/**
 * Password guessing (ASVS V6.3): attempts are counted before the password is checked, so guesses
 * sent at once cannot all pass as the first; a guesser elsewhere slows an account down but cannot
 * lock its owner out for minutes; reset links cannot be flooded or killed by strangers.
 */
const run = stackForFile();

let addresses = 0;
const newAddress = () => `10.17.${++addresses}.1`;
const login = (email: string, password: string, address: string, locale = 'pt-BR') =>
  api(
    run.stack.baseUrl,
    'POST',
    '/api/auth/login',
    { email, password },
    { 'X-Forwarded-For': address, 'Content-Language': locale },
  );
const forgot = (email: string, address: string) =>
  api(run.stack.baseUrl, 'POST', '/api/auth/forgot-password', { email }, { 'X-Forwarded-For': address });

async function freshUser() {
  const email = `throttle-${randomUUID()}@example.com`;
  const password = 'Conteúdo-avariado-2026';
  const [row] = await run.stack.deps
    .db('users')
    .insert({
      name: 'Joaquín',
      last_name: 'Peña',
      email,
      role: 'CLIENT_OPERATOR',
      client_id: (await run.stack.deps.db('clients').first('id')).id,
      password_hash: await hashPassword(password),
    })
    .returning('id');
  return { id: row.id as string, email, password };
}

describe('login throttling under parallel guesses', () => {
  it('lets at most 5 of 10 simultaneous wrong passwords for one account from one address be checked', async () => {
    const user = await freshUser();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(user.email, 'senha-errada-123', address)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('lets at most 5 of 10 simultaneous wrong passwords from 10 addresses be checked', async () => {
    const user = await freshUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(user.email, 'contraseña-mala', newAddress(), 'es')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused?.body.error.message).toBe(
      'Demasiadas solicitudes en poco tiempo. Espere un momento e intente nuevamente.',
    );
  });
});

describe('a guesser elsewhere does not lock the owner out', () => {
  it('the owner, from their own address, waits seconds at most and then signs in', async () => {
    const user = await freshUser();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, `guess-${i}-xyz`, attacker)).status).toBe(401);
    // The guesser's own address is now locked for the window.
    const guesser = await login(user.email, user.password, attacker);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('Retry-After'))).toBeGreaterThan(60);

    const owner = newAddress();
    let res = await login(user.email, user.password, owner);
    if (res.status === 429) {
      const wait = Number(res.headers.get('Retry-After'));
      expect(wait).toBeLessThanOrEqual(30);
      await new Promise((r) => setTimeout(r, wait * 1000 + 100));
      res = await login(user.email, user.password, owner);
    }
    expect(res.status).toBe(200);
  });

  it('more guesses from many addresses make each wait longer, never more than 30 s', async () => {
    const user = await freshUser();
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      let res = await login(user.email, `guess-${i}-xyz`, newAddress());
      while (res.status === 429) {
        const wait = Number(res.headers.get('Retry-After'));
        waits.push(wait);
        expect(wait).toBeLessThanOrEqual(30);
        await new Promise((r) => setTimeout(r, wait * 1000 + 50));
        res = await login(user.email, `guess-${i}-xyz`, newAddress());
      }
      expect(res.status).toBe(401);
    }
    // After the 5 free failures: 1, 2, 4, 8 s between guesses (less what a slow check took).
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('forgot password', () => {
  it('throttles one account from many addresses, and a new link does not retire a live one', async () => {
    const user = await freshUser();
    for (let i = 0; i < 3; i++) expect((await forgot(user.email, newAddress())).status).toBe(202);
    const fourth = await forgot(user.email.toUpperCase(), newAddress());
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same answer for an e-mail nobody has: the throttle says nothing about accounts.
    const nobody = `nobody-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await forgot(nobody, newAddress())).status).toBe(202);
    expect((await forgot(nobody, newAddress())).status).toBe(429);

    const asked = await run.stack.deps
      .db('outbox')
      .where({ kind: 'PASSWORD_RESET' })
      .whereRaw("payload->>'recipient' = ?", [user.id]);
    expect(asked).toHaveLength(3);
  });

  it('a second reset link leaves the first one usable', async () => {
    const user = await freshUser();
    const first = await createPasswordReset(run.stack.deps.db, user.id);
    const second = await createPasswordReset(run.stack.deps.db, user.id);
    const greet = (token: string) => api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${token}`);
    expect((await greet(first.token)).status).toBe(200);
    expect((await greet(second.token)).status).toBe(200);
    const set = await api(run.stack.baseUrl, 'POST', '/api/auth/create-password', {
      token: first.token,
      password: 'Nova-senha-São-Paulo',
    });
    expect(set.status).toBe(204);
    // Choosing a password spends every link the user had.
    expect((await greet(second.token)).status).toBe(404);
  });
});
