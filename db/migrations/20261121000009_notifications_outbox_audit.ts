import type { Knex } from 'knex';

/**
 * Side-effect bookkeeping. An activity that must notify or mail writes an `outbox` row (unique
 * event key: a retried activity writes once) and enqueues a job; a sweeper re-enqueues rows with
 * no `enqueued_at`. Notifications carry an i18n key and params, rendered in the reader's language.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('title_key').notNullable();
    t.jsonb('params').notNullable().defaultTo('{}');
    t.text('link');
    // The event that caused it: a retried fan-out job inserts each user's notification once.
    t.text('event_key');
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'event_key']);
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    'CREATE INDEX notifications_unread_index ON notifications (user_id, created_at) WHERE read_at IS NULL',
  );

  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('id');
    t.text('event_key').notNullable().unique();
    t.text('kind').notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.timestamp('enqueued_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX outbox_pending_index ON outbox (created_at) WHERE enqueued_at IS NULL');

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.uuid('actor_id').references('id').inTable('users');
    t.text('action').notNullable();
    t.text('entity').notNullable();
    t.text('entity_id');
    t.jsonb('changes').notNullable().defaultTo('{}');
    t.text('ip');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['entity', 'entity_id', 'at']);
    t.index(['actor_id', 'at']);
    t.index(['at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('outbox');
  await knex.schema.dropTable('notifications');
}
