import { z } from 'zod';
import { codeRowFields, localizedLabelsSchema, referenceRecordTimes } from './fields';

const key = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9_]{0,79}$/, { error: 'validation.invalidFormat' })
  .describe('Stable key; derived from the English label when omitted');

const fields = { key: key.optional(), labels: localizedLabelsSchema, active: z.boolean().optional() };
/** POST /api/sinister-causes */
export const createSinisterCauseSchema = z.object(fields).strict();
/** PUT /api/sinister-causes/:id: any subset of the fields. */
export const updateSinisterCauseSchema = z.object(fields).partial().strict();
export type SinisterCauseInput = z.output<typeof createSinisterCauseSchema>;

/** A cause of loss as every /api/sinister-causes route answers it. */
export const sinisterCauseSchema = z.strictObject({
  id: z.uuid(),
  ...codeRowFields,
  ...referenceRecordTimes,
});
export type SinisterCauseResponse = z.infer<typeof sinisterCauseSchema>;
