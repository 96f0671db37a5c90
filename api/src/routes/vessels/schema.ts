import { z } from 'zod';
import { oneOrMany, text, type ListSpec } from '../../list';

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, { error: 'validation.invalidFormat' })
  .describe('The carrier’s vessel code, 2-10 letters or digits');

const fields = { name: text(200), shortName: text(60), code };
export const createVesselSchema = z.object(fields).strict();
export const updateVesselSchema = z.object(fields).partial().strict();
export type VesselInput = z.output<typeof createVesselSchema>;

export const vesselSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  code: z.string(),
  customizedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type VesselResponse = z.infer<typeof vesselSchema>;

export const vesselList: ListSpec = {
  resource: 'vessels',
  sortable: {
    id: 'id',
    name: 'name',
    shortName: 'short_name',
    code: 'code',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: ['name', 'ASC'],
  search: ['name', 'short_name', 'code'],
  filters: { code: { column: 'code', schema: oneOrMany(code) } },
  id: { column: 'id', schema: z.uuid() },
};
