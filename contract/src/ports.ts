import { z } from 'zod';
import { invalid, withValidatedFields } from '@claims/domain';
import { referenceRecordTimes, text } from './fields';

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.portCode' })
  .describe('UN/LOCODE, e.g. BRSSZ');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.invalidFormat' })
  .describe('ISO 3166 alpha-2');
/** What a port list filters on, as the body validates it. */
export const portFilterFields = { code, country };

const fields = { name: text(200), code, city: text(200), country };

/**
 * A UN/LOCODE starts with its country's letters: BRROS registered in Argentina would be offered
 * to clients as a Brazilian port (a tester did so). Checked where both are given: the schemas
 * check a body, the api an edit of one of them against the other as stored.
 */
export const codeOfItsCountry = (port: { code?: string; country?: string }) =>
  !port.code || !port.country || port.code.startsWith(port.country)
    ? undefined
    : invalid('validation.portCodeCountry', { country: port.country });

/** POST /api/ports */
export const createPortSchema = withValidatedFields(z.object(fields).strict(), ['code'], codeOfItsCountry);
/** PUT /api/ports/:id: any subset of the fields. */
export const updatePortSchema = withValidatedFields(
  z.object(fields).partial().strict(),
  ['code'],
  codeOfItsCountry,
);
export type PortInput = z.output<typeof createPortSchema>;
export type PortPatch = z.input<typeof updatePortSchema>;

/** A port as every /api/ports route answers it (a list answers rows of it). */
export const portSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  country: z.string(),
  ...referenceRecordTimes,
});
export type PortResponse = z.infer<typeof portSchema>;
