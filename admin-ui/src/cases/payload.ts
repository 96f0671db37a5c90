import type { z } from 'zod';
import { capitalize, localizeIssues, translate, type Locale } from '@claims/domain';

/** What a form holds, as an action's payload: empty inputs are absent, not null or ''. */
export function cleanPayload(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/**
 * A field's label: the console's own (console.fields.<name>) or, for the fields the api names in its
 * validation messages, the catalogue's fields.<name> with a capital.
 */
export function fieldLabel(locale: Locale | string, name: string): string {
  const own = `console.fields.${name}`;
  const text = translate(locale, own);
  if (text !== own) return text;
  const shared = `fields.${name}`;
  const sharedText = translate(locale, shared);
  return sharedText === shared ? name : capitalize(sharedText);
}

/**
 * Checks a payload with the very schema the api and the workflow check it with (domain), and
 * answers react-admin form errors in the reader's language, or {} when it is valid.
 */
export function validatePayload(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  locale: Locale | string,
): Record<string, string> {
  // With the input on each issue, an empty choice says "required", as the api's answer does.
  const result = schema.safeParse(payload, { reportInput: true });
  if (result.success) return {};
  return localizeIssues(result.error.issues, locale, (path) => fieldName(locale, String(path.at(-1) ?? '')));
}

/** A field as named inside a sentence ("O campo {name} é obrigatório"). */
export function fieldName(locale: Locale | string, name: string): string {
  const shared = `fields.${name}`;
  const text = translate(locale, shared);
  if (text !== shared) return text;
  const label = fieldLabel(locale, name);
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}

/** "O campo {name} é obrigatório", for checks the schema leaves to the screen. */
export const requiredMessage = (locale: Locale | string, field: string) =>
  translate(locale, 'validation.required', { name: fieldName(locale, field) });
