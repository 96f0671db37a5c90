import { z } from 'zod';
import { codeRowFields, localizedLabelsSchema, recordTimes } from './fields';

/** Document types are identified by their key (`SURVEY_REPORT`), which case files store. */
export const documentTypeKeySchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,79}$/);

/**
 * A new type's identifier, typed as its slug (`cert-origen`) or as its key (`CERT_ORIGEN`, as the
 * list shows keys): spaces and underscores become hyphens, letters lower case.
 */
export const documentTypeSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((typed) => typed.replace(/[\s_]+/g, '-'))
  .regex(/^[a-z][a-z0-9-]{0,79}$/, { error: 'validation.invalidFormat' })
  .describe('URL-safe name; derived from the English label when omitted; the key is its upper-case form');

/** POST /api/document-types */
export const createDocumentTypeSchema = z
  .object({
    slug: documentTypeSlugSchema.nullish(),
    labels: localizedLabelsSchema,
    active: z.boolean().optional(),
  })
  .strict();
/** PUT /api/document-types/:key. The key and slug are what stored files refer to: they never change. */
export const updateDocumentTypeSchema = z
  .object({ labels: localizedLabelsSchema, active: z.boolean() })
  .partial()
  .strict();
export type DocumentTypeInput = z.output<typeof createDocumentTypeSchema>;
export type DocumentTypePatch = z.output<typeof updateDocumentTypeSchema>;

/** A document type as every /api/document-types route answers it. */
export const documentTypeSchema = z.strictObject({
  id: z.string().describe('Same as key'),
  slug: z.string(),
  ...codeRowFields,
  ...recordTimes,
});
export type DocumentTypeResponse = z.infer<typeof documentTypeSchema>;
