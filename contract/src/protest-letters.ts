import { z } from 'zod';
import { OFFICE_KEYS, PROTEST_STATUS_KEYS, protest as domain } from '@claims/domain';
import { caseDraftWithFiles, caseDraftSchema } from './case-drafts';
import { protestAllowedActionsSchema } from './case-actions';
import { caseFileSchema } from './case-files';
import { caseLogStepFields } from './case-log';
import { calendarDay, decimal, instant, namedPort } from './fields';

/** POST /api/protest-letters: the whole letter, or a draft (`draftId`) to file with its files. */
export const fileProtestLetterSchema = domain.protestLetterSchema.extend({ draftId: z.uuid().optional() });
/** POST /api/protest-letters/:id/actions/<action>: each command's payload. */
export const protestLetterActionSchemas = domain.protestActionPayloads;

const text = z.string().nullable();

/** One row of GET /api/protest-letters: what a table shows and filters on. */
export const protestLetterSummarySchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  protocol: text,
  status: z.enum(PROTEST_STATUS_KEYS),
  statusCode: z.number().int(),
  clientId: z.uuid(),
  clientName: text,
  office: z.enum(OFFICE_KEYS).describe('Whose rules the letter follows'),
  billOfLading: text,
  ship: text,
  voyage: text,
  portOfDischargeId: z.uuid().nullable(),
  portOfDischargeName: text,
  dischargeDate: calendarDay.nullable(),
  lateNotice: z.boolean(),
  noticeDeadline: calendarDay.nullable(),
  filedAt: instant.nullable(),
  createdAt: instant.nullable(),
  updatedAt: instant.nullable(),
});
export type ProtestLetterSummary = z.infer<typeof protestLetterSummarySchema>;

export const inspectionSchema = z.strictObject({
  id: z.uuid(),
  status: z.number().int(),
  date: calendarDay.nullable(),
  hour: text.describe('HH:MM'),
  name: text.describe('The site contact the inspector meets'),
  contact: text,
  telephone: text,
  address: text,
  email: text,
  inspectorId: z.uuid().nullable(),
  inspectorName: text,
  result: text,
  observation: text,
  analysisStatement: text,
  concludedAt: instant.nullable(),
});

/**
 * GET /api/protest-letters/:id, and the answer of every command and filing: the letter with its
 * containers, inspection, files and log. An inspector never sees the reimbursement side.
 */
export const protestLetterDetailSchema = protestLetterSummarySchema.extend({
  houseBillOfLading: text,
  cte: text,
  vesselId: z.uuid().nullable(),
  merchandise: text,
  notifyingCompany: text,
  portOfEmbarkationId: z.uuid().nullable(),
  portOfEmbarkation: namedPort.describe('The port of embarkation as the wizard offered it'),
  portOfDischarge: namedPort.describe('The port of discharge as the wizard offered it'),
  inspectionRequested: z.boolean(),
  analysisStatement: text,
  containers: z.array(
    z.strictObject({
      number: z.string(),
      damages: z.array(z.string()),
      sealManifested: text,
      sealDetermined: text,
      weightManifested: decimal.nullable().describe('Kilograms'),
      weightDetermined: decimal.nullable().describe('Kilograms'),
    }),
  ),
  inspection: inspectionSchema.nullable(),
  files: z.array(caseFileSchema),
  reimbursementRequestId: z.uuid().nullable().optional().describe('Not for inspectors'),
  reimbursementRequestReference: text.optional().describe('Not for inspectors'),
  reimbursementSuggestion: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe('The request a POSITIVE inspection offers; not for inspectors'),
  reimbursementByEmail: z
    .boolean()
    .optional()
    .describe(
      'The offered request crosses a border (long course) and goes by e-mail (SPEC §1); not for inspectors',
    ),
  allowedActions: protestAllowedActionsSchema,
  log: z.array(z.strictObject({ ...caseLogStepFields, doneAt: instant.nullable() })),
});
export type ProtestLetterDetail = z.infer<typeof protestLetterDetailSchema>;

/** GET /api/protest-letters/drafts: the caller's drafts. */
export const protestLetterDraftSchema = caseDraftSchema;
/** A saved or resumed draft, with the files attached so far. */
export const protestLetterDraftDetailSchema = caseDraftWithFiles('files', {});
export type ProtestLetterDraft = z.infer<typeof protestLetterDraftDetailSchema>;

/** GET /api/protest-letters/:id/files */
export const protestLetterFilesSchema = z.array(caseFileSchema);
