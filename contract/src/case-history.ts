import { z } from 'zod';

/**
 * GET /api/<cases>/:id/history: the case workflow's Temporal event history, readable. Each event
 * names its id, type and time; the rest depends on the type (a timer's duration, an update's name).
 */
export const caseHistorySchema = z.strictObject({
  reference: z.string().describe('The case as people name it (RR-2026-000005), for the heading'),
  workflowId: z.string(),
  temporalUiUrl: z.string(),
  events: z.array(
    z.looseObject({
      id: z.number().int(),
      type: z.string(),
      time: z.string().nullable(),
      caseEvent: z.string().optional().describe('The case log line this projection wrote'),
    }),
  ),
});
export type CaseHistory = z.infer<typeof caseHistorySchema>;
