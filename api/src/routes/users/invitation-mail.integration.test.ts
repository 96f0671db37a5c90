import { randomBytes } from 'node:crypto';
import { api, startTestStack, type TestStack } from '@claims/scripts/src/testing/stack-harness';
import {
  startTestJobs,
  TEST_PUBLIC_URL,
  until,
  type TestJobs,
} from '@claims/scripts/src/testing/jobs-harness';
import { signedIn } from '@claims/scripts/src/testing/tokens';

let stack: TestStack;
let jobs: TestJobs;
beforeAll(async () => {
  jobs = await startTestJobs();
  stack = await startTestStack({ REDIS_PREFIX: jobs.redisPrefix, PUBLIC_URL: TEST_PUBLIC_URL });
});
afterAll(async () => {
  await stack?.stop();
  await jobs?.stop();
});

/** Delivers the user's outbox row of `kind` through the test's worker; answers its e-mail log row. */
async function sentTo(userId: string, kind: string) {
  const outbox = await until(`the ${kind} outbox row`, () =>
    stack.deps
      .db('outbox')
      .where({ kind })
      .whereRaw("payload->>'recipient' = ?", [userId])
      .orderBy('id', 'desc')
      .first(),
  );
  expect(outbox.payload.path).toMatch(/^\/auth\/create-password\/[A-Za-z0-9_-]{20,}$/);
  await jobs.deliver(outbox.event_key);
  const logged = await until(`the ${kind} e-mail`, async () => {
    const row = await stack.deps.db('email_log').where({ event_key: outbox.event_key }).first();
    return row?.status === 'SENT' ? row : undefined;
  });
  return { ...logged, path: outbox.payload.path as string };
}

describe('invitation and password-reset e-mails through the outbox', () => {
  it('an invited user gets the invitation e-mail with the create-password link, and no in-app notification', async () => {
    const email = `invited.${randomBytes(4).toString('hex')}@example.com`;
    const master = await signedIn(stack.deps.db, 'master@example.com');
    const created = await api(
      stack.baseUrl,
      'POST',
      '/api/users',
      { name: 'Invited', lastName: 'User', email, role: 'CUSTOMER_SERVICE', language: 'en' },
      master,
    );
    expect(created.status).toBe(201);
    const logged = await sentTo(created.body.id, 'INVITATION');
    expect(logged).toMatchObject({ to_address: email, subject: 'Invitation to the cargo claims portal' });
    const token = logged.path.split('/').pop();
    // The link in the e-mail is the live one: the create-password page can greet the user with it.
    const greeted = await api(stack.baseUrl, 'GET', `/api/auth/invitations/${token}`);
    expect(greeted.body).toMatchObject({ email });
    expect(await stack.deps.db('notifications').where({ user_id: created.body.id })).toHaveLength(0);
  });

  it('a forgotten password sends the reset e-mail', async () => {
    const user = await stack.deps.db('users').where({ email: 'service@example.com' }).first('id');
    const res = await api(
      stack.baseUrl,
      'POST',
      '/api/auth/forgot-password',
      { email: 'service@example.com' },
      { 'X-Forwarded-For': `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    );
    expect(res.status).toBe(202);
    const logged = await sentTo(user.id, 'PASSWORD_RESET');
    expect(logged.to_address).toBe('service@example.com');
  });
});
