import { z } from 'zod';
import { requiredString, validateTaxId } from '@claims/domain';
import { oneOrMany, text, type ListSpec } from '../../list';

const country = z.enum(['AR', 'BR', 'PY', 'UY'], { error: 'validation.invalidOption' });

const fields = {
  name: text(200),
  country: country.describe('ISO 3166 alpha-2; decides the tax id kind: CNPJ, CUIT, RUC or RUT'),
  taxId: requiredString().describe('CNPJ, CUIT, RUC or RUT by country, punctuation optional'),
  clientIds: z.array(z.uuid()).max(500).optional().describe('The clients the broker represents'),
};

export const createCustomsBrokerSchema = z
  .object(fields)
  .strict()
  .superRefine(({ country, taxId }, ctx) => {
    const result = validateTaxId(country, taxId);
    if (!result.ok)
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: result.error, params: { ...result.params } });
  })
  .overwrite((input) => {
    const result = validateTaxId(input.country, input.taxId);
    return result.ok ? { ...input, taxId: result.value } : input;
  });
export type CustomsBrokerInput = z.output<typeof createCustomsBrokerSchema>;

/** Any subset of the fields; the merged record is then checked as a whole. */
export const updateCustomsBrokerSchema = z.object(fields).partial().strict();
export type CustomsBrokerPatch = z.output<typeof updateCustomsBrokerSchema>;

export const customsBrokerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  taxId: z.string().describe('Normalized'),
  taxIdFormatted: z.string(),
  clientIds: z.array(z.uuid()).describe('Represented clients the caller may see'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CustomsBrokerResponse = z.infer<typeof customsBrokerSchema>;

export const customsBrokerList: ListSpec = {
  resource: 'customs-brokers',
  sortable: {
    id: 'customs_brokers.id',
    name: 'customs_brokers.name',
    taxId: 'customs_brokers.tax_id',
    country: 'customs_brokers.country',
    createdAt: 'customs_brokers.created_at',
    updatedAt: 'customs_brokers.updated_at',
  },
  defaultSort: ['name', 'ASC'],
  search: ['customs_brokers.name', 'customs_brokers.tax_id'],
  filters: {
    country: { column: 'customs_brokers.country', schema: oneOrMany(country) },
    taxId: { column: 'customs_brokers.tax_id', schema: oneOrMany(z.string().max(20)) },
  },
  id: { column: 'customs_brokers.id', schema: z.uuid() },
};
