import { z } from 'zod';
import { localizeIssues, translate, type Locale, type MessageKey, type MessageParams } from '@claims/domain';
import { HttpError } from './http-error';

/**
 * Validates a request body against its schema; a failure answers 422 VALIDATION_FAILED with one
 * message per field, each naming the field by its label ("O campo nome é obrigatório"). The
 * messages are in `locale` when given, else in the language of the request being answered
 * (the error middleware knows it), so every caller gets localized fields.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  value: unknown,
  locale?: Locale,
  options: { fieldsUnder?: string } = {},
): z.output<S> {
  // A request without a body is an empty object: each required field is then named as missing.
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  // A draft's fields are named as the filing names them ("faults.0.unitPrice", not under "data"),
  // so a form maps a 422 to its field the same way for both.
  const { fieldsUnder } = options;
  const issues = result.error.issues.map((issue) =>
    fieldsUnder !== undefined && issue.path[0] === fieldsUnder && issue.path.length > 1
      ? { ...issue, path: issue.path.slice(1) }
      : issue,
  );
  throw HttpError.of('VALIDATION_FAILED', {}, (requestLocale) =>
    localizeIssues(issues, locale ?? requestLocale, (path) => fieldLabel(locale ?? requestLocale, path)),
  );
}

/**
 * 422 VALIDATION_FAILED for one field the schema could not judge alone (a reference the database
 * does not know, a file of another case): `path` as the schema would name it ("shipping.vesselId"),
 * the message from the catalogue in the request's language, naming the field by its label.
 */
export function invalidField(
  path: string,
  key: MessageKey = 'validation.unknownReference',
  params: MessageParams = {},
): HttpError {
  return HttpError.of('VALIDATION_FAILED', {}, (locale) => ({
    [path]: translate(locale, key, { ...params, name: fieldLabel(locale, path.split('.')) ?? path }),
  }));
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
