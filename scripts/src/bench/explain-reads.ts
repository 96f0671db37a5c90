import pg from 'pg';
import { createDatabase } from '@claims/db';
import { prepareTestRun } from '../testing/test-run';
import { bearer, issueToken } from '@claims/api/testing/tokens';
import { captureReads, type ReaderHeaders } from './measure-reads';
import { parseSize } from './options';
import { benchReads } from './reads';
import { growCases, superuserUrl } from './seed/seed-cases';
import { BIG_CUSTOMER_EMAIL, seedRefs } from './seed/seed-refs';

/**
 * `npx tsx scripts/src/bench/explain-reads.ts [100k] [read name filter]`: seeds a scratch database
 * to the size, captures the statements each of the bench's reads runs through the api, and
 * replays them in order with every SELECT under EXPLAIN (ANALYZE, BUFFERS), as the api's role
 * under row-level security: where a read's time goes, plan by plan.
 */
async function main() {
  const size = parseSize(process.argv[2] ?? '100k');
  const only = process.argv[3];
  const run = await prepareTestRun({ buildUis: false });
  const db = createDatabase(run.env.DATABASE_OWNER_URL as string);
  try {
    await growCases(superuserUrl(run.env), await seedRefs(db), 0, size);
    const readers: ReaderHeaders = {
      analyst: bearer(await issueToken(db, 'claims@example.com')),
      master: bearer(await issueToken(db, 'master@example.com')),
      bigCustomer: bearer(await issueToken(db, BIG_CUSTOMER_EMAIL)),
    };
    const reads = (await benchReads(size)).filter((r) => !only || r.name.includes(only));
    const captured = await captureReads(run.env, readers, reads);
    const client = new pg.Client({ connectionString: run.env.DATABASE_URL });
    await client.connect();
    for (const read of reads) {
      console.log(`\n=== ${read.name}`);
      for (const s of captured.get(read.name)!.statements) {
        const explain = /^\s*(select|with)\b/i.test(s.sql) && !/set_config/.test(s.sql);
        if (!explain) {
          await client.query(s.sql, s.bindings);
          continue;
        }
        const { rows } = await client.query(`explain (analyze, buffers) ${s.sql}`, s.bindings);
        console.log(`-- ${s.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
        console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }
    await client.end();
  } finally {
    await db.destroy();
    await run.cleanUp();
  }
}

main().catch((err) => {
  console.error(String(err?.stack ?? err).slice(0, 3000));
  process.exit(1);
});
