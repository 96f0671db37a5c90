import { z } from 'zod';

/** One dependency as GET /api/health found it, and how long asking took. */
export const healthCheckSchema = z.strictObject({
  ok: z.boolean(),
  ms: z.number().int().nonnegative(),
  detail: z.string().optional().describe('Pollers or workers seen, or why the check failed'),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/**
 * GET /api/health: every dependency the product needs. The same shape answers 503 (status
 * `unavailable`) when one is down, so a monitor reads which.
 */
export const healthSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  checks: z.strictObject({
    postgres: healthCheckSchema,
    redis: healthCheckSchema,
    temporal: healthCheckSchema,
    temporalWorker: healthCheckSchema,
    jobsWorker: healthCheckSchema,
  }),
});
export type Health = z.infer<typeof healthSchema>;
