import type IORedis from 'ioredis';
import { RedisCache } from '../../redis-cache';

/**
 * How long the dashboard's statistics over the last twelve months (the two medians and the SLA
 * share) are reused. Each reads a year of requests (50–80 ms at 100k, five to eight times that
 * at 1M), and one step moves them by one case in tens of thousands: a minute-old median is the
 * same to a tenth of a day, and the share to a tenth of a percent, in all but the first days of
 * a year's book. A percentile cannot be kept as steps happen the way a sum can (the monthly
 * amounts are: db/src/monthly-amounts.ts), so these are cached, and nothing else of the dashboard
 * is: its counts of open cases and the amounts stay right as soon as a step is.
 */
export const YEAR_STATISTICS_TTL_SECONDS = 60;

/**
 * The statistics, shared by every api replica through Redis. One key for everyone: the dashboard
 * is staff's, who all read every company's cases (scope `all`), so the figures are the same for
 * every reader. Without Redis the dashboard still answers: it computes them.
 */
export class YearStatisticsCache {
  private readonly cache: RedisCache<unknown>;
  private readonly key: string;

  constructor(redis: IORedis, prefix: string, ttlSeconds = YEAR_STATISTICS_TTL_SECONDS) {
    this.cache = new RedisCache(redis, ttlSeconds);
    this.key = `${prefix}:dashboard:year-statistics`;
  }

  /** The cached statistics, else `compute`'s, stored for the next readers. */
  get<T>(compute: () => Promise<T>): Promise<T> {
    return this.cache.getOrCompute(this.key, compute) as Promise<T>;
  }
}
