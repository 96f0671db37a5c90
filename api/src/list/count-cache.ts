import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import type { TenantScope } from '@claims/db';
import { RedisCache } from '../redis-cache';

/**
 * How long a list's total is reused. A total up to this old is acceptable on a list (the page's
 * rows are always read fresh; only "1–25 of N" may lag a case filed a moment ago), and it
 * spares PostgreSQL counting thousands of rows on every page of a busy console.
 */
export const LIST_COUNT_TTL_SECONDS = 5;

/**
 * Totals of list queries, shared by every api replica through Redis. A total is keyed by the
 * row-level-security scope the count ran under and by the count's SQL with its bindings, which
 * carry every filter and the caller's reach: two callers share a total only when PostgreSQL would
 * have counted the same rows for both. Without Redis the list still works: it counts.
 */
export class ListCountCache extends RedisCache<number> {
  constructor(
    redis: IORedis,
    private readonly prefix: string,
    ttlSeconds = LIST_COUNT_TTL_SECONDS,
  ) {
    super(redis, ttlSeconds);
  }

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
}
