import { z } from 'zod';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A field of a saved draft: blank while the person has not filled it in, otherwise read by the
 * same rule the filing uses, and stored as that rule outputs it ("1250,50" → "1250.50"). A draft
 * is thus never refused for what is missing, only for what is wrong, field by field.
 */
export function draftField<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (isBlank(value)) return;
      const result = schema.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: [...issue.path],
          message: issue.message,
          params: { ...((issue as { params?: Record<string, unknown> }).params ?? {}) },
        });
    })
    .overwrite((value) => {
      if (isBlank(value)) return value;
      const result = schema.safeParse(value);
      return result.success ? result.data : value;
    })
    .optional();
}

/** Drafts are kept whole in a JSON column: past this size something is wrong with the client. */
export const DRAFT_MAX_CHARACTERS = 200_000;
