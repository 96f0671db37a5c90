import type { Knex } from 'knex';
import { inList } from '../src/schema-helpers';
import { EMAIL_STATUSES } from '../src/stored-values';

/**
 * Every e-mail the jobs worker owes, one row per (outbox event, recipient): the row is claimed
 * before sending and marked SENT after, so a retried or re-enqueued job never mails twice.
 * `outbox.delivered_at` closes an outbox row once every recipient has been served; the sweeper
 * re-enqueues rows enqueued long ago and still open (Redis lost or flushed).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('event_key').notNullable();
    t.text('kind').notNullable();
    t.uuid('recipient_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('recipient').notNullable();
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('locale').notNullable();
    t.text('status').notNullable().defaultTo('QUEUED');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['event_key', 'recipient']);
    t.index(['status', 'created_at']);
    t.index(['created_at']);
    t.check(inList('status', EMAIL_STATUSES), [], 'email_log_status_check');
  });
  await knex.schema.alterTable('outbox', (t) => {
    t.timestamp('delivered_at', { useTz: true });
  });
  await knex.raw(
    'CREATE INDEX outbox_undelivered_index ON outbox (enqueued_at) WHERE delivered_at IS NULL AND enqueued_at IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS outbox_undelivered_index');
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('delivered_at');
  });
  await knex.schema.dropTable('email_log');
}
