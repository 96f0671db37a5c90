import type { Knex } from 'knex';

/**
 * The row-level-security vocabulary of the tenant migrations (20261121000010 and 20261124170200,
 * whose comments say how the scopes work). It lives outside `migrations/` because knex runs every
 * file in that folder as a migration.
 */
export const TENANT_POLICY = 'tenant_isolation';

/** The tables whose rows belong to a case, each with its parent case table and the column naming it. */
export const CASE_CHILDREN = {
  protest_containers: { parent: 'protest_letters', column: 'protest_letter_id' },
  inspections: { parent: 'protest_letters', column: 'protest_letter_id' },
  reimbursement_faults: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_damages: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_extra_costs: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_bank_data: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  reimbursement_analyses: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  agreement_proposals: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
  time_bar_extensions: { parent: 'reimbursement_requests', column: 'reimbursement_request_id' },
} satisfies Record<string, { parent: string; column: string }>;

/** The tables that hold rows of either kind of case (`case_kind`, `case_id`). */
export const CASE_TABLES = ['case_events', 'case_files', 'case_messages'];

/** Children are visible with their case: the subquery on the parent is itself filtered. */
export function childPredicate(
  table: string,
  { parent, column }: { parent: string; column: string },
): string {
  return `app_scope_all() OR EXISTS (SELECT 1 FROM ${parent} p WHERE p.id = ${table}.${column})`;
}

/** A row of a case table is visible with the case it belongs to, of whichever kind. */
export function casePredicate(table: string): string {
  return `app_scope_all()
  OR (${table}.case_kind = 'reimbursement' AND EXISTS (SELECT 1 FROM reimbursement_requests r WHERE r.id = ${table}.case_id))
  OR (${table}.case_kind = 'protest_letter' AND EXISTS (SELECT 1 FROM protest_letters p WHERE p.id = ${table}.case_id))`;
}

/** The table's tenant policy: the rows a reader may see are the rows a writer may leave. */
export function createTenantPolicy(knex: Knex, table: string, predicate: string): Knex.Raw {
  return knex.raw(
    `CREATE POLICY ${TENANT_POLICY} ON ${table} USING (${predicate}) WITH CHECK (${predicate})`,
  );
}

/** Row-level security switched on for the table, under its tenant policy. */
export async function enableTenantPolicy(knex: Knex, table: string, predicate: string): Promise<void> {
  await knex.raw(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
  await createTenantPolicy(knex, table, predicate);
}
