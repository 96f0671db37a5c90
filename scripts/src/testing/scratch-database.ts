import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { knexConfig, migrateLatest } from '@claims/db';
import { seedReferenceData } from '@claims/db/seeds/reference-data';
import { testEnv } from './test-env';

/**
 * A database of its own, on the run's server, migrated and reference-seeded: for a test that
 * sweeps whole tables (the outbox relay, say) and must not meet other files' rows.
 */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `claims_scratch_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory(knexConfig(testEnv().databaseUrl, { max: 1 }));
  await admin.raw(`CREATE DATABASE "${name}"`);
  const url = new URL(testEnv().databaseUrl);
  url.pathname = `/${name}`;
  const db = knexFactory(knexConfig(url.toString(), { max: 1 }));
  try {
    await migrateLatest(db);
    await seedReferenceData(db);
  } finally {
    await db.destroy();
  }
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
