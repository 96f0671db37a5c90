import type { Knex } from 'knex';
import { inList } from '../src/schema-helpers';
import { CASE_KINDS } from '../src/stored-values';

/**
 * What accumulates around either kind of case: uploaded files and the conversation. Both point
 * at their case by (case_kind, case_id), like case_events, so one table serves both lifecycles.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('case_files', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('case_kind').notNullable();
    t.uuid('case_id').notNullable();
    t.text('document_type').notNullable().references('key').inTable('document_types');
    t.text('original_name').notNullable();
    // The generated name under the storage root; never derived from user input.
    t.text('stored_name').notNullable().unique();
    t.text('mime_type').notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.text('sha256');
    t.uuid('uploaded_by').references('id').inTable('users');
    t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.index(['case_kind', 'case_id', 'uploaded_at']);
    t.check(inList('case_kind', CASE_KINDS), [], 'case_files_case_kind_check');
    t.check('size_bytes >= 0', [], 'case_files_size_check');
  });

  await knex.schema.createTable('case_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('case_kind').notNullable();
    t.uuid('case_id').notNullable();
    t.uuid('author_id').references('id').inTable('users');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['case_kind', 'case_id', 'created_at']);
    t.check(inList('case_kind', CASE_KINDS), [], 'case_messages_case_kind_check');
    t.check('length(btrim(text)) > 0', [], 'case_messages_text_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('case_messages');
  await knex.schema.dropTable('case_files');
}
