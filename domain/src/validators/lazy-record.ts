/**
 * A record whose values are built on first read, each once. Temporal evaluates the workflow
 * bundle's modules again for every case a worker loads (each workflow gets its own globals), so
 * the action payload schemas are not built up front for cases that may never use them. The keys
 * are there at once: `Object.keys` and `in` work without building anything.
 */
export function lazyRecord<T extends Record<string, () => unknown>>(
  builders: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const record = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(builders) as (keyof T & string)[]) {
    let built: ReturnType<T[typeof key]> | undefined;
    Object.defineProperty(record, key, {
      enumerable: true,
      get: () => (built ??= builders[key]!() as ReturnType<T[typeof key]>),
    });
  }
  return record;
}
