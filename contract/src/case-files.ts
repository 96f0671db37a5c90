import { z } from 'zod';
import { instant } from './fields';

/** A file of a case or a draft, as its detail lists it and an upload (POST .../:id/files) answers it. */
export const caseFileSchema = z.strictObject({
  id: z.uuid(),
  documentType: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploadedAt: instant,
  uploadedBy: z.uuid().nullable(),
  uploadedByName: z.string().nullable(),
  allowedActions: z
    .array(z.literal('remove'))
    .optional()
    .describe("In a case's answer: 'remove' while this user may take the upload back"),
});
export type CaseFileResponse = z.infer<typeof caseFileSchema>;
