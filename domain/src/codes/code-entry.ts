import type { Locale } from '../i18n/locales';

/** Every human-facing name in the product exists in all three interface languages. */
export type LocalizedText = { readonly [L in Locale]: string };

/** Shorthand for the long tables: pt-BR, English, Spanish, always in that order. */
export function localized(ptBR: string, en: string, es: string): LocalizedText {
  return { 'pt-BR': ptBR, en, es };
}

export interface CodeEntry<K extends string = string> {
  readonly code: number;
  readonly key: K;
  readonly labels: LocalizedText;
}

export interface CodeIndex<E extends CodeEntry> {
  /** Keys in code order; a readonly tuple-like list that zod's `z.enum` accepts. */
  readonly keys: readonly [E['key'], ...E['key'][]];
  readonly codes: readonly number[];
  byCode(code: number): E | undefined;
  byKey(key: E['key']): E;
  byKey(key: string): E | undefined;
  isKey(value: unknown): value is E['key'];
}

/**
 * Builds the lookups for a code family and checks, once at load, that codes and keys are
 * unique: a duplicated code would silently shadow a status in the database.
 */
export function indexCodes<E extends CodeEntry>(family: string, entries: readonly E[]): CodeIndex<E> {
  const byCode = new Map<number, E>();
  const byKey = new Map<string, E>();
  for (const entry of entries) {
    if (byCode.has(entry.code)) throw new Error(`${family}: duplicate code ${entry.code}`);
    if (byKey.has(entry.key)) throw new Error(`${family}: duplicate key ${entry.key}`);
    byCode.set(entry.code, entry);
    byKey.set(entry.key, entry);
  }
  const keys = entries.map((entry) => entry.key);
  if (keys.length === 0) throw new Error(`${family}: no entries`);
  return {
    keys: keys as unknown as readonly [E['key'], ...E['key'][]],
    codes: entries.map((entry) => entry.code),
    byCode: (code: number) => byCode.get(code),
    byKey: ((key: string) => byKey.get(key)) as CodeIndex<E>['byKey'],
    isKey: (value: unknown): value is E['key'] => typeof value === 'string' && byKey.has(value),
  };
}
