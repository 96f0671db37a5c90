import type { Knex } from 'knex';
import { api, type FileStack } from './stack-harness';
import { hashPassword } from '@claims/db';
import { DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';
import { signedIn } from './tokens';

/**
 * Everyone an authorization test calls as: each demo login by role (two claims teams), a user
 * of another company, and nobody.
 */
export const CALLERS = {
  anonymous: null,
  MASTER: 'master@example.com',
  CLAIMS: 'claims@example.com',
  CLAIMS_BUE: 'claims.bue@example.com',
  CUSTOMER_SERVICE: 'service@example.com',
  CLIENT_MASTER: 'client@example.com',
  CLIENT_OPERATOR: 'client.operator@example.com',
  CUSTOMS_BROKER_MASTER: 'broker@example.com',
  CUSTOMS_BROKER_OPERATOR: 'broker.operator@example.com',
  INSPECTOR: 'inspector@example.com',
  // CLIENT_MASTER of Beta: Alfa's cases do not exist for it.
  OTHER_COMPANY: 'other.client@example.com',
} as const;
export type Caller = keyof typeof CALLERS;

/**
 * Signs in each named caller and notes the company it belongs to (null for staff): the callers
 * of a test that checks one company never sees another's rows.
 */
export async function tenantCallers<K extends string>(db: Knex, emails: Record<K, string>) {
  const headers = {} as Record<K, Record<string, string>>;
  const companies = {} as Record<K, string>;
  for (const [who, email] of Object.entries(emails) as [K, string][]) {
    headers[who] = await signedIn(db, email);
    const user = await db('users').where({ email }).first('client_id');
    companies[who] = user.clientId;
  }
  return { headers, companies };
}

/** Alfa's master, Beta's master and claims: a company, another one, and staff who see both. */
export const TENANTS = {
  alfa: CALLERS.CLIENT_MASTER,
  beta: CALLERS.OTHER_COMPANY,
  staff: CALLERS.CLAIMS,
} as const;

export interface Tenants<K extends string> {
  readonly headers: Record<K, Record<string, string>>;
  readonly companies: Record<K, string>;
}

/**
 * tenantCallers for a whole test file: signed in once its stack (stackForFile) is up, in a
 * beforeAll after the stack's; `emails` may be made then, from the database. Read `headers` and
 * `companies` inside a test.
 */
export function tenantsForFile<K extends string>(
  run: FileStack,
  emails: Record<K, string> | ((db: Knex) => Promise<Record<K, string>>),
): Tenants<K> {
  let found: Tenants<K> | undefined;
  beforeAll(async () => {
    const db = run.stack.deps.db;
    found = await tenantCallers(db, typeof emails === 'function' ? await emails(db) : emails);
  });
  const signedInAll = () => {
    if (!found) throw new Error('the callers are not signed in yet (read them inside a test)');
    return found;
  };
  return {
    get headers() {
      return signedInAll().headers;
    },
    get companies() {
      return signedInAll().companies;
    },
  };
}

/**
 * Headers of a fresh session for each e-mail, signed in once the file's stack (stackForFile) is
 * up, asking in `locale` when one is given: read `as[email]` inside a test.
 */
export function sessionsForFile(
  run: FileStack,
  emails: readonly string[],
  locale?: string,
): Record<string, Record<string, string>> {
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    for (const email of emails) as[email] = await signedIn(run.stack.deps.db, email, locale);
  });
  return as;
}

/**
 * The api called as any of several logins for a whole test file, each signed in once its stack
 * (stackForFile) is up: `call(email, method, path, body?, headers?)` carries that login's session,
 * with `headers` added to it (a `Content-Language`, an `X-Forwarded-For`).
 */
export function callsAsEachForFile(run: FileStack, emails: readonly string[]) {
  const as = sessionsForFile(run, emails);
  return (
    email: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const session = as[email];
    if (!session) throw new Error(`${email} is not signed in here (name it to callsAsEachForFile)`);
    return api(run.stack.baseUrl, method, path, body, { ...session, ...headers });
  };
}

/**
 * The api called as one login for a whole test file, signed in once its stack (stackForFile) is
 * up (its calls asking in `locale` when one is given): `call(method, path, body?)` carries that
 * session, or other `headers` where a call is not that login's. Read `headers` inside a test to
 * add some to the session's.
 */
export function callsAsForFile(run: FileStack, email: string, locale?: string) {
  const as = sessionsForFile(run, [email], locale);
  const session = () => {
    const headers = as[email];
    if (!headers) throw new Error(`${email} is not signed in yet (read it inside a test)`);
    return headers;
  };
  return {
    get headers() {
      return session();
    },
    call: (method: string, path: string, body?: unknown, headers = session()) =>
      api(run.stack.baseUrl, method, path, body, headers),
  };
}

/**
 * A person the demo MASTER registers through `/api/users` (`person` is the route's body), still
 * invited: no password yet. Anything but a 201 fails the test. Answers the user as the route
 * presented it.
 */
export async function registeredUser(
  run: FileStack,
  person: Record<string, unknown>,
): Promise<{ id: string; email: string }> {
  const created = await api(
    run.stack.baseUrl,
    'POST',
    '/api/users',
    person,
    await signedIn(run.stack.deps.db, CALLERS.MASTER),
  );
  expect(created.status).toBe(201);
  return created.body;
}

/**
 * A registeredUser who has since signed up with the demo password: an account whose e-mail a
 * change only requests (an account still invited is simply invited again).
 */
export async function signedUpUser(
  run: FileStack,
  person: Record<string, unknown>,
): Promise<{ id: string; email: string }> {
  const user = await registeredUser(run, person);
  const db = run.stack.deps.db;
  await db('users')
    .where({ id: user.id })
    .update({ password_hash: await hashPassword(DEMO_PASSWORD) });
  return user;
}
