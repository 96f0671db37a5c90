export type SortOrder = 'ASC' | 'DESC';
export type Sort = { field: string; order: SortOrder }[];

/**
 * SPEC §4: a click cycles a field ascending then descending; in multi-sort mode a third click
 * removes it. Without multi-sort the clicked field replaces the others.
 */
export function cycleSort(sort: Sort, field: string, multi = false): Sort {
  const current = sort.find((s) => s.field === field);
  if (!multi) return [{ field, order: current?.order === 'ASC' ? 'DESC' : 'ASC' }];
  if (!current) return [...sort, { field, order: 'ASC' }];
  if (current.order === 'ASC') return sort.map((s) => (s.field === field ? { field, order: 'DESC' } : s));
  return sort.filter((s) => s.field !== field);
}
