import type { Knex } from 'knex';

/** Whose cases a request may touch: staff see all, client-side users their companies'. */
export type TenantScope = { all: true } | { clientIds: readonly string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in a transaction under the row-level security of the tenant tables (migration
 * 20261121000010): as role claims_app, with `app.scope` / `app.client_ids` set for this
 * transaction only, so a pooled connection carries nothing over to the next request.
 * Queries inside must use `trx` (objection: `Model.query(trx)`).
 */
export async function withTenantScope<T>(
  knex: Knex,
  scope: TenantScope,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  const all = 'all' in scope && scope.all === true;
  const clientIds = 'clientIds' in scope ? scope.clientIds : [];
  // Checked here: a malformed id would otherwise fail every query inside with a cast error.
  const invalid = clientIds.find((id) => !UUID.test(id));
  if (invalid !== undefined)
    throw new TypeError(`withTenantScope: not a client id: ${JSON.stringify(invalid)}`);
  return knex.transaction(async (trx) => {
    // One round trip for the three settings (as PostgREST does): set_config('role', ..., true)
    // is SET LOCAL ROLE, with the same membership check. Select-list items run left to right.
    await trx.raw(
      "SELECT set_config('role', 'claims_app', true), set_config('app.scope', ?, true), set_config('app.client_ids', ?, true)",
      [all ? 'all' : 'clients', clientIds.join(',')],
    );
    return fn(trx);
  });
}
