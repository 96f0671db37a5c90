import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { ListQuery, ListSpec } from './list-query';

/** `%`, `_` and the escape itself match literally in an ILIKE pattern built from user text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Applies a parsed list query to `base` (already narrowed to what the caller may see) and
 * returns the page and the total. Column names come from the resource's ListSpec, never from
 * the request.
 */
export async function runListQuery<Row>(
  base: Knex.QueryBuilder,
  spec: ListSpec,
  list: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const filtered = base.clone();
  for (const { column, value } of list.where) {
    if (Array.isArray(value)) filtered.whereIn(column, value as (string | number)[]);
    else filtered.where(column, value as string | number | boolean);
  }
  if (list.q !== undefined && spec.search.length > 0) {
    const pattern = likePattern(list.q);
    filtered.where((qb) => {
      for (const expression of spec.search) qb.orWhereRaw(`${expression} ILIKE ? ESCAPE '\\'`, [pattern]);
    });
  }
  const [rows, counted] = await Promise.all([
    filtered
      .clone()
      .orderBy([
        { column: list.sort.column, order: list.sort.order, nulls: 'last' },
        { column: spec.id.column, order: list.sort.order },
      ])
      .offset(list.range.start)
      .limit(list.range.end - list.range.start + 1) as Promise<Row[]>,
    filtered.clone().clearSelect().clearOrder().count({ total: '*' }).first() as Promise<{
      total: string | number;
    }>,
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Answers a page the way ra-data-simple-rest reads it: the JSON array plus Content-Range. */
export function sendList(
  ctx: Context,
  spec: ListSpec,
  list: ListQuery,
  data: unknown[],
  total: number,
): void {
  const { start } = list.range;
  ctx.set(
    'Content-Range',
    data.length === 0
      ? `${spec.resource} */${total}`
      : `${spec.resource} ${start}-${start + data.length - 1}/${total}`,
  );
  ctx.body = data;
}
