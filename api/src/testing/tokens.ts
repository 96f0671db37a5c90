import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword, hashToken, newToken } from '@claims/db';
import { DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';

/**
 * A bearer token for a seeded user, written straight into access_tokens (valid for 1 h), so a
 * test can act as any demo login without going through the login route.
 */
export async function issueToken(db: Knex, email: string): Promise<string> {
  const user = await db('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (!user) throw new Error(`issueToken: no user ${email}`);
  const token = newToken();
  await db('access_tokens').insert({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: db.raw("now() + interval '1 hour'"),
  });
  return token;
}

/** The Authorization header of a token, with an optional request language. */
export function bearer(token: string, locale?: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, ...(locale ? { 'Content-Language': locale } : {}) };
}

/** Headers of a fresh session for a seeded user: `await signedIn(db, 'claims@example.com')`. */
export async function signedIn(db: Knex, email: string, locale?: string): Promise<Record<string, string>> {
  return bearer(await issueToken(db, email), locale);
}

/**
 * Signs each one in, in turn: `{ client: 'client@example.com', claims: ['claims@example.com', 'es'] }`
 * (an e-mail, or an e-mail and the language its calls ask in); answers their headers by name.
 */
export async function signedInEach<K extends string>(
  db: Knex,
  people: Record<K, string | readonly [email: string, locale: string]>,
): Promise<Record<K, Record<string, string>>> {
  const headers = {} as Record<K, Record<string, string>>;
  for (const [who, person] of Object.entries(people) as [K, string | readonly [string, string]][]) {
    const [email, locale] = typeof person === 'string' ? [person] : person;
    headers[who] = await signedIn(db, email, locale);
  }
  return headers;
}

/**
 * A staff user of the test's own, answered by e-mail. Test files share one database and one
 * Redis: another file's reports stay queued under a demo login, its language switch or password
 * change lands on that login too. A screen or stream that must not see those uses its own user:
 * a CLAIMS user on a team with the demo analyst's authority, and the demo password, so a browser
 * test can sign in with it as a person does.
 */
export async function ownUser(
  db: Knex,
  role: 'MASTER' | 'CLAIMS' | 'CUSTOMER_SERVICE' | 'INSPECTOR',
  prefix = 'own',
  {
    name = 'Inés',
    lastName = 'Núñez',
    team = 'CLI_SAO',
  }: { name?: string; lastName?: string; team?: string } = {},
): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await db('users').insert({
    name,
    last_name: lastName,
    email,
    role,
    language: 'pt-BR',
    password_hash: await hashPassword(DEMO_PASSWORD),
    ...(role === 'CLAIMS' ? { team, authority_limit: '50000.00', authority_currency: 'BRL' } : {}),
  });
  return email;
}

/**
 * People of the test's own, one per key, each inserted as its users row (reading Spanish unless
 * the row says otherwise) with the e-mail `${prefix}-${key}-<random>@example.com`: their ids, and
 * the headers of a session of each in their language.
 */
export async function ownPeople<K extends string>(
  db: Knex,
  prefix: string,
  rows: Record<K, Record<string, unknown>>,
): Promise<{ ids: Record<K, string>; headers: Record<K, Record<string, string>> }> {
  const ids = {} as Record<K, string>;
  const headers = {} as Record<K, Record<string, string>>;
  const suffix = randomBytes(3).toString('hex');
  for (const [key, row] of Object.entries(rows) as [K, Record<string, unknown>][]) {
    const email = `${prefix}-${key}-${suffix}@example.com`;
    const [user] = await db('users')
      .insert({ language: 'es', ...row, email })
      .returning('id');
    ids[key] = user.id;
    headers[key] = await signedIn(db, email, 'language' in row ? (row.language as string) : 'es');
  }
  return { ids, headers };
}
