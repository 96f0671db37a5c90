import { randomUUID } from 'node:crypto';
import { hashToken } from '@claims/db';
import { api, stackForFile } from '../testing/stack-harness';
import { bearer, issueToken } from '../testing/tokens';

/**
 * A session token that was tampered with, has expired, was revoked, or belongs to a user who was
 * deactivated opens nothing: not a case list, not the event stream, not a file. /me is covered by
 * the auth tests; these are the routes that hold the data.
 */
const run = stackForFile();

const PROTECTED = [
  '/api/reimbursements',
  '/api/protest-letters',
  '/api/notifications/stream',
  '/api/notifications/unread-count',
  '/api/dashboard',
];

async function refusedEverywhere(headers: Record<string, string>) {
  for (const path of PROTECTED) {
    const res = await api(run.stack.baseUrl, 'GET', path, undefined, headers);
    expect({ path, status: res.status, code: res.body?.error?.code }).toEqual({
      path,
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  }
}

const tokenRow = (token: string) =>
  run.stack.deps.db('access_tokens').where({ token_hash: hashToken(token) });

describe('session tokens', () => {
  it('a valid token opens the case routes (the control for the refusals below)', async () => {
    const token = await issueToken(run.stack.deps.db, 'client@example.com');
    for (const path of ['/api/reimbursements', '/api/protest-letters']) {
      expect((await api(run.stack.baseUrl, 'GET', path, undefined, bearer(token))).status).toBe(200);
    }
  });

  it('refuses a tampered token: one character changed, cut short, lengthened, or with another scheme', async () => {
    const token = await issueToken(run.stack.deps.db, 'client@example.com');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const headers of [
      bearer(flipped),
      bearer(token.slice(0, -2)),
      bearer(`${token}x`),
      { Authorization: `Basic ${token}` },
      { Authorization: `Bearer ${token}; drop table users` },
      { Authorization: `Bearer ${hashToken(token)}` },
    ])
      await refusedEverywhere(headers);
  });

  it('refuses an expired token', async () => {
    const token = await issueToken(run.stack.deps.db, 'client@example.com');
    await tokenRow(token).update({ expires_at: run.stack.deps.db.raw("now() - interval '1 second'") });
    await refusedEverywhere(bearer(token));
  });

  it('refuses a revoked token, and logout revokes only that session', async () => {
    const first = await issueToken(run.stack.deps.db, 'client@example.com');
    const second = await issueToken(run.stack.deps.db, 'client@example.com');
    expect((await api(run.stack.baseUrl, 'POST', '/api/auth/logout', undefined, bearer(first))).status).toBe(
      204,
    );
    await refusedEverywhere(bearer(first));
    expect(
      (await api(run.stack.baseUrl, 'GET', '/api/reimbursements', undefined, bearer(second))).status,
    ).toBe(200);
  });

  it('refuses every token of a user who was deactivated, and takes none from the query string', async () => {
    // A user of its own: deactivating a shared demo login would disturb the tests running beside.
    const db = run.stack.deps.db;
    const { id: _id, ...operator } = await db('users')
      .where({ email: 'client.operator@example.com' })
      .first();
    const email = `deactivated.${randomUUID()}@example.com`;
    await db('users').insert({ ...operator, id: randomUUID(), email });
    const token = await issueToken(db, email);
    expect(
      (await api(run.stack.baseUrl, 'GET', '/api/reimbursements', undefined, bearer(token))).status,
    ).toBe(200);
    expect((await api(run.stack.baseUrl, 'GET', `/api/reimbursements?access_token=${token}`)).status).toBe(
      401,
    );
    await db('users').where({ email }).update({ active: false });
    await refusedEverywhere(bearer(token));
  });
});
