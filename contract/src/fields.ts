import { z } from 'zod';

/** Trimmed text, at least one character after trimming. */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/** Optional free text where an empty string means "none". */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A name in the three interface languages, as catalogue rows carry it. */
export const localizedLabelsSchema = z
  .object({ 'pt-BR': text(200), en: text(200), es: text(200) })
  .strict()
  .describe('The name in pt-BR, en and es');

/** The same three names as an answer carries them. */
export const labelsSchema = z.strictObject({ 'pt-BR': z.string(), en: z.string(), es: z.string() });

/** The countries of the offices' clients; each decides the kind of tax id (CNPJ, CUIT, RUC, RUT). */
export const companyCountrySchema = z.enum(['AR', 'BR', 'PY', 'UY'], { error: 'validation.invalidOption' });

/** An instant as answers write it: ISO 8601 in UTC. */
export const instant = z.iso.datetime();
/** A calendar day (a DATE column): `YYYY-MM-DD`. */
export const calendarDay = z.iso.date();
/** Money and quantities travel as canonical decimal strings ("1234.50"), never floats. */
export const decimal = z.string().describe('Decimal string');

/** A port by the names the customer chose it by: "Santos" and its UN/LOCODE "BRSSZ". */
export const namedPort = z.strictObject({ name: z.string(), code: z.string() }).nullable();
