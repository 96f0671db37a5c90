import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { knexConfig, migrateLatest } from '@claims/db';
import { seedReferenceData } from '@claims/db/seeds/reference-data';
import { provisionDatabase } from '../stack/database-roles';
import { testEnv } from './test-env';

/**
 * A database of its own, on the run's server, migrated and reference-seeded: for a test that
 * sweeps whole tables (the outbox relay, say) and must not meet other files' rows. `url` is the
 * app's login, as the run's own DATABASE_URL.
 */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `claims_scratch_${randomBytes(5).toString('hex')}`;
  const { ownerUrl, appUrl } = await provisionDatabase(testEnv().postgresAdminUrl, name);
  const db = knexFactory(knexConfig(ownerUrl, { max: 1 }));
  try {
    await migrateLatest(db);
    await seedReferenceData(db);
  } finally {
    await db.destroy();
  }
  return {
    url: appUrl,
    async drop() {
      const admin = knexFactory(knexConfig(testEnv().postgresAdminUrl, { max: 1 }));
      try {
        await admin.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.destroy();
      }
    },
  };
}
