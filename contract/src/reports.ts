import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES } from '@claims/domain';
import { instant } from './fields';

/** POST /api/reports */
export const requestReportSchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional()
      .describe("YYYY-MM; the monthly reports' month, the current one when left out"),
  })
  .strict();
export type ReportRequest = z.infer<typeof requestReportSchema>;

export const reportRowSchema = z.strictObject({
  caseKind: z.enum(['reimbursement', 'protest_letter']),
  caseId: z.uuid(),
  process: z.string().describe('The case reference'),
  created: instant,
  closed: instant.nullable(),
  elapsedDays: z.number().int(),
  processStatus: z.string().describe("Open or closed, in the request's language"),
  analysisStatus: z.string().describe("The case's status label, in the request's language"),
});

/** A report as the list, the request and the detail answer it. */
export const reportSchema = z.strictObject({
  id: z.uuid(),
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  month: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: instant,
  finishedAt: instant.nullable(),
  detailPath: z.string().describe('The portal page of the report'),
});
/** GET /api/reports/:id: the report and, once DONE, its rows. */
export const reportDetailSchema = reportSchema.extend({ rows: z.array(reportRowSchema) });
export type ReportResponse = z.infer<typeof reportSchema>;
export type ReportRowResponse = z.infer<typeof reportRowSchema>;
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** GET /api/reports/:id/download?format= */
export const downloadQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
