import { z } from 'zod';

/** The request ids the api hands out (X-Request-Id), so a crash can be tied to the call behind it. */
const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * POST /api/client-errors: what a UI's error boundary reports. Every field is capped: anyone may
 * post here (a crash can happen on the login screen), so a report must stay a log line, never a
 * way to fill the disk.
 */
export const clientErrorSchema = z.strictObject({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(16_000).optional(),
  route: z.string().min(1).max(500),
  requestId: z.string().regex(REQUEST_ID).optional(),
  ui: z.enum(['portal', 'console']),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
