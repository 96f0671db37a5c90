import type { Knex } from 'knex';
import { inList, money, wholeUnitsFor } from '../src/schema-helpers';
import { ANALYSIS_RESULTS, PROPOSAL_KINDS, PROPOSAL_STATUSES } from '../src/stored-values';

/**
 * The claims side of a reimbursement request: each recorded analysis (kept when removed, for
 * the log), the agreement proposals and counteroffers in order, and time-bar extensions
 * granted by the carrier (each re-arms the time-bar timer, ARCHITECTURE §4).
 */
export async function up(knex: Knex): Promise<void> {
  const request = (t: Knex.CreateTableBuilder) =>
    t
      .uuid('reimbursement_request_id')
      .notNullable()
      .references('id')
      .inTable('reimbursement_requests')
      .onDelete('CASCADE');

  await knex.schema.createTable('reimbursement_analyses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    request(t);
    t.text('result').notNullable();
    t.text('justification');
    money(t, 'proposed_amount');
    money(t, 'reimbursement_amount');
    t.text('currency').references('key').inTable('currencies');
    t.decimal('quotation', 18, 6);
    t.boolean('insurance_covered').notNullable().defaultTo(false);
    t.text('insurance_company');
    t.text('sinister_number');
    t.text('process_number');
    t.uuid('sinister_cause_id').references('id').inTable('sinister_causes');
    t.date('expected_payment_date');
    money(t, 'partial_proposed_value');
    money(t, 'salvage_or_sale');
    t.text('comments');
    t.uuid('created_by').references('id').inTable('users');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Set by removeAnalysis; the row stays for the record.
    t.timestamp('removed_at', { useTz: true });
    t.index(['reimbursement_request_id', 'created_at']);
    t.index(['sinister_cause_id']);
    t.check(inList('result', ANALYSIS_RESULTS), [], 'reimbursement_analyses_result_check');
    t.check(
      wholeUnitsFor('currency', [
        'proposed_amount',
        'reimbursement_amount',
        'partial_proposed_value',
        'salvage_or_sale',
      ]),
      [],
      'reimbursement_analyses_whole_pyg_check',
    );
  });

  await knex.schema.createTable('agreement_proposals', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    request(t);
    t.integer('version').notNullable();
    t.text('kind').notNullable();
    money(t, 'value').notNullable();
    t.text('currency').notNullable().references('key').inTable('currencies');
    t.decimal('quotation', 18, 6);
    money(t, 'amount_brl');
    t.text('message');
    t.uuid('attachment_file_id').references('id').inTable('case_files');
    t.uuid('proposed_by').references('id').inTable('users');
    t.timestamp('proposed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('status').notNullable().defaultTo('OPEN');
    t.uuid('approved_by').references('id').inTable('users');
    t.timestamp('approved_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('answered_at', { useTz: true });
    t.unique(['reimbursement_request_id', 'version']);
    t.index(['status']);
    t.check(inList('kind', PROPOSAL_KINDS), [], 'agreement_proposals_kind_check');
    t.check(inList('status', PROPOSAL_STATUSES), [], 'agreement_proposals_status_check');
    t.check(wholeUnitsFor('currency', ['value']), [], 'agreement_proposals_whole_pyg_check');
  });

  await knex.schema.createTable('time_bar_extensions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    request(t);
    t.text('granted_by').notNullable();
    t.text('granted_to').notNullable();
    t.date('extended_until').notNullable();
    t.uuid('document_file_id').references('id').inTable('case_files');
    t.uuid('recorded_by').references('id').inTable('users');
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['reimbursement_request_id', 'extended_until']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('time_bar_extensions');
  await knex.schema.dropTable('agreement_proposals');
  await knex.schema.dropTable('reimbursement_analyses');
}
