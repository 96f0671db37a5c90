/**
 * A domain schema's input as a form holds it while someone types: every field present, each
 * text a string (empty when not filled), lists and groups in the same shape. The form's type is
 * read off the schema, so a field added to the domain reaches the form's type with it.
 */
export type AsTyped<T> = {
  [K in keyof T]-?: Exclude<T[K], undefined | null> extends string
    ? string
    : AsTyped<Exclude<T[K], undefined | null>>;
};

/**
 * What the api is sent from a form's texts: a field left empty is left out, so the schema names
 * it as required, or lets it be when it is optional.
 */
export const withoutBlanks = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<T>;
