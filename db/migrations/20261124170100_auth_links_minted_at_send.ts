import type { Knex } from 'knex';

/**
 * Invitation and reset links are minted by the jobs worker when it sends the e-mail, never kept
 * in the outbox (ASVS V13: a secret lives only where it must). `event_key` ties a link to the
 * outbox row it was sent for, so a retried delivery replaces its own link instead of adding one.
 * Rows written before this change carried the link's path in `outbox.payload`: it is removed, and
 * an undelivered row gets a fresh link at send time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.text('event_key').unique();
  });
  await knex.raw(
    `UPDATE outbox SET payload = payload - 'path' WHERE kind IN ('INVITATION', 'PASSWORD_RESET') AND payload \\? 'path'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.dropColumn('event_key');
  });
}
