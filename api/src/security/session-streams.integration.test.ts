import { hashToken } from '@claims/db';
import { api, stackForFile } from '../testing/stack-harness';
import { bearer, issueToken, ownUser } from '../testing/tokens';

/**
 * Sessions (ASVS V7): a notification stream lives no longer than its session, each user holds a
 * bounded number of them, and a session unused for the idle timeout ends although its absolute
 * lifetime has not run out.
 */
const run = stackForFile({ settings: { STREAM_SESSION_CHECK_MS: '300', SESSION_IDLE_MINUTES: '30' } });

interface Stream {
  status: number;
  body: { error?: { code: string; message: string } } | undefined;
  reader?: ReadableStreamDefaultReader<Uint8Array>;
  // Held so the fetch client does not collect the response, and close its stream, mid-test.
  response: Response;
  abort(): void;
}

async function openStream(token: string, locale = 'pt-BR'): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${run.stack.baseUrl}/api/notifications/stream`, {
    headers: { ...bearer(token, locale), Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const abort = () => controller.abort();
  if (res.status !== 200) return { status: res.status, body: await res.json(), response: res, abort };
  const reader = res.body!.getReader();
  await reader.read(); // "retry: 5000 / : connected"
  return { status: 200, body: undefined, reader, response: res, abort };
}

/** True when the server ends the stream within `ms`, false when it is still open by then. */
async function endsWithin(stream: Stream, ms: number): Promise<boolean> {
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms));
  for (;;) {
    const next = await Promise.race([stream.reader!.read().catch(() => ({ done: true })), timeout]);
    if (next === 'open') return false;
    if (next.done) return true;
  }
}

/**
 * A user of the test's own. Other test files end demo users' sessions (deactivation, a new
 * password), and that announcement ends the user's streams in every api of the run.
 */
const ownUserEmail = () => ownUser(run.stack.deps.db, 'INSPECTOR', 'stream');

const tokenRow = (token: string) =>
  run.stack.deps.db('access_tokens').where({ token_hash: hashToken(token) });

describe('notification streams end with their session', () => {
  it('a stream opened before logout ends at logout; another session of the same user keeps its own', async () => {
    const email = await ownUserEmail();
    const token = await issueToken(run.stack.deps.db, email);
    const other = await issueToken(run.stack.deps.db, email);
    const stream = await openStream(token);
    const kept = await openStream(other);
    expect([stream.status, kept.status]).toEqual([200, 200]);

    expect((await api(run.stack.baseUrl, 'POST', '/api/auth/logout', undefined, bearer(token))).status).toBe(
      204,
    );
    expect(await endsWithin(stream, 2_000)).toBe(true);
    expect(await endsWithin(kept, 500)).toBe(false);
    kept.abort();
  });

  it("a deactivated user's streams end at once", async () => {
    const master = await issueToken(run.stack.deps.db, 'master@example.com');
    const [user] = await run.stack.deps
      .db('users')
      .insert({
        name: 'Ramón',
        last_name: 'Giménez',
        email: `stream-${Date.now()}@example.com`,
        role: 'INSPECTOR',
      })
      .returning('id');
    const token = await issueToken(
      run.stack.deps.db,
      (await run.stack.deps.db('users').where(user).first()).email,
    );
    const stream = await openStream(token, 'es');
    expect(stream.status).toBe(200);
    const res = await api(
      run.stack.baseUrl,
      'PUT',
      `/api/users/${user.id}`,
      { active: false },
      bearer(master),
    );
    expect(res.status).toBe(200);
    expect(await endsWithin(stream, 2_000)).toBe(true);
  });

  it('a stream ends when its session expires, or is revoked behind the api', async () => {
    const expiring = await issueToken(run.stack.deps.db, 'broker@example.com');
    const revoked = await issueToken(run.stack.deps.db, 'broker@example.com');
    const a = await openStream(expiring);
    const b = await openStream(revoked);
    await tokenRow(expiring).update({ expires_at: run.stack.deps.db.raw("now() - interval '1 second'") });
    await tokenRow(revoked).update({ revoked_at: run.stack.deps.db.fn.now() });
    expect(await endsWithin(a, 3_000)).toBe(true);
    expect(await endsWithin(b, 3_000)).toBe(true);
  });
});

describe('streams per user are capped', () => {
  it('the 6th stream of one user answers 429 in the caller language; closing one frees a place', async () => {
    const email = await ownUserEmail();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => issueToken(run.stack.deps.db, email)));
    const open = [];
    for (const token of tokens.slice(0, 5)) open.push(await openStream(token));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await openStream(tokens[5]!, 'es');
    expect(sixth.status).toBe(429);
    expect(sixth.body?.error?.message).toBe(
      'Demasiadas solicitudes en poco tiempo. Espere un momento e intente nuevamente.',
    );
    // Another user is not affected.
    const stranger = await openStream(await issueToken(run.stack.deps.db, 'other.client@example.com'));
    expect(stranger.status).toBe(200);

    open[0]!.abort();
    await new Promise((r) => setTimeout(r, 300));
    const again = await openStream(tokens[5]!);
    expect(again.status).toBe(200);
    for (const s of [...open.slice(1), stranger, again]) s.abort();
  });
});

describe('idle timeout', () => {
  it('a session unused for 30 minutes ends; one used 29 minutes ago works and slides on', async () => {
    const idle = await issueToken(run.stack.deps.db, 'service@example.com');
    const recent = await issueToken(run.stack.deps.db, 'service@example.com');
    await tokenRow(idle).update({ last_used_at: run.stack.deps.db.raw("now() - interval '31 minutes'") });
    await tokenRow(recent).update({ last_used_at: run.stack.deps.db.raw("now() - interval '29 minutes'") });

    const refused = await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(idle));
    expect(refused.status).toBe(401);
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(recent))).status).toBe(200);
    const slid = await tokenRow(recent).first('last_used_at');
    expect(Date.now() - new Date(slid.lastUsedAt).getTime()).toBeLessThan(60_000);
    // The absolute lifetime still applies to a session in use.
    await tokenRow(recent).update({ expires_at: run.stack.deps.db.raw("now() - interval '1 second'") });
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(recent))).status).toBe(401);
  });
});
