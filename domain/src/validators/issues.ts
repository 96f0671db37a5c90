import type { z } from 'zod';
import { isMessageKey, translate, type MessageKey, type MessageParams } from '../i18n/translate';
import { capitalize } from '../i18n/capitalize';
import type { Locale } from '../i18n/locales';

type Issue = z.core.$ZodIssue;

/**
 * The catalogue key and parameters for a zod issue. Domain schemas put the key in the message
 * already; plain zod checks used elsewhere (`.max(120)`, `z.enum`) are mapped by issue code, so
 * every validation message the API returns comes from the one catalogue.
 */
export function issueMessage(issue: Issue): { key: MessageKey; params: MessageParams } {
  const custom: MessageParams =
    issue.code === 'custom' ? { ...(issue.params as MessageParams | undefined) } : {};
  // Nothing chosen or typed yet: the field is required, not "an invalid option" or "an invalid
  // date" (a wizard's empty select or date said so before anyone had typed), whatever message the
  // schema gives a wrong value. Seen with reportInput.
  if (EMPTY_INPUT_CODES.has(issue.code) && 'input' in issue && isBlank(issue.input))
    return { key: 'validation.required', params: {} };
  if (isMessageKey(issue.message)) return { key: issue.message, params: custom };
  switch (issue.code) {
    case 'invalid_type':
      // Without reportInput zod keeps only its message to tell a missing field from a wrong type.
      return {
        key: /received undefined$/.test(issue.message) ? 'validation.required' : 'validation.invalidFormat',
        params: {},
      };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'validation.invalidFormat', params: {} };
    case 'too_small':
      if (Number(issue.minimum) <= 1 && issue.origin !== 'number' && issue.origin !== 'bigint') {
        return { key: 'validation.required', params: {} };
      }
      return issue.origin === 'string'
        ? { key: 'validation.tooShort', params: { min: Number(issue.minimum) } }
        : { key: 'validation.invalidFormat', params: {} };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalidOption', params: {} };
    case 'invalid_format':
      // A day written right but that no calendar has (31/02/2026, 2026-02-31) is not a format
      // mistake: telling how to write a date does not help. Seen when parsed with reportInput.
      if (issue.format === 'date' && isImpossibleDay(issue.input))
        return { key: 'validation.date.impossible', params: {} };
      return {
        key: issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat',
        params: {},
      };
    default:
      return { key: 'validation.invalidFormat', params: {} };
  }
}

const EMPTY_INPUT_CODES = new Set<string>([
  'invalid_value',
  'invalid_format',
  'invalid_type',
  'invalid_union',
]);
const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * `{ 'amount': 'Valor inválido', 'containers.0.number': '...' }` for the `fields` of an API
 * error body: one message per field, the first issue wins. `labelFor` names the field in the
 * user's language; without it the last path segment is used.
 */
export function localizeIssues(
  issues: readonly Issue[],
  locale: Locale | string,
  labelFor?: (path: readonly PropertyKey[]) => string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues.flatMap(eachUnknownKey)) {
    const path = issue.path.map(String).join('.');
    if (Object.hasOwn(fields, path)) continue;
    const { key, params } = issueMessage(issue);
    const name = labelFor?.(issue.path) ?? params['name'] ?? String(issue.path[issue.path.length - 1] ?? '');
    fields[path] = translate(locale, key, { ...params, name });
  }
  return fields;
}

/**
 * A body with keys the schema does not take is refused on each of them by name ("O campo
 * createdAt não é aceito aqui"), not with one nameless message on the whole body.
 */
function eachUnknownKey(issue: Issue): Issue[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  return issue.keys.map((key): Issue => ({
    code: 'custom',
    path: [...issue.path, key],
    message: 'validation.unknownField',
    input: undefined,
  }));
}

/**
 * The issues worded for a list away from the fields (a wizard's summary, the box beside a
 * disabled Next): a message that does not name its field ("Esa fecha no existe") is led by the
 * field's label, "Fecha de descarga: Esa fecha no existe", since nothing beside it says which.
 */
export function namedIssueMessages(
  issues: readonly Issue[],
  locale: Locale | string,
  labelFor?: (path: readonly PropertyKey[]) => string | undefined,
): Record<string, string> {
  const messages = localizeIssues(issues, locale, labelFor);
  const named: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (Object.hasOwn(named, path) || !Object.hasOwn(messages, path)) continue;
    const message = messages[path]!;
    const namesItsField = translate(locale, issueMessage(issue).key).includes('{name}');
    const label = labelFor?.(issue.path) ?? fieldLabel(locale, issue.path);
    named[path] = namesItsField || !label ? message : `${capitalize(label)}: ${message}`;
  }
  return named;
}

/**
 * A field as the person reads it, from the last named segment of its path ("clientData.taxId" →
 * "CNPJ/CUIT/RUC/RUT"); the segment itself when the catalogue has no label for it.
 */
export function fieldLabel(locale: Locale | string, path: readonly PropertyKey[]): string | undefined {
  const name = [...path].reverse().find((segment) => typeof segment === 'string');
  if (name === undefined) return undefined;
  const key = `fields.${name}`;
  const label = translate(locale, key);
  return label === key ? name : label;
}

/**
 * Text in the shape of a day (dd/mm/yyyy, dd/mm/yy with / . or -, or ISO yyyy-mm-dd) whose day
 * and month are in range but that names no day of the calendar, such as 31/02/2026.
 */
export function isImpossibleDay(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  const parts = iso ? [iso[3], iso[2], iso[1]] : local ? [local[1], local[2], local[3]] : null;
  if (!parts) return false;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  const fullYear = year < 100 ? 2000 + year : year;
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  return date.getUTCMonth() !== month - 1;
}
