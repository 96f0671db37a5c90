import type { Knex } from 'knex';
import { inList } from '../src/schema-helpers';
import { AUTH_TOKEN_KINDS } from '../src/stored-values';

/**
 * Only SHA-256 hashes of tokens are stored: a leaked table gives no usable session or link.
 * `access_tokens` are bearer sessions (revocable, expiring); `auth_tokens` are single-use
 * links for an invitation or a password reset.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('access_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('auth_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'kind']);
    t.check(inList('kind', AUTH_TOKEN_KINDS), [], 'auth_tokens_kind_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_tokens');
  await knex.schema.dropTable('access_tokens');
}
