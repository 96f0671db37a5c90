import type { z } from 'zod';
import { isOfficeKey, officeByKey, type OfficeCountry } from '../codes/offices';
import { validatePhone } from '../validators/phone';
import { addRefusal } from '../validators/validation';

/**
 * The country a phone of the place where the goods are is read in: the case's office's, not the
 * claimant's. A Brazilian exporter's coffee damaged in Zárate is looked after by the Argentine
 * office, and its site contact answers "11 4567 8901" in Buenos Aires. While no office is chosen
 * (a draft), the claimant's.
 */
export function siteCountry(office: unknown, claimant: OfficeCountry): OfficeCountry {
  return isOfficeKey(office) ? officeByKey(office).countryIso2 : claimant;
}

/**
 * A request's damage lines' site-contact phones read by the country of its office (siteCountry):
 * refused on their own fields with that country's example, stored in the international format.
 * The check runs even while other fields are wrong (zod skips refinements otherwise), so the
 * wizard shows it on the damages step. In a draft a blank phone is not typed yet.
 */
export function withSitePhoneRules<S extends z.ZodType>(
  schema: S,
  claimant: OfficeCountry,
  { draft = false }: { draft?: boolean } = {},
): S {
  const read = (value: unknown) => {
    const request = value as { office?: unknown; damages?: unknown } | null;
    const lines = request?.damages;
    if (!Array.isArray(lines)) return [];
    const country = siteCountry(request?.office, claimant);
    return lines.flatMap((line: unknown, index) => {
      const phone = (line as { phone?: unknown } | null)?.phone;
      if (typeof phone !== 'string' || (draft && phone.trim() === '')) return [];
      return [{ index, result: validatePhone(country, phone) }];
    });
  };
  return schema
    .superRefine(
      (value, ctx) => {
        for (const { index, result } of read(value))
          if (!result.ok) addRefusal(ctx, result, ['damages', index, 'phone']);
      },
      { when: () => true },
    )
    .overwrite((value) => {
      const phones = read(value);
      if (phones.length === 0) return value;
      const request = value as { damages: Record<string, unknown>[] };
      const damages = [...request.damages];
      for (const { index, result } of phones)
        if (result.ok) damages[index] = { ...damages[index], phone: result.value };
      return { ...request, damages } as typeof value;
    });
}
