import { z } from 'zod';

/**
 * Parses a service's environment against its schema once, at start-up. A missing or invalid
 * variable fails fast with a message naming it, instead of surfacing later as an odd runtime error.
 */
export function parseEnv<S extends z.ZodType>(
  service: string,
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigError(
    `${service}: invalid configuration\n${lines.join('\n')}\nSee .env.example and the README's configuration table.`,
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The variables every service reads, spelled and checked once: spread into each service's schema. */
export const envShapes = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  REDIS_URL: z
    .string()
    .url({ message: 'REDIS_URL must be a redis:// URL' })
    .default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('claims'),
  TEMPORAL_ADDRESS: z.string().min(1).default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('claims-cases'),
};
