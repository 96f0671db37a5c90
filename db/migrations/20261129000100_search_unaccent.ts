import type { Knex } from 'knex';

/**
 * `unaccent`: a list's search box matches names as people type them, without their accents
 * ("Asuncion" finds "Asunción", "sao francisco" "São Francisco do Sul"), as ILIKE already
 * matches them whatever their case (ListSpec `searchIgnoringAccents`). Trusted since PostgreSQL
 * 13: the database's owner creates it, no superuser needed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
}

// unaccent stays: dropping an extension is not a migration's to decide for the database.
export async function down(): Promise<void> {}
