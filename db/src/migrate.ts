import type { Knex } from 'knex';
import { seedReferenceData } from '../seeds/reference-data';
import { seedDemoData } from '../seeds/demo-data';

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  return applied;
}

/**
 * Reference data is seeded on every start (it is upserted, so changes to the domain catalogue
 * reach existing databases); demo data only into a new, non-production database.
 */
export async function seed(db: Knex, options: { demo: boolean }): Promise<void> {
  await seedReferenceData(db);
  if (options.demo) {
    await seedDemoData(db);
  }
}
