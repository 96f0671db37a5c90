import path from 'node:path';
import { z } from 'zod';
import { envShapes, parseEnv } from '@claims/domain/env';

const schema = z.object({
  ...envShapes,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  TEMPORAL_UI_URL: z.string().url().default('http://localhost:8233'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  BODY_LIMIT: z.string().default('1mb'),
  // Only behind a proxy that sets X-Forwarded-For itself; otherwise clients could pick their IP
  // and slip past the per-address login throttle.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // How long a login stays valid; the UIs go back to login on the 401 that follows.
  SESSION_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
  // Besides the absolute lifetime: a session unused this long ends (each request slides it on).
  SESSION_IDLE_MINUTES: z.coerce.number().positive().max(1440).default(30),
  // Notification streams (SSE) one user, and the whole process, may hold open at once.
  STREAMS_PER_USER: z.coerce.number().int().positive().default(5),
  STREAMS_TOTAL: z.coerce.number().int().positive().default(2000),
  // How often open streams are checked against their sessions (expired, idle, ended elsewhere).
  STREAM_SESSION_CHECK_MS: z.coerce.number().int().positive().default(15_000),
  // Uploaded files live outside the web root: UPLOAD_DIR, else DATA_DIR/uploads.
  DATA_DIR: z.string().default(path.resolve(__dirname, '../../.data')),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  // How often the reconciler completes filings left half-way, and how old one must be first.
  FILING_RECONCILE_MS: z.coerce.number().int().min(100).default(60_000),
  PORTAL_DIST: z.string().default(path.resolve(__dirname, '../../portal-ui/dist')),
  ADMIN_DIST: z.string().default(path.resolve(__dirname, '../../admin-ui/dist')),
});

export type ApiConfig = z.infer<typeof schema>;
export const loadApiConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv('api', schema, env);
