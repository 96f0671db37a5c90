import type IORedis from 'ioredis';

/**
 * Values shared by every api replica through Redis for `ttlSeconds` (the api keeps no state of its
 * own), as JSON. Redis is a help here, never a dependency: a read it does not answer is a miss and
 * a write it does not take is dropped, so the caller computes, as before there was a cache.
 */
export class RedisCache<T> {
  constructor(
    private readonly redis: IORedis,
    private readonly ttlSeconds: number,
  ) {}

  /** The cached value, or undefined when there is none or Redis does not answer. */
  async get(key: string): Promise<T | undefined> {
    try {
      const cached = await this.redis.get(key);
      return cached === null ? undefined : (JSON.parse(cached) as T);
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: T): Promise<void> {
    try {
      await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds);
    } catch {
      // Not cached: the next reader computes it again.
    }
  }

  /** The cached value, else `compute`'s, stored for the next readers. */
  async getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = await this.get(key);
    if (cached !== undefined) return cached;
    const fresh = await compute();
    await this.set(key, fresh);
    return fresh;
  }
}
