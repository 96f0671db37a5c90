import { randomBytes, randomUUID } from 'node:crypto';
import { api, type FileStack } from './stack-harness';
import type { Tenants } from './callers';

/** What the search-box tests of the case lists share: terms of their own, and the box itself. */

/** Texts no other test's rows hold: `unique('BL')` is `BL`, this run's tag and a serial. */
export function uniqueTerms(): (prefix: string) => string {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  let serial = 0;
  return (prefix) => `${prefix}${tag}${++serial}`;
}

/**
 * The search box of a case list (`/api/protest-letters`): the ids it answers a tenant for a term,
 * all on one page. Anything but a 200 fails the test.
 */
export function searchBox<K extends string>(run: FileStack, tenants: Tenants<K>, listPath: string) {
  return async (who: K, q: string): Promise<string[]> => {
    const filter = encodeURIComponent(JSON.stringify({ q }));
    const res = await api(
      run.stack.baseUrl,
      'GET',
      `${listPath}?filter=${filter}&range=[0,99]`,
      undefined,
      tenants.headers[who],
    );
    expect(res.status).toBe(200);
    return (res.body as { id: string }[]).map((r) => r.id);
  };
}

/**
 * Cases written straight into a kind's projection `table` (its search side table follows them by
 * a trigger), in Alfa's office: `file(company, fields)` answers the new case's id. `columns` are
 * what the kind's rows need besides (a reference, the filing's stamp).
 */
export function projectedCases<K extends string>(
  run: FileStack,
  tenants: Tenants<K>,
  table: string,
  columns: (id: string) => Record<string, unknown>,
) {
  const rows = () => run.stack.deps.db(table);
  return {
    async file(company: K, fields: Record<string, unknown> = {}): Promise<string> {
      const id = randomUUID();
      await rows().insert({
        id,
        office: 'BR',
        client_id: tenants.companies[company],
        ...columns(id),
        ...fields,
      });
      return id;
    },
    update: (id: string, fields: Record<string, unknown>) => rows().where({ id }).update(fields),
    remove: (id: string) => rows().where({ id }).update({ deleted_at: run.stack.deps.db.fn.now() }),
  };
}
