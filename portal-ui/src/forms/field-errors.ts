import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useI18n } from '../i18n/I18nContext';

export interface ShownError {
  /** The field's path ("containers.0.number"); a list's own error sits on "containers.root". */
  path: string;
  message: string;
  /** "server" when the api's 422 put it there; the form's own rules otherwise. */
  type: string;
}

const NOT_FIELDS = new Set(['ref', 'message', 'type', 'types']);

/** Every message the form shows now, in the order of its fields. */
export function shownErrors<T extends FieldValues>(errors: FieldErrors<T>): ShownError[] {
  const found: ShownError[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && message !== '')
      found.push({ path: path.join('.'), message, type: String(type ?? '') });
    for (const [key, child] of Object.entries(node)) if (!NOT_FIELDS.has(key)) walk(child, [...path, key]);
  };
  walk(errors, []);
  return found;
}

/**
 * Messages already shown follow a switch of language: the form's own are checked (and so worded)
 * again. The api's stay as it wrote them until their field changes.
 */
export function useErrorsFollowLanguage<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const { locale } = useI18n();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    const own = shownErrors(form.formState.errors)
      .filter((e) => e.type !== 'server')
      .map((e) => e.path.replace(/\.root$/, '') as FieldPath<T>);
    if (own.length) void form.trigger(own);
  }, [locale, form]);
}
