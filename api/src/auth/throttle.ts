import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { HttpError } from '../http-error';

/** At most `limit` counted events per `windowSeconds` for one subject (an account, an address). */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

// Short windows on purpose: they slow guessing to a crawl but lock the real user out for minutes,
// not until someone unlocks the account.
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = {
  name: 'login-account',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const LOGIN_FAILURES_PER_IP: ThrottleRule = { name: 'login-ip', limit: 20, windowSeconds: 15 * 60 };
export const PASSWORD_RESETS_PER_IP: ThrottleRule = {
  name: 'password-reset-ip',
  limit: 10,
  windowSeconds: 15 * 60,
};

// INCR and the window's expiry in one step: a crash between the two must not leave a counter forever.
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

export type ThrottleSubject = readonly [ThrottleRule, string];

/**
 * Fixed-window counters in Redis. Redis being down must not take logins down with it: every
 * failure is logged and the request allowed.
 */
export class Throttle {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  /** The subject is hashed: e-mail addresses and IPs do not sit in Redis in the clear. */
  key([rule, subject]: ThrottleSubject): string {
    const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `${this.prefix}:throttle:${rule.name}:${digest}`;
  }

  /** Seconds until the first exhausted subject may try again, or 0 when none is exhausted. */
  async retryAfter(subjects: readonly ThrottleSubject[]): Promise<number> {
    try {
      const pipeline = this.redis.pipeline();
      for (const subject of subjects) pipeline.get(this.key(subject)).pttl(this.key(subject));
      const replies = (await pipeline.exec()) ?? [];
      let wait = 0;
      subjects.forEach(([rule], i) => {
        const [countErr, count] = replies[2 * i] ?? [];
        const [ttlErr, ttl] = replies[2 * i + 1] ?? [];
        if (countErr || ttlErr) throw countErr ?? ttlErr;
        if (Number(count ?? 0) < rule.limit) return;
        const ms = Number(ttl);
        wait = Math.max(wait, ms > 0 ? Math.ceil(ms / 1000) : rule.windowSeconds);
      });
      return wait;
    } catch (err) {
      this.log.warn({ err }, 'throttle unavailable: request allowed');
      return 0;
    }
  }

  async hit(subjects: readonly ThrottleSubject[]): Promise<void> {
    await this.quietly(() =>
      Promise.all(
        subjects.map(([rule, subject]) =>
          this.redis.eval(INCREMENT, 1, this.key([rule, subject]), rule.windowSeconds),
        ),
      ),
    );
  }

  async clear(subjects: readonly ThrottleSubject[]): Promise<void> {
    await this.quietly(() => this.redis.del(...subjects.map((s) => this.key(s))));
  }

  private async quietly(op: () => Promise<unknown>): Promise<void> {
    try {
      await op();
    } catch (err) {
      this.log.warn({ err }, 'throttle unavailable: counter not updated');
    }
  }
}

/** 429 with Retry-After while any of the subjects is exhausted. */
export async function assertNotThrottled(
  ctx: Pick<Context, 'set'>,
  throttle: Throttle,
  subjects: readonly ThrottleSubject[],
): Promise<void> {
  const seconds = await throttle.retryAfter(subjects);
  if (seconds <= 0) return;
  ctx.set('Retry-After', String(seconds));
  throw HttpError.of('TOO_MANY_REQUESTS');
}
