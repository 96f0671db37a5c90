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

/** `limit` events per `windowMinutes`, the way the rules below are thought of. */
const rule = (name: string, limit: number, windowMinutes: number): ThrottleRule => ({
  name,
  limit,
  windowSeconds: windowMinutes * 60,
});

export const PASSWORD_RESETS_PER_IP = rule('password-reset-ip', 10, 15);
// Each reset link lives an hour and a new one does not retire the others: three live links are
// plenty for a user who lost an e-mail, and the most a stranger can make their inbox receive.
export const PASSWORD_RESETS_PER_ACCOUNT = rule('password-reset-account', 3, 60);

// "Resend invitation" e-mails the invited address each time: limited like a reset, per invited
// account (a master cannot flood one inbox) and per sender (nor many).
export const INVITATION_RESENDS_PER_ACCOUNT = rule('invitation-resend-account', 3, 60);
export const INVITATION_RESENDS_PER_SENDER = rule('invitation-resend-sender', 20, 60);

// Counts first, then compares, in one step: parallel requests cannot all read "under the limit"
// before any of them counts. The window's expiry is set with the first count, so a crash between
// the two cannot leave a counter forever. Answers the longest wait among exhausted subjects (ms).
const CONSUME = `local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[2 * i - 1])
  local window = tonumber(ARGV[2 * i])
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('EXPIRE', key, window) end
  if n > limit then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = window * 1000 end
    if ttl > wait then wait = ttl end
  end
end
return wait`;

export type ThrottleSubject = readonly [ThrottleRule, string];

/** The subject is hashed: e-mail addresses and IPs do not sit in Redis in the clear. */
export function throttleKey(prefix: string, name: string, subject: string): string {
  const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32);
  return `${prefix}:throttle:${name}:${digest}`;
}

/**
 * Fixed-window counters in Redis. Redis being down must not take the routes down with it: every
 * failure is logged and the request allowed.
 */
export class Throttle {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  key([rule, subject]: ThrottleSubject): string {
    return throttleKey(this.prefix, rule.name, subject);
  }

  /** Counts one event for every subject; seconds until the first exhausted one may go again, or 0. */
  async consume(subjects: readonly ThrottleSubject[]): Promise<number> {
    try {
      const args = subjects.flatMap(([rule]) => [rule.limit, rule.windowSeconds]);
      const waitMs = await this.redis.eval(
        CONSUME,
        subjects.length,
        ...subjects.map((s) => this.key(s)),
        ...args,
      );
      return Math.ceil(Number(waitMs) / 1000);
    } catch (err) {
      this.log.warn({ err }, 'throttle unavailable: request allowed');
      return 0;
    }
  }
}

/** 429 with Retry-After (seconds). */
export function tooManyRequests(ctx: Pick<Context, 'set'>, seconds: number): HttpError {
  ctx.set('Retry-After', String(Math.max(1, seconds)));
  return HttpError.of('TOO_MANY_REQUESTS');
}

/** Counts the request against every subject, and answers 429 while any of them is exhausted. */
export async function consumeOrThrottle(
  ctx: Pick<Context, 'set'>,
  throttle: Throttle,
  subjects: readonly ThrottleSubject[],
): Promise<void> {
  const seconds = await throttle.consume(subjects);
  if (seconds > 0) throw tooManyRequests(ctx, seconds);
}
