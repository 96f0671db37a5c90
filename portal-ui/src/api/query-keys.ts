/**
 * The cache key of what an api path answers: its segments, so that keys nest as the api does.
 * Invalidating ['reimbursements', id] reloads the request, its timeline and its messages;
 * ['reimbursements'] reloads every list and detail of requests too.
 */
export const pathKey = (path: string): readonly string[] => path.replace(/^\/api\//, '').split('/');

/** The key of one page of a list (its filter, sort and range), under its resource. */
export const listKey = (path: string, params?: unknown): readonly unknown[] =>
  params === undefined ? [...pathKey(path), 'list'] : [...pathKey(path), 'list', params];
