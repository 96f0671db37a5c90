import pg from 'pg';
import { createDatabase } from '@claims/db';
import { prepareTestRun } from '../testing/test-run';
import { parseSize } from './options';
import { blOf, containerOf, requestReference } from './seed/case-rows';
import { growCases, superuserUrl } from './seed/seed-cases';
import { BIG_CUSTOMER_EMAIL, seedRefs } from './seed/seed-refs';

/**
 * `npx tsx scripts/src/bench/explain-search.ts [100k]`: the plan inside the search box's
 * function (`reimbursement_search_ids`, issue 19), which explain-reads.ts shows only as a
 * Function Scan. Seeds a scratch database to the size and explains the function's own statement,
 * read from the database, for the bench's terms and for terms that match every request, as
 * staff and as the big customer.
 */
const PROBE = 9_973;

async function main() {
  const size = parseSize(process.argv[2] ?? '100k');
  const run = await prepareTestRun({ buildUis: false });
  const db = createDatabase(run.env.DATABASE_OWNER_URL as string);
  try {
    await growCases(superuserUrl(run.env), await seedRefs(db), 0, size);
    const bigCustomer = (await db('users').where({ email: BIG_CUSTOMER_EMAIL }).first('clientId')).clientId;
    const client = new pg.Client({ connectionString: run.env.DATABASE_OWNER_URL as string });
    await client.connect();
    const { rows } = await client.query(
      `SELECT prosrc FROM pg_proc WHERE proname = 'reimbursement_search_ids'`,
    );
    const body = (rows[0].prosrc as string).replace(/\bterm\b/g, '$1');
    const probe = Math.min(PROBE, size);
    const terms = [requestReference(probe), blOf(probe), containerOf(probe), 'MSCU', 'RR'];
    for (const [who, scope] of [
      ['staff', { scope: 'all', clients: '' }],
      ['big customer', { scope: 'clients', clients: bigCustomer }],
    ] as const)
      for (const term of terms) {
        await client.query('BEGIN');
        await client.query(
          `SELECT set_config('app.scope', $1, true), set_config('app.client_ids', $2, true)`,
          [scope.scope, scope.clients],
        );
        // Planned as the function's body is: once, for any term (a generic plan).
        await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE search_ids(text) AS ${body}`);
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE search_ids(${literal(term)})`);
        await client.query('DEALLOCATE search_ids');
        await client.query('COMMIT');
        console.log(`\n=== ${who}: ${term}`);
        console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    await client.end();
  } finally {
    await db.destroy();
    await run.cleanUp();
  }
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

main().catch((err) => {
  console.error(String(err?.stack ?? err).slice(0, 3000));
  process.exit(1);
});
