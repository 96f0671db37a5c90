import { z } from 'zod';
import { OFFICES, type OfficeCountry } from '../codes/offices';
import { CNPJ } from './cnpj';
import { CUIT } from './cuit';
import type { IdRules } from './id-rules';
import { RUC } from './ruc';
import { RUT } from './rut';
import { invalid, requiredString, validatedString, withValidatedFields, type Validation } from './validation';

/** The company tax id of each country we have an office in. */
export const TAX_ID_KINDS = { BR: 'CNPJ', AR: 'CUIT', PY: 'RUC', UY: 'RUT' } as const satisfies Record<
  OfficeCountry,
  string
>;
export type TaxIdKind = (typeof TAX_ID_KINDS)[OfficeCountry];

/**
 * What a company's tax id is called where it is registered, the label of the field that shows
 * it ("CNPJ" for a Brazilian company, never a CUIT); none for a country we do not know.
 */
export function taxIdKindOf(country: string | null | undefined): TaxIdKind | undefined {
  const iso = country?.trim().toUpperCase() ?? '';
  return isTaxIdCountry(iso) ? TAX_ID_KINDS[iso] : undefined;
}

const VALIDATORS: Record<OfficeCountry, IdRules> = { BR: CNPJ, AR: CUIT, PY: RUC, UY: RUT };

export function isTaxIdCountry(value: string): value is OfficeCountry {
  return OFFICES.some((office) => office.countryIso2 === value);
}

/**
 * A stored tax id as people read it where it is registered ("43.219.876/0001-36" for a CNPJ);
 * as stored for a country we have no office in. For screens, never for storage.
 */
export function displayTaxId(country: string | null | undefined, value: string | null | undefined): string {
  const iso = country?.trim().toUpperCase() ?? '';
  if (!value) return '';
  return isTaxIdCountry(iso) ? VALIDATORS[iso].format(value) : value;
}

/**
 * A tax id that says what it is, for a line that has no label of its own: "CNPJ
 * 43.219.876/0001-36", "CUIT 30-71234567-1"; as stored for a country we have no office in.
 */
export function namedTaxId(country: string | null | undefined, value: string | null | undefined): string {
  return [value ? taxIdKindOf(country) : undefined, displayTaxId(country, value)].filter(Boolean).join(' ');
}

/** Validates by country (ISO 3166 alpha-2, any case) and returns the normalized id. */
export function validateTaxId(countryIso2: string, value: string): Validation {
  const country = countryIso2.trim().toUpperCase();
  if (!isTaxIdCountry(country)) return invalid('validation.unsupportedCountry', { country: countryIso2 });
  return VALIDATORS[country].validate(value);
}

export function formatTaxId(countryIso2: OfficeCountry, value: string): string {
  return VALIDATORS[countryIso2].format(value);
}

/**
 * A schema whose `country` and `taxId` are read by the country's rules: refused on `taxId` with
 * the rule's own message, and stored normalized (digits, no punctuation). Clients, customs
 * brokers and the wizards' client data all use it.
 */
export function withTaxIdRule<S extends z.ZodType<{ country: string; taxId: string }>>(schema: S): S {
  return withValidatedFields(schema, ['taxId'], ({ country, taxId }) => validateTaxId(country, taxId));
}

export const taxIdWithCountrySchema = withTaxIdRule(
  z.object({
    country: z.enum(['AR', 'BR', 'PY', 'UY'], { error: 'validation.invalidOption' }),
    taxId: requiredString(),
  }),
);

export function taxIdSchema(countryIso2: OfficeCountry) {
  return validatedString((value) => validateTaxId(countryIso2, value));
}
