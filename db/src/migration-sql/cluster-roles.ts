import type { Knex } from 'knex';

/**
 * A NOLOGIN role the app's logins are members of (claims_app, claims_auth). Roles are
 * cluster-wide: created once per server, and kept by `down` (other databases on the server may
 * use them). Lives outside `migrations/` because knex runs every file in that folder.
 */
export async function createRoleOnce(knex: Knex, role: string): Promise<void> {
  // The exception: another database on the same server created it at the same moment.
  await knex.raw(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${role} NOLOGIN;
      END IF;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
    END
    $$`);
}
