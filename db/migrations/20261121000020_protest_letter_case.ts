import type { Knex } from 'knex';

/**
 * What the protest letter workflow projects beyond migration 0005: whether the customer asked for
 * an inspection, the claims analysis statement, the reimbursement request a letter backs (and the
 * pre-filled one offered after a POSITIVE inspection), and a draft's unfinished wizard data.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('protest_letters', (t) => {
    t.boolean('inspection_requested').notNullable().defaultTo(false);
    t.text('analysis_statement');
    t.uuid('reimbursement_request_id').references('id').inTable('reimbursement_requests');
    t.jsonb('reimbursement_suggestion');
    t.jsonb('draft_data');
    t.index(['port_of_discharge_id', 'created_at']);
    t.index(['vessel_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('protest_letters', (t) => {
    t.dropIndex(['vessel_id', 'created_at']);
    t.dropIndex(['port_of_discharge_id', 'created_at']);
    t.dropColumn('draft_data');
    t.dropColumn('reimbursement_suggestion');
    t.dropColumn('reimbursement_request_id');
    t.dropColumn('analysis_statement');
    t.dropColumn('inspection_requested');
  });
}
