import { z } from 'zod';
import type { MessageKey, MessageParams } from '../i18n/translate';

/**
 * The outcome of checking user input: the normalized value, or the catalogue key of the
 * message to show. Validators return this instead of throwing because bad input is expected.
 */
export type Validation<T = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: MessageKey; readonly params?: MessageParams };

export type Refusal = Extract<Validation<unknown>, { ok: false }>;

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });
export const invalid = <T = string>(error: MessageKey, params?: MessageParams): Validation<T> =>
  params ? { ok: false, error, params } : { ok: false, error };

/** The yes-or-no form of a validator, which each exports beside it for callers that only ask. */
export function accepts(validate: (value: string) => Validation<unknown>): (value: string) => boolean {
  return (value) => validate(value).ok;
}

/**
 * A validator's refusal as a zod issue (on `path`, else where the check runs): its catalogue key
 * is the message and its params go along, so the API can localize it with
 * `translate(locale, issue.message, issue.params)`.
 */
export function addRefusal(ctx: z.RefinementCtx, refusal: Refusal, path?: PropertyKey[]): void {
  ctx.addIssue({
    code: 'custom',
    ...(path && { path }),
    message: refusal.error,
    params: { ...refusal.params },
  });
}

/**
 * A string schema whose type error is a catalogue key: missing → 'validation.required',
 * anything but a string → 'validation.invalidFormat'. Every domain schema starts here so the
 * API can localize each issue with `translate(locale, issue.message, ...)`.
 */
export function requiredString() {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidFormat',
  });
}

/** A string schema that checks and normalizes with a domain validator. */
export function validatedString(validate: (value: string) => Validation) {
  return requiredString()
    .superRefine((value, ctx) => {
      const result = validate(value);
      if (!result.ok) addRefusal(ctx, result);
    })
    .overwrite((value) => {
      const result = validate(value);
      return result.ok ? result.value : value;
    });
}

/**
 * Fields of an object checked and normalized by a rule that reads the whole object (an amount in
 * the currency the object names): a refusal is an issue on its field, an accepted value replaces
 * what was typed. `read` answers undefined for a field it leaves alone.
 */
export function withValidatedFields<S extends z.ZodType<object>, F extends string>(
  schema: S,
  fields: readonly F[],
  read: (value: z.output<S>, field: F) => Validation | undefined,
): S {
  return schema
    .superRefine((value, ctx) => {
      for (const field of fields) {
        const result = read(value, field);
        if (result && !result.ok) addRefusal(ctx, result, [field]);
      }
    })
    .overwrite((value) => {
      const out: Record<string, unknown> = { ...(value as object) };
      for (const field of fields) {
        const result = read(value, field);
        if (result?.ok) out[field] = result.value;
      }
      return out as typeof value;
    });
}
