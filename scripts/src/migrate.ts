import { createDatabase, migrateLatest, seed } from '@claims/db';

/**
 * `npm run migrate`: migrations, then reference data; demo data only into a new database
 * outside production. Deployments run it once before the api and workers start.
 */
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: point it at the PostgreSQL database to migrate.');
  const db = createDatabase(url);
  try {
    const isNew = !(await db.schema.hasTable('knex_migrations'));
    const applied = await migrateLatest(db);
    const demo = isNew && process.env.NODE_ENV !== 'production';
    await seed(db, { demo });
    console.log(
      `migrations applied: ${applied.length}; reference data seeded${demo ? '; demo data seeded' : ''}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(`migrate failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
