import { z } from 'zod';
import { emailSchema, OFFICE_KEYS, requiredString, validateTaxId } from '@claims/domain';
import { oneOrMany, optionalText, text, type ListSpec } from '../../list';

const country = z.enum(['AR', 'BR', 'PY', 'UY'], { error: 'validation.invalidOption' });
const office = z.enum(OFFICE_KEYS, { error: 'validation.invalidOption' });

const fields = {
  name: text(200),
  email: emailSchema.nullish().transform((v) => v ?? null),
  contact: optionalText(200),
  country: country.describe('ISO 3166 alpha-2; decides the tax id kind: CNPJ, CUIT, RUC or RUT'),
  taxId: requiredString().describe('CNPJ, CUIT, RUC or RUT by country, punctuation optional'),
  office: office.optional().describe('The operator office that handles the client; the country’s by default'),
  customsBrokerIds: z
    .array(z.uuid())
    .max(50)
    .optional()
    .describe('The brokers representing the client (staff only)'),
};

/** The tax id is checked by its country's rules and stored normalized (digits, no punctuation). */
export const createClientSchema = z
  .object(fields)
  .strict()
  .superRefine(({ country, taxId }, ctx) => {
    const result = validateTaxId(country, taxId);
    if (!result.ok)
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: result.error, params: { ...result.params } });
  })
  .overwrite((input) => {
    const result = validateTaxId(input.country, input.taxId);
    return { ...input, taxId: result.ok ? result.value : input.taxId, office: input.office ?? input.country };
  });
export type ClientInput = z.output<typeof createClientSchema>;

/** Any subset of the fields; the merged record is then checked as a whole by createClientSchema. */
export const updateClientSchema = z.object(fields).partial().strict();

export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  country: z.string(),
  taxId: z.string().describe('Normalized'),
  taxIdFormatted: z.string(),
  office: z.string(),
  customsBrokerIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ClientResponse = z.infer<typeof clientSchema>;

export const clientList: ListSpec = {
  resource: 'clients',
  sortable: {
    id: 'clients.id',
    name: 'clients.name',
    email: 'clients.email',
    contact: 'clients.contact',
    taxId: 'clients.tax_id',
    country: 'clients.country',
    office: 'clients.office',
    createdAt: 'clients.created_at',
    updatedAt: 'clients.updated_at',
  },
  defaultSort: ['name', 'ASC'],
  search: ['clients.name', 'clients.tax_id', 'clients.email', 'clients.contact'],
  filters: {
    country: { column: 'clients.country', schema: oneOrMany(country) },
    office: { column: 'clients.office', schema: oneOrMany(office) },
    taxId: { column: 'clients.tax_id', schema: oneOrMany(z.string().max(20)) },
  },
  id: { column: 'clients.id', schema: z.uuid() },
};
