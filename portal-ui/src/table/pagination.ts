/** SPEC §9: 2 page links each side of the current one. */
export const PAGE_WINDOW = 2;

export interface PageLinks {
  first: number;
  previous: number | null;
  pages: number[];
  next: number | null;
  last: number;
}

/** The links of the pagination bar, or null when there is one page or none (then no bar is shown). */
export function pageLinks(current: number, total: number, perPage: number): PageLinks | null {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1) return null;
  const page = Math.min(Math.max(1, current), last);
  const pages: number[] = [];
  for (let p = Math.max(1, page - PAGE_WINDOW); p <= Math.min(last, page + PAGE_WINDOW); p++) pages.push(p);
  return { first: 1, previous: page > 1 ? page - 1 : null, pages, next: page < last ? page + 1 : null, last };
}
