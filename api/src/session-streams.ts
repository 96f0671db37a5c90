import type { Knex } from 'knex';
import { AccessToken } from '@claims/db';

/** A notification stream (SSE) held open on behalf of one session. */
export interface OpenStream {
  userId: string;
  tokenId: string;
  /** Ends the response; the stream's own close handler then releases it. */
  end(): void;
}

/** Sessions that just ended: one (logout) or every one of a user (deactivated, new password...). */
export type SessionEnded = { tokenId: string } | { userId: string };

export const sessionEndedChannel = (redisPrefix: string) => `${redisPrefix}:sessions:ended`;

/**
 * The streams this api process holds open. A stream lives no longer than its session: it ends at
 * once when any replica announces the session's end (Redis pub/sub), and the periodic check ends
 * streams whose session expired, went idle or was ended behind the api's back. Each user, and the
 * process as a whole, may hold only so many, so nobody can pin the process's sockets and memory.
 */
export class SessionStreams {
  private readonly open = new Set<OpenStream>();

  constructor(private readonly limits: { perUser: number; total: number }) {}

  /** Registers the stream; false (and nothing registered) when a cap is reached. */
  admit(stream: OpenStream): boolean {
    if (this.open.size >= this.limits.total) return false;
    let own = 0;
    for (const s of this.open) if (s.userId === stream.userId) own += 1;
    if (own >= this.limits.perUser) return false;
    this.open.add(stream);
    return true;
  }

  release(stream: OpenStream): void {
    this.open.delete(stream);
  }

  get size(): number {
    return this.open.size;
  }

  end(ended: SessionEnded): void {
    for (const s of [...this.open])
      if ('tokenId' in ended ? s.tokenId === ended.tokenId : s.userId === ended.userId) this.close(s);
  }

  /** Ends the streams whose session is no longer live (expired, idle, revoked, user gone). */
  async sweep(db: Knex, idleMinutes: number): Promise<void> {
    await this.endStreamsNotIn((tokenIds) => liveTokenIds(db, tokenIds, idleMinutes));
  }

  /**
   * Ends the streams open when the check began whose session `live` does not count. A stream
   * opened while the check was reading was admitted on a session read live just then: it is not
   * among those asked about, so it stays (it was closed at once, under load, as not found live).
   */
  async endStreamsNotIn(live: (tokenIds: string[]) => Promise<Set<string>>): Promise<void> {
    if (this.open.size === 0) return;
    const checked = [...this.open];
    const alive = await live([...new Set(checked.map((s) => s.tokenId))]);
    for (const s of checked) if (this.open.has(s) && !alive.has(s.tokenId)) this.close(s);
  }

  /** Shutdown: streams never finish by themselves, so they go first and requests can drain. */
  endAll(): void {
    for (const s of [...this.open]) this.close(s);
  }

  private close(stream: OpenStream): void {
    this.open.delete(stream);
    stream.end();
  }
}

/** Which of these sessions are live: not revoked, expired or idle, their user active. */
async function liveTokenIds(db: Knex, tokenIds: string[], idleMinutes: number): Promise<Set<string>> {
  const live = await AccessToken.query(db)
    .alias('t')
    .joinRelated('user as u')
    .whereIn('t.id', tokenIds)
    .whereNull('t.revokedAt')
    .where('t.expiresAt', '>', db.fn.now())
    .whereRaw('coalesce(t.last_used_at, t.created_at) > now() - make_interval(secs => ?)', [idleMinutes * 60])
    .where('u.active', true)
    .whereNull('u.deletedAt')
    .select('t.id');
  return new Set(live.map((token) => token.id));
}
