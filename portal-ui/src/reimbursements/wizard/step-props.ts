import type { MessageKey } from '@claims/domain/src/i18n/translate';
import type { RequestForm } from './request-form';

export type Path = (string | number)[];

export interface StepProps {
  form: RequestForm;
  change(next: RequestForm): void;
  error(path: Path): string | undefined;
  touch(path: Path): void;
}

/** Reads a value at a path of the form. */
export function valueAt(form: RequestForm, path: Path): string {
  let node: unknown = form;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : '';
}

/** A copy of the form with one value replaced at a path. */
export function setAt(form: RequestForm, path: Path, value: unknown): RequestForm {
  const [head, ...rest] = path;
  const copy = (Array.isArray(form) ? [...(form as unknown[])] : { ...form }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] =
    rest.length === 0 ? value : setAt((copy[head as string] ?? {}) as RequestForm, rest, value);
  return copy as unknown as RequestForm;
}

/** The props of a text input bound to a form path, labelled from the shared field names. */
export function bind(props: StepProps, path: Path, t: (key: MessageKey) => string) {
  const field = String(path[path.length - 1]);
  const label = t(`fields.${field}` as MessageKey);
  return {
    label: label.charAt(0).toUpperCase() + label.slice(1),
    value: valueAt(props.form, path),
    onChange: (value: string) => props.change(setAt(props.form, path, value)),
    onBlur: () => props.touch(path),
    error: props.error(path),
  };
}
