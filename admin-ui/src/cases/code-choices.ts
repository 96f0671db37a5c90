import { CODE_FAMILIES, type CodeFamily } from '@claims/domain';
import type { Choice } from './PayloadInput';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A code table as select choices, labelled in the reader's language. */
export function codeChoices(family: CodeFamily, translate: Translate, only?: readonly string[]): Choice[] {
  return CODE_FAMILIES[family]
    .filter((entry) => !only || only.includes(entry.key))
    .map((entry) => ({ id: entry.key, name: translate(`codes.${family}.${entry.key}`) }));
}

/** The label of one code, or the code itself when the table does not know it. */
export function codeLabel(family: CodeFamily, key: string | null | undefined, translate: Translate): string {
  if (!key) return '';
  return translate(`codes.${family}.${key}`, { _: key });
}

/**
 * Choices in the reader's alphabetical order: for long tables read by name (31 document types),
 * where the table's own order means nothing to the person picking.
 */
export function alphabetical(choices: Choice[]): Choice[] {
  return [...choices].sort((a, b) => a.name.localeCompare(b.name));
}
