import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { fieldLabel, localizeIssues } from '@claims/domain/validators/issues';
import type { Locale } from '@claims/domain/i18n/locales';

type Issue = z.core.$ZodIssue;
/** How a field is named inside its messages; by default the catalogue's `fields.<name>`. */
type LabelFor = (path: readonly PropertyKey[]) => string | undefined;

/**
 * A zod schema that finds the issues of `check` and words each one with `localizeIssues` and the
 * field's label, exactly as the api writes the `fields` of its 422: zodResolver lays them on the
 * fields, so a field says the same thing whether the browser or the server found the problem.
 * (zodResolver alone would show the schema's raw messages: catalogue keys and zod's English.)
 */
function worded<T extends FieldValues>(
  check: (values: T) => { issues: readonly Issue[]; output: unknown },
  locale: Locale,
  labelFor: LabelFor = (path) => fieldLabel(locale, path),
) {
  // Any value passes the first stage: the form's values are what `check` judges.
  return z.custom<T>().transform((values, ctx) => {
    const { issues, output } = check(values);
    if (issues.length === 0) return output;
    const messages = localizeIssues(issues, locale, labelFor);
    for (const [path, message] of Object.entries(messages))
      ctx.addIssue({ code: 'custom', path: path === '' ? [] : path.split('.'), message });
    return z.NEVER;
  });
}

/**
 * The resolver of a form whose rules are a domain schema (the one the api validates the same
 * request with). `toInput` turns what the form holds into what the api would be sent (empty
 * optional fields left out); the submit handler gets what the schema outputs ("18650.5" kg, a
 * trimmed text, a telephone in the international format), as the api would store it.
 */
export function schemaResolver<T extends FieldValues, S extends z.ZodType>(
  schema: S,
  locale: Locale,
  toInput: (values: T) => unknown = (values) => values,
): Resolver<T, unknown, z.output<S>> {
  const check = (values: T) => {
    // With the input on each issue, a day no calendar has is said not to exist (issueMessage).
    const parsed = schema.safeParse(toInput(values), { reportInput: true });
    return parsed.success
      ? { issues: [], output: parsed.data }
      : { issues: parsed.error.issues, output: null };
  };
  return zodResolver(worded(check, locale), undefined, { mode: 'sync' }) as unknown as Resolver<
    T,
    unknown,
    z.output<S>
  >;
}

/**
 * The resolver of a form checked by a function over domain schemas (the reimbursement wizard adds
 * line-by-line money rules to its submission schema); the values stay as typed. `labelFor` names
 * a field whose name depends on the form (a CUIT, a sucursal) as its input is labelled.
 */
export function domainResolver<T extends FieldValues>(
  issuesOf: (values: T) => readonly Issue[],
  locale: Locale,
  labelFor?: LabelFor,
): Resolver<T> {
  return zodResolver(
    worded((values: T) => ({ issues: issuesOf(values), output: values }), locale, labelFor),
    undefined,
    {
      mode: 'sync',
      raw: true,
    },
  ) as unknown as Resolver<T>;
}
