import { z } from 'zod';
import { MONTHLY_REPORT_TYPES, REPORT_STATUSES, REPORT_TYPES, sharedCalendarMonth } from '@claims/domain';
import type { ListSpec } from '../../list';

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

export const reportRowSchema = z.object({
  caseKind: z.enum(['reimbursement', 'protest_letter']),
  caseId: z.uuid(),
  process: z.string().describe('The case reference'),
  created: z.iso.datetime(),
  closed: z.iso.datetime().nullable(),
  elapsedDays: z.number().int(),
  processStatus: z.string().describe("Open or closed, in the request's language"),
  analysisStatus: z.string().describe("The case's status label, in the request's language"),
});

export const reportSchema = z.object({
  id: z.uuid(),
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  month: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  detailPath: z.string().describe('The portal page of the report'),
});
export const reportDetailSchema = reportSchema.extend({ rows: z.array(reportRowSchema) });
export type ReportResponse = z.infer<typeof reportSchema>;
export type ReportRowResponse = z.infer<typeof reportRowSchema>;

export const downloadQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** Monthly reports default to the current month on the offices' shared calendar. */
export function reportParams(input: z.infer<typeof requestReportSchema>, now = new Date()) {
  if (!MONTHLY_REPORT_TYPES.includes(input.type)) return {};
  return { month: input.month ?? sharedCalendarMonth(now) };
}

export const reportList: ListSpec = {
  resource: 'reports',
  sortable: { createdAt: 'created_at', type: 'type', status: 'status', id: 'id' },
  defaultSort: ['createdAt', 'DESC'],
  search: [],
  filters: {
    type: { column: 'type', schema: z.enum(REPORT_TYPES) },
    status: { column: 'status', schema: z.enum(REPORT_STATUSES) },
  },
  id: { column: 'id', schema: z.uuid() },
};
