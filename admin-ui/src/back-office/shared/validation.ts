import { useTranslate } from 'react-admin';
import type { z } from 'zod';

/** A react-admin input validator whose message is one of the API's `validation.*` keys. */
export type Validator = (value: unknown) => { message: string; args: Record<string, unknown> } | undefined;

/**
 * Input validators whose messages are the API's own (`validation.*`), naming the field the way
 * the server's 422 answers do, so a form says the same thing before and after submitting.
 */
export function useValidators() {
  const translate = useTranslate();
  const name = (field: string) => translate(`fields.${field}`);
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  return {
    required: (field: string): Validator => {
      const validator: Validator = (v) =>
        blank(v) || (Array.isArray(v) && v.length === 0)
          ? { message: 'validation.required', args: { name: name(field) } }
          : undefined;
      // What react-admin's own required() sets: the input's label then shows its asterisk.
      return Object.assign(validator, { isRequired: true });
    },
    maxLength:
      (field: string, max: number): Validator =>
      (v) =>
        typeof v === 'string' && v.trim().length > max
          ? { message: 'validation.tooLong', args: { name: name(field), max } }
          : undefined,
    pattern:
      (field: string, re: RegExp): Validator =>
      (v) =>
        !blank(v) && !re.test(String(v).trim())
          ? { message: 'validation.invalidFormat', args: { name: name(field) } }
          : undefined,
    /** The contract's own check of a field (a port's UN/LOCODE), with the contract's message key. */
    schema:
      (field: string, check: z.ZodType): Validator =>
      (v) => {
        if (blank(v)) return undefined;
        const parsed = check.safeParse(v);
        return parsed.success
          ? undefined
          : {
              message: parsed.error.issues[0]?.message ?? 'validation.invalidFormat',
              args: { name: name(field) },
            };
      },
    email: (): Validator => (v) =>
      !blank(v) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v).trim())
        ? { message: 'validation.invalidEmail', args: {} }
        : undefined,
  };
}
