import { randomBytes } from 'node:crypto';
import { api, stackForFile } from '../../testing/stack-harness';
import { TEST_PUBLIC_URL, until } from '@claims/workers/testing/jobs-harness';
import { signedIn } from '../../testing/tokens';
import { registeredUser, signedUpUser } from '../../testing/callers';
import { userNotice } from '../../testing/mail';
import { messageIdOf } from '@claims/workers';
import { newUser } from '../../testing/users';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import type { RoleKey } from '@claims/domain';

const run = stackForFile({ jobs: true, publicUrl: true });

/** The user's newest outbox row of `kind`, once it is written. */
const outboxRow = (userId: string, kind: string) =>
  until(`the ${kind} outbox row`, () => userNotice(run, userId, kind));

/**
 * Delivers an outbox row through the test's worker; answers its e-mail log row once SENT, and the
 * e-mail as the sink got it, with its text (soft line breaks joined).
 */
async function delivered(outbox: { eventKey: string; kind: string }) {
  await run.jobs.deliver(outbox.eventKey);
  const logged = await until(`the ${outbox.kind} e-mail`, async () => {
    const row = await run.stack.deps.db('email_log').where({ event_key: outbox.eventKey }).first();
    return row?.status === 'SENT' ? row : undefined;
  });
  const mail = await until('the e-mail in the sink', async () =>
    run.jobs.sink.messages.find((m) => m.eventKey === outbox.eventKey),
  );
  return { logged, mail, text: mail.raw.replace(/=\r?\n/g, '') };
}

/**
 * Delivers the user's outbox row of `kind` through the test's worker; answers its e-mail log row
 * and the create-password path found in the e-mail itself, the only place the link exists.
 */
async function sentTo(userId: string, kind: string) {
  const outbox = await outboxRow(userId, kind);
  // The outbox asks for a link; it never holds one (ASVS V13).
  expect(Object.keys(outbox.payload).sort()).toEqual(['count', 'hours', 'recipient']);
  expect(await run.stack.deps.db('auth_tokens').where({ user_id: userId, kind })).toHaveLength(0);
  const { logged, text } = await delivered(outbox);
  expect(text).toContain(`Message-ID: ${messageIdOf(outbox.eventKey, userId, TEST_PUBLIC_URL)}`);
  const path = /\/auth\/create-password\/[A-Za-z0-9_-]{20,}/.exec(text)?.[0];
  expect(path).toBeDefined();
  expect(JSON.stringify(await run.stack.deps.db('outbox').where({ id: outbox.id }).first())).not.toContain(
    path!.split('/').pop(),
  );
  return { ...logged, path: path! };
}

/** Asks for a reset link from an address of its own, so the per-address counters never add up. */
const forgot = (email: string, headers: Record<string, string> = {}) =>
  api(
    run.stack.baseUrl,
    'POST',
    '/api/auth/forgot-password',
    { email },
    { 'X-Forwarded-For': `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`, ...headers },
  );

describe('invitation and password-reset e-mails through the outbox', () => {
  it('an invited user gets the invitation e-mail with the create-password link, and no in-app notification', async () => {
    const email = `invited.${randomBytes(4).toString('hex')}@example.com`;
    const invited = await registeredUser(
      run,
      newUser('Invited User', 'CUSTOMER_SERVICE', { email, language: 'en' }),
    );
    const logged = await sentTo(invited.id, 'INVITATION');
    expect(logged).toMatchObject({ toAddress: email, subject: 'Invitation to the cargo claims portal' });
    const token = logged.path.split('/').pop();
    // The link in the e-mail is the live one: the create-password page can greet the user with it.
    const greeted = await api(run.stack.baseUrl, 'GET', `/api/auth/invitations/${token}`);
    expect(greeted.body).toMatchObject({ email });
    expect(await run.stack.deps.db('notifications').where({ user_id: invited.id })).toHaveLength(0);
  });

  it('a forgotten password sends the reset e-mail', async () => {
    const user = await run.stack.deps.db('users').where({ email: 'service@example.com' }).first('id');
    const res = await forgot('service@example.com');
    expect(res.status).toBe(202);
    const logged = await sentTo(user.id, 'PASSWORD_RESET');
    expect(logged.toAddress).toBe('service@example.com');
  });

  /** Someone signed up, with an e-mail of their own, who saved Spanish as their language. */
  const spanishReader = (fullName: string, role: RoleKey, more: Record<string, unknown> = {}) =>
    signedUpUser(
      run,
      newUser(fullName, role, {
        email: `reader.${randomBytes(4).toString('hex')}@example.com`,
        language: 'es',
        ...more,
      }),
    );

  /** The reset e-mail `user` asked for in a request with `headers`, as delivered. */
  async function resetMailAsked(user: { id: string; email: string }, headers: Record<string, string>) {
    expect((await forgot(user.email, headers)).status).toBe(202);
    return delivered(await outboxRow(user.id, 'PASSWORD_RESET'));
  }

  it("a staff member's reset e-mail names the console it opens, in the language of the screen they asked from", async () => {
    const staff = await spanishReader('Rosa Quispe', 'CUSTOMER_SERVICE');
    const { logged, text } = await resetMailAsked(staff, { 'Content-Language': 'en' });
    expect(logged).toMatchObject({ subject: 'Password reset', locale: 'en' });
    expect(text).toMatch(/Open in the console: \S+\/admin\/#\/auth\/create-password\//);
    expect(text).not.toContain('portal:');
  });

  it("a client's reset e-mail opens the portal, in their saved language when the request names none of ours", async () => {
    const client = await spanishReader('Diego Benítez', 'CLIENT_OPERATOR', {
      clientId: DEMO_COMPANIES.alfa.id,
    });
    const { logged, text } = await resetMailAsked(client, { 'Content-Language': 'fr' });
    expect(logged).toMatchObject({ subject: 'Restablecimiento de contraseña', locale: 'es' });
    expect(text).toMatch(/Abrir en el portal: \S+\/auth\/create-password\//);
    expect(text).not.toContain('/admin/');
  });
});

describe('e-mail change confirmation through the outbox', () => {
  it('mails the confirmation link to the new address only, tells the current one without a link; the link changes the e-mail', async () => {
    // Signed up: only an account with a password confirms a new address (one still invited is
    // simply invited again, invitation-links.integration.test.ts).
    const user = await signedUpUser(run, {
      name: 'Agustín',
      lastName: 'Núñez',
      email: `agustin.${randomBytes(4).toString('hex')}@example.com`,
      role: 'INSPECTOR',
      language: 'es',
    });
    const master = await signedIn(run.stack.deps.db, 'master@example.com');
    const target = `servicio.${randomBytes(4).toString('hex')}@example.com`;
    const res = await api(run.stack.baseUrl, 'PUT', `/api/users/${user.id}`, { email: target }, master);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
    const confirmation = await delivered(await outboxRow(user.id, 'EMAIL_CHANGE'));
    expect(confirmation.logged.toAddress).toBe(target);
    expect(confirmation.mail.to).toEqual([target]);
    const token = /\/auth\/confirm-email\/([A-Za-z0-9_-]{20,})/.exec(confirmation.text)?.[1];
    expect(token).toBeDefined();

    // The address being left hears what was asked, in the user's language, and gets no link.
    const notice = await delivered(await outboxRow(user.id, 'EMAIL_CHANGE_REQUESTED'));
    expect(notice.mail.to).toEqual([user.email]);
    expect(notice.text).toContain(target);
    expect(notice.text).not.toContain('/auth/confirm-email/');
    expect(notice.logged.subject).toBe('Se pidió cambiar el correo de su cuenta');
    const confirmed = await api(run.stack.baseUrl, 'POST', '/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(204);
    expect((await run.stack.deps.db('users').where({ id: user.id }).first()).email).toBe(target);
  });
});
