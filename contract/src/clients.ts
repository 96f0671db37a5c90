import { z } from 'zod';
import { emailSchema, OFFICE_KEYS, requiredString, withTaxIdRule } from '@claims/domain';
import { companyCountrySchema, optionalText, recordTimes, text } from './fields';

export const officeSchema = z.enum(OFFICE_KEYS, { error: 'validation.invalidOption' });

const fields = {
  name: text(200),
  email: emailSchema.nullish().transform((v) => v ?? null),
  contact: optionalText(200),
  country: companyCountrySchema.describe('ISO 3166 alpha-2; decides the tax id kind: CNPJ, CUIT, RUC or RUT'),
  taxId: requiredString().describe('CNPJ, CUIT, RUC or RUT by country, punctuation optional'),
  office: officeSchema
    .optional()
    .describe('The operator office that handles the client; the country’s by default'),
  customsBrokerIds: z
    .array(z.uuid())
    .max(50)
    .optional()
    .describe('The brokers representing the client (staff only)'),
};

/** POST /api/clients. The tax id is checked by its country's rules and stored normalized (digits, no punctuation). */
export const createClientSchema = withTaxIdRule(z.object(fields).strict()).overwrite((input) => ({
  ...input,
  office: input.office ?? input.country,
}));
export type ClientInput = z.output<typeof createClientSchema>;

/** PUT /api/clients/:id: any subset of the fields; the merged record is then checked whole by createClientSchema. */
export const updateClientSchema = z.object(fields).partial().strict();

/** A client company as every /api/clients route answers it. */
export const clientSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  country: z.string(),
  taxId: z.string().describe('Normalized'),
  taxIdFormatted: z.string(),
  office: z.string(),
  customsBrokerIds: z.array(z.uuid()),
  ...recordTimes,
});
export type ClientResponse = z.infer<typeof clientSchema>;
