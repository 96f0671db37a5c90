import { randomBytes } from 'node:crypto';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { hashToken, mintAuthLink } from '@claims/db';
import { api, stackForFile } from '../testing/stack-harness';
import { signedUpUser } from '../testing/callers';
import { userNotice } from '../testing/mail';
import { bearer, issueToken, signedIn } from '../testing/tokens';

/**
 * An account's e-mail is where its password resets go: changing it silently hands the account
 * over. For an account with a password a change is only requested; the link sent to the new
 * address confirms it, and every session of the user then ends (ASVS V6.4, V8.2). An account
 * still invited is re-invited at the new address instead (invitation-links.integration.test.ts).
 */
const run = stackForFile();

const address = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

/** The link the jobs worker would e-mail to the new address, minted here directly. */
const emailChangeLink = (userId: string, newEmail: string) =>
  mintAuthLink(run.stack.deps.db, { userId, kind: 'EMAIL_CHANGE', ttlHours: 24, newEmail });

/** Confirms an e-mail change with its link's token, without a session, as the link's page does. */
const confirmEmail = (token: string, headers?: Record<string, string>) =>
  api(run.stack.baseUrl, 'POST', '/api/auth/confirm-email', { token }, headers);

/** The user's own change waiting on its link: GET shows it, DELETE takes it back. */
const pendingChange = (method: 'GET' | 'DELETE', session: Record<string, string>) =>
  api(run.stack.baseUrl, method, '/api/auth/email-change', undefined, session);

/** The audit log's entries of `action` about a user, as a MASTER reads them. */
async function audited(action: string, userId: string) {
  const master = await signedIn(run.stack.deps.db, 'master@example.com');
  const filter = encodeURIComponent(JSON.stringify({ action, q: userId }));
  return api(run.stack.baseUrl, 'GET', `/api/audit-log?filter=${filter}`, undefined, master);
}

/** Signed up: it has a password, a history, sessions; its address is what its resets follow. */
const customer = () =>
  signedUpUser(run, {
    name: 'Conceição',
    lastName: 'Araújo',
    email: address('cliente'),
    role: 'CLIENT_OPERATOR',
    clientId: DEMO_COMPANIES.alfa.id,
  });

describe('changing an e-mail', () => {
  it("a CLAIMS user cannot silently change a customer's e-mail: it waits for the new address", async () => {
    const user = await customer();
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com', 'es');
    const target = address('nuevo');
    const res = await api(
      run.stack.baseUrl,
      'PUT',
      `/api/users/${user.id}`,
      { email: target, lastName: 'Araújo Lima' },
      claims,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: user.email,
      lastName: 'Araújo Lima',
      emailChange: 'CONFIRMATION_SENT',
    });
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).email).toBe(user.email);
    const asked = await userNotice(run, user.id, 'EMAIL_CHANGE');
    expect(asked.payload).toEqual({ recipient: user.id, newEmail: target, hours: 24 });
    // The address being left is told what was asked, without a link, so its owner can object.
    const told = await userNotice(run, user.id, 'EMAIL_CHANGE_REQUESTED');
    expect(told.payload).toEqual({ recipient: user.id, newAddress: target, hours: 24 });
  });

  it('the link from the new address changes it and ends every session of the user; it works once', async () => {
    const user = await customer();
    const session = await issueToken(run.stack.deps.db, user.email);
    const target = address('novo');
    const token = await emailChangeLink(user.id, target);
    const confirm = () => confirmEmail(token);
    expect((await confirm()).status).toBe(204);
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).email).toBe(target);
    // The change itself is in the audit log, as the user's own (issue 16).
    const audit = await audited('users.confirmEmail', user.id);
    expect(audit.status).toBe(200);
    expect(audit.body).toEqual([
      expect.objectContaining({
        actorId: user.id,
        entityId: user.id,
        changes: { email: { before: user.email, after: target } },
      }),
    ]);
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(session))).status).toBe(
      401,
    );
    const again = await confirm();
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_TOKEN');
    // An e-mail change link is no password link.
    expect((await api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${token}`)).status).toBe(404);
    const stored = await run.stack.deps
      .db('auth_tokens')
      .where({ token_hash: hashToken(token) })
      .first();
    expect(stored.usedAt).not.toBeNull();
  });

  it('shows the user the change waiting on its link, and lets them take it back: the link then fails', async () => {
    const user = await customer();
    const session = bearer(await issueToken(run.stack.deps.db, user.email));
    const pending = () => pendingChange('GET', session);
    expect((await pending()).body).toEqual({ pending: null });
    const target = address('typo');
    const token = await emailChangeLink(user.id, target);
    const waiting = await pending();
    expect(waiting.status).toBe(200);
    expect(waiting.body.pending.newEmail).toBe(target);
    const hoursLeft = (Date.parse(waiting.body.pending.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    expect((await pendingChange('DELETE', session)).status).toBe(204);
    expect((await pending()).body).toEqual({ pending: null });
    const late = await confirmEmail(token);
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('INVALID_TOKEN');
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).email).toBe(user.email);
    // Taken back once: a second cancel finds nothing and changes nothing.
    expect((await pendingChange('DELETE', session)).status).toBe(204);
    const audit = await audited('users.cancelEmailChange', user.id);
    expect(audit.body).toEqual([
      expect.objectContaining({ actorId: user.id, changes: { email: { before: target, after: null } } }),
    ]);
  });

  it("never shows or cancels another user's pending change", async () => {
    const user = await customer();
    const other = await customer();
    const target = address('theirs');
    const token = await emailChangeLink(other.id, target);
    const session = bearer(await issueToken(run.stack.deps.db, user.email));
    expect((await pendingChange('GET', session)).body).toEqual({ pending: null });
    await pendingChange('DELETE', session);
    expect((await confirmEmail(token)).status).toBe(204);
    expect((await run.stack.deps.db('users').where({ id: other.id }).first()).email).toBe(target);
  });

  it('refuses, and changes nothing, when the new address was taken in the meantime', async () => {
    const user = await customer();
    const token = await emailChangeLink(user.id, 'other.client@example.com');
    const res = await confirmEmail(token, { 'Content-Language': 'es' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('DUPLICATE_EMAIL');
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).email).toBe(user.email);
  });
});
