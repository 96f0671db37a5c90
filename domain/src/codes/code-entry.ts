import type { Locale } from '../i18n/locales';

/** Every human-facing name in the product exists in all three interface languages. */
export type LocalizedText = { readonly [L in Locale]: string };

export interface CodeEntry<K extends string = string> {
  readonly code: number;
  readonly key: K;
  readonly labels: LocalizedText;
}

/** A code family's JSON data file: each key's code, labels and any plain attributes. */
export type CodeRows = Readonly<Record<string, { readonly code: number; readonly labels: LocalizedText }>>;

/** One entry of a data file's family: its row, with the row's key as the literal `key`. */
export type CodeEntryOf<R extends CodeRows> = {
  [K in keyof R & string]: { readonly code: number; readonly key: K } & R[K];
}[keyof R & string];

/**
 * The entries of a code family from its JSON data file, in code order. The file is an object
 * keyed by the code's key rather than a list, because TypeScript types a JSON file's property
 * names as literals but its string values only as `string`: so the keys stay a checked union
 * and every row is checked to have a code and a label in each language.
 */
export function codeEntries<R extends CodeRows>(rows: R): readonly CodeEntryOf<R>[] {
  return Object.entries(rows)
    .map(([key, { code, ...row }]) => ({ code, key, ...row }) as CodeEntryOf<R>)
    .sort((a, b) => a.code - b.code);
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
