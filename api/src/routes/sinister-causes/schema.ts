import { z } from 'zod';
import { localizedLabelsSchema, oneOrMany, type ListSpec } from '../../list';

const key = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9_]{0,79}$/, { error: 'validation.invalidFormat' })
  .describe('Stable key; derived from the English label when omitted');

const fields = { key: key.optional(), labels: localizedLabelsSchema, active: z.boolean().optional() };
export const createSinisterCauseSchema = z.object(fields).strict();
export const updateSinisterCauseSchema = z.object(fields).partial().strict();
export type SinisterCauseInput = z.output<typeof createSinisterCauseSchema>;

export const sinisterCauseSchema = z.object({
  id: z.uuid(),
  code: z.number().int(),
  key: z.string(),
  name: z.string().describe('The label in the language of the request'),
  labels: z.object({ 'pt-BR': z.string(), en: z.string(), es: z.string() }),
  active: z.boolean(),
  customizedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SinisterCauseResponse = z.infer<typeof sinisterCauseSchema>;

/** `name` is selected as the label in the caller's language (see `sinisterCauseStore`). */
export const sinisterCauseList: ListSpec = {
  resource: 'sinister-causes',
  sortable: {
    id: 'id',
    code: 'code',
    key: 'key',
    name: 'name',
    active: 'active',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['code', 'ASC'],
  search: ['key', 'labels::text'],
  filters: {
    active: { column: 'active', schema: z.boolean() },
    code: { column: 'code', schema: oneOrMany(z.number().int()) },
  },
  id: { column: 'id', schema: z.uuid() },
};
