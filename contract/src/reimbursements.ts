import { z } from 'zod';
import {
  ANALYSIS_STATUS_KEYS,
  DEBT_NOTE_SUB_STATUS_KEYS,
  OFFICE_KEYS,
  reimbursement as domain,
} from '@claims/domain';
import { caseDraftSchema, caseDraftWithFiles } from './case-drafts';
import { calendarDay, decimal, instant } from './fields';

/** POST /api/reimbursements: the whole request (as a Brazilian client sends it), or a draft to file. */
export const fileReimbursementSchema = domain
  .reimbursementSubmissionSchema('BR')
  .and(z.object({ clientId: z.uuid().optional(), draftId: z.uuid().optional() }));
/** POST and PUT /api/reimbursements/drafts[/:id]: any part of the wizard's data. */
export const reimbursementDraftBodySchema = domain.reimbursementDraftSchema;
/** POST /api/reimbursements/:id/actions/<action>: each command's payload. */
export const reimbursementActionSchemas = domain.actionPayloads;

/** One row of GET /api/reimbursements: what a table shows and filters on. */
export const reimbursementSummarySchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  office: z.enum(OFFICE_KEYS),
  team: z.string().nullable(),
  analysisStatus: z.enum(ANALYSIS_STATUS_KEYS).nullable(),
  subStatus: z.enum(DEBT_NOTE_SUB_STATUS_KEYS).nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  blOrCte: z.string().nullable(),
  vesselName: z.string().nullable(),
  containers: z.array(z.string()),
  dischargeDate: calendarDay.nullable(),
  timeBarDate: calendarDay.nullable(),
  slaDueAt: instant.nullable(),
  slaBreached: z.boolean(),
  counterofferPending: z.boolean(),
  totalBrl: decimal.nullable(),
  createdAt: instant,
  submittedAt: instant.nullable(),
  updatedAt: instant,
  closedAt: instant.nullable(),
});
export type ReimbursementSummary = z.infer<typeof reimbursementSummarySchema>;

/** GET /api/reimbursements/:id/timeline: the business events in the reader's language, and the next deadline. */
export const reimbursementTimelineSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  analysisStatus: z.string().nullable(),
  events: z.array(
    z.strictObject({
      seq: z.number().int(),
      action: z.string(),
      label: z.string(),
      status: z.string().nullable(),
      doneBy: z.string().nullable().describe("Who did it, or the claims team's name for the customer"),
      doneAt: instant,
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  nextDeadline: z.strictObject({ at: instant, text: z.string() }).nullable(),
});
export type ReimbursementTimeline = z.infer<typeof reimbursementTimelineSchema>;

/** GET /api/reimbursements/drafts: the caller's drafts. */
export const reimbursementDraftSchema = caseDraftSchema.extend({ draft: z.literal(true) });
/** A saved or resumed draft, with the files attached so far. */
export const reimbursementDraftDetailSchema = caseDraftWithFiles('attachments', { draft: z.literal(true) });
export type ReimbursementDraft = z.infer<typeof reimbursementDraftDetailSchema>;

/** POST /api/protest-letters/:id/reimbursement-draft: the offered request, pre-filled from the letter. */
export const offeredReimbursementDraftSchema = z.strictObject({
  id: z.uuid(),
  draft: z.literal(true),
  data: z.record(z.string(), z.unknown()),
});
export type OfferedReimbursementDraft = z.infer<typeof offeredReimbursementDraftSchema>;
