import type IORedis from 'ioredis';
import type { Logger } from 'pino';
import { throttleKey } from './throttle';

/**
 * How sign-in attempts are limited (ASVS V6.3.1). Three counters, each counted atomically BEFORE
 * the password is checked, so parallel guesses cannot all slip in under the limit:
 * - one account from one address: 5 attempts per 15 minutes, then that pair waits out the window
 *   (the guesser is locked out, the owner elsewhere is not);
 * - one address over all accounts: 20 attempts per 15 minutes (spraying one password);
 * - one account from anywhere: after 5 failures each further attempt must wait a delay that
 *   doubles from 1 s up to 30 s. Guessers spread over many addresses are slowed to a crawl, while
 *   the owner waits at most those 30 s, never minutes.
 * A successful sign-in clears its pair and account and gives the address its attempt back.
 */
export const LOGIN_LIMITS = {
  perPair: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
  accountFreeFailures: 5,
  accountBaseDelayMs: 1_000,
  accountMaxDelayMs: 30_000,
} as const;

// KEYS: pair, address, account (a hash: fails, next). ARGV: now ms, then the limits above.
// Answers the wait in ms (0: the attempt is counted and may go on).
const ATTEMPT = `local now = tonumber(ARGV[1])
local perPair, perAddress, window = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local free, base, max = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local function ttl(key)
  local t = redis.call('PTTL', key)
  if t < 0 then return window * 1000 end
  return t
end
if tonumber(redis.call('GET', KEYS[1]) or '0') >= perPair then return ttl(KEYS[1]) end
if tonumber(redis.call('GET', KEYS[2]) or '0') >= perAddress then return ttl(KEYS[2]) end
local fails = tonumber(redis.call('HGET', KEYS[3], 'fails') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[3], 'next') or '0')
if fails >= free and now < nextAt then return nextAt - now end
for i = 1, 2 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], window) end
end
fails = redis.call('HINCRBY', KEYS[3], 'fails', 1)
if fails >= free then
  redis.call('HSET', KEYS[3], 'next', now + math.min(base * 2 ^ (fails - free), max))
end
redis.call('EXPIRE', KEYS[3], window)
return 0`;

const SUCCEEDED = `redis.call('DEL', KEYS[1], KEYS[3])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 1`;

export class LoginThrottle {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  private keys(email: string, address: string): string[] {
    const account = email.trim().toLowerCase();
    return [
      throttleKey(this.prefix, 'login-pair', `${account} ${address}`),
      throttleKey(this.prefix, 'login-ip', address),
      throttleKey(this.prefix, 'login-account', account),
    ];
  }

  /**
   * Counts one attempt as a failure until `succeeded` says otherwise. Seconds to wait, or 0 when
   * the attempt may check its password. Redis down: logged and allowed (logins stay up).
   */
  async attempt(email: string, address: string): Promise<number> {
    const l = LOGIN_LIMITS;
    try {
      const waitMs = await this.redis.eval(
        ATTEMPT,
        3,
        ...this.keys(email, address),
        Date.now(),
        l.perPair,
        l.perAddress,
        l.windowSeconds,
        l.accountFreeFailures,
        l.accountBaseDelayMs,
        l.accountMaxDelayMs,
      );
      return Math.ceil(Number(waitMs) / 1000);
    } catch (err) {
      this.log.warn({ err }, 'login throttle unavailable: attempt allowed');
      return 0;
    }
  }

  async succeeded(email: string, address: string): Promise<void> {
    try {
      await this.redis.eval(SUCCEEDED, 3, ...this.keys(email, address));
    } catch (err) {
      this.log.warn({ err }, 'login throttle unavailable: counters not cleared');
    }
  }
}
