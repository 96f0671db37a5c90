import type { z } from 'zod';
import { localizeIssues, translate, type Locale } from '@claims/domain';
import { HttpError } from '../http-error';

/**
 * Validates a request body against the operation's schema; a failure answers 422 with one
 * message per field in the caller's language, each naming the field by its label.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = localizeIssues(result.error.issues, locale, (path) => fieldLabel(locale, path));
  throw new HttpError(422, 'VALIDATION_FAILED', 'errors.validation', {}, fields);
}

function fieldLabel(locale: Locale, path: readonly PropertyKey[]): string | undefined {
  const name = [...path].reverse().find((segment) => typeof segment === 'string');
  if (name === undefined) return undefined;
  const key = `fields.${name}`;
  const label = translate(locale, key);
  return label === key ? name : label;
}
