import { z } from 'zod';
import type { MessageKey, MessageParams } from '../i18n/translate';

/**
 * The outcome of checking user input: the normalized value, or the catalogue key of the
 * message to show. Validators return this instead of throwing because bad input is expected.
 */
export type Validation<T = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: MessageKey; readonly params?: MessageParams };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });
export const invalid = <T = string>(error: MessageKey, params?: MessageParams): Validation<T> =>
  params ? { ok: false, error, params } : { ok: false, error };

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
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error, params: { ...result.params } });
    })
    .overwrite((value) => {
      const result = validate(value);
      return result.ok ? result.value : value;
    });
}
