import { z } from 'zod';
import { oneOrMany, text, type ListSpec } from '../../list';

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalidFormat' })
  .describe('UN/LOCODE, e.g. BRSSZ');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.invalidFormat' })
  .describe('ISO 3166 alpha-2');

const fields = { name: text(200), code, city: text(200), country };
export const createPortSchema = z.object(fields).strict();
export const updatePortSchema = z.object(fields).partial().strict();
export type PortInput = z.output<typeof createPortSchema>;

export const portSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  country: z.string(),
  customizedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PortResponse = z.infer<typeof portSchema>;

export const portList: ListSpec = {
  resource: 'ports',
  sortable: {
    id: 'id',
    name: 'name',
    code: 'code',
    city: 'city',
    country: 'country',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['name', 'ASC'],
  search: ['name', 'code', 'city'],
  filters: {
    country: { column: 'country', schema: oneOrMany(country) },
    code: { column: 'code', schema: oneOrMany(code) },
  },
  id: { column: 'id', schema: z.uuid() },
};
