import { z } from 'zod';
import { referenceRecordTimes, text } from './fields';

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, { error: 'validation.vesselCode' })
  .describe('The carrier’s vessel code, 2-10 letters or digits');
/** What a vessel list filters on, as the body validates it. */
export const vesselCodeSchema = code;

const fields = { name: text(200), shortName: text(60), code };
/** POST /api/vessels */
export const createVesselSchema = z.object(fields).strict();
/** PUT /api/vessels/:id: any subset of the fields. */
export const updateVesselSchema = z.object(fields).partial().strict();
export type VesselInput = z.output<typeof createVesselSchema>;

/** A vessel as every /api/vessels route answers it. */
export const vesselSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  code: z.string(),
  ...referenceRecordTimes,
});
export type VesselResponse = z.infer<typeof vesselSchema>;
