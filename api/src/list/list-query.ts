import { z } from 'zod';
import { HttpError } from '../http-error';

/** The most rows one page may ask for: enough for any table, small enough to keep a page cheap. */
export const MAX_PAGE_SIZE = 100;
const DEFAULT_RANGE: readonly [number, number] = [0, 9];

/** A filter value as react-admin sends it: one value, or a list (getMany sends `id: [...]`). */
export type FilterValue = string | number | boolean | readonly (string | number)[];

/**
 * What a resource lets its list be sorted, searched and filtered by. Keys are the API's
 * camelCase names, values the SQL column (or, for search, an expression) they stand for.
 */
export interface ListSpec {
  /** The resource name that opens the Content-Range header (`ports 0-9/120`). */
  resource: string;
  sortable: Readonly<Record<string, string>>;
  /**
   * Sort keys whose column is a name people read (ports, vessels, people, companies): ordered
   * as words (collation `list_order`), not by byte. Only small reference lists: a collated
   * order cannot use the column's plain index. A table column only: an output alias (a cause's
   * localized name) cannot take a collation in ORDER BY.
   */
  sortsAsWords?: readonly string[];
  defaultSort: readonly [string, 'ASC' | 'DESC'];
  /**
   * Text columns `q` searches (ILIKE, any of them), or, for a table too big to read on every
   * search, the SQL function answering the ids of the rows whose text contains `q` (an indexed
   * side table, as `reimbursement_search_ids`), read through the table's policy as any filter.
   */
  search: readonly string[] | { idsFrom: string };
  /**
   * Search expressions whose text is a name people type (ports, cities): matched ignoring
   * accents as well as case (`unaccent`), so "Asuncion" finds "Asunción". `unaccent` runs on
   * every row searched, with no index to help: small reference lists only.
   */
  searchIgnoringAccents?: readonly string[];
  /** Filterable fields and the column each compares with (`=`, or `IN` for a list). */
  filters: Readonly<Record<string, { column: string; schema: z.ZodType<FilterValue> }>>;
  /** What `filter={"id":[...]}` matches (getMany); the column is also every sort's tie-breaker. */
  id: { column: string; schema: z.ZodType<string> };
}

/**
 * The list of a table of records: each row keyed by a UUID `id` (unless `id` says otherwise) and
 * stamped `created_at` and `updated_at`. Every such list sorts by those three, before and after
 * the keys the resource names. `table` qualifies their columns for a query that joins others.
 */
export function recordList({
  table,
  id,
  sortable,
  ...spec
}: Omit<ListSpec, 'id'> & { table?: string; id?: ListSpec['id'] }): ListSpec {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  const key = id ?? { column: column('id'), schema: z.uuid() };
  return {
    ...spec,
    sortable: {
      id: key.column,
      ...sortable,
      createdAt: column('created_at'),
      updatedAt: column('updated_at'),
    },
    id: key,
  };
}

/**
 * What the OpenAPI document says a list may be sorted and filtered by (besides `q` and `id`,
 * which every list takes): the spec's keys, and those of the filters a resource reads on its own
 * (`splitExtraFilters`), so the document never lists a key the route refuses or omits one it takes.
 */
export function documentedList(
  spec: ListSpec,
  extraFilters?: { shape: Record<string, unknown> },
): { sortable: string[]; filters: string[] } {
  return {
    sortable: Object.keys(spec.sortable),
    filters: [...Object.keys(spec.filters), ...Object.keys(extraFilters?.shape ?? {})],
  };
}

export interface ListQuery {
  sort: { column: string; order: 'asc' | 'desc'; asWords: boolean };
  range: { start: number; end: number };
  q: string | undefined;
  /** Column → value, already validated. */
  where: { column: string; value: FilterValue }[];
}

const sortParam = z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeParam = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start);

/**
 * Reads ra-data-simple-rest's `sort=["field","ASC"]`, `range=[0,9]` and `filter={...}`.
 * Malformed JSON or shapes answer 400 INVALID_LIST_QUERY; a field the resource does not sort
 * or filter by answers 400 naming it, so a typo in a UI shows up at once instead of as an
 * unsorted list.
 */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const sortJson = param(query, 'sort');
  const [field, order] = sortJson === undefined ? spec.defaultSort : parse(sortParam, sortJson, 'sort');
  const column = spec.sortable[field];
  if (!Object.hasOwn(spec.sortable, field) || column === undefined)
    throw HttpError.of('UNKNOWN_SORT_FIELD', { field });

  const rangeJson = param(query, 'range');
  const [start, end] = rangeJson === undefined ? DEFAULT_RANGE : parse(rangeParam, rangeJson, 'range');
  if (end - start + 1 > MAX_PAGE_SIZE) throw HttpError.of('RANGE_TOO_LARGE', { max: MAX_PAGE_SIZE });

  const filterJson = param(query, 'filter');
  const filter =
    filterJson === undefined ? {} : parse(z.record(z.string(), z.unknown()), filterJson, 'filter');
  let q: string | undefined;
  const where: ListQuery['where'] = [];
  for (const [name, raw] of Object.entries(filter)) {
    if (raw === undefined || raw === null || raw === '') continue;
    if (name === 'q') {
      q = parse(z.string().max(200), raw, 'filter');
      continue;
    }
    const definition =
      name === 'id'
        ? { column: spec.id.column, schema: oneOrMany(spec.id.schema) }
        : Object.hasOwn(spec.filters, name)
          ? spec.filters[name]
          : undefined;
    if (!definition) throw HttpError.of('UNKNOWN_FILTER_FIELD', { field: name });
    where.push({ column: definition.column, value: parse(definition.schema, raw, 'filter') });
  }
  return {
    sort: {
      column,
      order: order.toLowerCase() as 'asc' | 'desc',
      asWords: spec.sortsAsWords?.includes(field) ?? false,
    },
    range: { start, end },
    q: q?.trim() || undefined,
    where,
  };
}

/** A filter of one value or a list of values of `schema`. */
export function oneOrMany<T extends string | number>(schema: z.ZodType<T>): z.ZodType<T | T[]> {
  return z.union([schema, z.array(schema).max(MAX_PAGE_SIZE)]);
}

function param(query: Record<string, unknown>, name: string): unknown {
  const value = query[name];
  // `filter=` (an empty value, as some clients build URLs) means no filter, as documented.
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw HttpError.of('INVALID_LIST_QUERY', { param: name });
  try {
    return JSON.parse(value);
  } catch {
    throw HttpError.of('INVALID_LIST_QUERY', { param: name });
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, name: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw HttpError.of('INVALID_LIST_QUERY', { param: name });
  return result.data;
}
