import { z } from 'zod';
import { localizedLabelsSchema, oneOrMany, type ListSpec } from '../../list';

/** Document types are identified by their key (`SURVEY_REPORT`), which case files store. */
export const documentTypeKeySchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,79}$/);

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{0,79}$/, { error: 'validation.invalidFormat' })
  .describe('URL-safe name; derived from the English label when omitted; the key is its upper-case form');

export const createDocumentTypeSchema = z
  .object({ slug: slug.optional(), labels: localizedLabelsSchema, active: z.boolean().optional() })
  .strict();
// The key and slug are what stored files refer to: they never change once created.
export const updateDocumentTypeSchema = z
  .object({ labels: localizedLabelsSchema, active: z.boolean() })
  .partial()
  .strict();
export type DocumentTypeInput = z.output<typeof createDocumentTypeSchema>;
export type DocumentTypePatch = z.output<typeof updateDocumentTypeSchema>;

export const documentTypeSchema = z.object({
  id: z.string().describe('Same as key'),
  key: z.string(),
  code: z.number().int(),
  slug: z.string(),
  name: z.string().describe('The label in the language of the request'),
  labels: z.object({ 'pt-BR': z.string(), en: z.string(), es: z.string() }),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DocumentTypeResponse = z.infer<typeof documentTypeSchema>;

export const documentTypeList: ListSpec = {
  resource: 'document-types',
  sortable: {
    id: 'key',
    key: 'key',
    code: 'code',
    slug: 'slug',
    name: 'name',
    active: 'active',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['code', 'ASC'],
  search: ['key', 'slug', 'labels::text'],
  filters: {
    active: { column: 'active', schema: z.boolean() },
    code: { column: 'code', schema: oneOrMany(z.number().int()) },
    slug: { column: 'slug', schema: oneOrMany(z.string().max(80)) },
  },
  id: { column: 'key', schema: documentTypeKeySchema },
};
