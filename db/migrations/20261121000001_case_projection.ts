import type { Knex } from 'knex';

/**
 * The read side of the case workflows. Temporal holds each case's lifecycle; activities project
 * every transition here so lists, search and reports are plain SQL. `case_events` is the log
 * (action, done by, done at) and, through its unique (case, seq), what makes a retried
 * projection activity write once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pgcrypto');

  // References are human-facing (RR-2026-000123); a sequence keeps them unique without gaps from races.
  await knex.raw('CREATE SEQUENCE reimbursement_reference_seq');

  await knex.schema.createTable('reimbursement_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('reference').notNullable().unique();
    t.text('office').notNullable();
    t.text('team');
    t.text('analysis_status');
    t.text('workflow_id').notNullable().unique();
    // The workflow's transition counter at the last projection: an older write never overwrites a newer one.
    t.integer('projected_seq').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('closed_at', { useTz: true });
    t.index(['analysis_status', 'created_at']);
    t.index(['team', 'analysis_status']);
    t.index(['office']);
  });

  // Operator-tunable rules (timer durations, notice periods, limits), read by workflows at start.
  await knex.schema.createTable('settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('case_events', (t) => {
    t.bigIncrements('id');
    t.text('case_kind').notNullable();
    t.uuid('case_id').notNullable();
    t.integer('seq').notNullable();
    t.text('action').notNullable();
    t.text('from_status');
    t.text('to_status');
    t.uuid('done_by');
    t.timestamp('done_at', { useTz: true }).notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.unique(['case_kind', 'case_id', 'seq']);
    t.index(['case_kind', 'case_id', 'done_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('case_events');
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('reimbursement_requests');
  await knex.raw('DROP SEQUENCE reimbursement_reference_seq');
}
