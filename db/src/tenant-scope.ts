import type { Knex } from 'knex';

/**
 * Whose rows a request may touch: staff see all; client-side users their companies' cases (and,
 * with `userId`, their own notifications and reports); an inspector the protest letters whose
 * inspection is assigned to them.
 */
export type TenantScope =
  { all: true } | { clientIds: readonly string[]; userId?: string } | { inspectorId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in a transaction under the row-level security of the tenant tables (migrations
 * 20261121000010 and 20261124170200): as role claims_app, with `app.scope`, `app.client_ids` and
 * `app.user_id` set for this
 * transaction only, so a pooled connection carries nothing over to the next request.
 * Queries inside must use `trx` (objection: `Model.query(trx)`).
 */
export async function withTenantScope<T>(
  knex: Knex,
  scope: TenantScope,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  const kind =
    'all' in scope && scope.all === true ? 'all' : 'inspectorId' in scope ? 'inspector' : 'clients';
  const clientIds = 'clientIds' in scope ? scope.clientIds : [];
  const userId = 'inspectorId' in scope ? scope.inspectorId : 'userId' in scope ? (scope.userId ?? '') : '';
  // Checked here: a malformed id would otherwise fail every query inside with a cast error.
  const invalid = [...clientIds, ...(userId ? [userId] : [])].find((id) => !UUID.test(id));
  if (invalid !== undefined)
    throw new TypeError(`withTenantScope: not a client id or user id: ${JSON.stringify(invalid)}`);
  return knex.transaction(async (trx) => {
    // One round trip for the settings (as PostgREST does): set_config('role', ..., true) is
    // SET LOCAL ROLE, with the same membership check. Select-list items run left to right.
    await trx.raw(
      "SELECT set_config('role', 'claims_app', true), set_config('app.scope', ?, true), set_config('app.client_ids', ?, true), set_config('app.user_id', ?, true)",
      [kind, clientIds.join(','), userId],
    );
    return fn(trx);
  });
}
