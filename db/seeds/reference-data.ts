import type { Knex } from 'knex';

/** Upserts the domain catalogue (offices, teams, roles, ports, ...) into its tables. */
export async function seedReferenceData(_db: Knex): Promise<void> {
  // Filled in by the domain-model migration: the reference tables do not exist yet.
}
