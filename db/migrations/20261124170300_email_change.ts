import type { Knex } from 'knex';
import { inList } from '../src/schema-helpers';

/**
 * An e-mail change waits for the new address to confirm it (ASVS V6.4, V8.2): a link of kind
 * EMAIL_CHANGE, sent to `new_email`, sets it when opened, and ends the user's sessions.
 */
const BEFORE = ['INVITATION', 'PASSWORD_RESET'];
const AFTER = [...BEFORE, 'EMAIL_CHANGE'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.text('new_email');
    t.dropChecks(['auth_tokens_kind_check']);
    t.check(inList('kind', AFTER), [], 'auth_tokens_kind_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('auth_tokens').where({ kind: 'EMAIL_CHANGE' }).delete();
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.dropChecks(['auth_tokens_kind_check']);
    t.check(inList('kind', BEFORE), [], 'auth_tokens_kind_check');
    t.dropColumn('new_email');
  });
}
