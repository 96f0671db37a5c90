import type { Knex } from 'knex';

/** Demo companies, users and cases for a new development database. */
export async function seedDemoData(_db: Knex): Promise<void> {
  // Filled in with the demo accounts and cases.
}
