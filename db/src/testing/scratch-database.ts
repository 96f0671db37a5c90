import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { testEnv } from '@claims/domain/testing/test-env';
import { seedReferenceData } from '../../seeds/reference-data';
import { provisionDatabase } from '../database-roles';
import { knexConfig } from '../knex';
import { migrateLatest } from '../migrate';

/**
 * A database of its own, on the run's server, migrated and reference-seeded: for a test that
 * sweeps whole tables (the outbox relay, say) and must not meet other files' rows. `url` is the
 * app's login, as the run's own DATABASE_URL.
 */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `claims_scratch_${randomBytes(5).toString('hex')}`;
  const env = testEnv();
  // The run's roles already exist: their passwords are those of the run's own two logins.
  const { ownerUrl, appUrl } = await provisionDatabase(env.postgresAdminUrl, name, {
    owner: decodeURIComponent(new URL(env.databaseOwnerUrl).password),
    app: decodeURIComponent(new URL(env.databaseUrl).password),
  });
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
