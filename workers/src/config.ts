import { z } from 'zod';
import { envShapes, parseEnv } from '@claims/domain/env';

const positiveMs = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  ...envShapes,
  // Workflows kept in memory between activations. Open cases sleep for days on their timers, so
  // a small cache holds the busy ones; an evicted case replays its short history when it wakes.
  // Each cached case costs the worker a few MB: the SDK's default (about 600 per GB of heap)
  // took one worker past 1 GB of RSS within a few hundred open cases (docs/PERFORMANCE.md).
  TEMPORAL_MAX_CACHED_WORKFLOWS: z.coerce.number().int().min(0).default(100),
  // A prebuilt workflow bundle (production images); without it the worker bundles at start.
  WORKFLOW_BUNDLE_PATH: z.string().optional(),
  // Links in e-mails point here (the portal).
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  // smtp://user:pass@host:587 (smtps:// for implicit TLS). Unset: in-app notifications only, no e-mail.
  SMTP_URL: z.string().url({ message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  // An address alone: each mail names its sender in the reader's language (notify.senderName).
  MAIL_FROM: z.string().min(3).default('no-reply@claims.local'),
  // How often the relay moves new outbox rows to BullMQ.
  OUTBOX_POLL_MS: positiveMs(1000),
  // An enqueued row still undelivered after this long is enqueued again (Redis lost its job).
  OUTBOX_STALE_MS: positiveMs(5 * 60_000),
  // Delivery attempts per job, the first retry's delay (doubling each time), and the job lock.
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  JOB_BACKOFF_MS: positiveMs(10_000),
  JOB_LOCK_MS: positiveMs(30_000),
});

export type WorkersConfig = z.infer<typeof schema>;
export const loadWorkersConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv('workers', schema, env);
