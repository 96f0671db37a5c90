import { z } from 'zod';
import { envShapes, parseEnv } from '@claims/domain/src/env';

const schema = z.object({
  NODE_ENV: envShapes.nodeEnv,
  LOG_LEVEL: envShapes.logLevel,
  DATABASE_URL: envShapes.databaseUrl,
  REDIS_URL: envShapes.redisUrl,
  REDIS_PREFIX: envShapes.redisPrefix,
  TEMPORAL_ADDRESS: envShapes.temporalAddress,
  TEMPORAL_NAMESPACE: envShapes.temporalNamespace,
  TEMPORAL_TASK_QUEUE: envShapes.temporalTaskQueue,
  // A prebuilt workflow bundle (production images); without it the worker bundles at start.
  WORKFLOW_BUNDLE_PATH: z.string().optional(),
});

export type WorkersConfig = z.infer<typeof schema>;
export const loadWorkersConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv('workers', schema, env);
