import { capitalize } from '@claims/domain/i18n/capitalize';
import type { MessageKey } from '@claims/domain/i18n/translate';
import type { RequestForm } from './request-form';

export type Path = (string | number)[];

/** What each wizard step gets from the page's react-hook-form: the values, and how to change and check them. */
export interface StepProps {
  form: RequestForm;
  set(path: Path, value: unknown): void;
  error(path: Path): string | undefined;
  touch(path: Path): void;
}

/** Reads a value at a path of the form. */
export function valueAt(form: RequestForm, path: Path): string {
  let node: unknown = form;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : '';
}

/** The props of an input bound to a form path, labelled from the shared field names. */
export function bind(props: StepProps, path: Path, t: (key: MessageKey) => string) {
  const field = String(path[path.length - 1]);
  return {
    label: capitalize(t(`fields.${field}` as MessageKey)),
    value: valueAt(props.form, path),
    onChange: (value: string) => props.set(path, value),
    onBlur: () => props.touch(path),
    error: props.error(path),
  };
}
