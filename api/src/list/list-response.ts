import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Model, QueryBuilder } from 'objection';
import type { TenantScope } from '@claims/db';
import type { ListCountCache } from './count-cache';
import type { ListQuery, ListSpec } from './list-query';

/** `%`, `_` and the escape itself match literally in an ILIKE pattern built from user text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where a list may take its total from instead of counting: see ListCountCache. */
export interface CachedCount {
  cache: ListCountCache;
  /** The row-level-security scope the query runs under (part of the cache key). */
  scope: TenantScope;
}

/**
 * What a list reads from: a model's query, whose rows the model types, or, for rows no model
 * holds, a knex builder (whose row type the caller names).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: the rows are what is typed
export type ListBase<Row> = QueryBuilder<any, Row[]> | Knex.QueryBuilder;

/**
 * Applies a parsed list query to `base` (already narrowed to what the caller may see) and
 * returns the page and the total. Column names come from the resource's ListSpec, never from
 * the request.
 *
 * A page shorter than asked for ends the list, so its total is known without counting. Otherwise
 * the rows matching the filter are counted, or, with `cachedCount`, the total of the same query
 * under the same scope is reused for a few seconds.
 */
export async function runListQuery<Row>(
  base: ListBase<Row>,
  spec: ListSpec,
  list: ListQuery,
  cachedCount?: CachedCount,
): Promise<{ rows: Row[]; total: number }> {
  // The same calls read the same SQL from either builder; only their typings differ.
  const filtered = (base as Knex.QueryBuilder).clone();
  for (const { column, value } of list.where) {
    if (Array.isArray(value)) filtered.whereIn(column, value as (string | number)[]);
    else filtered.where(column, value as string | number | boolean);
  }
  if (list.q !== undefined) search(filtered, spec, list.q);
  const limit = list.range.end - list.range.start + 1;
  const counting = filtered.clone().clearSelect().clearOrder().count({ total: '*' }).first();
  const cache = cachedCount && {
    ...cachedCount,
    key: cachedCount.cache.key(cachedCount.scope, ...sqlOf(counting)),
  };
  // The cache is asked while the page is read: a cached total then costs no extra wait.
  const [rows, cached] = await Promise.all([
    filtered
      .clone()
      .orderByRaw(
        `?? ${list.sort.asWords ? 'collate list_order ' : ''}${list.sort.order} nulls last, ?? ${list.sort.order}`,
        [list.sort.column, spec.id.column],
      )
      .offset(list.range.start)
      .limit(limit) as Promise<Row[]>,
    cache?.cache.get(cache.key),
  ]);
  if (rows.length < limit && (rows.length > 0 || list.range.start === 0))
    return { rows, total: list.range.start + rows.length };
  // A total cached before rows were added may be short of the full page just read.
  const atLeast = rows.length > 0 ? list.range.start + rows.length : 0;
  if (cached !== undefined) return { rows, total: Math.max(cached, atLeast) };
  const counted = (await counting) as { total: string | number } | undefined;
  const total = Number(counted?.total ?? 0);
  if (cache) await cache.cache.set(cache.key, total);
  return { rows, total };
}

/**
 * What a search term also stands for: a number as printed ("43.219.876/0001-36", a container's
 * "MSCU 123456-6") is stored as its digits and letters alone, so a number typed with spaces, dots
 * or slashes is searched as typed and without them (and its dashes). A term with dashes alone
 * (a reference, RR-2026-000002) is stored as typed and searched once.
 */
export function searchTerms(q: string): string[] {
  if (!/\d/.test(q) || !/[\s./]/.test(q)) return [q];
  const compact = q.replace(/[\s./-]+/g, '');
  return compact.length > 0 ? [q, compact] : [q];
}

/** Narrows `query` to the rows whose searched text contains `q` (or its compact form). */
function search(query: Knex.QueryBuilder, spec: ListSpec, q: string): void {
  const { search } = spec;
  const terms = searchTerms(q);
  if ('idsFrom' in search) {
    query.where((qb) => {
      for (const term of terms)
        qb.orWhereRaw(`${spec.id.column} in (select id from ${search.idsFrom}(?) as id)`, [term]);
    });
    return;
  }
  if (search.length === 0) return;
  query.where((qb) => {
    for (const term of terms)
      for (const expression of search)
        qb.orWhereRaw(
          spec.searchIgnoringAccents?.includes(expression)
            ? `unaccent(${expression}) ILIKE unaccent(?) ESCAPE '\\'`
            : `${expression} ILIKE ? ESCAPE '\\'`,
          [likePattern(term)],
        );
  });
}

function sqlOf(query: Knex.QueryBuilder | QueryBuilder<Model>): [string, readonly unknown[]] {
  const { sql, bindings } = ('toKnexQuery' in query ? query.toKnexQuery() : query).toSQL();
  return [sql, bindings];
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

/**
 * Runs a parsed list query over `base` (already narrowed to what the caller may see) and answers
 * the page, each row as `present` shows it to the caller.
 */
export async function answerList<Row>(
  ctx: Context,
  spec: ListSpec,
  list: ListQuery,
  base: ListBase<Row>,
  present: (row: Row) => unknown,
  cachedCount?: CachedCount,
): Promise<void> {
  const { rows, total } = await runListQuery(base, spec, list, cachedCount);
  sendList(ctx, spec, list, rows.map(present), total);
}
