import { z } from 'zod';
import { localizeIssues, translate, type Locale } from '@claims/domain';
import { HttpError } from './http-error';

/**
 * Validates a request body against its schema; a failure answers 422 VALIDATION_FAILED with one
 * message per field, each naming the field by its label ("O campo nome é obrigatório"). The
 * messages are in `locale` when given, else in the language of the request being answered
 * (the error middleware knows it), so every caller gets localized fields.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown, locale?: Locale): z.output<S> {
  // A request without a body is an empty object: each required field is then named as missing.
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const { issues } = result.error;
  throw HttpError.of('VALIDATION_FAILED', {}, (requestLocale) =>
    localizeIssues(issues, locale ?? requestLocale, (path) => fieldLabel(locale ?? requestLocale, path)),
  );
}

function fieldLabel(locale: Locale, path: readonly PropertyKey[]): string | undefined {
  const name = [...path].reverse().find((segment) => typeof segment === 'string');
  if (name === undefined) return undefined;
  const key = `fields.${name}`;
  const label = translate(locale, key);
  return label === key ? name : label;
}

const uuid = z.uuid();
/** A malformed case id can name nothing: 404, as for any case the caller cannot see. */
export function parseUuid(value: string | undefined): string {
  if (!uuid.safeParse(value).success) throw HttpError.of('CASE_NOT_FOUND');
  return value as string;
}
