import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import type { TenantScope } from '@claims/db';

/**
 * How long a list's total is reused. A total up to this old is acceptable on a list (the page's
 * rows are always read fresh; only "1–25 of N" may lag a case filed a moment ago), and it
 * spares PostgreSQL counting thousands of rows on every page of a busy console.
 */
export const LIST_COUNT_TTL_SECONDS = 5;

/**
 * Totals of list queries, shared by every api replica through Redis (the api keeps no state of
 * its own). A total is keyed by the row-level-security scope the count ran under and by the
 * count's SQL with its bindings, which carry every filter and the caller's reach: two callers
 * share a total only when PostgreSQL would have counted the same rows for both.
 */
export class ListCountCache {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly ttlSeconds = LIST_COUNT_TTL_SECONDS,
  ) {}

  key(scope: TenantScope, sql: string, bindings: readonly unknown[]): string {
    const scoped =
      'clientIds' in scope
        ? { clientIds: [...scope.clientIds].sort() }
        : 'inspectorId' in scope
          ? { inspectorId: scope.inspectorId }
          : { all: true };
    const digest = createHash('sha256')
      .update(JSON.stringify([scoped, sql, bindings]))
      .digest('base64url');
    return `${this.prefix}:list-count:${digest}`;
  }

  /** The cached total, or undefined when there is none or Redis does not answer. */
  async get(key: string): Promise<number | undefined> {
    try {
      const value = await this.redis.get(key);
      return value === null ? undefined : Number(value);
    } catch {
      // Without Redis the list still works: it counts, as it did before there was a cache.
      return undefined;
    }
  }

  async set(key: string, total: number): Promise<void> {
    try {
      await this.redis.set(key, String(total), 'EX', this.ttlSeconds);
    } catch {
      // Not cached: the next page counts again.
    }
  }
}
