import { z } from 'zod';
import { requiredString, withTaxIdRule } from '@claims/domain';
import { companyCountrySchema, recordTimes, text } from './fields';

const fields = {
  name: text(200),
  country: companyCountrySchema.describe('ISO 3166 alpha-2; decides the tax id kind: CNPJ, CUIT, RUC or RUT'),
  taxId: requiredString().describe('CNPJ, CUIT, RUC or RUT by country, punctuation optional'),
  clientIds: z.array(z.uuid()).max(500).optional().describe('The clients the broker represents'),
};

/** POST /api/customs-brokers; the tax id is stored normalized. */
export const createCustomsBrokerSchema = withTaxIdRule(z.object(fields).strict());
export type CustomsBrokerInput = z.output<typeof createCustomsBrokerSchema>;

/** PUT /api/customs-brokers/:id: any subset of the fields; the merged record is then checked whole. */
export const updateCustomsBrokerSchema = z.object(fields).partial().strict();
export type CustomsBrokerPatch = z.output<typeof updateCustomsBrokerSchema>;

/** A customs broker as every /api/customs-brokers route answers it. */
export const customsBrokerSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  taxId: z.string().describe('Normalized'),
  taxIdFormatted: z.string(),
  clientIds: z.array(z.uuid()).describe('Represented clients the caller may see'),
  ...recordTimes,
});
export type CustomsBrokerResponse = z.infer<typeof customsBrokerSchema>;
