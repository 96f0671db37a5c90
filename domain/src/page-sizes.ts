/**
 * Rows per page in tables (SPEC §9): "5, 6, 10 in one table; default 10 in the base table".
 * Both UIs offer exactly these.
 */
export const PAGE_SIZES = [5, 6, 10] as const;
export const DEFAULT_PAGE_SIZE = 10;
