import { z } from 'zod';
import { HttpError } from '../http-error';

/**
 * Takes out of a list's `filter` the fields the shared protocol has no operator for (ranges,
 * containment), validated by `extraFilters`, and leaves the rest for `parseListQuery`. An empty
 * value of an extra field means no filter, as it does for the others.
 */
export function splitExtraFilters<S extends z.ZodObject>(
  query: Record<string, unknown>,
  extraFilters: S,
): { extra: z.infer<S>; query: Record<string, unknown> } {
  if (typeof query.filter !== 'string') return { extra: {} as z.infer<S>, query };
  let filter: Record<string, unknown>;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    throw HttpError.of('INVALID_LIST_QUERY', { param: 'filter' });
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw HttpError.of('INVALID_LIST_QUERY', { param: 'filter' });
  const extraKeys = Object.keys(extraFilters.shape);
  const picked = Object.fromEntries(
    Object.entries(filter).filter(([k, v]) => extraKeys.includes(k) && v !== ''),
  );
  const rest = Object.fromEntries(Object.entries(filter).filter(([k]) => !extraKeys.includes(k)));
  const extra = extraFilters.safeParse(picked);
  if (!extra.success) throw HttpError.of('INVALID_LIST_QUERY', { param: 'filter' });
  return { extra: extra.data, query: { ...query, filter: JSON.stringify(rest) } };
}
