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

/**
 * A row of a code table the admin maintains (document types, causes of loss) as answers give it:
 * its key and code, its name in the request's language and in each language, and whether it is
 * still offered.
 */
export const codeRowFields = {
  key: z.string(),
  code: z.number().int(),
  name: z.string().describe('The label in the language of the request'),
  labels: labelsSchema,
  active: z.boolean(),
};

/** An instant as answers write it: ISO 8601 in UTC. */
export const instant = z.iso.datetime();

/** When a stored record was created and last changed: the last fields of a resource's answer. */
export const recordTimes = { createdAt: instant, updatedAt: instant };

/**
 * A reference record's times, with when an admin last edited it: the seed keeps up to date only
 * the rows nobody customized (db/seeds/reference-data.ts).
 */
export const referenceRecordTimes = { customizedAt: instant.nullable(), ...recordTimes };
/** A calendar day (a DATE column): `YYYY-MM-DD`. */
export const calendarDay = z.iso.date();
/** Money and quantities travel as canonical decimal strings ("1234.50"), never floats. */
export const decimal = z.string().describe('Decimal string');

/** A port by the names the customer chose it by: "Santos" and its UN/LOCODE "BRSSZ". */
export const namedPort = z.strictObject({ name: z.string(), code: z.string() }).nullable();
