import { request } from './client';

/** One page request in the api's list protocol (ra-data-simple-rest). */
export interface ListParams {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' }[];
  filter: Record<string, unknown>;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export function listQuery({ page, perPage, sort, filter }: ListParams): string {
  const from = (page - 1) * perPage;
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([from, from + perPage - 1]),
  });
  // The api sorts by one field; the first of a multi-sort leads.
  if (sort[0]) params.set('sort', JSON.stringify([sort[0].field, sort[0].order]));
  return params.toString();
}

export async function fetchList<T>(path: string, params: ListParams): Promise<ListPage<T>> {
  const { data, headers } = await request<T[]>('GET', `${path}?${listQuery(params)}`);
  // Content-Range: "reimbursements 0-9/42"
  const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? data.length);
  return { rows: data, total };
}
